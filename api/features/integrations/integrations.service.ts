import type { IncomingHttpHeaders } from 'node:http';
import type { BillingProvider } from '../../../sql/repos/integrations.repo';
import type { Deps } from '../../deps';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { paged } from '../../http/envelope';
import { enqueueBillingEvent } from '../../queues/billing-events';
import { openSecret, sealSecret } from '../../security/secret-box';
import { jsonbText } from '../../domain/jsonb-text';
import { ADAPTERS, PROVIDERS } from './adapters';
import { eventIntake } from './event-intake';
import { toEventLogEntry, toIntegration } from './integration.view';

type Paging = { page: number; per_page: number };

/** POST /v1/integrations: one per provider and business; the secret is sealed and never returned. */
export async function createIntegration(
  deps: Deps,
  businessId: number,
  input: { provider: BillingProvider; signing_secret: string },
) {
  const row = await deps.db.integrations.insert({
    businessId,
    provider: input.provider,
    secret: sealSecret(deps.config.webhooks.secretKey, input.signing_secret),
  });
  if (!row)
    throw new ConflictError('INTEGRATION_EXISTS', `The business already has a ${input.provider} integration`);
  return toIntegration(row, deps.config);
}

export async function listIntegrations(deps: Deps, businessId: number, q: Paging) {
  const [rows, total] = await Promise.all([
    deps.db.integrations.list(businessId, q.per_page, (q.page - 1) * q.per_page),
    deps.db.integrations.count(businessId),
  ]);
  return paged(
    rows.map((r) => toIntegration(r, deps.config)),
    q.page,
    q.per_page,
    total,
  );
}

export async function getIntegration(deps: Deps, businessId: number, id: number) {
  const row = await deps.db.integrations.find(businessId, id);
  if (!row) throw new NotFoundError('Integration not found');
  return toIntegration(row, deps.config);
}

export async function deleteIntegration(deps: Deps, businessId: number, id: number): Promise<void> {
  if (!(await deps.db.integrations.delete(businessId, id))) throw new NotFoundError('Integration not found');
}

/** GET /v1/integrations/{id}/events: what the provider sent and what became of it, newest first. */
export async function listIntegrationEvents(deps: Deps, businessId: number, id: number, q: Paging) {
  await getIntegration(deps, businessId, id);
  const [rows, total] = await Promise.all([
    deps.db.integrations.events(businessId, id, q.per_page, (q.page - 1) * q.per_page),
    deps.db.integrations.countEvents(businessId, id),
  ]);
  return paged(rows.map(toEventLogEntry), q.page, q.per_page, total);
}

const unknownIntegration = () => new BadRequestError('No such integration');

/**
 * POST /hooks/{provider}/{id}: the provider's signature over the raw body, then the event
 * stored once (by the provider's event id) and queued for the billing-events worker. An
 * unknown integration or a bad signature stores nothing (400); a replay stores nothing and
 * only queues the event again while it has no outcome (the job id collapses with a queued
 * one), so an event stored by a request that failed before its enqueue is not stranded.
 */
export async function receiveHook(
  deps: Deps,
  provider: string,
  idText: string,
  raw: Buffer,
  headers: IncomingHttpHeaders,
): Promise<{ replay: boolean }> {
  if (!(PROVIDERS as string[]).includes(provider) || !/^[1-9]\d{0,14}$/.test(idText))
    throw unknownIntegration();
  const integration = await deps.db.integrations.hook(Number(idText), provider as BillingProvider);
  if (!integration) throw unknownIntegration();
  const secret = openSecret(
    deps.config.webhooks.secretKey,
    integration.secret,
    "an integration's signing secret",
  );
  const ev = ADAPTERS[integration.provider].verify(raw, headers, secret, deps.clock.now().getTime());
  const stored = await eventIntake(deps).store({
    businessId: integration.business_id,
    integrationId: integration.id,
    providerEventId: ev.eventId.slice(0, 255),
    type: ev.type.slice(0, 255),
    payload: jsonbText(ev.payload),
  });
  if (stored !== null) return { replay: false };
  const unfinished = await deps.db.integrations.unfinishedEvent(integration.id, ev.eventId.slice(0, 255));
  if (unfinished !== null) await enqueueBillingEvent(deps, unfinished);
  return { replay: true };
}
