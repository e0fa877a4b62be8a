import { sql } from '../query-file';
import type { Executor } from './types';

/** One business's settings row: the Settings and Branding objects (numerics as decimal strings). */
export interface SettingsRow {
  commission_rate: string | null;
  cookie_duration: number;
  auto_approve_enabled: boolean;
  auto_approve_delay_days: number;
  auto_approve_min_amount: string | null;
  auto_approve_max_amount: string | null;
  allow_self_registration: boolean;
  recurring_commission_months: number | null;
  recurring_commission_rate: string | null;
  /** Only the rules the business changed (api/features/fraud/fraud-rules.ts fills in the rest). */
  fraud_rules: Record<string, string>;
  fraud_ip_conversion_limit: number;
  fraud_review_amount: string | null;
  click_dedupe_minutes: number;
  logo_url: string | null;
  primary_color: string | null;
  /** ISO 4217: what commissions, the ledger, balances and payouts are in. */
  currency: string;
  payout_minimum: string;
  payout_schedule: 'weekly' | 'monthly' | null;
  payout_debtor: { name: string; iban: string; bic: string } | null;
  portal_origins: string[];
  portal_link_hosts: string[];
}

const q = {
  get: sql('settings/get'),
  ensure: sql('settings/ensure'),
  lock: sql('settings/lock'),
  update: sql('settings/update'),
  moneyRecorded: sql('settings/money-recorded'),
};

export class SettingsRepo {
  constructor(private readonly db: Executor) {}

  /** The row, recreated with the defaults if it is missing. */
  async get(businessId: number): Promise<SettingsRow> {
    return (
      (await this.db.oneOrNone<SettingsRow>(q.get, { businessId })) ??
      this.db.one<SettingsRow>(q.ensure, { businessId })
    );
  }

  /**
   * Locks the row (FOR UPDATE) until the transaction ends and returns it. Every settings and
   * tier write of the business takes this lock first; call inside a transaction.
   */
  async lock(businessId: number): Promise<SettingsRow> {
    await this.db.one(q.ensure, { businessId });
    return this.db.one<SettingsRow>(q.lock, { businessId });
  }

  /** Whether the business has a conversion or a ledger entry (its currency is then fixed). */
  async moneyRecorded(businessId: number): Promise<boolean> {
    return (await this.db.one<{ recorded: boolean }>(q.moneyRecorded, { businessId })).recorded;
  }

  /** Writes every column of the row. */
  update(businessId: number, row: SettingsRow): Promise<SettingsRow> {
    return this.db.one<SettingsRow>(q.update, { businessId, ...row });
  }
}
