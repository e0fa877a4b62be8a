import type { ProcessorSpec } from '../processor';
import { autoApproveProcessor } from '../jobs/auto-approve';
import { conversionSyncProcessor } from '../jobs/conversion-sync';
import { exportsProcessor } from '../jobs/export-build';
import { payoutSyncProcessor } from '../jobs/payout-sync';
import { reportRollupsProcessor } from '../jobs/report-rollups';
import { maintenanceProcessor } from './maintenance';
import { conversionsProcessor } from './conversions';
import { eventsProcessor } from './events';
import { clicksProcessor } from './clicks';
import { flushesProcessor } from './flushes';

/** Every queue processor; feature issues register theirs here. */
export const processors: ProcessorSpec[] = [
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
];
