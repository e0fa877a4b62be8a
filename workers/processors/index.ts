import type { ProcessorSpec } from '../index';
import { conversionSyncProcessor } from '../jobs/conversion-sync';
import { maintenanceProcessor } from './maintenance';
import { conversionsProcessor } from './conversions';
import { eventsProcessor } from './events';

/** Every queue processor; feature issues register theirs here. */
export const processors: ProcessorSpec[] = [
  maintenanceProcessor,
  conversionSyncProcessor,
  eventsProcessor,
  conversionsProcessor,
];
