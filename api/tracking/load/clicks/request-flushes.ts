import { scheduleClickFlushes } from '../../../queues/flushes';
import type { ClickStage } from './stage';

/**
 * The stage: the flushes that move staged rows into ClickHouse and counts into click_count
 * (api/queues/flushes.ts), asked for even when this delivery staged nothing, since the first
 * delivery may have died before it; soon when it carried clicks that count.
 */
export const requestClickFlushes: ClickStage = {
  name: 'request-flushes',
  run: (deps, load) => scheduleClickFlushes(deps, load.humans > 0),
};
