import cron, { type ScheduledTask } from 'node-cron';
import type { Deps } from '../api/deps';
import { enqueueScheduled, QUEUE_NAMES, type PayloadOf, type QueueName } from '../api/queues';
import type { AutoApproveJob } from '../api/queues/auto-approve';
import type { ExportPurgeJob } from '../api/queues/exports';
import type { MaintenanceJob } from '../api/queues/maintenance';
import type { RollupJob } from '../api/queues/report-rollups';
import { runProcess, type ProcessSpec, type Service } from '../api/process';

/** A scheduled entry of one queue, with that queue's payload. */
export interface ScheduleEntryOf<N extends QueueName> {
  name: string;
  cron: (deps: Deps) => string;
  queue: N;
  data: PayloadOf<N>;
}

export type ScheduleEntry = { [N in QueueName]: ScheduleEntryOf<N> }[QueueName];

/**
 * The scheduler only enqueues, through api/queues: each tick's job id is the entry name plus
 * the tick's minute (tickId), so however many scheduler processes run, a tick becomes exactly
 * one job.
 */
export const schedule: ScheduleEntry[] = [
  {
    name: 'purge-expired-tokens',
    cron: () => '17 * * * *',
    queue: QUEUE_NAMES.maintenance,
    data: { task: 'purge-expired-tokens' } satisfies MaintenanceJob,
  },
  {
    name: 'clickhouse-resync',
    cron: () => '* * * * *',
    queue: QUEUE_NAMES.maintenance,
    data: { task: 'clickhouse-resync' } satisfies MaintenanceJob,
  },
  {
    name: 'purge-webhook-events',
    cron: () => '23 * * * *',
    queue: QUEUE_NAMES.maintenance,
    data: { task: 'purge-webhook-events' } satisfies MaintenanceJob,
  },
  {
    name: 'compact-click-sessions',
    cron: () => '*/15 * * * *',
    queue: QUEUE_NAMES.reportRollups,
    data: { task: 'compact-click-sessions' } satisfies RollupJob,
  },
  {
    name: 'purge-expired-exports',
    cron: () => '7 * * * *',
    queue: QUEUE_NAMES.exports,
    data: { task: 'purge' } satisfies ExportPurgeJob,
  },
  {
    name: 'auto-approve',
    cron: (deps) => deps.config.autoApproveCron,
    queue: QUEUE_NAMES.autoApprove,
    data: {} satisfies AutoApproveJob,
  },
  // Staged clicks and events are flushed on the loader's request each second; these catch anything missed.
  { name: 'click-counts', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  { name: 'click-rows', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  { name: 'event-rows', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  { name: 'click-count-flushes-purge', cron: () => '41 * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  // Click inboxes left by web processes that died (api/tracking/edge/inbox.ts).
  { name: 'click-inboxes', cron: () => '* * * * *', queue: QUEUE_NAMES.flushes, data: {} },
  // Hourly, so a boundary missed at midnight is caught up within the day (api/features/payout-runs/payout-schedule.ts).
  {
    name: 'scheduled-payout-runs',
    cron: () => '0 * * * *',
    queue: QUEUE_NAMES.maintenance,
    data: { task: 'scheduled-payout-runs' } satisfies MaintenanceJob,
  },
];

export async function enqueueTick<N extends QueueName>(
  deps: Deps,
  entry: ScheduleEntryOf<N>,
  at: Date = deps.clock.now(),
): Promise<void> {
  await enqueueScheduled(deps.queues, entry.queue, entry.name, entry.data, at);
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

/** The Procfile's `scheduler` process. */
const schedulerProcess: ProcessSpec<Service> = {
  name: 'scheduler',
  start(deps) {
    const scheduler = startScheduler(deps);
    deps.logger.info({ entries: schedule.map((e) => e.name) }, 'scheduler started');
    return { close: async () => scheduler.stop() };
  },
};

if (require.main === module) runProcess(schedulerProcess);
