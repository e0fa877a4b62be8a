/** Housekeeping tasks, each queued by a scheduled tick (workers/scheduler.ts). */
export interface MaintenanceJob {
  task: 'purge-expired-tokens' | 'clickhouse-resync' | 'purge-webhook-events' | 'scheduled-payout-runs';
}
