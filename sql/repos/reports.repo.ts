import { sql } from '../query-file';
import type { Executor } from './types';

const q = {
  activeCampaigns: sql('reports/active-campaigns'),
};

/**
 * The PostgreSQL side of the reports beyond affiliate names (affiliates.repo: names, deletedIds):
 * the campaigns of active links.
 */
export class ReportsRepo {
  constructor(private readonly db: Executor) {}

  async activeCampaigns(businessId: number): Promise<(string | null)[]> {
    return (await this.db.any<{ campaign: string | null }>(q.activeCampaigns, { businessId })).map(
      (r) => r.campaign,
    );
  }
}
