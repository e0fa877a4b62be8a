import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { EventIntake } from '../../api/features/integrations/event-intake';
import { PaymentBusyError, processBillingEvent } from '../../api/features/integrations/process-event';
import { uniq } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait';
import {
  billingSuite,
  bodyOf,
  eventsLog,
  fixture,
  newShop,
  nowSeconds,
  orderOf,
  outcomeOf,
  postHook,
  stripeHeaders,
  type LogEntry,
  type Shop,
  visitorWithClick,
} from './billing';

const SECRET = 'whsec_test_0123456789abcdefghijklmnop';

/** Conversions and refunds from Stripe's events (README, "Billing integrations"). */
describe('billing integrations: Stripe', function () {
  this.timeout(90_000);
  let url: string;
  let d: Deps;
  billingSuite((ctx) => ({ url, deps: d } = ctx));

  const shop = (settings: Parameters<typeof newShop>[3] = {}) => newShop(url, 'stripe', SECRET, settings);

  /** Signs and posts an event; expects 200. */
  async function send(s: Shop, event: unknown): Promise<void> {
    const body = bodyOf(event);
    const r = await postHook(url, s.endpoint, body, stripeHeaders(body, SECRET));
    expect(r.status, r.text).to.equal(200);
  }

  async function deliver(s: Shop, event: { id: string }): Promise<LogEntry> {
    await send(s, event);
    return outcomeOf(s.api, s.integrationId, event.id);
  }

  const order = orderOf;

  /** A paid one-time Checkout of `amount` minor units (a 10% discount), its ids fresh. */
  function checkout(o: { amount?: number; currency?: string; coupon?: string | null; type?: string } = {}) {
    const e = fixture('stripe/checkout.session.completed');
    const s = e.data.object;
    const amount = o.amount ?? 4500;
    e.id = uniq('evt_');
    e.type = o.type ?? e.type;
    s.id = uniq('cs_test_');
    s.payment_intent = uniq('pi_');
    s.currency = o.currency ?? 'usd';
    s.amount_total = amount;
    s.amount_subtotal = Math.round(amount / 0.9);
    s.total_details.amount_discount = s.amount_subtotal - amount;
    s.discounts = o.coupon ? [{ coupon: o.coupon, promotion_code: null }] : [];
    return e;
  }

  function refund(pi: string, amount: number, o: { status?: string; id?: string; type?: string } = {}) {
    const e = fixture('stripe/refund.created');
    e.id = uniq('evt_');
    e.type = o.type ?? e.type;
    const r = e.data.object;
    r.id = o.id ?? uniq('re_');
    r.payment_intent = pi;
    r.charge = `ch_${pi}`;
    r.amount = amount;
    r.status = o.status ?? 'succeeded';
    return e;
  }

  /** charge.refunded as API versions since 2022-11-15 send it: no refunds list. */
  function chargeRefunded(pi: string, cumulative: number, listed?: { id: string; amount: number }[]) {
    const e = fixture('stripe/charge.refunded');
    e.id = uniq('evt_');
    const c = e.data.object;
    c.id = `ch_${pi}`;
    c.payment_intent = pi;
    c.amount_refunded = cumulative;
    if (listed)
      c.refunds = {
        object: 'list',
        data: listed.map((r) => ({
          id: r.id,
          object: 'refund',
          amount: r.amount,
          status: 'succeeded',
          currency: 'usd',
        })),
        has_more: false,
      };
    return e;
  }

  describe('payments', () => {
    it('a paid one-time Checkout is a conversion: order id the payment intent, amounts from minor units, its coupon credits the affiliate', async () => {
      const s = await shop();
      const e = checkout({ coupon: s.coupon });
      const entry = await deliver(s, e);
      const pi = e.data.object.payment_intent;
      expect(entry).to.include({
        outcome: 'recorded',
        order_id: pi,
        type: 'checkout.session.completed',
        error: null,
      });
      const o = await order(s, pi);
      expect(o).to.include({
        order_total: '45.00',
        subtotal: '50.00',
        discount_applied: '5.00',
        currency: 'USD',
        attribution: 'coupon',
        commission_amount: '4.50',
        status: 'pending',
      });
      expect(o.affiliate.id).to.equal(s.affiliateId);
      expect(o.customer).to.deep.equal({ name: 'Jenny Rosen', email: 'jenny.rosen@example.com' });
      // converted_at is the provider's time (the event's), not the time it arrived.
      expect(Date.parse(o.converted_at)).to.equal(e.created * 1000);
    });

    it("the visitor id passed as client_reference_id attributes the order to the visitor's click", async () => {
      const s = await shop();
      const visitor = await visitorWithClick(s);
      const e = checkout();
      e.data.object.client_reference_id = visitor;
      e.created = nowSeconds();
      await deliver(s, e);
      const o = await order(s, e.data.object.payment_intent);
      expect(o.attribution).to.equal('visitor');
      expect(o.affiliate.id).to.equal(s.affiliateId);
      expect(o.commission_amount).to.equal('4.50');
    });

    it('zero-decimal currencies: 5000 JPY is 5000.00, not 50.00', async () => {
      const s = await shop({ currency: 'JPY' });
      const e = checkout({ amount: 5000, currency: 'jpy', coupon: s.coupon });
      await deliver(s, e);
      const o = await order(s, e.data.object.payment_intent);
      expect(o).to.include({ order_total: '5000.00', currency: 'JPY', commission_amount: '500.00' });
    });

    it('an order the recording refuses (no exchange rate for its currency) fails with its error', async () => {
      const s = await shop();
      const e = checkout({ currency: 'clp', amount: 90000 });
      const entry = await deliver(s, e);
      expect(entry.outcome).to.equal('failed');
      expect(entry.error).to.match(/rate/i);
      expect((await s.api.get(`/v1/conversions/${e.data.object.payment_intent}`)).status).to.equal(404);
    });

    it('a subscription invoice (basil shape) is a conversion with its subscription; the renewal earns the recurring rate', async () => {
      const s = await shop({ recurring_commission_rate: '5.00' });
      const visitor = await visitorWithClick(s);
      const sub = uniq('sub_');
      const first = fixture('stripe/invoice.paid');
      first.id = uniq('evt_');
      first.created = nowSeconds();
      first.data.object.id = uniq('in_');
      first.data.object.status_transitions.paid_at = nowSeconds();
      first.data.object.parent.subscription_details.subscription = sub;
      // Checkout's subscription_data.metadata lands on the subscription, and so on its invoices.
      first.data.object.parent.subscription_details.metadata = { affiliate_visitor_id: visitor };
      expect(await deliver(s, first)).to.include({ outcome: 'recorded', order_id: first.data.object.id });
      const o1 = await order(s, first.data.object.id);
      expect(o1).to.include({
        subscription_id: sub,
        attribution: 'visitor',
        order_total: '20.00',
        commission_amount: '2.00',
      });

      const renewal = fixture('stripe/invoice.paid');
      renewal.id = uniq('evt_');
      renewal.data.object.id = uniq('in_');
      renewal.data.object.billing_reason = 'subscription_cycle';
      renewal.data.object.parent.subscription_details.subscription = sub;
      expect(await deliver(s, renewal)).to.include({ outcome: 'recorded' });
      const o2 = await order(s, renewal.data.object.id);
      expect(o2).to.include({
        subscription_id: sub,
        attribution: 'subscription',
        commission_rate: '5.00',
        commission_amount: '1.00',
      });
      expect(o2.affiliate.id).to.equal(s.affiliateId);
    });

    it('a 2022-11-15 invoice: its payment intent is remembered, so a refund naming it refunds the invoice', async () => {
      const s = await shop();
      const inv = fixture('stripe/invoice.paid.2022-11-15');
      inv.id = uniq('evt_');
      inv.data.object.id = uniq('in_');
      inv.data.object.subscription = uniq('sub_');
      inv.data.object.payment_intent = uniq('pi_');
      inv.data.object.discount = { object: 'discount', coupon: { id: 'co_x', name: s.coupon } };
      await deliver(s, inv);
      expect(await order(s, inv.data.object.id)).to.include({ attribution: 'coupon', order_total: '20.00' });
      const r = refund(inv.data.object.payment_intent, 500);
      expect(await deliver(s, r)).to.include({ outcome: 'recorded', order_id: inv.data.object.id });
      expect((await order(s, inv.data.object.id)).refunded_amount).to.equal('5.00');
    });

    it('basil: invoice_payment.paid names the payment intent of an invoice, so a refund naming it refunds the invoice', async () => {
      const s = await shop();
      const inv = fixture('stripe/invoice.paid');
      inv.id = uniq('evt_');
      inv.data.object.id = uniq('in_');
      inv.data.object.parent.subscription_details.subscription = uniq('sub_');
      await deliver(s, inv);
      const pi = uniq('pi_');
      // The refund first: it waits, and the invoice payment's event wakes it.
      const r = refund(pi, 500);
      await send(s, r);
      const link = fixture('stripe/invoice_payment.paid');
      link.id = uniq('evt_');
      link.data.object.invoice = inv.data.object.id;
      link.data.object.payment.payment_intent = pi;
      expect(await deliver(s, link)).to.include({ outcome: 'ignored', order_id: inv.data.object.id });
      expect(await outcomeOf(s.api, s.integrationId, r.id)).to.include({
        outcome: 'recorded',
        order_id: inv.data.object.id,
      });
      expect((await order(s, inv.data.object.id)).refunded_amount).to.equal('5.00');
    });

    it('ignored: a subscription-mode session, an unpaid one, a zero invoice, an invoice of no subscription, an unknown type', async () => {
      const s = await shop();
      const subMode = checkout();
      subMode.data.object.mode = 'subscription';
      const unpaid = checkout();
      unpaid.data.object.payment_status = 'unpaid';
      const zero = fixture('stripe/invoice.paid');
      zero.id = uniq('evt_');
      zero.data.object.amount_paid = 0;
      const noSub = fixture('stripe/invoice.paid');
      noSub.id = uniq('evt_');
      noSub.data.object.parent = null;
      const unknown = fixture('stripe/customer.created');
      unknown.id = uniq('evt_');
      for (const e of [subMode, unpaid, zero, noSub, unknown]) {
        const entry = await deliver(s, e);
        expect(entry.outcome, e.type).to.equal('ignored');
        expect(entry.order_id, e.type).to.equal(null);
      }
      const orders = await s.api.get('/v1/orders');
      expect(orders.body.data.meta.total).to.equal(0);
    });
  });

  describe('refunds', () => {
    it('a partial then a full refund: the order refunded in two steps, the pending order cancelled by the second', async () => {
      const s = await shop();
      const e = checkout({ coupon: s.coupon });
      const pi = e.data.object.payment_intent;
      await deliver(s, e);
      expect(await deliver(s, refund(pi, 1000))).to.include({ outcome: 'recorded', order_id: pi });
      let o = await order(s, pi);
      expect(o).to.include({ refunded_amount: '10.00', net_commission_amount: '3.50', status: 'pending' });
      // Stripe's charge.refunded for the same refund counts nothing again.
      expect(await deliver(s, chargeRefunded(pi, 1000))).to.include({ outcome: 'ignored' });
      expect(await deliver(s, refund(pi, 3500))).to.include({ outcome: 'recorded' });
      o = await order(s, pi);
      expect(o).to.include({ refunded_amount: '45.00', net_commission_amount: '0.00', status: 'cancelled' });
    });

    it('out of order: charge.refunded before refund.created, and refund.updated after, refund once', async () => {
      const s = await shop();
      const e = checkout();
      const pi = e.data.object.payment_intent;
      await deliver(s, e);
      const reId = uniq('re_');
      expect(await deliver(s, chargeRefunded(pi, 1500))).to.include({ outcome: 'recorded' });
      expect(await deliver(s, refund(pi, 1500, { id: reId }))).to.include({ outcome: 'ignored' });
      expect(await deliver(s, refund(pi, 1500, { id: reId, type: 'refund.updated' }))).to.include({
        outcome: 'ignored',
      });
      expect((await order(s, pi)).refunded_amount).to.equal('15.00');
      // A second refund: listed on the next charge.refunded with the new cumulative total.
      const re2 = uniq('re_');
      expect(
        await deliver(
          s,
          chargeRefunded(pi, 2500, [
            { id: reId, amount: 1500 },
            { id: re2, amount: 1000 },
          ]),
        ),
      ).to.include({ outcome: 'recorded' });
      expect(await deliver(s, refund(pi, 1000, { id: re2 }))).to.include({ outcome: 'ignored' });
      expect((await order(s, pi)).refunded_amount).to.equal('25.00');
    });

    it('a refund not yet succeeded is ignored; its refund.updated once succeeded refunds', async () => {
      const s = await shop();
      const e = checkout();
      const pi = e.data.object.payment_intent;
      await deliver(s, e);
      const id = uniq('re_');
      expect(await deliver(s, refund(pi, 700, { id, status: 'pending' }))).to.include({ outcome: 'ignored' });
      expect(
        await deliver(s, refund(pi, 700, { id, status: 'succeeded', type: 'refund.updated' })),
      ).to.include({
        outcome: 'recorded',
      });
      expect((await order(s, pi)).refunded_amount).to.equal('7.00');
    });

    it('a refund before its payment waits, then is applied when the order arrives; past 24 hours it fails', async () => {
      const s = await shop();
      const e = checkout();
      const pi = e.data.object.payment_intent;
      const early = refund(pi, 2000);
      await send(s, early);
      const waiting = await eventsLog(s.api, s.integrationId);
      expect(waiting.map((x) => [x.provider_event_id, x.outcome])).to.deep.equal([[early.id, null]]);
      await deliver(s, e);
      expect(await outcomeOf(s.api, s.integrationId, early.id)).to.include({
        outcome: 'recorded',
        order_id: pi,
      });
      expect((await order(s, pi)).refunded_amount).to.equal('20.00');

      // Another refund whose order never comes: after 24 hours it is failed, not retried.
      const lost = refund(uniq('pi_'), 100);
      await send(s, lost);
      const entry = (await eventsLog(s.api, s.integrationId)).find((x) => x.provider_event_id === lost.id)!;
      const clock = new ManualClock(new Date(Date.now() + 24 * 3600_000 + 60_000));
      // The worker may be holding the payment for its own first pass: this one waits its turn.
      const result = await waitFor('the expired refund to be processed', () =>
        processBillingEvent({ ...d, clock }, entry.id).catch((err: unknown) => {
          if (err instanceof PaymentBusyError) return null;
          throw err;
        }),
      );
      expect(result).to.include({ outcome: 'failed' });
      expect(await outcomeOf(s.api, s.integrationId, lost.id)).to.include({ outcome: 'failed' });
    });
  });

  describe('deliveries', () => {
    it('a replay is 200 and does nothing: one stored event, one conversion', async () => {
      const s = await shop();
      const e = checkout();
      const body = bodyOf(e);
      const headers = stripeHeaders(body, SECRET);
      const first = await postHook(url, s.endpoint, body, headers);
      const again = await postHook(url, s.endpoint, body, headers);
      expect([first.status, again.status]).to.deep.equal([200, 200]);
      await outcomeOf(s.api, s.integrationId, e.id);
      expect(await eventsLog(s.api, s.integrationId)).to.have.length(1);
      expect((await s.api.get('/v1/orders')).body.data.meta.total).to.equal(1);
    });

    it('two events for one payment (completed and async_payment_succeeded) record one conversion', async () => {
      const s = await shop();
      const e = checkout();
      const twin = checkout({ type: 'checkout.session.async_payment_succeeded' });
      twin.data.object.payment_intent = e.data.object.payment_intent;
      expect(await deliver(s, e)).to.include({ outcome: 'recorded' });
      expect(await deliver(s, twin)).to.include({
        outcome: 'ignored',
        order_id: e.data.object.payment_intent,
      });
      expect((await s.api.get('/v1/orders')).body.data.meta.total).to.equal(1);
    });

    it('a burst of 60 deliveries at once, each event twice: 120 answers of 200, each event stored and recorded once', async () => {
      const s = await shop();
      const events = Array.from({ length: 60 }, () => checkout());
      const posts = [...events, ...events].map((e) => {
        const body = bodyOf(e);
        return postHook(url, s.endpoint, body, stripeHeaders(body, SECRET));
      });
      const answers = await Promise.all(posts);
      expect(answers.map((r) => r.status)).to.deep.equal(answers.map(() => 200));
      // Which copy of each came first is the race's; exactly one of the two was stored.
      const messages = answers.map((r) => r.body.message as string);
      expect(messages.filter((m) => m === 'Event received')).to.have.length(60);
      expect(messages.filter((m) => m === 'Event already received')).to.have.length(60);
      for (const e of events)
        expect(await outcomeOf(s.api, s.integrationId, e.id)).to.include({ outcome: 'recorded' });
      expect(await eventsLog(s.api, s.integrationId)).to.have.length(60);
      expect((await s.api.get('/v1/orders')).body.data.meta.total).to.equal(60);
    });

    it('a payload with a lone surrogate and a NUL is stored (mended) and recorded, not refused', async () => {
      const s = await shop();
      const e = checkout();
      e.data.object.metadata = { note: 'half \ud83d of a pair and a \u0000' };
      const body = bodyOf(e);
      // As JSON.stringify writes them, and as a provider may send them: escapes jsonb refuses.
      expect(body).to.include('half \\ud83d of').and.include('\\u0000');
      const r = await postHook(url, s.endpoint, body, stripeHeaders(body, SECRET));
      expect(r.status, r.text).to.equal(200);
      expect(await outcomeOf(s.api, s.integrationId, e.id)).to.include({ outcome: 'recorded' });
    });

    it('a group PostgreSQL refuses is written again event by event: only the refused event fails', async () => {
      const s = await shop();
      const intake = new EventIntake(d);
      const event = (id: string, payload: string) => ({
        businessId: s.businessId,
        integrationId: s.integrationId,
        providerEventId: id,
        type: 'checkout.session.completed',
        payload,
      });
      const ids = [uniq('evt_'), uniq('evt_'), uniq('evt_'), uniq('evt_')];
      // Four at once: the first two are written alone, the last two wait and go as one group.
      const results = await Promise.allSettled([
        intake.store(event(ids[0], '{}')),
        intake.store(event(ids[1], '{}')),
        intake.store(event(ids[2], 'not json')),
        intake.store(event(ids[3], '{}')),
      ]);
      expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const stored = await d.db.any<{ provider_event_id: string }>(
        'SELECT provider_event_id FROM billing_events WHERE integration_id = $1',
        [s.integrationId],
      );
      expect(stored.map((r) => r.provider_event_id).sort()).to.deep.equal([ids[0], ids[1], ids[3]].sort());
    });

    it('a bad or missing signature, a timestamp older than 300 s, another secret: 400 and nothing stored', async () => {
      const s = await shop();
      const e = checkout();
      const body = bodyOf(e);
      const cases: [string, Record<string, string>][] = [
        ['missing', {}],
        ['another secret', stripeHeaders(body, 'whsec_someone_else_0123456789')],
        ['old timestamp', stripeHeaders(body, SECRET, nowSeconds() - 301)],
        ['garbage', { 'stripe-signature': 't=1,v1=00' }],
      ];
      for (const [name, headers] of cases) {
        const r = await postHook(url, s.endpoint, body, headers);
        expect(r.status, name).to.equal(400);
        expect(r.body.error.code, name).to.equal('BAD_REQUEST');
      }
      // The body altered after signing.
      const signed = stripeHeaders(body, SECRET);
      const r = await postHook(url, s.endpoint, body.replace('4500', '9999'), signed);
      expect(r.status).to.equal(400);
      expect(await eventsLog(s.api, s.integrationId)).to.deep.equal([]);
    });

    it("an unknown id, another provider's path, or another business's integration: 400, nothing stored", async () => {
      const a = await shop();
      const b = await shop();
      const e = checkout();
      const body = bodyOf(e);
      const headers = stripeHeaders(body, SECRET);
      const base = new URL(a.endpoint).origin;
      for (const path of [
        '/hooks/stripe/999999999',
        `/hooks/paddle/${a.integrationId}`,
        '/hooks/stripe/abc',
      ]) {
        const r = await postHook(url, base + path, body, headers);
        expect(r.status, path).to.equal(400);
      }
      // b's integration, signed with a secret b never gave (its own is SECRET too only by name).
      const wrong = stripeHeaders(body, 'whsec_not_bs_secret_0123456789');
      expect((await postHook(url, b.endpoint, body, wrong)).status).to.equal(400);
      expect(await eventsLog(a.api, a.integrationId)).to.deep.equal([]);
      expect(await eventsLog(b.api, b.integrationId)).to.deep.equal([]);
      // And b cannot read a's integration or its log.
      expect((await b.api.get(`/v1/integrations/${a.integrationId}`)).status).to.equal(404);
      expect((await b.api.get(`/v1/integrations/${a.integrationId}/events`)).status).to.equal(404);
    });
  });
});
