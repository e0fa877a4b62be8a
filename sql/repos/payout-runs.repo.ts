import type { PayoutRow } from './payouts.repo';
import { compose, sql } from '../query-file';
import type { Executor } from './types';

export type PayoutRunStatus = 'open' | 'completed';

export interface PayoutRunRow {
  id: number;
  status: PayoutRunStatus;
  currency: string;
  method: string | null;
  minimum: string;
  payout_count: number;
  total: string;
  skipped_below_minimum: number;
  skipped_no_method: number;
  scheduled_for: string | null;
  reference: string | null;
  created_at: string;
  completed_at: string | null;
}

/** What make-payouts.sql made and left out. */
export interface RunPayoutsMade {
  payout_ids: number[];
  payout_count: number;
  total: string;
  below_minimum: number;
  no_method: number;
}

/** A row of a run's provider file: the payout with the details it was made for, still sealed. */
export interface PayoutFileRow {
  id: number;
  amount: string;
  currency: string;
  details_sealed: string | null;
  affiliate_name: string;
}

const columns = sql('payout-runs/columns');
const q = {
  lockBusiness: sql('payout-runs/lock-business'),
  insert: sql('payout-runs/insert'),
  makePayouts: sql('payout-runs/make-payouts'),
  setTotals: sql('payout-runs/set-totals'),
  view: compose(sql('payout-runs/view'), { columns }),
  list: compose(sql('payout-runs/list'), { columns }),
  count: sql('payout-runs/count'),
  lock: sql('payout-runs/lock'),
  complete: sql('payout-runs/complete'),
  payouts: sql('payout-runs/payouts'),
  fileSummary: sql('payout-runs/file-summary'),
  fileRows: sql('payout-runs/file-rows'),
  scheduledBusinesses: sql('payout-runs/scheduled-businesses'),
};

/** Payout runs (README, "Payout runs"); the writes run inside one transaction per run. */
export class PayoutRunsRepo {
  constructor(private readonly db: Executor) {}

  static readonly fileRowsQuery = q.fileRows;

  /** Serialises the runs of a business until the transaction ends. */
  async lockBusiness(businessId: number): Promise<void> {
    await this.db.one(q.lockBusiness, { businessId });
  }

  /** The new run's id; null when a scheduled boundary has its run already. */
  async insert(r: {
    businessId: number;
    currency: string;
    method: string | null;
    minimum: string;
    scheduledFor: string | null;
    now: string;
  }): Promise<number | null> {
    return (await this.db.oneOrNone<{ id: number }>(q.insert, r))?.id ?? null;
  }

  async makePayouts(p: {
    businessId: number;
    runId: number;
    currency: string;
    method: string | null;
    minimum: string;
    now: string;
  }): Promise<RunPayoutsMade> {
    const made = await this.db.one<RunPayoutsMade>(q.makePayouts, p);
    return { ...made, payout_ids: made.payout_ids.map(Number) };
  }

  async setTotals(t: {
    businessId: number;
    id: number;
    payoutCount: number;
    total: string;
    belowMinimum: number;
    noMethod: number;
  }): Promise<void> {
    await this.db.none(q.setTotals, t);
  }

  find(businessId: number, id: number): Promise<PayoutRunRow | null> {
    return this.db.oneOrNone(q.view, { businessId, id });
  }

  list(businessId: number, limit: number, offset: number): Promise<PayoutRunRow[]> {
    return this.db.any(q.list, { businessId, limit, offset });
  }

  async count(businessId: number): Promise<number> {
    return (await this.db.one<{ total: number }>(q.count, { businessId })).total;
  }

  lock(businessId: number, id: number): Promise<{ id: number; status: PayoutRunStatus } | null> {
    return this.db.oneOrNone(q.lock, { businessId, id });
  }

  /** Completes the run and its pending payouts; answers the payouts changed. */
  complete(c: {
    businessId: number;
    id: number;
    reference: string | null;
    now: string;
  }): Promise<{ id: number; version: number }[]> {
    return this.db.any(q.complete, c);
  }

  payouts(businessId: number, id: number): Promise<PayoutRow[]> {
    return this.db.any(q.payouts, { businessId, id });
  }

  fileSummary(businessId: number, id: number, method: string): Promise<{ count: number; total: string }> {
    return this.db.one(q.fileSummary, { businessId, id, method });
  }

  scheduledBusinesses(): Promise<{ business_id: number; payout_schedule: 'weekly' | 'monthly' }[]> {
    return this.db.any(q.scheduledBusinesses);
  }
}
