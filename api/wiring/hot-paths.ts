import { analystHotPath } from '../features/analyst/analyst.hot-path';
import { collectHotPath } from '../tracking/edge/collect.hot-path';
import { redirectHotPath } from '../tracking/edge/redirect.hot-path';
import type { HotPathFactory } from '../http/hot-path';

/**
 * The raw handlers every web server runs before Express, in order (the redirect, event
 * collection, the analysts' ClickHouse interface). Features append their factory here.
 */
export const hotPathFactories: HotPathFactory[] = [redirectHotPath, collectHotPath, analystHotPath];
