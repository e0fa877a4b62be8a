import { sql } from '../query-file';
import type { Executor } from './types';

export type PayoutStatus = 'pending' | 'completed' | 'failed';
export type PayoutMethod = 'bank_transfer' | 'paypal' | 'check' | 'other' | 'wise';

export interface PayoutRow {
  id: number;
  business_id: number;
  affiliate_id: number;
  affiliate_name: string;
  amount: string;
  currency: string;
  method: PayoutMethod | null;
  status: PayoutStatus;
  reference: string | null;
  /** The payout run that made it; null for a single payout. */
  payout_run_id: number | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface PayoutFilter {
  businessId: number;
  status: PayoutStatus | null;
  affiliateId: number | null;
  /** Half-open [start, end) in ISO form; paid_at for completed payouts, created_at otherwise. */
  start: string;
  end: string;
}

const q = {
  insert: sql('payouts/insert'),
  lock: sql('payouts/lock'),
  transition: sql('payouts/transition'),
  view: sql('payouts/view'),
  list: sql('payouts/list'),
  count: sql('payouts/count'),
};

export class PayoutsRepo {
  constructor(private readonly db: Executor) {}

  async insert(p: {
    businessId: number;
    affiliateId: number;
    amount: string;
    currency: string;
    method: PayoutMethod | null;
    reference: string | null;
    now: string;
  }): Promise<number> {
    return (await this.db.one<{ id: number }>(q.insert, p)).id;
  }

  lock(
    businessId: number,
    id: number,
  ): Promise<{ id: number; status: PayoutStatus; affiliate_id: number; amount: string } | null> {
    return this.db.oneOrNone(q.lock, { businessId, id });
  }

  /** pending → status; null when the payout was not pending. */
  transition(p: {
    businessId: number;
    id: number;
    status: 'completed' | 'failed';
    reference: string | null;
    now: string;
  }): Promise<{ id: number; version: number } | null> {
    return this.db.oneOrNone(q.transition, p);
  }

  byIds(businessId: number, ids: number[]): Promise<PayoutRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.view, { businessId, ids });
  }

  list(f: PayoutFilter, limit: number, offset: number): Promise<PayoutRow[]> {
    return this.db.any(q.list, { ...f, limit, offset });
  }

  async count(f: PayoutFilter): Promise<number> {
    return (await this.db.one<{ total: number }>(q.count, f)).total;
  }
}
