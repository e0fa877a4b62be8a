import type { Deps } from '../../deps';
import { moneyNumber } from '../../domain/money';
import { chRows, REPORT_ERROR } from '../../reporting/clickhouse';
import { chEnd, chStart, REPORT_RANGE, resolveRange } from '../../reporting/day-range';
import { FRAUD_RULES } from '../../fraud/fraud-rules';

const TS = "DateTime64(6, 'UTC')";

/**
 * Flagged: a rule flagged it and none rejected it, whatever the merchant did later;
 * rejected: a rule rejected it. Commission is net of refunds, summed exactly.
 */
const CONVERSIONS = `
SELECT countIf(length(risk_reasons) > 0 AND fraud_rejected_rule = '') AS flagged_count,
       toString(sumIf(net_commission_amount, length(risk_reasons) > 0 AND fraud_rejected_rule = '')) AS flagged_commission,
       countIf(fraud_rejected_rule != '') AS rejected_count,
       toString(sumIf(net_commission_amount, fraud_rejected_rule != '')) AS rejected_commission
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at >= {start:${TS}} AND converted_at < {end:${TS}}
  AND length(risk_reasons) > 0`;

/** Per rule: conversions it flagged (none rejecting them), and conversions it rejected. */
const BY_RULE = `
SELECT rule, countIf(fraud_rejected_rule = '') AS flagged, countIf(fraud_rejected_rule = rule) AS rejected
FROM conversions FINAL
ARRAY JOIN risk_reasons AS rule
WHERE business_id = {b:UInt64} AND converted_at >= {start:${TS}} AND converted_at < {end:${TS}}
GROUP BY rule`;

const CLICKS = `
SELECT countIf(quality = 'duplicate') AS duplicate, countIf(quality = 'datacenter') AS datacenter,
       countIf(quality = 'bot') AS bot
FROM clicks FINAL
WHERE business_id = {b:UInt64} AND created_at >= {start:${TS}} AND created_at < {end:${TS}}
  AND quality != 'ok'`;

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
    chRows<Record<string, string | number>>(deps, CONVERSIONS, params, REPORT_ERROR),
    chRows<{ rule: string; flagged: string | number; rejected: string | number }>(
      deps,
      BY_RULE,
      params,
      REPORT_ERROR,
    ),
    chRows<Record<string, string | number>>(deps, CLICKS, params, REPORT_ERROR),
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
