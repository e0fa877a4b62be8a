import { performance } from 'node:perf_hooks';
import type { AttemptOutcome, AttemptRow, DeliveryStatus, EventRow } from '../../../sql/repos/webhooks.repo';
import type { Deps } from '../../deps';
import { metrics } from '../../metrics';
import { postWebhook, type PostOutcome } from './http-post';
import { openSecret, SealedSecretError } from '../../security/secret-box';
import { signatureHeader } from './signing';

/**
 * A job (one endpoint's deliveries, sent at once) whose quickest attempt takes this long marks
 * its endpoint slow, and a quicker one clears it: a slow endpoint gets a degraded endpoint's
 * narrow share of the workers (sql/queries/webhooks/claim-due.sql).
 */
export const SLOW_ANSWER_MS = 2_000;

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

/** Signs and sends one attempt; a secret that cannot be opened is a failed attempt, never sent unsigned. */
async function signAndPost(deps: Deps, row: AttemptRow, at: Date, body: string): Promise<PostOutcome> {
  const cfg = deps.config.webhooks;
  let signature: string;
  try {
    const stored = row.previous_secret ? [row.secret, row.previous_secret] : [row.secret];
    signature = signatureHeader(
      stored.map((s) => openSecret(cfg.secretKey, s)),
      row.public_id,
      at,
      body,
    );
  } catch (err) {
    if (err instanceof SealedSecretError) return { kind: 'error', error: err.message };
    throw err;
  }
  return postWebhook(
    row.url,
    {
      'content-type': 'application/json',
      'user-agent': 'affiliate-backend-webhooks/1',
      'webhook-id': row.public_id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
    { timeoutMs: cfg.timeoutMs, allowPrivate: cfg.allowPrivateUrls },
  );
}

/** Sends one attempt of a claimed delivery and says how it went. */
async function attemptOne(deps: Deps, row: AttemptRow, dispatch: number): Promise<AttemptOutcome> {
  const cfg = deps.config.webhooks;
  const body = JSON.stringify(eventBody(row));
  const at = new Date();
  const outcome = await signAndPost(deps, row, at, body);
  const d = describe(outcome);
  const attempt = row.attempts + 1;
  const status: DeliveryStatus =
    d.outcome === 'succeeded' ? 'succeeded' : attempt >= MAX_ATTEMPTS ? 'failed' : 'pending';
  metrics.webhookAttempts.inc({ outcome: d.outcome });
  if (status === 'succeeded') metrics.webhookLag.observe((Date.now() - Date.parse(row.created_at)) / 1000);
  return {
    id: row.id,
    dispatch,
    status,
    responseStatus: d.responseStatus,
    error: d.error,
    delayMs: status === 'pending' ? retryDelayMs(cfg.retryDelaysMs, attempt) : null,
  };
}

/**
 * One attempt of each delivery a job (api/queues/webhooks.ts) carries, all of one endpoint,
 * sent at once. Only the job of a delivery's latest dispatch sends it; outcomes and next
 * attempts are written to the delivery rows in one statement, so the job itself never retries
 * and a retry's wait occupies no worker.
 */
export async function attemptDeliveries(deps: Deps, jobs: { id: number; dispatch: number }[]): Promise<void> {
  const dispatchOf = new Map(jobs.map((j) => [j.id, j.dispatch]));
  const rows = await deps.db.webhooks.attempts(jobs.map((j) => j.id));
  const live = rows.filter((r) => r.status === 'pending' && r.dispatches === dispatchOf.get(r.id));
  if (!live.length) return;
  const timed = await Promise.all(
    live.map(async (r) => {
      const started = performance.now();
      const outcome = await attemptOne(deps, r, r.dispatches);
      return { outcome, ms: performance.now() - started };
    }),
  );
  // The quickest of the job's attempts: a busy worker slows them all a little, a slow endpoint
  // slows every one.
  const slow = Math.min(...timed.map((t) => t.ms)) >= SLOW_ANSWER_MS;
  await deps.db.webhooks.recordAttempts(
    live[0].endpoint_id,
    slow,
    timed.map((t) => t.outcome),
  );
}
