import { expect } from 'chai';
import { attributeConversion } from '../../api/features/conversions/attribution';
import { PendingClickError } from '../../api/tracking/store/pending-click';
import { conversionJobId } from '../../api/queues/conversions';
import { QUEUE_NAMES } from '../../api/queues';
import { deps } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, newRule, setSettings, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { clickOf, recorded, trackingSuite, storeClicks } from '../helpers/tracking';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('conversions: attribution (click_id, then referral_code, then the visitor’s latest click, else direct)', function () {
  this.timeout(60_000);
  let url: string;
  trackingSuite((s) => ({ url } = s));

  async function program(cookieDays = 30) {
    const biz = await newBusiness();
    await setSettings(biz.id, { commission_rate: '10.00', cookie_duration: cookieDays });
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id, { campaign: 'spring' });
    return { biz, aff, link, api: client(url, biz.token) };
  }

  it('(1) click_id: attributed to the click, its link and affiliate; click fields copied', async () => {
    const { biz, aff, link, api } = await program();
    const click = clickOf({
      businessId: biz.id,
      linkId: link.id,
      affiliateId: aff.id,
      createdAt: ago(2 * DAY),
      landingPage: 'https://shop.example/p/1?aff_click=9',
      referrer: 'https://news.example/',
    });
    await storeClicks([click], 'clickhouse');
    const orderId = uniq('ord');
    const r = await api.post('/v1/conversions', {
      body: { order_id: orderId, order_total: 200, subtotal: 180, discount_applied: 20, click_id: click.id },
    });
    expect(r.status).to.equal(202);
    expect(r.body).to.deep.equal({
      success: true,
      message: r.body.message,
      data: { order_id: orderId, status: 'queued' },
    });
    const o = await recorded(api, orderId);
    expect(o.affiliate).to.deep.equal({
      id: aff.id,
      name: aff.name,
      referral_code: aff.referralCode,
      commission_rate: null,
    });
    expect(o.click).to.deep.equal({
      id: click.id,
      referral_link_id: link.id,
      landing_page: 'https://shop.example/p/1?aff_click=9',
      referrer: 'https://news.example/',
      created_at: click.created_at,
    });
    // Business rate 10% of (180 − 20).
    expect(o.commission_rate).to.equal('10.00');
    expect(o.commission_amount).to.equal('16.00');
  });

  it('(1) a recent click found in the Redis record (not yet in ClickHouse) attributes too', async () => {
    const { biz, aff, link, api } = await program();
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id });
    await storeClicks([click], 'redis');
    const orderId = uniq('ord');
    await api.post('/v1/conversions', { body: { order_id: orderId, order_total: 50, click_id: click.id } });
    const o = await recorded(api, orderId);
    expect(o.click.id).to.equal(click.id);
    expect(o.affiliate.id).to.equal(aff.id);
    expect(o.commission_amount).to.equal('5.00');
  });

  it('(1) click_id as the aff_click cookie’s digits (a string) attributes the same', async () => {
    const { biz, aff, link, api } = await program();
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id });
    await storeClicks([click], 'redis');
    const orderId = uniq('ord');
    const r = await api.post('/v1/conversions', {
      body: { order_id: orderId, order_total: 50, click_id: String(click.id) },
    });
    expect(r.status).to.equal(202);
    const o = await recorded(api, orderId);
    expect(o.click.id).to.equal(click.id);
    expect(o.affiliate.id).to.equal(aff.id);
  });

  it('(1) click_id wins over referral_code and visitor_id', async () => {
    const { biz, aff, link, api } = await program();
    const other = await newAffiliate(biz.id);
    const otherLink = await newLink(biz.id, other.id);
    const visitor = uniq('v');
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id, createdAt: ago(DAY) });
    const visitorClick = clickOf({
      businessId: biz.id,
      linkId: otherLink.id,
      affiliateId: other.id,
      visitorId: visitor,
      createdAt: ago(3600_000),
    });
    await storeClicks([click, visitorClick], 'clickhouse');
    const orderId = uniq('ord');
    await api.post('/v1/conversions', {
      body: {
        order_id: orderId,
        order_total: 10,
        click_id: click.id,
        referral_code: other.referralCode,
        visitor_id: visitor,
      },
    });
    const o = await recorded(api, orderId);
    expect(o.affiliate.id).to.equal(aff.id);
    expect(o.click.id).to.equal(click.id);
  });

  it('(2) referral_code, case-insensitively: the affiliate, no link, no click; its override rate', async () => {
    const { biz, api } = await program();
    const aff = await newAffiliate(biz.id, { commissionRate: '7.50' });
    const orderId = uniq('ord');
    await api.post('/v1/conversions', {
      body: { order_id: orderId, order_total: 100, referral_code: aff.referralCode.toLowerCase() },
    });
    const o = await recorded(api, orderId);
    expect(o.affiliate).to.deep.equal({
      id: aff.id,
      name: aff.name,
      referral_code: aff.referralCode,
      commission_rate: '7.50',
    });
    expect(o.click).to.equal(null);
    expect(o.commission_rate).to.equal('7.50');
    expect(o.commission_amount).to.equal('7.50');
    const row = await (await deps()).db.one('SELECT referral_link_id FROM conversions WHERE id = $1', [o.id]);
    expect(row.referral_link_id).to.equal(null);
  });

  it('(2) referral_code wins over visitor_id', async () => {
    const { biz, aff, link, api } = await program();
    const other = await newAffiliate(biz.id);
    const visitor = uniq('v');
    await storeClicks(
      [
        clickOf({
          businessId: biz.id,
          linkId: link.id,
          affiliateId: aff.id,
          visitorId: visitor,
          createdAt: ago(60_000),
        }),
      ],
      'clickhouse',
    );
    const orderId = uniq('ord');
    await api.post('/v1/conversions', {
      body: { order_id: orderId, order_total: 10, referral_code: other.referralCode, visitor_id: visitor },
    });
    expect((await recorded(api, orderId)).affiliate.id).to.equal(other.id);
  });

  it("(3) visitor_id: the visitor's latest human click within the window", async () => {
    const { biz, aff, link, api } = await program();
    const later = await newAffiliate(biz.id);
    const laterLink = await newLink(biz.id, later.id);
    const visitor = uniq('v');
    const click = (linkId: number, affiliateId: number, days: number, isBot = false) =>
      clickOf({
        businessId: biz.id,
        linkId,
        affiliateId,
        visitorId: visitor,
        createdAt: ago(days * DAY),
        isBot,
      });
    const older = click(link.id, aff.id, 5);
    const latest = click(laterLink.id, later.id, 2);
    const bot = click(link.id, aff.id, 1, true);
    await storeClicks([older, latest, bot], 'clickhouse');
    const orderId = uniq('ord');
    await api.post('/v1/conversions', { body: { order_id: orderId, order_total: 30, visitor_id: visitor } });
    const o = await recorded(api, orderId);
    expect(o.affiliate.id).to.equal(later.id);
    expect(o.click.id).to.equal(latest.id);
    expect(o.click.referral_link_id).to.equal(laterLink.id);
    expect(o.commission_amount).to.equal('3.00');
  });

  it('a click without a link (by referral code, no active link) attributes by click_id and by visitor', async () => {
    const { biz, aff, api } = await program();
    const visitor = uniq('v');
    const byId = clickOf({ businessId: biz.id, linkId: null, affiliateId: aff.id });
    const byVisitor = clickOf({
      businessId: biz.id,
      linkId: null,
      affiliateId: aff.id,
      visitorId: visitor,
      createdAt: ago(DAY),
    });
    await storeClicks([byId], 'redis');
    await storeClicks([byVisitor], 'clickhouse');
    const [a, b] = [uniq('ord'), uniq('ord')];
    await api.post('/v1/conversions', { body: { order_id: a, order_total: 20, click_id: byId.id } });
    await api.post('/v1/conversions', { body: { order_id: b, order_total: 20, visitor_id: visitor } });
    for (const [orderId, click] of [
      [a, byId],
      [b, byVisitor],
    ] as const) {
      const o = await recorded(api, orderId);
      expect(o.affiliate.id).to.equal(aff.id);
      expect(o.click.id).to.equal(click.id);
      expect(o.click.referral_link_id).to.equal(null);
      expect(o.commission_amount).to.equal('2.00');
    }
  });

  it('direct: no hint matches → affiliate null, click null, commission 0.00', async () => {
    const { api } = await program();
    const orderId = uniq('ord');
    await api.post('/v1/conversions', {
      body: {
        order_id: orderId,
        order_total: 99.99,
        referral_code: 'NOSUCHCODE',
        visitor_id: uniq('nobody'),
      },
    });
    const o = await recorded(api, orderId);
    expect(o.affiliate).to.equal(null);
    expect(o.click).to.equal(null);
    expect(o.commission_rate).to.equal('0.00');
    expect(o.commission_amount).to.equal('0.00');
  });

  it('a click_id of another business is ignored (and not waited for), even when it is recent', async () => {
    const { api } = await program();
    const theirs = await program();
    const click = clickOf({ businessId: theirs.biz.id, linkId: theirs.link.id, affiliateId: theirs.aff.id });
    await storeClicks([click], 'both');
    const orderId = uniq('ord');
    await api.post('/v1/conversions', { body: { order_id: orderId, order_total: 10, click_id: click.id } });
    const o = await recorded(api, orderId);
    expect(o.affiliate).to.equal(null);
    expect(o.click).to.equal(null);
  });

  it('a click older than cookie_duration days (or after converted_at) is not a match', async () => {
    const { biz, aff, link, api } = await program(7);
    const fallback = await newAffiliate(biz.id);
    const visitor = uniq('v');
    const stale = clickOf({
      businessId: biz.id,
      linkId: link.id,
      affiliateId: aff.id,
      visitorId: visitor,
      createdAt: ago(8 * DAY),
    });
    const fresh = clickOf({
      businessId: biz.id,
      linkId: link.id,
      affiliateId: aff.id,
      createdAt: ago(6 * DAY),
    });
    const afterwards = clickOf({
      businessId: biz.id,
      linkId: link.id,
      affiliateId: aff.id,
      createdAt: ago(DAY),
    });
    await storeClicks([stale, fresh, afterwards], 'clickhouse');

    // Too old: neither by id nor by visitor; the referral code is next.
    const a = uniq('ord');
    await api.post('/v1/conversions', {
      body: { order_id: a, order_total: 10, click_id: stale.id, referral_code: fallback.referralCode },
    });
    expect((await recorded(api, a)).affiliate.id).to.equal(fallback.id);
    const b = uniq('ord');
    await api.post('/v1/conversions', { body: { order_id: b, order_total: 10, visitor_id: visitor } });
    expect((await recorded(api, b)).affiliate).to.equal(null);

    // Within 7 days: a match.
    const c = uniq('ord');
    await api.post('/v1/conversions', { body: { order_id: c, order_total: 10, click_id: fresh.id } });
    expect((await recorded(api, c)).click.id).to.equal(fresh.id);

    // A click made after the conversion happened.
    const d = uniq('ord');
    await api.post('/v1/conversions', {
      body: {
        order_id: d,
        order_total: 10,
        click_id: afterwards.id,
        converted_at: ago(3 * DAY).toISOString(),
      },
    });
    expect((await recorded(api, d)).affiliate).to.equal(null);
  });

  for (const state of ['pending', 'suspended', 'terminated', 'deleted'] as const) {
    it(`a ${state} affiliate is attached with commission 0.00 and claims no rule`, async () => {
      const { biz, api } = await program();
      const aff = await newAffiliate(biz.id, {
        status: state === 'deleted' ? 'active' : state,
        deleted: state === 'deleted',
        commissionRate: '20.00',
      });
      const link = await newLink(biz.id, aff.id);
      const { id: rule } = await newRule(biz.id, link.id, { rate: '30.00', maxConversions: 3 });
      const click = clickOf({
        businessId: biz.id,
        linkId: link.id,
        affiliateId: aff.id,
        createdAt: ago(60_000),
      });
      await storeClicks([click], 'clickhouse');
      const byClick = uniq('ord');
      const byCode = uniq('ord');
      await api.post('/v1/conversions', {
        body: { order_id: byClick, order_total: 100, click_id: click.id },
      });
      await api.post('/v1/conversions', {
        body: { order_id: byCode, order_total: 100, referral_code: aff.referralCode },
      });
      for (const id of [byClick, byCode]) {
        const o = await recorded(api, id);
        expect(o.affiliate.id).to.equal(aff.id);
        expect(o.commission_rate).to.equal('0.00');
        expect(o.commission_amount).to.equal('0.00');
      }
      const r = await (
        await deps()
      ).db.one('SELECT conversion_count FROM commission_rules WHERE id = $1', [rule]);
      expect(r.conversion_count).to.equal(0);
    });
  }

  it('a conversion sent before its click is stored is retried, then attributed once the click arrives', async () => {
    const { biz, aff, link, api } = await program();
    const d = await deps();
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id });
    const orderId = uniq('ord');
    await api.post('/v1/conversions', { body: { order_id: orderId, order_total: 40, click_id: click.id } });
    // The worker has tried at least once and is waiting for the click.
    const queue = d.queues.get(QUEUE_NAMES.conversions);
    await waitFor('a first attempt waiting for the click', async () => {
      const job = await queue.getJob(conversionJobId(biz.id, orderId));
      return job && job.attemptsMade >= 1 && /not stored yet/.test(job.failedReason ?? '');
    });
    expect((await api.get(`/v1/conversions/${orderId}`)).status).to.equal(404);
    await storeClicks([click], 'redis');
    const o = await recorded(api, orderId);
    expect(o.click.id).to.equal(click.id);
    expect(o.affiliate.id).to.equal(aff.id);
    expect(o.commission_amount).to.equal('4.00');
  });

  it('a click stored while its lookup asked ClickHouse is waited for, then attributed (not taken as unknown)', async () => {
    const { biz, aff, link } = await program();
    const d = await deps();
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id });
    // The loader stages the click between the lookup's Redis miss and its ClickHouse miss.
    const client = d.ch.client;
    const racing = {
      ...d,
      ch: {
        ...d.ch,
        client: Object.assign(Object.create(client) as typeof client, {
          query: async (...args: Parameters<typeof client.query>) => {
            await storeClicks([click], 'redis');
            return client.query(...args);
          },
        }),
      },
    };
    const hints = {
      businessId: biz.id,
      clickId: click.id,
      referralCode: null,
      visitorId: null,
      convertedAt: new Date().toISOString(),
    };
    let first: unknown;
    try {
      first = await attributeConversion(racing, hints);
    } catch (err) {
      first = err;
    }
    expect(first).to.be.instanceOf(PendingClickError);
    const retried = await attributeConversion(d, hints);
    expect(retried.method).to.equal('click');
    expect(retried.click?.id).to.equal(click.id);
    expect(retried.affiliate?.id).to.equal(aff.id);
  });

  it('version 1 of the conversion reaches ClickHouse with its attribution', async () => {
    const { biz, aff, link, api } = await program();
    const d = await deps();
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id, createdAt: ago(DAY) });
    await storeClicks([click], 'clickhouse');
    const orderId = uniq('ord');
    await api.post('/v1/conversions', {
      body: {
        order_id: orderId,
        order_total: 120,
        click_id: click.id,
        line_items: [{ product_id: 'sku-1', name: 'Mug', quantity: 2, price: 60 }],
      },
    });
    const o = await recorded(api, orderId);
    const row = await waitFor(
      'the ClickHouse row',
      async () => {
        const rs = await d.ch.client.query({
          query: `SELECT id, affiliate_id, referral_link_id, click_id, campaign, status, order_total, commission_amount,
                       product_ids, version
                FROM conversions FINAL WHERE business_id = {b:UInt64} AND order_id = {o:String}`,
          query_params: { b: biz.id, o: orderId },
          format: 'JSONEachRow',
        });
        return rs.json<any>();
      },
      (rows) => rows.length > 0,
    );
    expect(row).to.have.length(1);
    expect(row[0]).to.deep.include({
      id: o.id,
      affiliate_id: aff.id,
      referral_link_id: link.id,
      click_id: click.id,
      campaign: 'spring',
      status: 'pending',
      version: 1,
      product_ids: ['sku-1'],
    });
    expect(Number(row[0].order_total)).to.equal(120);
    expect(Number(row[0].commission_amount)).to.equal(12);
  });
});
