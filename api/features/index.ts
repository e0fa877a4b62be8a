import type { FeatureRoutes } from '../http/route-context';
import { adminRoutes } from './admin/admin.routes';
import { affiliatesRoutes } from './affiliates/affiliates.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { authRoutes } from './auth/auth.routes';
import { commissionsRoutes } from './commissions/commissions.routes';
import { clicksRoutes } from './clicks/clicks.routes';
import { connectionRoutes } from './connection/connection.routes';
import { docsRoutes } from './docs/docs.routes';
import { exportsRoutes } from './exports/exports.routes';
import { healthRoutes } from './health/health.routes';
import { conversionCancelRoutes } from './orders/conversion-cancel.routes';
import { ordersRoutes } from './orders/orders.routes';
import { partnerRoutes } from './partner/partner.routes';
import { settingsRoutes } from './settings/settings.routes';
import { linksRoutes } from './links/links.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { commissionRulesRoutes } from './commission-rules/commission-rules.routes';
import { conversionsRoutes } from './conversions/conversions.routes';
import { eventsRoutes } from './events/events.routes';
import { sdkRoutes } from './sdk/sdk.routes';
import { payoutsRoutes } from './payouts/payouts.routes';
import { reportsRoutes } from './reports/reports.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';
import { refundsRoutes } from './refunds/refunds.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { exchangeRatesRoutes } from './exchange-rates/exchange-rates.routes';
import { payoutMethodsRoutes } from './payout-methods/payout-methods.routes';
import { payoutRunsRoutes } from './payout-runs/payout-runs.routes';
import { fraudRoutes } from './fraud/fraud.routes';
import { portalRoutes } from './portal/portal.routes';
import { integrationsRoutes } from './integrations/integrations.routes';

/** Every feature's routes, mounted in this order. */
export const features: FeatureRoutes[] = [
  healthRoutes,
  docsRoutes,
  adminRoutes,
  authRoutes,
  partnerRoutes,
  connectionRoutes,
  settingsRoutes,
  commissionsRoutes,
  linksRoutes,
  couponsRoutes,
  commissionRulesRoutes,
  sdkRoutes,
  eventsRoutes,
  conversionsRoutes,
  affiliatesRoutes,
  payoutsRoutes,
  reportsRoutes,
  exportsRoutes,
  ordersRoutes,
  conversionCancelRoutes,
  refundsRoutes,
  ledgerRoutes,
  analyticsRoutes,
  clicksRoutes,
  webhooksRoutes,
  exchangeRatesRoutes,
  payoutMethodsRoutes,
  payoutRunsRoutes,
  fraudRoutes,
  portalRoutes,
  integrationsRoutes,
];
