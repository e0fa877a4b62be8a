import { decimalCell, fileStamp, type Cell, type ExportSection } from '../../http/export';
import { isoToCsv } from '../../../sql/timestamps';
import { payoutFilters, type PayoutFilters } from '../../payments/payout-filters';
import { chToPayout, type ChPayoutRow } from '../../payments/payout.view';
import { chResult } from '../../reporting/clickhouse';
import type { DayRange } from '../../reporting/day-range';
import type { Granularity } from './report-buckets';
import * as Q from './report-queries';
import {
  clicksByCampaign,
  commissionChart,
  payoutParams,
  reportRange,
  reportRows,
  stats,
  topAffiliates,
  type ReportDeps,
} from './reports.service';

export const SECTION_KEYS = [
  'stats',
  'commission_chart',
  'top_affiliates',
  'clicks_by_campaign',
  'payouts',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export interface ReportExportQuery {
  from?: string;
  to?: string;
  /** Known keys only (unknown ones are dropped by the schema); empty means all. */
  sections?: SectionKey[];
  granularity?: Granularity;
  limit?: number;
}

/** The payouts of the range, streamed from ClickHouse; the query is sent before the first byte. */
async function payoutRows(
  deps: ReportDeps,
  businessId: number,
  range: DayRange,
  filters: PayoutFilters,
): Promise<AsyncIterable<Cell[]>> {
  const rs = await chResult(deps, Q.PAYOUTS_ALL, payoutParams(businessId, range, filters), {
    as: 'report-error',
    log: 'report export query failed',
  });
  const stream = rs.stream<ChPayoutRow>();
  return (async function* () {
    for await (const batch of stream) {
      for (const row of batch as { json(): ChPayoutRow }[]) {
        const p = chToPayout(row.json());
        yield [
          p.affiliate_name,
          decimalCell(p.amount),
          p.currency,
          p.method,
          p.status,
          p.reference,
          isoToCsv(p.paid_at),
          isoToCsv(p.created_at),
        ];
      }
    }
  })();
}

/**
 * The report export's sections in the API's order (docs/reports.md): stats, top affiliates,
 * clicks by campaign, commission chart, payouts — whatever order `sections` names them in.
 * Each is a titled section, so CSV gets "--- Title ---" rows and XLSX one sheet per section.
 */
export async function reportSections(
  deps: ReportDeps,
  businessId: number,
  q: ReportExportQuery,
): Promise<{ baseName: string; sections: ExportSection[]; total: number }> {
  reportRange(deps, q);
  let total = 0;
  const wanted = new Set<SectionKey>(q.sections?.length ? q.sections : SECTION_KEYS);
  const want = <T>(key: SectionKey, read: () => Promise<T>): Promise<T | null> =>
    wanted.has(key) ? read() : Promise.resolve(null);
  // Every section's reads are sent at once (each is a few independent queries): the export
  // takes as long as its slowest section, not the sum of them.
  const [s, t, c, ch, payouts] = await Promise.all([
    want('stats', () => stats(deps, businessId, q)),
    want('top_affiliates', () => topAffiliates(deps, businessId, q)),
    want('clicks_by_campaign', () => clicksByCampaign(deps, businessId, q)),
    want('commission_chart', () => commissionChart(deps, businessId, q)),
    want('payouts', async () => {
      const { range, filters } = await payoutFilters(deps, businessId, q);
      const [count] = await reportRows(deps, Q.PAYOUTS_COUNT, payoutParams(businessId, range, filters));
      return { count: count.total, range, filters };
    }),
  ]);
  const sections: ExportSection[] = [];
  if (s)
    sections.push({
      title: 'Stats',
      columns: ['Metric', 'Value', 'Trend (%)'],
      rows: [
        ['Total Commission Paid', decimalCell(s.total_commission_paid), s.trends.commission_paid],
        ['Pending Payouts', decimalCell(s.pending_payouts), s.trends.pending_payouts],
        ['Conversion Rate (%)', decimalCell(s.conversion_rate), s.trends.conversion_rate],
        ['Total Referral Clicks', s.total_referral_clicks, s.trends.referral_clicks],
      ],
    });
  if (t)
    sections.push({
      title: 'Top Affiliates',
      columns: ['Name', 'Referral Code', 'Earned', 'Clicks', 'Conversions'],
      rows: t.items.map((a) => [a.name, a.referral_code, decimalCell(a.earned), a.clicks, a.conversions]),
    });
  if (c)
    sections.push({
      title: 'Clicks by Campaign',
      columns: ['Campaign', 'Clicks'],
      rows: c.items.map((x) => [x.campaign ?? '(no campaign)', x.clicks]),
    });
  if (ch)
    sections.push({
      title: 'Commission Chart',
      columns: ['Date', 'Commission'],
      rows: ch.labels.map((label, i) => [label, decimalCell(ch.data[i])]),
    });
  for (const x of sections) if (Array.isArray(x.rows)) total += x.rows.length;
  if (payouts) {
    total += payouts.count;
    sections.push({
      title: 'Payouts',
      columns: ['Affiliate', 'Amount', 'Currency', 'Method', 'Status', 'Reference', 'Paid At', 'Created At'],
      // Opened last, once every other section has answered: a failed section leaves no stream open.
      rows: await payoutRows(deps, businessId, payouts.range, payouts.filters),
    });
  }
  return { baseName: `report-${fileStamp(deps.clock.now())}`, sections, total };
}
