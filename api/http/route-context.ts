import type { Router } from 'express';
import type { Deps } from '../deps';
import type { DownloadSlots } from '../middleware/download-slots';
import type { RateLimits } from '../middleware/rate-limit';

/** What every feature's routes are built from. */
export interface RouteContext {
  deps: Deps;
  limits: RateLimits;
  /** The export download routes' slots and idle deadline. */
  downloads: DownloadSlots;
}

export type FeatureRoutes = (ctx: RouteContext) => Router;
