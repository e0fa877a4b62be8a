import cron, { type ScheduledTask } from 'node-cron';
import { loadConfig } from '../api/config';
import { closeDeps, createDeps, type Deps } from '../api/deps';
import { QUEUE_NAMES, type QueueName } from '../api/queues';
import { failureText } from '../api/redact';
import { warnIfRedisNotDurable } from '../api/redis-durability';

export interface ScheduleEntry {
  name: string;
  cron: (deps: Deps) => string;
  queue: QueueName;
  data: unknown;
}

/**
 * The scheduler only enqueues. Each tick's job id is the entry name plus the tick's minute,
 * so however many scheduler processes run, a tick becomes exactly one job.
 */
export const schedule: ScheduleEntry[] = [
  {
    name: 'purge-expired-tokens',
    cron: () => '17 * * * *',
    queue: QUEUE_NAMES.maintenance,
    data: { task: 'purge-expired-tokens' },
  },
  {
    name: 'clickhouse-resync',
    cron: () => '* * * * *',
    queue: QUEUE_NAMES.maintenance,
    data: { task: 'clickhouse-resync' },
  },
  {
    name: 'compact-click-sessions',
    cron: () => '*/15 * * * *',
    queue: QUEUE_NAMES.reportRollups,
    data: { task: 'compact-click-sessions' },
  },
  {
    name: 'purge-expired-exports',
    cron: () => '7 * * * *',
    queue: QUEUE_NAMES.exports,
    data: { task: 'purge' },
  },
  {
    name: 'auto-approve',
    cron: (deps) => deps.config.autoApproveCron,
    queue: QUEUE_NAMES.autoApprove,
    data: {},
  },
  // Staged clicks and events are flushed on the loader's request each second; these catch anything missed.
  { name: 'click-counts', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  { name: 'click-rows', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  { name: 'event-rows', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  { name: 'click-count-flushes-purge', cron: () => '41 * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  // Click inboxes left by web processes that died (api/features/tracking/inbox.ts).
  { name: 'click-inboxes', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
];

export function tickId(name: string, at: Date): string {
  return `${name}:${at.toISOString().slice(0, 16)}`;
}

export async function enqueueTick(
  deps: Deps,
  entry: ScheduleEntry,
  at: Date = deps.clock.now(),
): Promise<void> {
  await deps.queues.get(entry.queue).add(entry.name, entry.data, { jobId: tickId(entry.name, at) });
}

export interface Scheduler {
  stop(): void;
}

export function startScheduler(deps: Deps, entries: ScheduleEntry[] = schedule): Scheduler {
  const tasks: ScheduledTask[] = entries.map((entry) =>
    cron.schedule(entry.cron(deps), () => {
      enqueueTick(deps, entry).catch((err) =>
        deps.logger.error({ err: err.message, entry: entry.name }, 'schedule enqueue failed'),
      );
    }),
  );
  return { stop: () => tasks.forEach((t) => t.stop()) };
}

async function main(): Promise<void> {
  const deps = await createDeps(loadConfig());
  const scheduler = startScheduler(deps);
  deps.logger.info({ entries: schedule.map((e) => e.name) }, 'scheduler started');
  void warnIfRedisNotDurable(deps.redis, deps.logger);
  const stop = async () => {
    scheduler.stop();
    await closeDeps(deps);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(failureText(err));
    process.exit(1);
  });
}
