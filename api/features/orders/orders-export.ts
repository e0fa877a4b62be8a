import type { Deps } from '../../deps';
import { decimalCell, fileStamp, type Cell, type ExportFormat, type ExportSection } from '../../http/export';
import type { OrderExportRow } from '../../../sql/repos/orders.repo';
import { openRows, streamRows, type OpenRows } from '../../../sql/stream';
import { isoToCsv } from '../../../sql/timestamps';
import { resolveFilter, type OrderFilterQuery } from './orders.service';

/** The API's Orders CSV columns, in order. */
export const ORDER_EXPORT_COLUMNS = [
  'ID',
  'Order ID',
  'Affiliate Name',
  'Referral Code',
  'Customer Name',
  'Customer Email',
  'Subtotal',
  'Discount',
  'Order Total',
  'Commission Rate',
  'Commission Amount',
  'Currency',
  'Status',
  'Converted At (UTC)',
];

/**
 * Columns `extended=true` appends after the spec's last, in order, each with its cell. Later
 * extensions append their columns here.
 */
const EXTENDED_COLUMNS: { title: string; cell: (r: OrderExportRow) => Cell }[] = [
  { title: 'Refunded', cell: (r) => decimalCell(r.refunded_amount) },
  { title: 'Net Commission', cell: (r) => decimalCell(r.net_commission_amount) },
  { title: 'Attribution', cell: (r) => r.attribution },
  { title: 'Subscription ID', cell: (r) => r.subscription_id ?? '' },
  // The rate is shown as stored (it may have more than two decimals); empty when none.
  { title: 'Exchange Rate', cell: (r) => r.exchange_rate ?? '' },
  { title: 'Commission Currency', cell: (r) => r.commission_currency },
];

/** The export's column row: the spec's columns, then the extended ones when asked for. */
export const orderExportColumns = (extended = false): string[] =>
  extended ? [...ORDER_EXPORT_COLUMNS, ...EXTENDED_COLUMNS.map((c) => c.title)] : ORDER_EXPORT_COLUMNS;

export function exportCells(r: OrderExportRow, extended = false): Cell[] {
  const base: Cell[] = [
    r.id,
    r.order_id,
    r.affiliate_name,
    r.affiliate_referral_code,
    r.customer_name,
    r.customer_email,
    decimalCell(r.subtotal),
    decimalCell(r.discount_applied),
    decimalCell(r.order_total),
    decimalCell(r.commission_rate),
    decimalCell(r.commission_amount),
    r.currency,
    r.status,
    isoToCsv(r.converted_at),
  ];
  return extended ? [...base, ...EXTENDED_COLUMNS.map((c) => c.cell(r))] : base;
}

async function* cells(rows: AsyncIterable<OrderExportRow>, extended: boolean): AsyncGenerator<Cell[]> {
  for await (const r of rows) yield exportCells(r, extended);
}

/** The export's query: the list's filters, and whether the extended columns are wanted. */
export type OrderExportQuery = OrderFilterQuery & { extended?: boolean };

export interface OrdersExport {
  baseName: string;
  sections: ExportSection[];
  /**
   * The rows, already being read: `return()` closes the cursor and gives back its connection.
   * For a client that goes away mid-download (the writer then waits forever for the response
   * to drain and would hold the connection with it) or before the first row was written.
   */
  rows: OpenRows<OrderExportRow>;
}

/** The export's query for the list's filters, checked and resolved first. */
async function exportQuery(deps: Pick<Deps, 'db'>, businessId: number, q: OrderFilterQuery) {
  return deps.db.orders.exportQuery(await resolveFilter(deps, businessId, q));
}

/**
 * The export's rows as cells for the list's filters (checked first: a foreign affiliate_id is
 * 422), from a cursor; the asynchronous export's row source.
 */
export async function* orderExportRows(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  q: OrderExportQuery,
): AsyncGenerator<Cell[]> {
  const { query, values } = await exportQuery(deps, businessId, q);
  yield* cells(streamRows<OrderExportRow>(deps.db, query, values), q.extended ?? false);
}

/**
 * The orders export with the list's filters, newest first. The filter is checked and the
 * cursor opened, its first rows read, before anything is sent (a bad affiliate_id is still a
 * 422, a connection that cannot be had a 503); rows then stream from the cursor.
 */
export async function ordersExport(
  deps: Deps,
  businessId: number,
  q: OrderExportQuery & { format: ExportFormat },
): Promise<OrdersExport> {
  const { query, values } = await exportQuery(deps, businessId, q);
  // The download's cursor comes from the export pool, with the export statement deadline.
  const rows = await openRows<OrderExportRow>(deps.exportDb, query, values);
  return {
    baseName: `orders-${fileStamp(deps.clock.now())}`,
    // Untitled: a CSV export is the column row and the data, with no section banner.
    sections: [{ columns: orderExportColumns(q.extended), rows: cells(rows, q.extended ?? false) }],
    rows,
  };
}
