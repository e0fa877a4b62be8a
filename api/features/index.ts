import type { FeatureRoutes } from '../http/route-context';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { clicksRoutes } from './clicks/clicks.routes';
import { connectionRoutes } from './connection/connection.routes';
import { docsRoutes } from './docs/docs.routes';
import { healthRoutes } from './health/health.routes';
import { partnerRoutes } from './partner/partner.routes';

/** Every feature's routes, mounted in this order. */
export const features: FeatureRoutes[] = [
  healthRoutes,
  docsRoutes,
  adminRoutes,
  authRoutes,
  partnerRoutes,
  connectionRoutes,
  clicksRoutes,
];
