import type { DeliveryStatus } from '../../../sql/repos/webhooks.repo';
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors';
import { paged } from '../../http/envelope';
import { eventBody } from './delivery';
import { ALL_EVENTS } from '../../outbox/event-types';
import { sealSecret } from '../../security/secret-box';
import { newSecret } from './signing';
import { refusedHost } from './url-guard';
import { toDelivery, toEndpoint, type Endpoint } from './webhook.view';

/** Endpoints a business may have. */
export const MAX_ENDPOINTS = 20;

export interface WebhookInput {
  url?: string;
  events?: string[];
  description?: string | null;
  is_active?: boolean;
}

type Paging = { page: number; per_page: number };

/** ["*"] stands for every type, so a list holding it is just ["*"]. */
const normalEvents = (events: string[]) => (events.includes(ALL_EVENTS) ? [ALL_EVENTS] : events);

async function checkUrl(deps: Deps, url: string): Promise<void> {
  const refused = await refusedHost(new URL(url).hostname, deps.config.webhooks.allowPrivateUrls);
  if (refused) throw ValidationError.field('url', refused);
}

export async function createWebhook(
  deps: Deps,
  businessId: number,
  input: Required<Pick<WebhookInput, 'url' | 'events'>> & WebhookInput,
): Promise<Endpoint & { secret: string }> {
  await checkUrl(deps, input.url);
  const secret = newSecret();
  const row = await deps.db.tx('webhook-create', async (tx) => {
    await tx.webhooks.lockBusiness(businessId);
    if ((await tx.webhooks.count(businessId)) >= MAX_ENDPOINTS)
      throw ValidationError.field('url', `A business may have at most ${MAX_ENDPOINTS} webhook endpoints`);
    return tx.webhooks.insert({
      businessId,
      url: input.url,
      events: normalEvents(input.events),
      description: input.description || null,
      isActive: input.is_active ?? true,
      secret: sealSecret(deps.config.webhooks.secretKey, secret),
    });
  });
  return { ...toEndpoint(row), secret };
}

export async function listWebhooks(deps: Deps, businessId: number, q: Paging) {
  const [rows, total] = await Promise.all([
    deps.db.webhooks.list(businessId, q.per_page, (q.page - 1) * q.per_page),
    deps.db.webhooks.count(businessId),
  ]);
  return paged(rows.map(toEndpoint), q.page, q.per_page, total);
}

export async function getWebhook(deps: Deps, businessId: number, id: number): Promise<Endpoint> {
  const row = await deps.db.webhooks.find(businessId, id);
  if (!row) throw new NotFoundError('Webhook endpoint not found');
  return toEndpoint(row);
}

export async function updateWebhook(deps: Deps, businessId: number, id: number, input: WebhookInput) {
  await getWebhook(deps, businessId, id);
  if (input.url !== undefined) await checkUrl(deps, input.url);
  const row = await deps.db.webhooks.update({
    businessId,
    id,
    url: input.url ?? null,
    events: input.events ? normalEvents(input.events) : null,
    setDescription: input.description !== undefined,
    description: input.description || null,
    isActive: input.is_active ?? null,
  });
  if (!row) throw new NotFoundError('Webhook endpoint not found');
  return toEndpoint(row);
}

export async function deleteWebhook(deps: Deps, businessId: number, id: number): Promise<void> {
  if (!(await deps.db.webhooks.delete(businessId, id))) throw new NotFoundError('Webhook endpoint not found');
}

export async function rotateSecret(deps: Deps, businessId: number, id: number) {
  const secret = newSecret();
  const row = await deps.db.webhooks.rotate(
    businessId,
    id,
    sealSecret(deps.config.webhooks.secretKey, secret),
  );
  if (!row) throw new NotFoundError('Webhook endpoint not found');
  return { ...toEndpoint(row), secret };
}

/** A webhook.test event for this endpoint alone; its object is the endpoint. */
export async function sendTestEvent(deps: Deps, businessId: number, id: number): Promise<void> {
  await deps.db.tx('webhook-test', async (tx) => {
    const row = await tx.webhooks.find(businessId, id);
    if (!row) throw new NotFoundError('Webhook endpoint not found');
    await tx.webhooks.insertEvents(
      businessId,
      [{ type: 'webhook.test', data: { object: toEndpoint(row) } }],
      id,
    );
  });
}

export async function listDeliveries(
  deps: Deps,
  businessId: number,
  endpointId: number,
  q: Paging & { status?: DeliveryStatus },
) {
  await getWebhook(deps, businessId, endpointId);
  const f = { businessId, endpointId, status: q.status ?? null };
  const [rows, total] = await Promise.all([
    deps.db.webhooks.deliveries(f, q.per_page, (q.page - 1) * q.per_page),
    deps.db.webhooks.countDeliveries(f),
  ]);
  return paged(rows.map(toDelivery), q.page, q.per_page, total);
}

/** A new attempt now, with the same event id, whatever the delivery's status. */
export async function retryDelivery(deps: Deps, businessId: number, endpointId: number, deliveryId: number) {
  if (!(await deps.db.webhooks.retry(businessId, endpointId, deliveryId)))
    throw new NotFoundError('Delivery not found');
  return { id: deliveryId, status: 'pending' as const };
}

/** GET /v1/events: the business's event log, newest first. */
export async function listEvents(deps: Deps, businessId: number, q: Paging & { type?: string }) {
  const f = { businessId, type: q.type ?? null };
  const [rows, total] = await Promise.all([
    deps.db.webhooks.events(f, q.per_page, (q.page - 1) * q.per_page),
    deps.db.webhooks.countEvents(f),
  ]);
  return paged(rows.map(eventBody), q.page, q.per_page, total);
}
