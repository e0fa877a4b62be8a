import type { Router } from 'express';
import type { Deps } from '../deps';
import type { RateLimits } from '../middleware/rate-limit';

/** What every feature's routes are built from. */
export interface RouteContext {
  deps: Deps;
  limits: RateLimits;
}

export type FeatureRoutes = (ctx: RouteContext) => Router;
