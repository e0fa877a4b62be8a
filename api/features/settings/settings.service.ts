import { publishInvalidation } from '../../cache/invalidation';
import type { Deps } from '../../deps';
import { Dec, money } from '../../domain/money';
import { NotFoundError, ValidationError } from '../../errors';
import type { SettingsRow } from '../../../sql/repos/settings.repo';
import { fraudRulesOf, type FraudRules } from '../../fraud/fraud-rules';
import { isSettingsKey, type SettingsKey } from './settings.schemas';

/** The Settings object: rates and amounts as JSON numbers, null where null (API reference, Settings object). */
export interface Settings {
  commission_rate: number | null;
  cookie_duration: number;
  auto_approve_enabled: boolean;
  auto_approve_delay_days: number;
  auto_approve_min_amount: number | null;
  auto_approve_max_amount: number | null;
  allow_self_registration: boolean;
  recurring_commission_months: number | null;
  recurring_commission_rate: number | null;
  currency: string;
  payout_minimum: number;
  payout_schedule: SettingsRow['payout_schedule'];
  payout_debtor: SettingsRow['payout_debtor'];
  fraud_rules: FraudRules;
  fraud_ip_conversion_limit: number;
  fraud_review_amount: number | null;
  click_dedupe_minutes: number;
  portal_origins: string[];
  portal_link_hosts: string[];
}

/** A validated PUT body: only the fields the client sent; `fraud_rules` may name some rules. */
export type SettingsPatch = Partial<Omit<Settings, 'fraud_rules'>> & { fraud_rules?: Partial<FraudRules> };

const decimalColumns = new Set<SettingsKey>([
  'commission_rate',
  'auto_approve_min_amount',
  'auto_approve_max_amount',
  'recurring_commission_rate',
  'payout_minimum',
  'fraud_review_amount',
]);

const asNumber = (v: string | null): number | null => (v === null ? null : Number(v));

export function toSettings(row: SettingsRow): Settings {
  return {
    commission_rate: asNumber(row.commission_rate),
    cookie_duration: row.cookie_duration,
    auto_approve_enabled: row.auto_approve_enabled,
    auto_approve_delay_days: row.auto_approve_delay_days,
    auto_approve_min_amount: asNumber(row.auto_approve_min_amount),
    auto_approve_max_amount: asNumber(row.auto_approve_max_amount),
    allow_self_registration: row.allow_self_registration,
    recurring_commission_months: row.recurring_commission_months,
    recurring_commission_rate: asNumber(row.recurring_commission_rate),
    currency: row.currency,
    payout_minimum: Number(row.payout_minimum),
    payout_schedule: row.payout_schedule,
    payout_debtor: row.payout_debtor,
    fraud_rules: fraudRulesOf(row.fraud_rules),
    fraud_ip_conversion_limit: row.fraud_ip_conversion_limit,
    fraud_review_amount: asNumber(row.fraud_review_amount),
    click_dedupe_minutes: row.click_dedupe_minutes,
    portal_origins: row.portal_origins,
    portal_link_hosts: row.portal_link_hosts,
  };
}

/**
 * The row with the patch applied. Decimals become exact 2-decimal strings: joi has already
 * refused more than two decimals, and a JSON number's shortest text is what the client sent.
 */
function merge(row: SettingsRow, patch: SettingsPatch): SettingsRow {
  const next: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || !isSettingsKey(key)) continue;
    // fraud_rules merges: the rules not named keep their action.
    if (key === 'fraud_rules') next[key] = { ...row.fraud_rules, ...(value as object) };
    else next[key] = decimalColumns.has(key) && value !== null ? money(String(value)) : value;
  }
  return next as unknown as SettingsRow;
}

/**
 * Auto-approval bounds are inclusive, so min = max is a valid one-amount
 * window; min > max approves nothing and is refused. The stored bound counts when the
 * request changes only the other one. `field` names the field the message goes to.
 */
function checkBounds(row: SettingsRow, field: (key: SettingsKey) => string, patch: SettingsPatch): void {
  const { auto_approve_min_amount: min, auto_approve_max_amount: max } = row;
  if (min === null || max === null || new Dec(min).lte(max)) return;
  if (patch.auto_approve_max_amount !== undefined)
    throw ValidationError.field(
      field('auto_approve_max_amount'),
      `auto_approve_max_amount must be greater than or equal to auto_approve_min_amount (${min})`,
    );
  throw ValidationError.field(
    field('auto_approve_min_amount'),
    `auto_approve_min_amount must be less than or equal to auto_approve_max_amount (${max})`,
  );
}

export async function getSettings(deps: Deps, businessId: number): Promise<Settings> {
  return toSettings(await deps.db.settings.get(businessId));
}

/**
 * Applies a patch under the settings row lock and returns the whole row. `field` maps a
 * settings key to the request field a cross-field error is reported on.
 */
export async function patchSettingsRow(
  deps: Deps,
  businessId: number,
  apply: (row: SettingsRow) => SettingsRow,
  check: (row: SettingsRow) => void = () => undefined,
  field: (key: SettingsKey) => string = (key) => key,
): Promise<SettingsRow> {
  const row = await deps.db.tx('settings-update', async (tx) => {
    const current = await tx.settings.lock(businessId);
    const next = apply(current);
    check(next);
    // Money already recorded is in the current currency; recordings hold a share lock on the
    // row (exchange-rates/lock-currency.sql), so one in flight has committed by now.
    if (next.currency !== current.currency && (await tx.settings.moneyRecorded(businessId)))
      throw ValidationError.field(
        field('currency'),
        `currency cannot change from ${current.currency}: the business has recorded conversions or ledger entries`,
      );
    return tx.settings.update(businessId, next);
  });
  // The redirect caches the business's cookie_duration; other processes drop their copy.
  await publishInvalidation(deps, { kind: 'business', businessId });
  return row;
}

/** PUT /v1/settings: omitted fields keep their value. */
export async function updateSettings(
  deps: Deps,
  businessId: number,
  patch: SettingsPatch,
): Promise<Settings> {
  const row = await patchSettingsRow(
    deps,
    businessId,
    (current) => merge(current, patch),
    (next) => checkBounds(next, (key) => key, patch),
  );
  return toSettings(row);
}

/** GET /v1/settings/{key}: a Settings field, else 404. */
export async function getSetting(deps: Deps, businessId: number, key: string) {
  if (!isSettingsKey(key)) throw new NotFoundError(`Unknown setting: ${key}`);
  return { key, value: (await getSettings(deps, businessId))[key] };
}

/** PUT /v1/settings/{key}: the route has refused unknown keys (403) and checked the value. */
export async function updateSetting(deps: Deps, businessId: number, key: SettingsKey, value: unknown) {
  const patch = { [key]: value } as SettingsPatch;
  const row = await patchSettingsRow(
    deps,
    businessId,
    (current) => merge(current, patch),
    (next) => checkBounds(next, () => 'value', patch),
    () => 'value',
  );
  return { key, value: toSettings(row)[key] };
}
