import type { FeatureRoutes } from '../http/route-context';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { connectionRoutes } from './connection/connection.routes';
import { docsRoutes } from './docs/docs.routes';
import { exportsRoutes } from './exports/exports.routes';
import { healthRoutes } from './health/health.routes';
import { partnerRoutes } from './partner/partner.routes';
import { payoutsRoutes } from './payouts/payouts.routes';
import { reportsRoutes } from './reports/reports.routes';

/** Every feature's routes, mounted in this order. */
export const features: FeatureRoutes[] = [
  healthRoutes,
  docsRoutes,
  adminRoutes,
  authRoutes,
  partnerRoutes,
  connectionRoutes,
  payoutsRoutes,
  reportsRoutes,
  exportsRoutes,
];
