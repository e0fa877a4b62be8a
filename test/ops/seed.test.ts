import { expect } from 'chai';
import { seed } from '../../scripts/seed';
import { startWorkers } from '../../workers/index';
import { deps } from '../helpers/context';

describe('npm run seed', () => {
  it('sends demo data through the ingestion path: clicks, events, orders in every state, payouts', async function () {
    this.timeout(180_000);
    const d = await deps();
    const pool = startWorkers(d);
    try {
      const s = await seed(d, { businesses: 1, days: 20, clicks: 600, seed: 7, quiet: true });
      const [b] = s.businessIds;
      expect(s.clicks).to.equal(600);

      const count = async (query: string) => {
        const rs = await d.ch.client.query({ query, query_params: { b }, format: 'JSONEachRow' });
        return Number((await rs.json<{ n: number }>())[0].n);
      };
      const chClicks = await count('SELECT count() AS n FROM clicks FINAL WHERE business_id = {b:UInt64}');
      const humanClicks = await count(
        'SELECT count() AS n FROM clicks FINAL WHERE business_id = {b:UInt64} AND is_bot = 0',
      );
      const chEvents = await count('SELECT count() AS n FROM events FINAL WHERE business_id = {b:UInt64}');
      expect(chClicks).to.equal(600);
      expect(humanClicks).to.be.within(500, 599);
      expect(chEvents).to.equal(s.events);

      const pg = await d.db.one<{ clicks: number; affiliates: number; links: number }>(
        `SELECT (SELECT coalesce(sum(click_count), 0)::int FROM referral_links WHERE business_id = $1) AS clicks,
                (SELECT count(*)::int FROM affiliates WHERE business_id = $1) AS affiliates,
                (SELECT count(*)::int FROM referral_links WHERE business_id = $1) AS links`,
        [b],
      );
      expect(pg.clicks).to.equal(humanClicks);
      expect(pg.affiliates).to.equal(s.affiliates);
      expect(pg.links).to.equal(s.links);

      const statuses = await d.db.map(
        'SELECT status, count(*)::int AS n, count(click_id)::int AS attributed FROM conversions WHERE business_id = $1 GROUP BY status',
        [b],
        (r: { status: string; n: number; attributed: number }) => r,
      );
      const total = statuses.reduce((a, r) => a + r.n, 0);
      expect(total).to.equal(s.conversions).and.to.be.greaterThan(10);
      expect(statuses.every((r) => r.attributed === r.n)).to.equal(true);
      expect(statuses.map((r) => r.status)).to.include.members(['pending', 'approved']);
      expect(s.payouts).to.be.greaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
