import { expect } from 'chai';
import { deps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newBusinessClient,
  newCoupon,
  newLink,
  newRule,
  setSettings,
  type TestBusiness,
  uniq,
} from '../helpers/fixtures';
import type { Client } from '../helpers/http';
import { insertConversion } from '../helpers/orders';

/** A subscription bound `monthsAgo` calendar months (UTC) before now, as recording leaves it. */
async function bind(
  businessId: number,
  affiliateId: number,
  linkId: number | null,
  monthsAgo: number,
  extraMs = 0,
) {
  const { db } = await deps();
  const subscriptionId = uniq('sub');
  const c = await insertConversion(businessId, {
    affiliate_id: affiliateId,
    subscription_id: subscriptionId,
  });
  await db.none(
    `INSERT INTO subscription_bindings (business_id, subscription_id, affiliate_id, referral_link_id,
                                        first_conversion_id, first_converted_at)
     VALUES ($1, $2, $3, $4, $5,
             ((now() AT TIME ZONE 'UTC') - make_interval(months => $6)) AT TIME ZONE 'UTC'
               - make_interval(secs => $7::float8 / 1000))`,
    [businessId, subscriptionId, affiliateId, linkId, c.id, monthsAgo, extraMs],
  );
  return subscriptionId;
}

describe('GET /v1/commissions/preview with coupon_code and subscription_id', () => {
  let url: string;
  let biz: TestBusiness;
  let api: Client;

  before(async () => {
    ({ url } = await startServer());
  });
  beforeEach(async () => {
    ({ biz, api } = await newBusinessClient(url));
    await setSettings(biz.id, { commission_rate: '10.00' });
  });

  const preview = async (query: string) => {
    const r = await api.get(`/v1/commissions/preview?${query}`);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    return r.body.data;
  };

  it('coupon_code alone, in any case: the coupon credits its affiliate', async () => {
    const aff = await newAffiliate(biz.id, { commissionRate: '7.50' });
    const c = await newCoupon(biz.id, aff.id, 'ADA10');
    expect(await preview('coupon_code=ada10&amount=200')).to.deep.equal({
      rate: '7.50',
      source: 'affiliate',
      rule_id: null,
      tier_id: null,
      commission_amount: '15.00',
      attribution: 'coupon',
      affiliate_id: aff.id,
      link_id: null,
    });
    expect(c.code).to.equal('ADA10');
  });

  it('the steps in order: a link (a click) beats the coupon, the coupon beats affiliate_id alone', async () => {
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id);
    const couponOwner = await newAffiliate(biz.id);
    const c = await newCoupon(biz.id, couponOwner.id);
    const click = await preview(`affiliate_id=${aff.id}&link_id=${link.id}&coupon_code=${c.code}&amount=10`);
    expect(click).to.include({ attribution: 'click', affiliate_id: aff.id, link_id: link.id });
    const coupon = await preview(`affiliate_id=${aff.id}&coupon_code=${c.code}&amount=10`);
    expect(coupon).to.include({ attribution: 'coupon', affiliate_id: couponOwner.id, link_id: null });
    // An unknown coupon: the affiliate as its referral code; nothing at all: direct, 0.00.
    const byCode = await preview(`affiliate_id=${aff.id}&coupon_code=NOPE1&amount=10`);
    expect(byCode).to.include({
      attribution: 'referral_code',
      affiliate_id: aff.id,
      commission_amount: '1.00',
    });
    expect(await preview('coupon_code=NOPE1&amount=10')).to.include({
      attribution: 'direct',
      affiliate_id: null,
      link_id: null,
      commission_amount: '0.00',
    });
  });

  it('a bound subscription in its window: the binding, its link, and the recurring rate as source recurring_rate', async () => {
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id);
    const rule = await newRule(biz.id, link.id, { rate: 30 });
    const other = await newAffiliate(biz.id);
    const sub = await bind(biz.id, aff.id, link.id, 2);
    const q = `subscription_id=${sub}&affiliate_id=${other.id}&amount=100`;
    expect(await preview(q)).to.deep.equal({
      rate: '30.00',
      source: 'link_rule',
      rule_id: rule.id,
      tier_id: null,
      commission_amount: '30.00',
      attribution: 'subscription',
      affiliate_id: aff.id,
      link_id: link.id,
    });
    await setSettings(biz.id, { recurring_commission_rate: '4.25' });
    expect(await preview(q)).to.deep.equal({
      rate: '4.25',
      source: 'recurring_rate',
      rule_id: null,
      tier_id: null,
      commission_amount: '4.25',
      attribution: 'subscription',
      affiliate_id: aff.id,
      link_id: link.id,
    });
  });

  it('past the window (or with 0) a renewal previews direct and 0.00; an unbound subscription is a first conversion', async () => {
    const aff = await newAffiliate(biz.id);
    await setSettings(biz.id, { recurring_commission_months: 3 });
    const inside = await bind(biz.id, aff.id, null, 3, -60_000);
    const outside = await bind(biz.id, aff.id, null, 3, 60_000);
    expect(await preview(`subscription_id=${inside}&amount=50`)).to.include({
      attribution: 'subscription',
      affiliate_id: aff.id,
      commission_amount: '5.00',
    });
    expect(await preview(`subscription_id=${outside}&affiliate_id=${aff.id}&amount=50`)).to.include({
      attribution: 'direct',
      affiliate_id: null,
      commission_amount: '0.00',
    });
    await setSettings(biz.id, { recurring_commission_months: 0 });
    expect(await preview(`subscription_id=${inside}&amount=50`)).to.include({ attribution: 'direct' });
    expect(await preview(`subscription_id=${uniq('new')}&affiliate_id=${aff.id}&amount=50`)).to.include({
      attribution: 'referral_code',
      affiliate_id: aff.id,
      commission_amount: '5.00',
    });
  });

  it('422 on affiliate_id when neither it nor coupon_code nor subscription_id is given; 422 on over-long values', async () => {
    for (const [query, field] of [
      ['amount=10', 'affiliate_id'],
      [`coupon_code=${'x'.repeat(51)}&amount=10`, 'coupon_code'],
      [`subscription_id=${'x'.repeat(256)}&amount=10`, 'subscription_id'],
    ]) {
      const r = await api.get(`/v1/commissions/preview?${query}`);
      expect(r.status, query).to.equal(422);
      expect(r.body.error.details, query).to.have.keys(field);
    }
  });

  it("another business's coupon or subscription credits nobody here", async () => {
    const { biz: other } = await newBusinessClient(url);
    const theirs = await newAffiliate(other.id);
    const c = await newCoupon(other.id, theirs.id);
    const sub = await bind(other.id, theirs.id, null, 0);
    expect(await preview(`coupon_code=${c.code}&subscription_id=${sub}&amount=10`)).to.include({
      attribution: 'direct',
      affiliate_id: null,
    });
  });
});
