import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import { deps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newAffiliateWithLink,
  newBusiness,
  newBusinessClient,
  newLink,
  newRule,
  type TestBusiness,
  tokenWithScopes,
  uniq,
  withPlatform,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';

const NOW = '2026-04-01T10:00:00.250000Z';

describe('GET /v1/commissions/preview', () => {
  let url: string;
  let biz: TestBusiness;
  let api: Client;
  let affiliateId: number;
  let linkId: number;

  before(async () => {
    const base = await deps();
    // A platform rate of its own (the environment default), and a clock that stands still.
    ({ url } = await startServer({
      clock: new ManualClock(new Date(NOW)),
      config: {
        ...base.config,
        platformCommissionRate: '7.25',
        rateLimitPrefix: `${base.config.redisPrefix}:${uniq('rl')}`,
      },
    }));
  });
  beforeEach(async () => {
    ({ biz, api } = await newBusinessClient(url));
    const { affiliate, link } = await newAffiliateWithLink(biz.id);
    affiliateId = affiliate.id;
    linkId = link.id;
  });

  const preview = (query: string) => api.get(`/v1/commissions/preview?${query}`);
  const clean = { rate: null, tiers: [] };

  it('platform_rate: the environment default when nothing else is set', async () => {
    await withPlatform(clean, async () => {
      const r = await preview(`affiliate_id=${affiliateId}&amount=100`);
      expect(r.status).to.equal(200);
      expect(r.body.success).to.equal(true);
      expect(r.body.data).to.deep.equal({
        rate: '7.25',
        source: 'platform_rate',
        rule_id: null,
        tier_id: null,
        commission_amount: '7.25',
        attribution: 'referral_code',
        affiliate_id: affiliateId,
        link_id: null,
      });
      expect(r.headers.get('x-ratelimit-limit')).to.equal('120');
    });
  });

  it('platform_rate: the rate set with the CLI wins over the environment default', async () => {
    await withPlatform({ rate: '11.00', tiers: [] }, async () => {
      const r = await preview(`affiliate_id=${affiliateId}&amount=50`);
      expect(r.body.data).to.include({ rate: '11.00', source: 'platform_rate', commission_amount: '5.50' });
    });
  });

  it('platform_tier: the platform tier holding the amount', async () => {
    await withPlatform(
      {
        rate: null,
        tiers: [
          { minAmount: '0.00', maxAmount: '100.00', rate: '3.00' },
          { minAmount: '100.00', maxAmount: null, rate: '6.00' },
        ],
      },
      async () => {
        const r = await preview(`affiliate_id=${affiliateId}&amount=100`);
        expect(r.body.data).to.include({ rate: '6.00', source: 'platform_tier', commission_amount: '6.00' });
        expect(r.body.data.tier_id).to.be.a('number');
        const low = await preview(`affiliate_id=${affiliateId}&amount=99.99`);
        expect(low.body.data).to.include({
          rate: '3.00',
          source: 'platform_tier',
          commission_amount: '3.00',
        });
        expect(low.body.data.tier_id).not.to.equal(r.body.data.tier_id);
      },
    );
  });

  it('business_rate and business_tier follow the settings and tiers set through the API', async () => {
    await withPlatform(clean, async () => {
      expect((await api.put('/v1/settings', { body: { commission_rate: 12 } })).status).to.equal(200);
      const rate = await preview(`affiliate_id=${affiliateId}&amount=80`);
      expect(rate.body.data).to.deep.equal({
        rate: '12.00',
        source: 'business_rate',
        rule_id: null,
        tier_id: null,
        commission_amount: '9.60',
        attribution: 'referral_code',
        affiliate_id: affiliateId,
        link_id: null,
      });
      const tier = (
        await api.post('/v1/settings/commission-tiers', {
          body: { min_amount: 100, max_amount: null, rate: 20 },
        })
      ).body.data;
      const inTier = await preview(`affiliate_id=${affiliateId}&amount=100`);
      expect(inTier.body.data).to.deep.equal({
        rate: '20.00',
        source: 'business_tier',
        rule_id: null,
        tier_id: tier.id,
        commission_amount: '20.00',
        attribution: 'referral_code',
        affiliate_id: affiliateId,
        link_id: null,
      });
      // Below every custom tier: the business rate again.
      expect((await preview(`affiliate_id=${affiliateId}&amount=99.99`)).body.data.source).to.equal(
        'business_rate',
      );
      await api.post('/v1/settings/commission-tiers/reset');
      expect((await preview(`affiliate_id=${affiliateId}&amount=100`)).body.data.source).to.equal(
        'business_rate',
      );
    });
  });

  it('affiliate: the override beats business tiers', async () => {
    await api.post('/v1/settings/commission-tiers', { body: { min_amount: 0, rate: 20 } });
    const special = (await newAffiliate(biz.id, { commissionRate: '0.00' })).id;
    const r = await preview(`affiliate_id=${special}&amount=100`);
    expect(r.body.data).to.deep.equal({
      rate: '0.00',
      source: 'affiliate',
      rule_id: null,
      tier_id: null,
      commission_amount: '0.00',
      attribution: 'referral_code',
      affiliate_id: special,
      link_id: null,
    });
  });

  it('link_rule: the link’s best rule applies when link_id is given, only then', async () => {
    await api.put('/v1/settings', { body: { commission_rate: 12 } });
    (await newRule(biz.id, linkId, { rate: 30, priority: 1 })).id;
    const best = (await newRule(biz.id, linkId, { rate: 45.5, priority: 5 })).id;
    const r = await preview(`affiliate_id=${affiliateId}&link_id=${linkId}&amount=200`);
    expect(r.body.data).to.deep.equal({
      rate: '45.50',
      source: 'link_rule',
      rule_id: best,
      tier_id: null,
      commission_amount: '91.00',
      attribution: 'click',
      affiliate_id: affiliateId,
      link_id: linkId,
    });
    expect((await preview(`affiliate_id=${affiliateId}&amount=200`)).body.data.source).to.equal(
      'business_rate',
    );
  });

  it('rule windows are read at the current time, inclusive to the microsecond', async () => {
    await api.put('/v1/settings', { body: { commission_rate: 12 } });
    const q = `affiliate_id=${affiliateId}&link_id=${linkId}&amount=10`;
    const from = (await newRule(biz.id, linkId, { rate: 30, priority: 3, validFrom: NOW })).id;
    expect((await preview(q)).body.data.rule_id).to.equal(from);
    await (
      await deps()
    ).db.none('UPDATE commission_rules SET valid_from = $1 WHERE id = $2', [
      '2026-04-01T10:00:00.250001Z',
      from,
    ]);
    const until = (await newRule(biz.id, linkId, { rate: 20, priority: 2, validUntil: NOW })).id;
    expect((await preview(q)).body.data.rule_id).to.equal(until);
    await (
      await deps()
    ).db.none('UPDATE commission_rules SET valid_until = $1 WHERE id = $2', [
      '2026-04-01T10:00:00.249999Z',
      until,
    ]);
    expect((await preview(q)).body.data.source).to.equal('business_rate');
  });

  it('an exhausted or inactive rule is skipped; the preview claims nothing', async () => {
    const db = (await deps()).db;
    (await newRule(biz.id, linkId, { rate: 30, priority: 9, maxConversions: 2, conversionCount: 2 })).id;
    (await newRule(biz.id, linkId, { rate: 35, priority: 8, isActive: false })).id;
    const capped = (await newRule(biz.id, linkId, { rate: 25, priority: 1, maxConversions: 1 })).id;
    for (let i = 0; i < 3; i += 1) {
      const r = await preview(`affiliate_id=${affiliateId}&link_id=${linkId}&amount=10`);
      expect(r.body.data).to.include({ rule_id: capped, rate: '25.00', commission_amount: '2.50' });
    }
    const count = await db.one('SELECT conversion_count FROM commission_rules WHERE id = $1', [capped]);
    expect(count.conversion_count).to.equal(0);
  });

  it('half-up rounding of the amount', async () => {
    await api.put('/v1/settings', { body: { commission_rate: 10 } });
    const at = async (amount: string) =>
      (await preview(`affiliate_id=${affiliateId}&amount=${amount}`)).body.data.commission_amount;
    expect(await at('0.05')).to.equal('0.01');
    expect(await at('0.04')).to.equal('0.00');
    expect(await at('12345678.95')).to.equal('1234567.90');
    expect(await at('0')).to.equal('0.00');
  });

  it('an affiliate that is not active previews 0.00, as recording gives it', async () => {
    await api.put('/v1/settings', { body: { commission_rate: 10 } });
    for (const status of ['pending', 'suspended', 'terminated'] as const) {
      const id = (await newAffiliate(biz.id, { status, commissionRate: '50.00' })).id;
      const link = (await newLink(biz.id, id)).id;
      (await newRule(biz.id, link, { rate: 30 })).id;
      const r = await preview(`affiliate_id=${id}&link_id=${link}&amount=100`);
      expect(r.status, status).to.equal(200);
      expect(r.body.data, status).to.deep.equal({
        rate: '0.00',
        source: 'platform_rate',
        rule_id: null,
        tier_id: null,
        commission_amount: '0.00',
        attribution: 'click',
        affiliate_id: id,
        link_id: link,
      });
    }
  });

  it("404 for an unknown, deleted or another business's affiliate", async () => {
    const other = await newBusiness();
    const foreign = (await newAffiliate(other.id)).id;
    const deleted = (await newAffiliate(biz.id, { deleted: true })).id;
    for (const id of [foreign, deleted, affiliateId + 1_000_000]) {
      const r = await preview(`affiliate_id=${id}&amount=10`);
      expect(r.status, String(id)).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
  });

  it("404 for an unknown, deleted or another business's link; 422 for a link of another affiliate", async () => {
    const other = await newBusiness();
    const foreignLink = (await newLink(other.id, (await newAffiliate(other.id)).id)).id;
    const deletedLink = (await newLink(biz.id, affiliateId, { deleted: true })).id;
    for (const id of [foreignLink, deletedLink, linkId + 1_000_000]) {
      const r = await preview(`affiliate_id=${affiliateId}&link_id=${id}&amount=10`);
      expect(r.status, String(id)).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
    const colleague = (await newAffiliate(biz.id)).id;
    const r = await preview(`affiliate_id=${colleague}&link_id=${linkId}&amount=10`);
    expect(r.status).to.equal(422);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details).to.have.keys('link_id');
  });

  const INVALID: [string, string[]][] = [
    ['amount=10', ['affiliate_id']],
    ['affiliate_id=1', ['amount']],
    ['', ['affiliate_id', 'amount']],
    ['affiliate_id=abc&amount=10', ['affiliate_id']],
    ['affiliate_id=0&amount=10', ['affiliate_id']],
    ['affiliate_id=1.5&amount=10', ['affiliate_id']],
    ['affiliate_id=1&amount=-1', ['amount']],
    ['affiliate_id=1&amount=1.234', ['amount']],
    ['affiliate_id=1&amount=abc', ['amount']],
    ['affiliate_id=1&amount=1e309', ['amount']],
    ['affiliate_id=1&amount=10&link_id=0', ['link_id']],
    ['affiliate_id=1&amount=10&link_id=x', ['link_id']],
    ['affiliate_id=1&amount=1&amount=2', ['amount']],
  ];
  for (const [query, fields] of INVALID) {
    it(`422 for ?${query || '(nothing)'}, naming ${fields.join(' and ')}`, async () => {
      const r = await preview(query);
      expect(r.status).to.equal(422);
      expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      expect(r.body.error.details).to.have.keys(...fields);
    });
  }

  it('401 without a valid token; 403 without commissions:read', async () => {
    const q = `/v1/commissions/preview?affiliate_id=${affiliateId}&amount=10`;
    for (const c of [client(url), client(url, 'at_nope')]) {
      const r = await c.get(q);
      expect(r.status).to.equal(401);
      expect(r.body.error.code).to.equal('UNAUTHORIZED');
    }
    const without = client(url, await tokenWithScopes(biz.id, ['settings:read', 'affiliates:read']));
    const r = await without.get(q);
    expect(r.status).to.equal(403);
    expect(r.body.error.code).to.equal('FORBIDDEN');
    const withScope = client(url, await tokenWithScopes(biz.id, ['commissions:read']));
    expect((await withScope.get(q)).status).to.equal(200);
  });
});
