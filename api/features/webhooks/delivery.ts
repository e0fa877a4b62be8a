import type { AttemptRow, DeliveryStatus, EventRow } from '../../../sql/repos/webhooks.repo';
import type { Deps } from '../../deps';
import { metrics } from '../../metrics';
import { postWebhook, type PostOutcome } from './http-post';
import { signatureHeader } from './signing';

/** Every delivery gets this many attempts; the last failure is final. */
export const MAX_ATTEMPTS = 8;

/** The body every endpoint receives, and the event log lists. */
export function eventBody(e: EventRow) {
  return {
    id: e.public_id,
    type: e.type,
    created_at: e.created_at,
    business_id: e.business_id,
    data: e.data,
  };
}

/** The wait after the `attempt`-th failure: the schedule's value with up to 10 % jitter. */
export function retryDelayMs(delays: number[], attempt: number, random = Math.random): number {
  const base = delays[Math.min(attempt, delays.length) - 1];
  return Math.round(base * (1 + 0.1 * random()));
}

function describe(o: PostOutcome): { responseStatus: number | null; error: string | null; outcome: string } {
  if (o.kind !== 'answered') return { responseStatus: null, error: o.error, outcome: o.kind };
  if (o.status >= 200 && o.status < 300)
    return { responseStatus: o.status, error: null, outcome: 'succeeded' };
  return { responseStatus: o.status, error: `HTTP ${o.status}`, outcome: 'http_error' };
}

/**
 * One attempt of one delivery, as a job (api/queues/webhooks.ts) carries it. Only the job of
 * the delivery's latest dispatch sends; the outcome and the next attempt are written to the
 * delivery row, so the job itself never retries and a retry's wait occupies no worker.
 */
export async function attemptDelivery(deps: Deps, job: { id: number; dispatch: number }): Promise<void> {
  const row: AttemptRow | null = await deps.db.webhooks.attempt(job.id);
  if (!row || row.status !== 'pending' || row.dispatches !== job.dispatch) return;
  const cfg = deps.config.webhooks;
  const body = JSON.stringify(eventBody(row));
  const at = new Date();
  const secrets = row.previous_secret ? [row.secret, row.previous_secret] : [row.secret];
  const outcome = await postWebhook(
    row.url,
    {
      'content-type': 'application/json',
      'user-agent': 'affiliate-backend-webhooks/1',
      'webhook-id': row.public_id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signatureHeader(secrets, row.public_id, at, body),
    },
    body,
    { timeoutMs: cfg.timeoutMs, allowPrivate: cfg.allowPrivateUrls },
  );
  const d = describe(outcome);
  const attempt = row.attempts + 1;
  const status: DeliveryStatus =
    d.outcome === 'succeeded' ? 'succeeded' : attempt >= MAX_ATTEMPTS ? 'failed' : 'pending';
  await deps.db.webhooks.recordAttempt({
    id: row.id,
    dispatch: job.dispatch,
    status,
    responseStatus: d.responseStatus,
    error: d.error,
    delayMs: status === 'pending' ? retryDelayMs(cfg.retryDelaysMs, attempt) : null,
  });
  metrics.webhookAttempts.inc({ outcome: d.outcome });
  if (status === 'succeeded') metrics.webhookLag.observe((Date.now() - Date.parse(row.created_at)) / 1000);
}
