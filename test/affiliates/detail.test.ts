import { expect } from 'chai';
import { deps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newAffiliates,
  newBusiness,
  newBusinessClient,
  newLink,
  setSettings,
} from '../helpers/fixtures';
import { insertConversion } from '../helpers/orders';
import type { OrderStatus } from '../../sql/repos/orders.repo';
import type { Client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { addClicks, createViaApi, storedAffiliate } from '../helpers/affiliates';

describe('affiliates: get, patch, delete, commission, stats', function () {
  this.timeout(60_000);
  let url: string;
  let api: Client;
  let businessId: number;
  before(async () => {
    ({ url } = await startServer());
  });
  beforeEach(async () => {
    ({ api, businessId } = await newBusinessClient(url));
  });

  describe('GET /v1/affiliates/{id}', () => {
    it('is the Affiliate object plus referral_links_count of live links', async () => {
      const created = await createViaApi(api, { phone: '123' });
      await newLink(businessId, created.id);
      await newLink(businessId, created.id);
      await newLink(businessId, created.id, { deleted: true });
      const r = await api.get(`/v1/affiliates/${created.id}`);
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ ...created, referral_links_count: 2, payout_method: null });
    });

    it('404 for an unknown id, a soft-deleted one, and a non-integer id', async () => {
      const { id: gone } = await newAffiliate(businessId, { deleted: true });
      for (const path of [`/v1/affiliates/${gone}`, '/v1/affiliates/987654321', '/v1/affiliates/abc']) {
        const r = await api.get(path);
        expect(r.status, path).to.equal(404);
        expect(r.body.error.code).to.equal('NOT_FOUND');
      }
    });
  });

  describe('PATCH /v1/affiliates/{id}', () => {
    it('changes only the fields sent and returns the object without referral_links_count', async () => {
      const a = await createViaApi(api, { commission_rate: 7, notes: 'first' });
      const r1 = await api.patch(`/v1/affiliates/${a.id}`, { body: { commission_rate: 15.25 } });
      expect(r1.status).to.equal(200);
      expect(r1.body.data).to.deep.equal({ ...a, commission_rate: '15.25' });
      const r2 = await api.patch(`/v1/affiliates/${a.id}`, { body: { notes: 'second' } });
      expect(r2.body.data).to.deep.equal({ ...a, commission_rate: '15.25', notes: 'second' });
      const r3 = await api.patch(`/v1/affiliates/${a.id}`, { body: {} });
      expect(r3.body.data).to.deep.equal(r2.body.data);
    });

    it('null reverts the rate to the business default and clears the notes', async () => {
      const a = await createViaApi(api, { commission_rate: 7, notes: 'x' });
      const r = await api.patch(`/v1/affiliates/${a.id}`, { body: { commission_rate: null, notes: null } });
      expect(r.status).to.equal(200);
      expect(r.body.data.commission_rate).to.equal(null);
      expect(r.body.data.notes).to.equal(null);
    });

    it('ignores fields that are not patchable', async () => {
      const a = await createViaApi(api);
      const r = await api.patch(`/v1/affiliates/${a.id}`, {
        body: { status: 'terminated', referral_code: 'NEWCODE', notes: 'ok' },
      });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ ...a, notes: 'ok' });
    });

    for (const [field, body] of [
      ['commission_rate', { commission_rate: 100.5 }],
      ['commission_rate', { commission_rate: -0.01 }],
      ['commission_rate', { commission_rate: 1.005 }],
      ['commission_rate', { commission_rate: 'ten' }],
      ['notes', { notes: 'x'.repeat(1001) }],
      ['notes', { notes: 42 }],
    ] as const) {
      it(`422 details.${field} for ${JSON.stringify(body).slice(0, 40)}, nothing changes`, async () => {
        const { id } = await newAffiliate(businessId, { commissionRate: '3.00', notes: 'n' });
        const before = await storedAffiliate(id);
        const r = await api.patch(`/v1/affiliates/${id}`, { body: { ...body } });
        expect(r.status).to.equal(422);
        expect(r.body.error.details).to.have.keys(field);
        expect(await storedAffiliate(id)).to.deep.equal(before);
      });
    }

    it('404 for a soft-deleted affiliate', async () => {
      const { id: gone } = await newAffiliate(businessId, { deleted: true });
      expect((await api.patch(`/v1/affiliates/${gone}`, { body: { notes: 'x' } })).status).to.equal(404);
    });
  });

  describe('DELETE /v1/affiliates/{id}', () => {
    it('204 with an empty body; keeps the user, link rows and conversions; then 404 everywhere', async () => {
      const a = await createViaApi(api);
      const { id: linkId } = await newLink(businessId, a.id, { clickCount: 3 });
      const linksBefore = (await api.get('/v1/links/stats')).body.data;
      await insertConversion(businessId, { affiliate_id: a.id, commission_amount: '4.00' });
      const r = await api.delete(`/v1/affiliates/${a.id}`);
      expect(r.status).to.equal(204);
      expect(r.text).to.equal('');

      const d = await deps();
      const row = await storedAffiliate(a.id);
      expect(row.deleted_at).to.be.a('string');
      expect(await d.db.oneOrNone('SELECT id FROM users WHERE id = $1', [a.affiliate_user.id])).to.deep.equal(
        {
          id: a.affiliate_user.id,
        },
      );
      const links = await d.db.one('SELECT count(*)::int AS n FROM referral_links WHERE affiliate_id = $1', [
        a.id,
      ]);
      expect(links.n).to.equal(1);
      const conv = await d.db.one('SELECT count(*)::int AS n FROM conversions WHERE affiliate_id = $1', [
        a.id,
      ]);
      expect(conv.n).to.equal(1);

      expect((await api.get(`/v1/affiliates/${a.id}`)).status).to.equal(404);
      expect((await api.get(`/v1/affiliates/${a.id}/stats`)).status).to.equal(404);
      expect((await api.get(`/v1/affiliates/${a.id}/commission`)).status).to.equal(404);
      expect(
        (await api.put(`/v1/affiliates/${a.id}/commission`, { body: { commission_rate: 1 } })).status,
      ).to.equal(404);
      expect((await api.delete(`/v1/affiliates/${a.id}`)).status).to.equal(404);
      // Its links went with it: their tracking URLs are dead, so none is listed as if active.
      expect((await api.patch(`/v1/links/${linkId}`, { body: { campaign: 'x' } })).status).to.equal(404);
      expect((await api.get(`/v1/links?affiliate_id=${a.id}`)).body.data.items).to.deep.equal([]);
      const linksAfter = (await api.get('/v1/links/stats')).body.data;
      expect(linksAfter.total).to.equal(linksBefore.total - 1);
      expect(linksAfter.active).to.equal(linksBefore.active - 1);
    });

    it('takes a link created while the delete waited for it', async () => {
      const a = await createViaApi(api);
      const d = await deps();
      let linkId = 0;
      let deleting: Promise<{ status: number }> | undefined;
      // A link creation in flight: it holds the affiliate FOR SHARE (links/lock-affiliate.sql)
      // until its new row commits, and the delete must wait for it, then take the new link too.
      await d.db.tx(async (t) => {
        await t.one('SELECT id FROM affiliates WHERE id = $1 AND deleted_at IS NULL FOR SHARE', [a.id]);
        linkId = (
          await t.one<{ id: number }>(
            `INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url)
             VALUES ($1, $2, $3, 'https://shop.example/') RETURNING id`,
            [businessId, a.id, `race-${a.id}`],
          )
        ).id;
        deleting = api.delete(`/v1/affiliates/${a.id}`);
        await waitFor(
          'the delete to wait for the link creation',
          async () =>
            (
              await d.db.one<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_stat_activity
                 WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE affiliates%'`,
              )
            ).n,
          (n) => n > 0,
          5_000,
        );
      });
      expect((await deleting!).status).to.equal(204);
      expect((await api.patch(`/v1/links/${linkId}`, { body: { campaign: 'x' } })).status).to.equal(404);
      expect((await api.get(`/v1/links?affiliate_id=${a.id}`)).body.data.items).to.deep.equal([]);
    });
  });

  describe('commission', () => {
    it('GET: affiliate_rate, business_default_rate and effective_rate as numbers or null', async () => {
      const a = await createViaApi(api);
      let r = await api.get(`/v1/affiliates/${a.id}/commission`);
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({
        affiliate_rate: null,
        business_default_rate: null,
        effective_rate: null,
      });
      await setSettings(businessId, { commission_rate: '8.50' });
      r = await api.get(`/v1/affiliates/${a.id}/commission`);
      expect(r.body.data).to.deep.equal({
        affiliate_rate: null,
        business_default_rate: 8.5,
        effective_rate: 8.5,
      });
      const b = await createViaApi(api, { commission_rate: 0 });
      r = await api.get(`/v1/affiliates/${b.id}/commission`);
      expect(r.body.data).to.deep.equal({ affiliate_rate: 0, business_default_rate: 8.5, effective_rate: 0 });
    });

    it('PUT sets and removes the override, visible in the Affiliate object', async () => {
      await setSettings(businessId, { commission_rate: '10.00' });
      const a = await createViaApi(api);
      let r = await api.put(`/v1/affiliates/${a.id}/commission`, { body: { commission_rate: 12.75 } });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({
        affiliate_rate: 12.75,
        business_default_rate: 10,
        effective_rate: 12.75,
      });
      expect((await api.get(`/v1/affiliates/${a.id}`)).body.data.commission_rate).to.equal('12.75');
      r = await api.put(`/v1/affiliates/${a.id}/commission`, { body: { commission_rate: null } });
      expect(r.body.data).to.deep.equal({
        affiliate_rate: null,
        business_default_rate: 10,
        effective_rate: 10,
      });
      expect((await api.get(`/v1/affiliates/${a.id}`)).body.data.commission_rate).to.equal(null);
    });

    for (const [label, body] of [
      ['missing', {}],
      ['above 100', { commission_rate: 101 }],
      ['below 0', { commission_rate: -5 }],
      ['not a number', { commission_rate: 'high' }],
    ] as const) {
      it(`PUT 422 details.commission_rate when ${label}, nothing changes`, async () => {
        const { id } = await newAffiliate(businessId, { commissionRate: '3.00' });
        const r = await api.put(`/v1/affiliates/${id}/commission`, { body });
        expect(r.status).to.equal(422);
        expect(r.body.error.details).to.have.keys('commission_rate');
        expect((await storedAffiliate(id)).commission_rate).to.equal('3.00');
      });
    }
  });

  describe('GET /v1/affiliates/{id}/stats', () => {
    it('all time: exact money sums over every status, pending payout, orders, link click counters', async () => {
      const [id, other] = await newAffiliates(businessId, [{}, {}]);
      for (const [commission, status] of <[string, OrderStatus][]>[
        ['0.10', 'pending'],
        ['0.20', 'pending'],
        ['10.05', 'approved'],
        ['3.33', 'rejected'],
        ['1.11', 'cancelled'],
      ])
        await insertConversion(businessId, { affiliate_id: id, commission_amount: commission, status });
      await insertConversion(businessId, {
        affiliate_id: other,
        commission_amount: '99.00',
        status: 'pending',
      });
      await newLink(businessId, id, { clickCount: 5 });
      await newLink(businessId, id, { clickCount: 7, deleted: true });
      await newLink(businessId, other, { clickCount: 100 });
      const r = await api.get(`/v1/affiliates/${id}/stats`);
      expect(r.status).to.equal(200);
      // 0.1 + 0.2 in binary floating point would be 0.30000000000000004.
      expect(r.body.data).to.deep.equal({
        total_earned: 14.79,
        pending_payout: 0.3,
        total_orders: 5,
        referral_clicks: 12,
      });
    });

    it('total_earned is net of refunds: a refund takes its reversed commission out, whatever the status', async () => {
      const { id } = await newAffiliate(businessId);
      const approved = await insertConversion(businessId, {
        affiliate_id: id,
        order_total: '120.00',
        subtotal: '120.00',
        commission_amount: '12.00',
        status: 'approved',
      });
      const pending = await insertConversion(businessId, {
        affiliate_id: id,
        order_total: '50.00',
        subtotal: '50.00',
        commission_amount: '5.05',
        status: 'pending',
      });
      const stats = async () => (await api.get(`/v1/affiliates/${id}/stats`)).body.data;
      expect(await stats()).to.deep.include({ total_earned: 17.05, pending_payout: 5.05, total_orders: 2 });

      // 40 of 120 back: 4.00 of the 12.00 commission is reversed.
      const part = await api.post(`/v1/conversions/${encodeURIComponent(approved.order_id)}/refund`, {
        body: { refund_id: 're_part', amount: 40 },
      });
      expect(part.status, part.text).to.equal(200);
      expect(await stats()).to.deep.include({ total_earned: 13.05, pending_payout: 5.05, total_orders: 2 });

      // A pending order refunded in full is cancelled with all its commission reversed: it
      // still counts as an order, and adds nothing earned.
      const full = await api.post(`/v1/conversions/${encodeURIComponent(pending.order_id)}/refund`, {
        body: { refund_id: 're_full', amount: 50 },
      });
      expect(full.status, full.text).to.equal(200);
      expect(await stats()).to.deep.equal({
        total_earned: 8,
        pending_payout: 0,
        total_orders: 2,
        referral_clicks: 0,
      });
    });

    it('zeros for an affiliate with no activity', async () => {
      const { id } = await newAffiliate(businessId);
      expect((await api.get(`/v1/affiliates/${id}/stats`)).body.data).to.deep.equal({
        total_earned: 0,
        pending_payout: 0,
        total_orders: 0,
        referral_clicks: 0,
      });
    });

    it('date_from/date_to: inclusive UTC days over conversions and human clicks', async () => {
      const [id, other] = await newAffiliates(businessId, [{}, {}]);
      await insertConversion(businessId, {
        affiliate_id: id,
        commission_amount: '1.00',
        converted_at: '2026-03-09T23:59:59Z',
      });
      await insertConversion(businessId, {
        affiliate_id: id,
        commission_amount: '2.00',
        converted_at: '2026-03-10T00:00:00Z',
      });
      await insertConversion(businessId, {
        affiliate_id: id,
        commission_amount: '4.00',
        status: 'approved',
        converted_at: '2026-03-12T23:59:59Z',
      });
      await insertConversion(businessId, {
        affiliate_id: id,
        commission_amount: '8.00',
        converted_at: '2026-03-13T00:00:00Z',
      });
      await addClicks(businessId, [
        { affiliateId: id, at: '2026-03-09 23:59:59' },
        { affiliateId: id, at: '2026-03-10 00:00:00' },
        { affiliateId: id, at: '2026-03-11 12:00:00' },
        { affiliateId: id, at: '2026-03-11 12:00:01', bot: true },
        { affiliateId: id, at: '2026-03-12 23:59:59' },
        { affiliateId: id, at: '2026-03-13 00:00:00' },
        { affiliateId: other, at: '2026-03-11 12:00:00' },
      ]);
      const other2 = await newBusiness();
      await addClicks(other2.id, [{ affiliateId: id, at: '2026-03-11 12:00:00' }]);

      const r = await api.get(`/v1/affiliates/${id}/stats?date_from=2026-03-10&date_to=2026-03-12`);
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({
        total_earned: 6,
        pending_payout: 2,
        total_orders: 2,
        referral_clicks: 3,
      });

      const oneDay = await api.get(`/v1/affiliates/${id}/stats?date_from=2026-03-13&date_to=2026-03-13`);
      expect(oneDay.body.data).to.deep.equal({
        total_earned: 8,
        pending_payout: 8,
        total_orders: 1,
        referral_clicks: 1,
      });

      const fromOnly = await api.get(`/v1/affiliates/${id}/stats?date_from=2026-03-12`);
      expect(fromOnly.body.data).to.deep.equal({
        total_earned: 12,
        pending_payout: 8,
        total_orders: 2,
        referral_clicks: 2,
      });

      const toOnly = await api.get(`/v1/affiliates/${id}/stats?date_to=2026-03-09`);
      expect(toOnly.body.data).to.deep.equal({
        total_earned: 1,
        pending_payout: 1,
        total_orders: 1,
        referral_clicks: 1,
      });

      const far = await api.get(`/v1/affiliates/${id}/stats?date_from=0001-01-01&date_to=9999-12-31`);
      expect(far.status).to.equal(200);
      expect(far.body.data).to.deep.equal({
        total_earned: 15,
        pending_payout: 11,
        total_orders: 4,
        referral_clicks: 5,
      });
    });

    for (const [field, q] of [
      ['date_to', 'date_from=2026-03-10&date_to=2026-03-09'],
      ['date_from', 'date_from=2026-02-30'],
      ['date_from', 'date_from=0000-01-01'],
      ['date_to', 'date_to=10-03-2026'],
    ] as const) {
      it(`422 details.${field} for ${q}`, async () => {
        const { id } = await newAffiliate(businessId);
        const r = await api.get(`/v1/affiliates/${id}/stats?${q}`);
        expect(r.status).to.equal(422);
        expect(r.body.error.code).to.equal('VALIDATION_ERROR');
        expect(r.body.error.details).to.have.keys(field);
      });
    }
  });
});
