import type { AnyProcessorSpec } from '../processor';
import { autoApproveProcessor } from './auto-approve';
import { conversionSyncProcessor } from './conversion-sync';
import { exportsProcessor } from './exports';
import { payoutSyncProcessor } from './payout-sync';
import { reportRollupsProcessor } from './report-rollups';
import { maintenanceProcessor } from './maintenance';
import { conversionsProcessor } from './conversions';
import { eventsProcessor } from './events';
import { clicksProcessor } from './clicks';
import { flushesProcessor } from './flushes';
import { webhooksProcessor } from './webhooks';
import { billingEventsProcessor } from './billing-events';

/** Every queue's processor, one file per queue; workers/index.ts boots one worker for each. */
export const processors: AnyProcessorSpec[] = [
  maintenanceProcessor,
  conversionSyncProcessor,
  eventsProcessor,
  conversionsProcessor,
  payoutSyncProcessor,
  exportsProcessor,
  reportRollupsProcessor,
  autoApproveProcessor,
  clicksProcessor,
  flushesProcessor,
  webhooksProcessor,
  billingEventsProcessor,
];
