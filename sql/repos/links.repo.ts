import { containsPattern } from '../like';
import { sql } from '../query-file';
import type { Executor } from './types';

/** A link's own columns, as the Referral link object shows them too. */
export interface LinkFields {
  id: number;
  affiliate_id: number;
  slug: string;
  destination_url: string;
  campaign: string | null;
  is_active: boolean;
  click_count: number;
  metadata: Record<string, unknown> | null;
  created_at: string;
}

export interface LinkRow extends LinkFields {
  /** The owning business's slug: the host of the link's tracking_url. */
  business_slug: string;
}

export interface LinkWrite {
  destinationUrl: string;
  campaign: string | null;
  isActive: boolean;
  metadata: Record<string, unknown> | null;
}

export const LINK_SORTS = ['created_at', 'slug', 'click_count', 'destination_url', 'campaign'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];

export interface LinkFilter {
  affiliateId?: number | null;
  isActive?: boolean | null;
  search?: string | null;
  sort: LinkSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export interface LinkStats {
  total: number;
  active: number;
  inactive: number;
  total_clicks: number;
}

const q = {
  lockAffiliate: sql('links/lock-affiliate'),
  insert: sql('links/insert'),
  find: sql('links/find'),
  findForUpdate: sql('links/find-for-update'),
  update: sql('links/update'),
  softDelete: sql('links/soft-delete'),
  list: sql('links/list'),
  stats: sql('links/stats'),
};

// Only these strings ever reach ORDER BY; the id keeps pages stable when the key ties.
const ORDER_COLUMNS: Record<LinkSort, string> = {
  created_at: 'created_at',
  slug: 'slug',
  click_count: 'click_count',
  destination_url: 'destination_url',
  campaign: 'campaign',
};

const jsonb = (m: Record<string, unknown> | null): string | null => (m === null ? null : JSON.stringify(m));

export class LinksRepo {
  constructor(private readonly db: Executor) {}

  /** Within a transaction: true when the affiliate is live, and it stays so until commit. */
  async lockAffiliate(businessId: number, affiliateId: number): Promise<boolean> {
    return (await this.db.oneOrNone(q.lockAffiliate, { businessId, affiliateId })) !== null;
  }

  /** The new link's id, or null when the slug is taken (by any business, in any case). */
  async insert(
    link: LinkWrite & { businessId: number; affiliateId: number; slug: string },
  ): Promise<number | null> {
    const row = await this.db.oneOrNone<{ id: number }>(q.insert, {
      ...link,
      metadata: jsonb(link.metadata),
    });
    return row?.id ?? null;
  }

  find(businessId: number, id: number): Promise<LinkRow | null> {
    return this.db.oneOrNone<LinkRow>(q.find, { businessId, id });
  }

  findForUpdate(businessId: number, id: number): Promise<LinkRow | null> {
    return this.db.oneOrNone<LinkRow>(q.findForUpdate, { businessId, id });
  }

  async update(businessId: number, id: number, link: LinkWrite): Promise<void> {
    await this.db.none(q.update, { businessId, id, ...link, metadata: jsonb(link.metadata) });
  }

  softDelete(businessId: number, id: number): Promise<{ id: number; slug: string } | null> {
    return this.db.oneOrNone(q.softDelete, { businessId, id });
  }

  async list(businessId: number, f: LinkFilter): Promise<{ rows: LinkRow[]; total: number }> {
    const dir = f.direction === 'asc' ? 'ASC' : 'DESC';
    const rows = await this.db.any<LinkRow & { total: number }>(q.list, {
      businessId,
      affiliateId: f.affiliateId ?? null,
      isActive: f.isActive ?? null,
      pattern: f.search ? containsPattern(f.search) : null,
      orderBy: `${ORDER_COLUMNS[f.sort]} ${dir} NULLS LAST, id ${dir}`,
      limit: f.perPage,
      offset: (f.page - 1) * f.perPage,
    });
    const total = rows[0]?.total ?? 0;
    return {
      rows: rows.filter((r) => r.id !== null).map(({ total: _t, ...row }) => row),
      total,
    };
  }

  stats(businessId: number): Promise<LinkStats> {
    return this.db.one<LinkStats>(q.stats, { businessId });
  }
}
