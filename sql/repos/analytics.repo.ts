import { sql } from '../query-file';
import type { Executor } from './types';

const q = {
  linkSlugs: sql('analytics/link-slugs'),
};

/** What analytics reads from PostgreSQL: link slugs (affiliate names: affiliates.repo). */
export class AnalyticsRepo {
  constructor(private readonly db: Executor) {}

  linkSlugs(businessId: number, ids: number[]): Promise<{ id: number; slug: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.linkSlugs, { businessId, ids });
  }
}
