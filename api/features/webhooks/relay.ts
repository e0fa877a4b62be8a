import type { Deps } from '../../deps';
import { enqueueDeliveries } from '../../queues/webhooks';

const RELAY_BATCH = 2_000;
const CLAIM_BATCH = 2_000;

export interface Relay {
  /** Runs a pass now instead of at the next tick. */
  nudge(): void;
  close(): Promise<void>;
}

/**
 * One pass: committed events become deliveries, then due deliveries (new ones and retries
 * whose wait is over) are claimed and queued. Both steps are rows in PostgreSQL first, so a
 * process killed anywhere in between loses nothing: an unrelayed event is relayed by the next
 * pass, and a claim whose job never ran lapses and is claimed again. Returns whether a batch
 * was full (more is waiting).
 */
export async function relayOnce(deps: Pick<Deps, 'db' | 'queues' | 'config'>): Promise<boolean> {
  const relayed = await deps.db.webhooks.relay(RELAY_BATCH);
  const claimed = await deps.db.webhooks.claimDue({
    limit: CLAIM_BATCH,
    perEndpoint: deps.config.webhooks.perEndpointConcurrency,
    leaseSeconds: deps.config.webhooks.leaseSeconds,
  });
  await enqueueDeliveries(
    deps,
    claimed.map((c) => ({ id: c.id, dispatch: c.dispatches })),
  );
  return relayed.events === RELAY_BATCH || claimed.length === CLAIM_BATCH;
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
