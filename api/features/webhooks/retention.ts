import type { Deps } from '../../deps';

const DAY_MS = 86_400_000;
const BATCH = 10_000;

/** Deletes events older than the retention (and their deliveries), in bounded batches. */
export async function purgeWebhookEvents(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<number> {
  const before = new Date(
    deps.clock.now().getTime() - deps.config.webhooks.retentionDays * DAY_MS,
  ).toISOString();
  let deleted = 0;
  for (;;) {
    const n = await deps.db.webhooks.purge(before, BATCH);
    deleted += n;
    if (n < BATCH) return deleted;
  }
}
