import { chQuery } from '../../../clickhouse/query-file';
import type { Deps } from '../../deps';
import { moneyNumber } from '../../domain/money';
import { chRows, REPORT_ERROR } from '../../reporting/clickhouse';
import { chEnd, chStart, REPORT_RANGE, resolveRange } from '../../reporting/day-range';
import { FRAUD_RULES } from '../../fraud/fraud-rules';

type Range = { b: number; start: string; end: string };
type Count = string | number;

const CONVERSIONS = chQuery<
  Range,
  { flagged_count: Count; flagged_commission: string; rejected_count: Count; rejected_commission: string }
>('fraud/conversions');
const BY_RULE = chQuery<Range, { rule: string; flagged: Count; rejected: Count }>('fraud/by-rule');
const CLICKS = chQuery<Range, { duplicate: Count; datacenter: Count; bot: Count }>('fraud/clicks');

export interface FraudReport {
  flagged: { count: number; commission: number };
  rejected: { count: number; commission: number };
  by_rule: { rule: string; flagged: number; rejected: number }[];
  clicks: { duplicate: number; datacenter: number; bot: number };
}

/** GET /v1/reports/fraud: conversions by converted_at, clicks by their time (the reports' day range). */
export async function fraudReport(
  deps: Pick<Deps, 'ch' | 'clock' | 'logger'>,
  businessId: number,
  q: { from?: string; to?: string },
): Promise<FraudReport> {
  const range = resolveRange(deps.clock.now(), q, REPORT_RANGE);
  const params = { b: businessId, start: chStart(range.from), end: chEnd(range.to) };
  const [[totals], byRule, [clicks]] = await Promise.all([
    chRows(deps, CONVERSIONS, params, REPORT_ERROR),
    chRows(deps, BY_RULE, params, REPORT_ERROR),
    chRows(deps, CLICKS, params, REPORT_ERROR),
  ]);
  const counts = new Map(byRule.map((r) => [r.rule, r]));
  return {
    flagged: { count: Number(totals.flagged_count), commission: moneyNumber(totals.flagged_commission) },
    rejected: { count: Number(totals.rejected_count), commission: moneyNumber(totals.rejected_commission) },
    by_rule: FRAUD_RULES.map((rule) => ({
      rule,
      flagged: Number(counts.get(rule)?.flagged ?? 0),
      rejected: Number(counts.get(rule)?.rejected ?? 0),
    })),
    clicks: {
      duplicate: Number(clicks.duplicate),
      datacenter: Number(clicks.datacenter),
      bot: Number(clicks.bot),
    },
  };
}
