import { sql } from '../query-file';
import type { Executor } from './types';

export interface BusinessRow {
  id: number;
  owner_user_id: number;
  name: string;
  slug: string;
  website: string | null;
  custom_domain: string | null;
  is_active: boolean;
  created_at: string;
}

export interface BusinessDetailRow extends BusinessRow {
  logo_url: string | null;
  commission_rate: string | null;
}

const q = {
  insert: sql('businesses/insert'),
  insertSettings: sql('businesses/insert-settings'),
  findById: sql('businesses/find-by-id'),
  slugsLike: sql('businesses/slugs-like'),
  lockSlugBase: sql('businesses/lock-slug-base'),
  setActive: sql('businesses/set-active'),
  existsForOwner: sql('businesses/exists-for-owner'),
  findByOwnerAndName: sql('businesses/find-by-owner-and-name'),
};

export class BusinessesRepo {
  constructor(private readonly db: Executor) {}

  /** Creates the business and its settings row; call inside a transaction. */
  async create(b: {
    ownerUserId: number;
    name: string;
    slug: string;
    website?: string | null;
    phone?: string | null;
    address?: string | null;
  }): Promise<BusinessRow> {
    const row = await this.db.one<BusinessRow>(q.insert, {
      website: null,
      phone: null,
      address: null,
      ...b,
    });
    await this.db.none(q.insertSettings, { businessId: row.id });
    return row;
  }

  findById(id: number): Promise<BusinessDetailRow | null> {
    return this.db.oneOrNone<BusinessDetailRow>(q.findById, { id });
  }

  /** The slugs a new "base" or "base-N" would collide with; holds the base until the transaction ends. */
  async takenSlugs(base: string): Promise<string[]> {
    await this.db.one(q.lockSlugBase, { base });
    const rows = await this.db.any<{ slug: string }>(q.slugsLike, { base });
    return rows.map((r) => r.slug);
  }

  /** Whether the business changed state (false: it had it already); null when there is none. */
  async setActive(id: number, active: boolean): Promise<boolean | null> {
    const row = await this.db.oneOrNone<{ changed: boolean }>(q.setActive, { id, active });
    return row ? row.changed : null;
  }

  findByOwnerAndName(ownerUserId: number, name: string): Promise<BusinessRow | null> {
    return this.db.oneOrNone(q.findByOwnerAndName, { ownerUserId, name });
  }

  async existsForOwner(ownerUserId: number, name: string): Promise<boolean> {
    return (await this.db.one<{ exists: boolean }>(q.existsForOwner, { ownerUserId, name })).exists;
  }
}
