import { attemptDeliveries } from '../../api/features/webhooks/delivery';
import { startRelay, type Relay } from '../../api/features/webhooks/relay';
import { QUEUE_NAMES } from '../../api/queues';
import type { Deps } from '../../api/deps';
import type { ProcessorSpec } from '../processor';

const relays = new WeakMap<Deps, Relay>();

/**
 * Webhook deliveries, one attempt of each of a job's deliveries, many jobs at once (each is mostly waiting on a remote
 * server); the relay beside it turns committed events into deliveries and queues due ones.
 * A finished attempt nudges the relay, since its endpoint now has room for another.
 */
export const webhooksProcessor: ProcessorSpec<typeof QUEUE_NAMES.webhooks> = {
  queue: QUEUE_NAMES.webhooks,
  concurrency: (deps) => deps.config.webhooks.concurrency,
  build: (deps) => async (job) => {
    await attemptDeliveries(deps, job.data.deliveries);
    relays.get(deps)?.nudge();
  },
  background: (deps) => {
    const relay = startRelay(deps);
    relays.set(deps, relay);
    return relay;
  },
};
