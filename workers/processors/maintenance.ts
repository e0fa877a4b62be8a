import { resyncClickHouse } from '../../api/sync/clickhouse-resync';
import { QUEUE_NAMES } from '../../api/queues';
import type { ProcessorSpec } from '../processor';
import { purgeWebhookEvents } from '../../api/features/webhooks/retention';
import { openScheduledRuns } from '../../api/features/payout-runs/payout-schedule';

/**
 * Housekeeping: expired access tokens (the merchants' and the affiliate portal's) are deleted a day after they stop working; conversions
 * and payouts whose latest version did not reach ClickHouse are queued again; webhook
 * events past their retention go, with their deliveries; scheduled payout runs are opened.
 */
export const maintenanceProcessor: ProcessorSpec<typeof QUEUE_NAMES.maintenance> = {
  queue: QUEUE_NAMES.maintenance,
  build: (deps) => async (job) => {
    const data = job.data;
    if (data.task === 'purge-expired-tokens') {
      const before = new Date(deps.clock.now().getTime() - 24 * 3600 * 1000).toISOString();
      const merchant = await deps.db.tokens.deleteExpired(before);
      return { deleted: merchant + (await deps.db.portal.deleteExpired(before)) };
    }
    if (data.task === 'clickhouse-resync') return { queued: await resyncClickHouse(deps) };
    if (data.task === 'purge-webhook-events') return { deleted: await purgeWebhookEvents(deps) };
    if (data.task === 'scheduled-payout-runs') return { opened: await openScheduledRuns(deps) };
    return null;
  },
};
