import { sql } from '../query-file';
import type { Executor } from './types';

export interface BusinessTierRow {
  id: number;
  sort_order: number;
  min_amount: string;
  max_amount: string | null;
  rate: string;
}

/** A tier's values as 2-decimal strings; a null max is unlimited. */
export interface TierValues {
  min: string;
  max: string | null;
  rate: string;
}

const q = {
  list: sql('business-tiers/list'),
  find: sql('business-tiers/find'),
  overlapping: sql('business-tiers/overlapping'),
  insert: sql('business-tiers/insert'),
  update: sql('business-tiers/update'),
  delete: sql('business-tiers/delete'),
  deleteAll: sql('business-tiers/delete-all'),
  renumber: sql('business-tiers/renumber'),
};

/** A business's custom commission tiers. Writers hold the settings row lock (settings.lock). */
export class BusinessTiersRepo {
  constructor(private readonly db: Executor) {}

  list(businessId: number): Promise<BusinessTierRow[]> {
    return this.db.any(q.list, { businessId });
  }

  find(businessId: number, id: number): Promise<BusinessTierRow | null> {
    return this.db.oneOrNone(q.find, { businessId, id });
  }

  /** The first other tier whose range meets [min, max), or null. */
  overlapping(
    businessId: number,
    range: { min: string; max: string | null },
    excludeId: number | null = null,
  ): Promise<{ id: number; min_amount: string; max_amount: string | null } | null> {
    return this.db.oneOrNone(q.overlapping, { businessId, excludeId, ...range });
  }

  async insert(businessId: number, t: TierValues): Promise<number> {
    return (await this.db.one<{ id: number }>(q.insert, { businessId, ...t })).id;
  }

  async update(businessId: number, id: number, t: TierValues): Promise<boolean> {
    return (await this.db.oneOrNone(q.update, { businessId, id, ...t })) !== null;
  }

  async delete(businessId: number, id: number): Promise<boolean> {
    return (await this.db.oneOrNone(q.delete, { businessId, id })) !== null;
  }

  deleteAll(businessId: number): Promise<null> {
    return this.db.none(q.deleteAll, { businessId });
  }

  /** Sets sort_order to each tier's position by min_amount. */
  renumber(businessId: number): Promise<null> {
    return this.db.none(q.renumber, { businessId });
  }
}
