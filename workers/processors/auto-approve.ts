import { runAutoApproval } from '../../api/features/orders/auto-approval';
import { QUEUE_NAMES } from '../../api/queues';
import type { ProcessorSpec } from '../processor';

/**
 * A scheduler tick's auto-approval run. The run's advisory lock keeps runs from overlapping,
 * so concurrency here only lets a tick that finds the lock taken finish at once.
 */
export const autoApproveProcessor: ProcessorSpec<typeof QUEUE_NAMES.autoApprove> = {
  queue: QUEUE_NAMES.autoApprove,
  build: (deps) => async () => runAutoApproval(deps),
};
