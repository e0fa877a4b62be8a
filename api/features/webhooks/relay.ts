import type { Deps } from '../../deps';
import { enqueueDeliveries, type ClaimedDelivery, type WebhookDeliveryJob } from '../../queues/webhooks';

const RELAY_BATCH = 2_000;
const CLAIM_BATCH = 2_000;
/** Deliveries per job: one endpoint's, sent together, so a job costs the queue once for many. */
const JOB_DELIVERIES = 25;
/**
 * In flight at once for a degraded endpoint (a failed delivery waiting for its retry, or slow
 * answers): a dead or crawling endpoint costs a worker slot for the attempt deadline, whatever
 * its backlog; and all of one business's degraded endpoints together hold at most
 * DEGRADED_PER_BUSINESS, however many it has (sql/queries/webhooks/claim-due.sql).
 */
const DEGRADED_ENDPOINT_CONCURRENCY = 2;
const DEGRADED_PER_BUSINESS = 4;

/** Claimed deliveries as jobs: grouped by endpoint, in chunks. */
function jobsOf(claimed: { id: number; endpoint_id: number; dispatches: number }[]): WebhookDeliveryJob[] {
  const byEndpoint = new Map<number, ClaimedDelivery[]>();
  for (const c of claimed) {
    const list = byEndpoint.get(c.endpoint_id) ?? [];
    list.push({ id: c.id, dispatch: c.dispatches });
    byEndpoint.set(c.endpoint_id, list);
  }
  const jobs: WebhookDeliveryJob[] = [];
  for (const list of byEndpoint.values())
    for (let i = 0; i < list.length; i += JOB_DELIVERIES)
      jobs.push({ deliveries: list.slice(i, i + JOB_DELIVERIES) });
  return jobs;
}

export interface Relay {
  /** Runs a pass now instead of at the next tick. */
  nudge(): void;
  close(): Promise<void>;
}

/**
 * One pass: committed events become deliveries, then due deliveries (new ones and retries
 * whose wait is over) are claimed and queued. Both steps are rows in PostgreSQL first, so a
 * process killed anywhere in between loses nothing: an unrelayed event is relayed by the next
 * pass, and a claim whose job never ran lapses and is claimed again. Businesses take turns in
 * each pass (sql/queries/webhooks/relay.sql). Returns whether more is waiting.
 */
export async function relayOnce(deps: Pick<Deps, 'db' | 'queues' | 'config'>): Promise<boolean> {
  const relayed = await deps.db.webhooks.relay(RELAY_BATCH);
  const claimed = await deps.db.webhooks.claimDue({
    limit: CLAIM_BATCH,
    perEndpoint: deps.config.webhooks.perEndpointConcurrency,
    perDegradedEndpoint: DEGRADED_ENDPOINT_CONCURRENCY,
    perBusinessDegraded: DEGRADED_PER_BUSINESS,
    leaseSeconds: deps.config.webhooks.leaseSeconds,
  });
  await enqueueDeliveries(deps, jobsOf(claimed));
  return relayed.more || claimed.length === CLAIM_BATCH;
}

/**
 * The relay loop of a worker process: a pass every relayIntervalMs, at once again while
 * batches come back full, and on nudge (a delivery finished, so its endpoint has room).
 */
export function startRelay(deps: Pick<Deps, 'db' | 'queues' | 'config' | 'logger'>): Relay {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let more = false;
      try {
        more = await relayOnce(deps);
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message }, 'webhook relay pass failed');
      }
      running = null;
      const soon = more || again;
      again = false;
      schedule(soon ? 0 : deps.config.webhooks.relayIntervalMs);
    })();
  };
  schedule(0);
  return {
    nudge: run,
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
