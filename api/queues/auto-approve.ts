/** An auto-approval run, queued by a scheduled tick (workers/scheduler.ts); it carries nothing. */
export type AutoApproveJob = Record<string, never>;
