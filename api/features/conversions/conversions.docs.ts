import type { OpDocs } from '../../http/op-docs';

export const docs: OpDocs = {
  'post /v1/conversions': {
    summary: 'Reports an order from the shop',
    description:
      'Queued and answered 202 at once; a worker attributes it (click_id from the aff_click cookie first, then referral_code, then coupon_code, then the visitor\'s last click), computes the commission and records it pending. order_id is the shop\'s own and idempotent: the same order again changes nothing. Amounts are decimal strings or numbers with at most 2 decimals, in currency (default the business currency). Unknown fields are ignored, so check field names: a typed client (README, "Typed client") catches misspellings.',
    message: 'Conversion accepted for processing',
    request: {
      order_id: 'ORD-10482',
      order_total: 49,
      subtotal: 45,
      tax: 4,
      currency: 'USD',
      click_id: 7223401938476032,
      coupon_code: 'ADA10',
      customer: { name: 'Grace Hopper', email: 'grace@example.com' },
      line_items: [{ name: 'Road tyre 700x28c', quantity: 1, price: 45 }],
    },
  },
  'get /v1/conversions/{order_id}': {
    summary: "One order by the shop's order id",
    description:
      'The order as recorded, with its attribution and commission; 404 until the worker has recorded it.',
    message: 'Conversion retrieved successfully',
  },
  'post /v1/conversions/{order_id}/cancel': {
    summary: 'Cancels an order (the shop cancelled it)',
    description:
      'A pending or approved order becomes cancelled; an approved one has its commission reversed in the ledger. Any other status is 409 INVALID_STATUS.',
    message: 'Conversion cancelled successfully',
    request: { reason: 'Customer cancelled before shipping' },
  },
  'post /v1/conversions/{order_id}/refund': {
    summary: 'Records a full or partial refund of an order',
    description:
      'refund_id is idempotent (the same refund again changes nothing); the commission is reduced in proportion to the amount refunded, reversed in the ledger when the order was approved. The total refunded cannot exceed order_total (422). A rejected or cancelled order is 409 INVALID_STATUS.',
    message: 'Refund recorded successfully',
    request: { refund_id: 'RF-2291', amount: 19, reason: 'One tyre returned' },
  },
};
