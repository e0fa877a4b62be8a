import type { Deps } from '../../api/deps';
import { clickIdTime } from '../../api/domain/click-id';
import { countClicks } from '../../api/features/clicks/click-counters';
import { enrichClick, storedClick, type ClickBatch } from '../../api/features/clicks/click-record';
import { rememberClicks } from '../../api/features/clicks/click-store';
import { metrics } from '../../api/metrics';
import { insertBatch } from '../../clickhouse/insert';
import type { ProcessorSpec } from '../index';
import { QUEUE_NAMES } from '../queues';
import { scheduleClickCountFlush } from './click-counts';

/**
 * Loads one batch of edge clicks: enrich (user agent, bot, country), remember them for
 * attribution, count the human ones once per batch id, then insert into ClickHouse under a
 * token derived from the batch id. Every step is safe to repeat: a job retried, or a batch
 * delivered twice (spool replay), leaves one row per click and one count per click.
 */
export async function loadClickBatch(
  deps: Pick<Deps, 'redis' | 'config' | 'ch' | 'queues'>,
  batch: ClickBatch,
): Promise<{ rows: number; bots: number }> {
  const rows = batch.clicks.map(enrichClick);
  await rememberClicks(deps, rows.map(storedClick));
  const humans = rows.filter((r) => !r.is_bot && r.referral_link_id).length;
  if (humans) {
    await countClicks(deps, batch.id, rows);
    // Scheduled even when this delivery counted nothing: the first one may have died before it.
    await scheduleClickCountFlush(deps);
  }
  await insertBatch(deps.ch, 'clicks', rows, `clicks-${batch.id}`);
  const now = Date.now();
  for (const r of rows)
    metrics.ingestLag.observe({ kind: 'click' }, (now - clickIdTime(r.id).getTime()) / 1000);
  return { rows: rows.length, bots: rows.length - rows.filter((r) => !r.is_bot).length };
}

export const clickLoaderProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.clicks,
  concurrency: 4,
  build: (deps) => async (job) => loadClickBatch(deps, job.data as ClickBatch),
};
