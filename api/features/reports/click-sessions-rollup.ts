import { dateToIso } from '../../../sql/timestamps';
import { chQuery, chRead, chRun } from '../../../clickhouse/query-file';
import type { Deps } from '../../deps';
import type { RollupJob } from '../../queues/report-rollups';
import { addDays, dayOf } from '../../reporting/day-range';

/** Days before today that are never compacted: their clicks may still be arriving. */
export const OPEN_DAYS = 2;
/** Days below the watermark recomputed on every run, so a late click is still counted. */
export const RECOMPUTE_DAYS = 7;
const CHUNK_DAYS = 31;

const WATERMARK = chQuery<Record<string, never>, { through: string | null }>(
  'rollups/click-sessions-watermark',
);
const FIRST_DAY = chQuery<Record<string, never>, { first: string | null }>('rollups/first-click-day');
const COMPACT = chQuery<{ from: string; to: string; now: string }, never>('rollups/compact-click-sessions');

/**
 * Compacts click sessions into per-business daily counts (click_sessions_daily), so reports
 * over long ranges add up a row per day instead of merging every session set. Days after the
 * watermark are read live from click_daily by the reports. Each run recomputes the last
 * RECOMPUTE_DAYS compacted days too, then moves the watermark (rows first, watermark last, so
 * a reader never sees a watermark ahead of its rows). Idempotent: rerunning replaces rows.
 */
export async function compactClickSessions(
  deps: Pick<Deps, 'ch' | 'clock'>,
  job: Partial<RollupJob> = {},
): Promise<{ from: string; to: string } | null> {
  const closed = addDays(dayOf(deps.clock.now().getTime()), -OPEN_DAYS);
  const [{ through }] = await chRead(deps.ch, WATERMARK, {});
  let from = job.from;
  if (!from) {
    if (through) from = addDays(through, -RECOMPUTE_DAYS);
    else {
      const [{ first }] = await chRead(deps.ch, FIRST_DAY, {});
      from = first ?? closed;
    }
  }
  const to = job.to && job.to < closed ? job.to : closed;
  if (from > to) return null;
  const now = dateToIso(deps.clock.now()).replace('T', ' ').replace('Z', '');
  for (let a = from; a <= to; a = addDays(a, CHUNK_DAYS)) {
    const b = addDays(a, CHUNK_DAYS - 1) < to ? addDays(a, CHUNK_DAYS - 1) : to;
    await chRun(deps.ch, COMPACT, { from: a, to: b, now });
  }
  if (!through || to > through) {
    await deps.ch.client.insert({
      table: 'rollup_watermarks',
      values: [{ name: 'click_sessions', through: to, updated_at: now }],
      format: 'JSONEachRow',
    });
  }
  return { from, to };
}
