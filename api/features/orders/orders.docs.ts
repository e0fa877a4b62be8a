import type { OpDocs } from '../../http/op-docs';

const TRANSITION_RULE = 'Only a pending order moves; any other status is 409 INVALID_STATUS.';

export const docs: OpDocs = {
  'get /v1/orders': {
    summary: "Lists the business's orders",
    description:
      'Paged, newest first by default; filtered by status, affiliate_id, a date range (from, to), flagged (orders a fraud rule flagged) and a search over order id and customer.',
    message: 'Orders retrieved successfully',
  },
  'get /v1/orders/stats': {
    summary: 'Counts and totals of orders by status',
    description: 'Over the same filters as the list.',
    message: 'Order statistics retrieved successfully',
  },
  'get /v1/orders/export': {
    summary: 'Downloads the orders as CSV or XLSX',
    description:
      'The list filters, or ids (at most 100); format=csv or xlsx; extended=true adds line items and attribution columns. Streamed; 503 with Retry-After while the export connections are busy.',
  },
  'get /v1/orders/{id}': {
    summary: 'One order with its line items, click and attribution',
    description: 'An order of another business is 404.',
    message: 'Order retrieved successfully',
  },
  'post /v1/orders/bulk-approve': {
    summary: 'Approves up to 100 orders at once',
    description: `ids: 1-100 order ids. Approves those that are pending, in one transaction; the answer says which were approved and which were skipped and why.`,
    message: 'Orders approved successfully',
    request: { ids: [1201, 1202, 1207] },
  },
  'post /v1/orders/bulk-reject': {
    summary: 'Rejects up to 100 orders at once',
    description: 'As bulk-approve, rejecting; reason is kept on each.',
    message: 'Orders rejected successfully',
    request: { ids: [1203, 1204], reason: 'Test orders from the shop staff' },
  },
  'post /v1/orders/{id}/approve': {
    summary: 'Approves an order: its commission becomes owed',
    description: `${TRANSITION_RULE} The commission is added to the affiliate's balance (ledger) and conversion.approved is sent to webhooks.`,
    message: 'Order approved successfully',
    request: { notes: 'Delivered and past the return window' },
  },
  'post /v1/orders/{id}/reject': {
    summary: 'Rejects an order: no commission',
    description: `${TRANSITION_RULE} reason is kept and sent with conversion.rejected.`,
    message: 'Order rejected successfully',
    request: { reason: 'Self-referral by the affiliate' },
  },
};
