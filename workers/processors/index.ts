import type { ProcessorSpec } from '../index';
import { autoApproveProcessor } from '../jobs/auto-approve';
import { conversionSyncProcessor } from '../jobs/conversion-sync';
import { maintenanceProcessor } from './maintenance';

/** Every queue processor; feature issues register theirs here. */
export const processors: ProcessorSpec[] = [maintenanceProcessor, conversionSyncProcessor];
processors.push(autoApproveProcessor);
