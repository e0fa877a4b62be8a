import { expect } from 'chai';
import { seed } from '../../scripts/seed';
import { startWorkers } from '../../workers/index';
import { addAdjustment } from '../../api/features/ledger/ledger.service';
import { ACTORS, transition } from '../../api/orders/order-transitions';
import { deps } from '../helpers/context';
import { newAffiliate, newBusiness } from '../helpers/fixtures';
import { insertConversion } from '../helpers/orders';

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

  it('pays from the available balance, net of adjustments, into a business that already has activity', async function () {
    this.timeout(180_000);
    const d = await deps();
    const pool = startWorkers(d);
    try {
      // The README walkthrough's state: 10.00 approved, then 9.00 taken back.
      const biz = await newBusiness(d);
      const aff = await newAffiliate(biz.id, {}, d);
      const order = await insertConversion(biz.id, { affiliate_id: aff.id, commission_amount: '10.00' }, d);
      await transition(d, { businessId: biz.id, ids: [order.id], action: 'approve', actor: ACTORS.api });
      await addAdjustment(d, biz.id, aff.id, { amount: '-9.00', memo: 'Returned goods' });
      const s = await seed(d, { businesses: 1, days: 2, clicks: 40, seed: 11, quiet: true, into: [biz.id] });
      expect(s.businessIds).to.deep.equal([biz.id]);
      const paid = await d.db.any<{ amount: string }>(
        'SELECT amount::text FROM payouts WHERE business_id = $1 AND affiliate_id = $2',
        [biz.id, aff.id],
      );
      expect(paid.map((p) => p.amount)).to.deep.equal(['0.50']);
    } finally {
      await pool.close();
    }
  });
});
