import { sql } from '../query-file';
import type { Executor } from './types';

/** A payout method as reads show it: the details masked (README, "Payout runs"). */
export interface PayoutMethodRow {
  method: string;
  details_masked: Record<string, string>;
  updated_at: string;
}

const q = {
  upsert: sql('payout-methods/upsert'),
  find: sql('payout-methods/find'),
};

export class PayoutMethodsRepo {
  constructor(private readonly db: Executor) {}

  /** Null when the affiliate is not a live affiliate of the business. */
  upsert(p: {
    businessId: number;
    affiliateId: number;
    method: string;
    detailsSealed: string;
    detailsMasked: string;
  }): Promise<PayoutMethodRow | null> {
    return this.db.oneOrNone(q.upsert, p);
  }

  find(businessId: number, affiliateId: number): Promise<PayoutMethodRow | null> {
    return this.db.oneOrNone(q.find, { businessId, affiliateId });
  }
}
