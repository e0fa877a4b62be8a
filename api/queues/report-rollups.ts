/** A compaction of click sessions, queued by a scheduled tick (workers/scheduler.ts). */
export interface RollupJob {
  task: 'compact-click-sessions';
  /** Explicit days to recompute (a repair); by default the recent window up to two days ago. */
  from?: string;
  to?: string;
}
