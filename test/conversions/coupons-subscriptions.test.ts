import { expect } from 'chai';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import { deps } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  newCoupon,
  newLink,
  newRule,
  setSettings,
  uniq,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { clickOf, conversionJob, recorded, storeClicks, trackingSuite } from '../helpers/tracking';
import { waitFor } from '../helpers/wait';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** What a conversion's stored row says beyond the order detail. */
async function stored(id: number) {
  return (await deps()).db.one(
    'SELECT referral_link_id, coupon_id, commission_source FROM conversions WHERE id = $1',
    [id],
  );
}

async function bindings(businessId: number) {
  return (await deps()).db.any(
    `SELECT subscription_id, affiliate_id, referral_link_id, first_converted_at
     FROM subscription_bindings WHERE business_id = $1 ORDER BY subscription_id`,
    [businessId],
  );
}

describe('conversions: coupon codes, subscriptions and recurring commissions', function () {
  this.timeout(60_000);
  let url: string;
  trackingSuite((s) => ({ url } = s));

  async function program(settings: Parameters<typeof setSettings>[1] = {}) {
    const biz = await newBusiness();
    await setSettings(biz.id, { commission_rate: '10.00', ...settings });
    const aff = await newAffiliate(biz.id);
    const coupon = await newCoupon(biz.id, aff.id, uniq('Ada').toUpperCase());
    return { biz, aff, coupon, api: client(url, biz.token) };
  }

  /** Posts an order of 100.00 (plus `body`) and returns its detail once recorded. */
  async function order(api: Client, body: Record<string, unknown> = {}) {
    const orderId = uniq('ord');
    const r = await api.post('/v1/conversions', { body: { order_id: orderId, order_total: 100, ...body } });
    expect(r.status, JSON.stringify(r.body)).to.equal(202);
    return recorded(api, orderId);
  }

  describe('coupon_code (step 2)', () => {
    it('a live coupon in any letter case credits its affiliate, with no link and no click', async () => {
      const { aff, coupon, api } = await program();
      for (const code of [coupon.code, coupon.code.toLowerCase(), ` ${coupon.code.toLowerCase()} `]) {
        const o = await order(api, { coupon_code: code });
        expect(o.attribution, code).to.equal('coupon');
        expect(o.affiliate.id).to.equal(aff.id);
        expect(o.click).to.equal(null);
        expect(o.subscription_id).to.equal(null);
        expect(o.commission_rate).to.equal('10.00');
        expect(o.commission_amount).to.equal('10.00');
        expect(await stored(o.id)).to.deep.equal({
          referral_link_id: null,
          coupon_id: coupon.id,
          commission_source: 'business_rate',
        });
      }
    });

    it('a deleted coupon, a coupon of a deleted affiliate, or of another business credits nobody', async () => {
      const { biz, aff, coupon, api } = await program();
      const gone = await newAffiliate(biz.id);
      const goneCoupon = await newCoupon(biz.id, gone.id);
      expect((await api.delete(`/v1/affiliates/${gone.id}`)).status).to.equal(204);
      const other = await newBusiness();
      const theirs = await newCoupon(other.id, (await newAffiliate(other.id)).id);
      expect((await api.delete(`/v1/affiliates/${aff.id}/coupons/${coupon.id}`)).status).to.equal(204);
      for (const code of [coupon.code, goneCoupon.code, theirs.code, 'NOSUCHCODE']) {
        const o = await order(api, { coupon_code: code });
        expect(o.attribution, code).to.equal('direct');
        expect(o.affiliate, code).to.equal(null);
        expect(o.commission_amount).to.equal('0.00');
      }
      // A deleted coupon falls through to the next step.
      const other2 = await newAffiliate(biz.id);
      const o = await order(api, { coupon_code: coupon.code, referral_code: other2.referralCode });
      expect(o.attribution).to.equal('referral_code');
      expect(o.affiliate.id).to.equal(other2.id);
    });

    it('a coupon of an affiliate that is not active attaches them with 0.00', async () => {
      const { biz, api } = await program();
      const suspended = await newAffiliate(biz.id, { status: 'suspended', commissionRate: '50.00' });
      const c = await newCoupon(biz.id, suspended.id);
      const o = await order(api, { coupon_code: c.code });
      expect(o.attribution).to.equal('coupon');
      expect(o.affiliate.id).to.equal(suspended.id);
      expect(o.commission_rate).to.equal('0.00');
      expect(o.commission_amount).to.equal('0.00');
    });
  });

  describe('the order of the steps: subscription, click, coupon, referral code, visitor, direct', () => {
    it('click_id beats coupon_code; coupon_code beats referral_code; referral_code beats visitor', async () => {
      const { biz, aff, coupon, api } = await program();
      const clicker = await newAffiliate(biz.id);
      const link = await newLink(biz.id, clicker.id);
      const visitor = uniq('v');
      const click = clickOf({
        businessId: biz.id,
        linkId: link.id,
        affiliateId: clicker.id,
        createdAt: ago(HOUR),
      });
      const visited = clickOf({
        businessId: biz.id,
        linkId: link.id,
        affiliateId: clicker.id,
        visitorId: visitor,
        createdAt: ago(HOUR),
      });
      await storeClicks([click, visited], 'clickhouse');
      const referrer = await newAffiliate(biz.id);
      const all = { coupon_code: coupon.code, referral_code: referrer.referralCode, visitor_id: visitor };

      const byClick = await order(api, { ...all, click_id: click.id });
      expect([byClick.attribution, byClick.affiliate.id]).to.deep.equal(['click', clicker.id]);
      const byCoupon = await order(api, all);
      expect([byCoupon.attribution, byCoupon.affiliate.id]).to.deep.equal(['coupon', aff.id]);
      const byCode = await order(api, { referral_code: referrer.referralCode, visitor_id: visitor });
      expect([byCode.attribution, byCode.affiliate.id]).to.deep.equal(['referral_code', referrer.id]);
      const byVisitor = await order(api, { visitor_id: visitor });
      expect([byVisitor.attribution, byVisitor.affiliate.id]).to.deep.equal(['visitor', clicker.id]);
      const direct = await order(api, {});
      expect([direct.attribution, direct.affiliate]).to.deep.equal(['direct', null]);
    });

    it('a bound subscription beats click_id and coupon_code', async () => {
      const { biz, aff, coupon, api } = await program();
      const sub = uniq('sub');
      expect((await order(api, { coupon_code: coupon.code, subscription_id: sub })).attribution).to.equal(
        'coupon',
      );
      const rival = await newAffiliate(biz.id);
      const link = await newLink(biz.id, rival.id);
      const click = clickOf({
        businessId: biz.id,
        linkId: link.id,
        affiliateId: rival.id,
        createdAt: ago(HOUR),
      });
      await storeClicks([click], 'clickhouse');
      const rivalCoupon = await newCoupon(biz.id, rival.id);
      const o = await order(api, { subscription_id: sub, click_id: click.id, coupon_code: rivalCoupon.code });
      expect(o.attribution).to.equal('subscription');
      expect(o.affiliate.id).to.equal(aff.id);
      expect(o.click).to.equal(null);
      expect(o.subscription_id).to.equal(sub);
    });
  });

  describe('subscriptions (step 0) and the renewal window', () => {
    it('the first attributed conversion binds; a direct one before it does not; renewals follow the binding', async () => {
      const { biz, aff, coupon, api } = await program();
      const sub = uniq('sub');
      const before = await order(api, { subscription_id: sub });
      expect([before.attribution, before.subscription_id]).to.deep.equal(['direct', sub]);
      expect(await bindings(biz.id)).to.deep.equal([]);

      const first = await order(api, { subscription_id: sub, coupon_code: coupon.code.toLowerCase() });
      expect(first.attribution).to.equal('coupon');
      const [binding] = await bindings(biz.id);
      expect(binding).to.deep.include({ subscription_id: sub, affiliate_id: aff.id, referral_link_id: null });
      expect(binding.first_converted_at).to.equal(first.converted_at);

      const renewal = await order(api, { subscription_id: sub });
      expect(renewal.attribution).to.equal('subscription');
      expect(renewal.affiliate.id).to.equal(aff.id);
      expect(renewal.commission_amount).to.equal('10.00');
      // The same subscription id in another business is its own, unbound.
      const other = await newBusiness();
      const theirs = await order(client(url, other.token), { subscription_id: sub });
      expect([theirs.attribution, theirs.affiliate]).to.deep.equal(['direct', null]);
    });

    it("the binding keeps the first click's link: renewals take its link rule unless a recurring rate is set", async () => {
      const { biz, aff, api } = await program();
      const link = await newLink(biz.id, aff.id);
      // Uncapped, so both the first conversion and the renewal could take it.
      await newRule(biz.id, link.id, { rate: 30 });
      const click = clickOf({
        businessId: biz.id,
        linkId: link.id,
        affiliateId: aff.id,
        createdAt: ago(HOUR),
      });
      await storeClicks([click], 'clickhouse');
      const sub = uniq('sub');
      const first = await order(api, { subscription_id: sub, click_id: click.id });
      expect([first.attribution, first.commission_amount]).to.deep.equal(['click', '30.00']);
      const renewal = await order(api, { subscription_id: sub });
      expect(renewal.attribution).to.equal('subscription');
      expect(renewal.commission_amount).to.equal('30.00');
      expect((await stored(renewal.id)).referral_link_id).to.equal(link.id);

      await setSettings(biz.id, { recurring_commission_rate: '5.00' });
      const recurring = await order(api, { subscription_id: sub, subtotal: 80, order_total: 90 });
      expect(recurring.commission_rate).to.equal('5.00');
      expect(recurring.commission_amount).to.equal('4.00');
      expect((await stored(recurring.id)).commission_source).to.equal('recurring_rate');
      // The first conversion of another subscription still earns by the commission chain.
      const next = await order(api, { subscription_id: uniq('sub'), click_id: click.id });
      expect([next.attribution, next.commission_rate]).to.deep.equal(['click', '30.00']);
    });

    it('recurring_commission_rate 0.00 is a rate, not "unset"', async () => {
      const { coupon, api } = await program({ recurring_commission_rate: '0.00' });
      const sub = uniq('sub');
      expect(
        (await order(api, { subscription_id: sub, coupon_code: coupon.code })).commission_amount,
      ).to.equal('10.00');
      const renewal = await order(api, { subscription_id: sub });
      expect([renewal.attribution, renewal.commission_amount]).to.deep.equal(['subscription', '0.00']);
    });

    it('N months: exactly N calendar months after the first conversion (UTC) earns; a microsecond later is direct', async () => {
      const { biz, aff, coupon, api } = await program({ recurring_commission_months: 1 });
      const cases: [string, string, string, string][] = [
        // Jan 31 + 1 month is the end of February.
        ['2026-01-31T10:00:00.000000Z', '2026-02-28T10:00:00.000000Z', '2026-02-28T10:00:00.000001Z', 'feb'],
        // 02:00 UTC on Mar 1 is still Feb 28 west of UTC: the months are counted in UTC.
        ['2026-03-01T02:00:00.000000Z', '2026-04-01T02:00:00.000000Z', '2026-04-01T02:00:00.000001Z', 'utc'],
      ];
      for (const [firstAt, edge, past, label] of cases) {
        const sub = uniq(`sub-${label}-`);
        await order(api, { subscription_id: sub, coupon_code: coupon.code, converted_at: firstAt });
        const inside = await order(api, { subscription_id: sub, converted_at: edge });
        expect([inside.attribution, inside.affiliate?.id, inside.commission_amount], label).to.deep.equal([
          'subscription',
          aff.id,
          '10.00',
        ]);
        const outside = await order(api, { subscription_id: sub, converted_at: past });
        expect([outside.attribution, outside.affiliate, outside.commission_amount], label).to.deep.equal([
          'direct',
          null,
          '0.00',
        ]);
        expect(outside.subscription_id).to.equal(sub);
      }
      expect(await bindings(biz.id)).to.have.length(2);
    });

    it('0: only the first conversion earns; the binding stays for when the setting changes', async () => {
      const { biz, aff, coupon, api } = await program({ recurring_commission_months: 0 });
      const sub = uniq('sub');
      const first = await order(api, { subscription_id: sub, coupon_code: coupon.code });
      expect([first.attribution, first.commission_amount]).to.deep.equal(['coupon', '10.00']);
      // Even a renewal carrying the coupon again: the subscription is bound, and past its window.
      const renewal = await order(api, { subscription_id: sub, coupon_code: coupon.code });
      expect([renewal.attribution, renewal.affiliate, renewal.commission_amount]).to.deep.equal([
        'direct',
        null,
        '0.00',
      ]);
      expect(await bindings(biz.id)).to.have.length(1);
      const put = await api.put('/v1/settings/recurring_commission_months', { body: { value: null } });
      expect(put.status).to.equal(200);
      const later = await order(api, { subscription_id: sub });
      expect([later.attribution, later.affiliate.id]).to.deep.equal(['subscription', aff.id]);
    });

    it('null: no limit, years later still earns', async () => {
      const { aff, coupon, api } = await program({ recurring_commission_months: null });
      const sub = uniq('sub');
      await order(api, {
        subscription_id: sub,
        coupon_code: coupon.code,
        converted_at: '2020-02-29T00:00:00Z',
      });
      const renewal = await order(api, { subscription_id: sub });
      expect([renewal.attribution, renewal.affiliate.id, renewal.commission_amount]).to.deep.equal([
        'subscription',
        aff.id,
        '10.00',
      ]);
    });

    it('a renewal of a subscription bound to a deleted affiliate attaches them with 0.00', async () => {
      const { aff, coupon, api } = await program();
      const sub = uniq('sub');
      await order(api, { subscription_id: sub, coupon_code: coupon.code });
      expect((await api.delete(`/v1/affiliates/${aff.id}`)).status).to.equal(204);
      const renewal = await order(api, { subscription_id: sub });
      expect([renewal.attribution, renewal.affiliate.id, renewal.commission_amount]).to.deep.equal([
        'subscription',
        aff.id,
        '0.00',
      ]);
    });

    it('first conversions of one subscription recorded at the same moment bind once, and all follow it', async () => {
      const { biz, aff, coupon } = await program();
      const rival = await newAffiliate(biz.id);
      const rivalCoupon = await newCoupon(biz.id, rival.id);
      const d = await deps();
      const job = (subscriptionId: string, couponCode: string) =>
        conversionJob(biz.id, { subscriptionId, couponCode });
      const subs = Array.from({ length: 8 }, () => uniq('sub'));
      const jobs = subs.flatMap((s) => [job(s, coupon.code), job(s, rivalCoupon.code)]);
      const results = await Promise.all(jobs.map((j) => recordConversion(d, j)));
      expect(results.every((r) => r.created)).to.equal(true);
      const bound = await bindings(biz.id);
      expect(bound.map((b) => b.subscription_id)).to.deep.equal([...subs].sort());
      for (const b of bound) {
        const rows = await d.db.any(
          `SELECT affiliate_id, attribution, commission_amount FROM conversions
           WHERE business_id = $1 AND subscription_id = $2 ORDER BY attribution`,
          [biz.id, b.subscription_id],
        );
        expect(rows.map((r) => r.affiliate_id)).to.deep.equal([b.affiliate_id, b.affiliate_id]);
        expect(rows.map((r) => r.attribution)).to.deep.equal(['coupon', 'subscription']);
        expect(rows.map((r) => r.commission_amount)).to.deep.equal(['10.00', '10.00']);
        expect([aff.id, rival.id]).to.include(b.affiliate_id);
      }
    });
  });

  it('attribution and subscription_id reach ClickHouse (conversions_latest)', async () => {
    const { biz, coupon, api } = await program();
    const sub = uniq('sub');
    const o = await order(api, { subscription_id: sub, coupon_code: coupon.code });
    const direct = await order(api, {});
    const d = await deps();
    const rows = await waitFor(
      'the ClickHouse rows',
      async () => {
        const rs = await d.ch.client.query({
          query: `SELECT id, attribution, subscription_id FROM conversions_latest
                  WHERE business_id = {b:UInt64} ORDER BY id`,
          query_params: { b: biz.id },
          format: 'JSONEachRow',
        });
        return rs.json<{ id: number; attribution: string; subscription_id: string }>();
      },
      (r) => r.length === 2,
    );
    expect(rows).to.deep.equal([
      { id: o.id, attribution: 'coupon', subscription_id: sub },
      { id: direct.id, attribution: 'direct', subscription_id: '' },
    ]);
  });

  it('422 for a coupon_code over 50 characters or a subscription_id over 255, or of the wrong type', async () => {
    const { api } = await program();
    const cases: [Record<string, unknown>, string][] = [
      [{ coupon_code: 'x'.repeat(51) }, 'coupon_code'],
      [{ coupon_code: 10 }, 'coupon_code'],
      [{ subscription_id: 'x'.repeat(256) }, 'subscription_id'],
      [{ subscription_id: 42 }, 'subscription_id'],
      [{ subscription_id: 'a\u0000b' }, 'subscription_id'],
    ];
    for (const [extra, field] of cases) {
      const r = await api.post('/v1/conversions', {
        body: { order_id: uniq('ord'), order_total: 1, ...extra },
      });
      expect(r.status, JSON.stringify(extra)).to.equal(422);
      expect(r.body.error.details).to.have.keys(field);
    }
    const ok = await api.post('/v1/conversions', {
      body: {
        order_id: uniq('ord'),
        order_total: 1,
        coupon_code: 'x'.repeat(50),
        subscription_id: 'x'.repeat(255),
      },
    });
    expect(ok.status).to.equal(202);
  });
});
