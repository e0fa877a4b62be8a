import { sql } from '../query-file';
import type { Executor } from './types';

const q = {
  affiliates: sql('reports/affiliates'),
  deletedAffiliates: sql('reports/deleted-affiliates'),
  activeCampaigns: sql('reports/active-campaigns'),
};

/** The PostgreSQL side of the reports: names and the current state of links and affiliates. */
export class ReportsRepo {
  constructor(private readonly db: Executor) {}

  affiliates(
    businessId: number,
    ids: number[],
  ): Promise<{ id: number; name: string; referral_code: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.affiliates, { businessId, ids });
  }

  async deletedAffiliateIds(businessId: number): Promise<number[]> {
    return (await this.db.any<{ id: number }>(q.deletedAffiliates, { businessId })).map((r) => r.id);
  }

  async activeCampaigns(businessId: number): Promise<(string | null)[]> {
    return (await this.db.any<{ campaign: string | null }>(q.activeCampaigns, { businessId })).map(
      (r) => r.campaign,
    );
  }
}
