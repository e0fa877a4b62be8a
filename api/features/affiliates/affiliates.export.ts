import type { Response } from 'express';
import type { Deps } from '../../deps';
import {
  closeRowsWith,
  decimalCell,
  fileStamp,
  sendExport,
  type Cell,
  type ExportFormat,
} from '../../http/export';
import { openRows, streamRows } from '../../../sql/stream';
import { isoToCsv } from '../../../sql/timestamps';
import type { AffiliateFilter, AffiliateRow } from '../../../sql/repos/affiliates.repo';

/** The API's affiliate CSV columns, in order. */
export const EXPORT_COLUMNS = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'Referral Code',
  'Commission Rate',
  'Status',
  'Joined',
  'Approved At',
  'Suspended At',
  'Terminated At',
  'Notes',
];

export function exportRow(a: AffiliateRow): Cell[] {
  return [
    a.id,
    a.user_name,
    a.user_email,
    a.user_phone,
    a.referral_code,
    decimalCell(a.commission_rate),
    a.status,
    isoToCsv(a.created_at),
    isoToCsv(a.approved_at),
    isoToCsv(a.suspended_at),
    isoToCsv(a.terminated_at),
    a.notes,
  ];
}

async function* cells(rows: AsyncIterable<AffiliateRow>): AsyncGenerator<Cell[]> {
  for await (const row of rows) yield exportRow(row);
}

/** The export's rows as cells, from a cursor: the asynchronous export's row source. */
export async function* affiliateExportRows(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  f: AffiliateFilter,
): AsyncGenerator<Cell[]> {
  const { query, values } = deps.db.affiliates.exportQuery(businessId, f);
  yield* cells(streamRows<AffiliateRow>(deps.db, query, values));
}

/**
 * GET /v1/affiliates/export: the whole filtered list (ids, when given, instead of status and
 * search) streamed from a cursor into CSV or XLSX, so memory does not grow with the rows. The
 * cursor is opened, its first rows read, before any header is sent.
 */
export async function exportAffiliates(
  deps: Pick<Deps, 'exportDb' | 'clock'>,
  businessId: number,
  res: Response,
  q: AffiliateFilter & { format: ExportFormat },
): Promise<void> {
  const { query, values } = deps.exportDb.affiliates.exportQuery(businessId, q);
  // The download's cursor comes from the export pool, with the export statement deadline.
  const rows = await openRows<AffiliateRow>(deps.exportDb, query, values);
  closeRowsWith(res, rows);
  await sendExport(res, q.format, `affiliates-${fileStamp(deps.clock.now())}`, [
    { title: q.format === 'xlsx' ? 'Affiliates' : undefined, columns: EXPORT_COLUMNS, rows: cells(rows) },
  ]);
}
