import { expect } from 'chai';
import { Paddle } from '@paddle/paddle-node-sdk';
import { uniq } from '../helpers/fixtures';
import {
  billingSuite,
  bodyOf,
  eventsLog,
  fixture,
  newShop,
  nowSeconds,
  orderOf,
  outcomeOf,
  paddleHeaders,
  postHook,
  shopifyHeaders,
  type LogEntry,
  type Shop,
  visitorWithClick,
} from './billing';

const PADDLE_SECRET = 'pdl_ntfset_01hv8x0000000000000000000_secretkey';
const SHOPIFY_SECRET = 'shpss_0123456789abcdef0123456789abcdef';

/** Paddle Billing and Shopify events (README, "Billing integrations"). */
describe('billing integrations: Paddle Billing and Shopify', function () {
  this.timeout(90_000);
  let url: string;
  billingSuite((ctx) => ({ url } = ctx));

  const shop = (provider: 'paddle' | 'shopify', secret: string, settings = {}) =>
    newShop(url, provider, secret, settings);

  const order = orderOf;

  describe('Paddle Billing', () => {
    async function deliver(
      s: Shop,
      event: { event_id: string },
      secrets = [PADDLE_SECRET],
    ): Promise<LogEntry> {
      const body = bodyOf(event);
      const r = await postHook(url, s.endpoint, body, paddleHeaders(body, secrets));
      expect(r.status, r.text).to.equal(200);
      return outcomeOf(s.api, s.integrationId, event.event_id);
    }

    function transaction(o: { currency?: string; total?: string; customData?: unknown } = {}) {
      const e = fixture('paddle/transaction.completed');
      e.event_id = uniq('evt_');
      e.data.id = uniq('txn_');
      e.data.subscription_id = uniq('sub_');
      e.data.custom_data = o.customData ?? null;
      if (o.currency) {
        e.data.currency_code = o.currency;
        e.data.details.totals.currency_code = o.currency;
      }
      if (o.total) {
        e.data.details.totals.total = o.total;
        e.data.details.totals.subtotal = o.total;
        e.data.details.totals.tax = '0';
      }
      return e;
    }

    function adjustment(txn: string, status: string, total = '1000', id = uniq('adj_')) {
      const e = fixture('paddle/adjustment.created');
      e.event_id = uniq('evt_');
      e.event_type = status === 'pending_approval' ? 'adjustment.created' : 'adjustment.updated';
      e.data.id = id;
      e.data.transaction_id = txn;
      e.data.status = status;
      e.data.totals.total = total;
      return e;
    }

    it('transaction.completed is a conversion with its subscription; a coupon passed in custom_data credits', async () => {
      const s = await shop('paddle', PADDLE_SECRET);
      const e = transaction({ customData: { coupon_code: s.coupon } });
      expect(await deliver(s, e)).to.include({ outcome: 'recorded', order_id: e.data.id });
      const o = await order(s, e.data.id);
      expect(o).to.include({
        order_total: '36.00',
        subtotal: '30.00',
        tax: '6.00',
        currency: 'USD',
        subscription_id: e.data.subscription_id,
        attribution: 'coupon',
        commission_amount: '3.00',
      });
      expect(o.converted_at).to.equal('2024-04-12T10:18:47.635628Z');
    });

    it('a refund adjustment is recorded once approved (pending_approval is ignored), at its total', async () => {
      const s = await shop('paddle', PADDLE_SECRET);
      const e = transaction();
      await deliver(s, e);
      const id = uniq('adj_');
      expect(await deliver(s, adjustment(e.data.id, 'pending_approval', '1000', id))).to.include({
        outcome: 'ignored',
      });
      expect((await order(s, e.data.id)).refunded_amount).to.equal('0.00');
      expect(await deliver(s, adjustment(e.data.id, 'approved', '1000', id))).to.include({
        outcome: 'recorded',
        order_id: e.data.id,
      });
      expect((await order(s, e.data.id)).refunded_amount).to.equal('10.00');
    });

    it('zero-decimal: a KRW transaction of "50000" is 50000.00', async () => {
      const s = await shop('paddle', PADDLE_SECRET, { currency: 'KRW' });
      const e = transaction({ currency: 'KRW', total: '50000', customData: { coupon_code: s.coupon } });
      await deliver(s, e);
      expect(await order(s, e.data.id)).to.include({
        order_total: '50000.00',
        currency: 'KRW',
        commission_amount: '5000.00',
      });
    });

    it('during a secret rotation either h1 may match; the signature also passes the Paddle SDK check', async () => {
      const s = await shop('paddle', PADDLE_SECRET);
      const e = transaction();
      const body = bodyOf(e);
      const headers = paddleHeaders(body, ['pdl_ntfset_the_old_secret_0000000000', PADDLE_SECRET]);
      expect((await postHook(url, s.endpoint, body, headers)).status).to.equal(200);
      // Paddle's own verifier (last h1 only) agrees with the scheme these tests sign with.
      const single = paddleHeaders(body, [PADDLE_SECRET])['paddle-signature'];
      expect(
        await new Paddle('pdl_sdbx_apikey_unused').webhooks.isSignatureValid(body, PADDLE_SECRET, single),
      ).to.equal(true);
      expect((await outcomeOf(s.api, s.integrationId, e.event_id)).outcome).to.equal('recorded');
    });

    it('a wrong secret, an old timestamp, a missing or malformed header: 400 and nothing stored', async () => {
      const s = await shop('paddle', PADDLE_SECRET);
      const body = bodyOf(transaction());
      const cases: [string, Record<string, string>][] = [
        ['wrong secret', paddleHeaders(body, ['pdl_ntfset_someone_else_000000000'])],
        ['old timestamp', paddleHeaders(body, [PADDLE_SECRET], nowSeconds() - 301)],
        ['missing', {}],
        ['malformed', { 'paddle-signature': 'h1=abc' }],
      ];
      for (const [name, headers] of cases)
        expect((await postHook(url, s.endpoint, body, headers)).status, name).to.equal(400);
      expect(await eventsLog(s.api, s.integrationId)).to.deep.equal([]);
    });

    it('an unknown event type is 200 and ignored', async () => {
      const s = await shop('paddle', PADDLE_SECRET);
      const e = transaction();
      e.event_type = 'customer.created';
      expect(await deliver(s, e)).to.include({ outcome: 'ignored', type: 'customer.created' });
    });
  });

  describe('Shopify', () => {
    async function deliver(s: Shop, event: unknown, topic: string, eventId = uniq('ev-')): Promise<LogEntry> {
      const body = bodyOf(event);
      const r = await postHook(url, s.endpoint, body, shopifyHeaders(body, SHOPIFY_SECRET, topic, eventId));
      expect(r.status, r.text).to.equal(200);
      return outcomeOf(s.api, s.integrationId, eventId);
    }

    const ORDER_ID = '820982911946154508';

    function paid(o: { coupon?: string; visitor?: string } = {}) {
      const e = fixture('shopify/orders-paid');
      if (o.coupon)
        e.discount_codes = [{ code: o.coupon.toLowerCase(), amount: '20.00', type: 'fixed_amount' }];
      if (o.visitor) e.note_attributes = [{ name: 'affiliate_visitor_id', value: o.visitor }];
      return e;
    }

    it('orders/paid is a conversion: the id exact past 2^53, amounts as decimal strings, subtotal after discounts', async () => {
      const s = await shop('shopify', SHOPIFY_SECRET);
      expect(await deliver(s, paid({ coupon: s.coupon }), 'orders/paid')).to.include({
        outcome: 'recorded',
        order_id: ORDER_ID,
      });
      const o = await order(s, ORDER_ID);
      expect(o).to.include({
        order_total: '403.00',
        subtotal: '388.00',
        discount_applied: '0.00',
        currency: 'USD',
        attribution: 'coupon',
        commission_amount: '38.80',
      });
      expect(o.customer).to.deep.equal({ name: 'John Smith', email: 'jon@example.com' });
    });

    it("the visitor id kept as a cart attribute (note_attributes) credits the visitor's click", async () => {
      const s = await shop('shopify', SHOPIFY_SECRET);
      const visitor = await visitorWithClick(s);
      const e = paid({ visitor });
      e.processed_at = new Date().toISOString();
      await deliver(s, e, 'orders/paid');
      const o = await order(s, ORDER_ID);
      expect(o.attribution).to.equal('visitor');
      expect(o.affiliate.id).to.equal(s.affiliateId);
    });

    it('refunds/create refunds its successful transactions; orders/cancelled cancels a pending order', async () => {
      const s = await shop('shopify', SHOPIFY_SECRET);
      await deliver(s, paid(), 'orders/paid');
      expect(await deliver(s, fixture('shopify/refunds-create'), 'refunds/create')).to.include({
        outcome: 'recorded',
        order_id: ORDER_ID,
      });
      expect((await order(s, ORDER_ID)).refunded_amount).to.equal('100.00');
      // The same refund in a second delivery (another event id) refunds nothing more.
      expect(await deliver(s, fixture('shopify/refunds-create'), 'refunds/create')).to.include({
        outcome: 'ignored',
      });
      expect((await order(s, ORDER_ID)).refunded_amount).to.equal('100.00');
      expect(await deliver(s, fixture('shopify/orders-cancelled'), 'orders/cancelled')).to.include({
        outcome: 'recorded',
      });
      expect((await order(s, ORDER_ID)).status).to.equal('cancelled');
    });

    it('a refund whose only transaction failed is ignored', async () => {
      const s = await shop('shopify', SHOPIFY_SECRET);
      await deliver(s, paid(), 'orders/paid');
      const r = fixture('shopify/refunds-create');
      r.transactions[0].status = 'failure';
      expect(await deliver(s, r, 'refunds/create')).to.include({ outcome: 'ignored' });
    });

    it('without X-Shopify-Event-Id the webhook id is the event id: a redelivery stores nothing', async () => {
      const s = await shop('shopify', SHOPIFY_SECRET);
      const body = bodyOf(paid());
      const headers = shopifyHeaders(
        body,
        SHOPIFY_SECRET,
        'orders/paid',
        null,
        'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
      );
      expect((await postHook(url, s.endpoint, body, headers)).status).to.equal(200);
      expect((await postHook(url, s.endpoint, body, headers)).status).to.equal(200);
      await outcomeOf(s.api, s.integrationId, 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043');
      expect(await eventsLog(s.api, s.integrationId)).to.have.length(1);
    });

    it('a bad HMAC or a missing topic: 400 and nothing stored', async () => {
      const s = await shop('shopify', SHOPIFY_SECRET);
      const body = bodyOf(paid());
      const bad = shopifyHeaders(body, 'shpss_not_the_secret_0000000000', 'orders/paid', uniq('ev-'));
      expect((await postHook(url, s.endpoint, body, bad)).status).to.equal(400);
      const noTopic = shopifyHeaders(body, SHOPIFY_SECRET, 'orders/paid', uniq('ev-'));
      delete noTopic['x-shopify-topic'];
      expect((await postHook(url, s.endpoint, body, noTopic)).status).to.equal(400);
      expect(await eventsLog(s.api, s.integrationId)).to.deep.equal([]);
    });
  });
});
