import type { ProcessorSpec } from '../index';
import { clickCountsProcessor, clickLoaderProcessor } from '../jobs/click-loader';
import { conversionSyncProcessor } from '../jobs/conversion-sync';
import { maintenanceProcessor } from './maintenance';

/** Every queue processor; feature issues register theirs here. */
export const processors: ProcessorSpec[] = [
  maintenanceProcessor,
  conversionSyncProcessor,
  clickLoaderProcessor,
  clickCountsProcessor,
];
