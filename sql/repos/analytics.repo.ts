import { sql } from '../query-file';
import type { Executor } from './types';

export interface AnalyticsAffiliate {
  id: number;
  name: string;
  referral_code: string;
  deleted: boolean;
}

const q = {
  linkSlugs: sql('analytics/link-slugs'),
  affiliates: sql('analytics/affiliates'),
  deletedAffiliates: sql('analytics/deleted-affiliates'),
};

/** What analytics reads from PostgreSQL: the names behind the ids ClickHouse returns. */
export class AnalyticsRepo {
  constructor(private readonly db: Executor) {}

  linkSlugs(businessId: number, ids: number[]): Promise<{ id: number; slug: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.linkSlugs, { businessId, ids });
  }

  affiliates(businessId: number, ids: number[]): Promise<AnalyticsAffiliate[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.affiliates, { businessId, ids });
  }

  async deletedAffiliateIds(businessId: number): Promise<number[]> {
    const rows = await this.db.any<{ id: number }>(q.deletedAffiliates, { businessId });
    return rows.map((r) => r.id);
  }
}
