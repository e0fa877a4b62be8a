import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { parse, stringify } from 'lossless-json';
import Stripe from 'stripe';
import type { Deps } from '../../api/deps';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { billingEventsProcessor } from '../../workers/processors/billing-events';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newCoupon, newLink, setSettings, uniq } from '../helpers/fixtures';
import { clickOf, storeClicks } from '../helpers/tracking';
import { call, client, type Client, type HttpResult } from '../helpers/http';
import { waitFor } from '../helpers/wait';

/**
 * The providers' documented events (test/fixtures/billing) and their signatures: Stripe's by
 * its own library's test helper, Paddle's and Shopify's by their documented schemes.
 */

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'billing');

/** A fixture as an object whose large integers (Shopify's ids) stay exact. */
export function fixture(name: string): any {
  return parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));
}

/** The body as a provider sends it. */
export const bodyOf = (event: unknown): string => stringify(event) as string;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function stripeHeaders(
  body: string,
  secret: string,
  timestamp = nowSeconds(),
): Record<string, string> {
  return {
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }),
  };
}

/** Paddle-Signature: ts and one h1 per secret (two while a secret is rotated). */
export function paddleHeaders(body: string, secrets: string[], ts = nowSeconds()): Record<string, string> {
  const h1 = secrets.map((s) => `h1=${createHmac('sha256', s).update(`${ts}:${body}`).digest('hex')}`);
  return { 'paddle-signature': [`ts=${ts}`, ...h1].join(';') };
}

export function shopifyHeaders(
  body: string,
  secret: string,
  topic: string,
  eventId: string | null,
  webhookId = `wh-${Math.random().toString(36).slice(2)}`,
): Record<string, string> {
  return {
    'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body, 'utf8').digest('base64'),
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': 'shop.myshopify.com',
    'x-shopify-webhook-id': webhookId,
    ...(eventId ? { 'x-shopify-event-id': eventId } : {}),
  };
}

export function postHook(
  url: string,
  endpointUrl: string,
  body: string,
  headers: Record<string, string>,
): Promise<HttpResult> {
  return call(url, 'POST', new URL(endpointUrl).pathname, { rawBody: body, headers });
}

/** Creates an integration and returns it. */
export async function connect(api: Client, provider: string, secret: string) {
  const r = await api.post('/v1/integrations', { body: { provider, signing_secret: secret } });
  expect(r.status, JSON.stringify(r.body)).to.equal(201);
  return r.body.data as { id: number; provider: string; endpoint_url: string };
}

export interface LogEntry {
  id: number;
  provider_event_id: string;
  type: string;
  received_at: string;
  outcome: 'recorded' | 'ignored' | 'failed' | null;
  order_id: string | null;
  error: string | null;
}

/** Every entry of the integration's events log (newest first). */
export async function eventsLog(api: Client, integrationId: number): Promise<LogEntry[]> {
  const r = await api.get(`/v1/integrations/${integrationId}/events?per_page=100`);
  expect(r.status, JSON.stringify(r.body)).to.equal(200);
  return r.body.data.items;
}

/** The log entry of one provider event once the worker has given it an outcome. */
export async function outcomeOf(
  api: Client,
  integrationId: number,
  providerEventId: string,
): Promise<LogEntry> {
  const entry = await waitFor(
    `an outcome for ${providerEventId}`,
    async () => {
      const e = (await eventsLog(api, integrationId)).find((x) => x.provider_event_id === providerEventId);
      return e && e.outcome !== null ? e : null;
    },
    undefined,
    20_000,
  );
  return entry as LogEntry;
}

/**
 * A describe block's setup: a test server and the billing-events worker in this process,
 * handed to `use` before its tests; the worker closed after them.
 */
export function billingSuite(use: (ctx: { url: string; deps: Deps }) => void): void {
  let workers: WorkerPool | undefined;
  before(async () => {
    const d = await sharedDeps();
    const { url } = await startServer();
    workers = startWorkers(d, [billingEventsProcessor]);
    use({ url, deps: d });
  });
  after(async () => {
    await workers?.close();
  });
}

/** A business with a 10 % rate, an affiliate with a coupon, and an integration of `provider`. */
export interface Shop {
  businessId: number;
  api: Client;
  endpoint: string;
  integrationId: number;
  affiliateId: number;
  coupon: string;
}

export async function newShop(
  url: string,
  provider: 'stripe' | 'paddle' | 'shopify',
  secret: string,
  settings: Parameters<typeof setSettings>[1] = {},
): Promise<Shop> {
  const biz = await newBusiness();
  await setSettings(biz.id, { commission_rate: '10.00', ...settings });
  const aff = await newAffiliate(biz.id);
  const coupon = await newCoupon(biz.id, aff.id, uniq('ADA').toUpperCase());
  const api = client(url, biz.token);
  const integration = await connect(api, provider, secret);
  return {
    businessId: biz.id,
    api,
    endpoint: integration.endpoint_url,
    integrationId: integration.id,
    affiliateId: aff.id,
    coupon: coupon.code,
  };
}

/** GET /v1/conversions/{order_id}: the recorded order's detail. */
export async function orderOf(s: Shop, orderId: string) {
  const r = await s.api.get(`/v1/conversions/${encodeURIComponent(orderId)}`);
  expect(r.status, r.text).to.equal(200);
  return r.body.data;
}

/** A visitor id as the SDK issues it, with a click of the shop's affiliate a minute ago. */
export async function visitorWithClick(s: Shop): Promise<string> {
  const link = await newLink(s.businessId, s.affiliateId);
  const visitorId = crypto.randomUUID();
  const click = clickOf({
    businessId: s.businessId,
    linkId: link.id,
    affiliateId: s.affiliateId,
    visitorId,
    createdAt: new Date(Date.now() - 60_000),
  });
  await storeClicks([click], 'both');
  return visitorId;
}
