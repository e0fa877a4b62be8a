import { sql } from '../query-file';
import type { Executor } from './types';

export interface PlatformTierRow {
  id: number;
  sort_order: number;
  min_amount: string;
  max_amount: string | null;
  rate: string;
}

const q = {
  getRate: sql('platform/get-rate'),
  setRate: sql('platform/set-rate'),
  listTiers: sql('platform/list-tiers'),
  deleteTiers: sql('platform/delete-tiers'),
  insertTier: sql('platform/insert-tier'),
};

export class PlatformRepo {
  constructor(private readonly db: Executor) {}

  /** The rate set with the CLI, or null when PLATFORM_COMMISSION_RATE applies. */
  async rate(): Promise<string | null> {
    return (await this.db.one<{ commission_rate: string | null }>(q.getRate)).commission_rate;
  }

  setRate(rate: string | null): Promise<null> {
    return this.db.none(q.setRate, { rate });
  }

  tiers(): Promise<PlatformTierRow[]> {
    return this.db.any(q.listTiers);
  }

  /** Replaces every platform tier; call inside a transaction. */
  async replaceTiers(tiers: { minAmount: string; maxAmount: string | null; rate: string }[]): Promise<void> {
    await this.db.none(q.deleteTiers);
    for (const [i, t] of tiers.entries()) {
      await this.db.none(q.insertTier, { sortOrder: i + 1, ...t });
    }
  }
}
