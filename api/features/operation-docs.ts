import { docs as adminDocs } from './admin/admin.docs';
import { docs as affiliatesDocs } from './affiliates/affiliates.docs';
import { docs as analyticsDocs } from './analytics/analytics.docs';
import { docs as authDocs } from './auth/auth.docs';
import { docs as clicksDocs } from './clicks/clicks.docs';
import { docs as commissionRulesDocs } from './commission-rules/commission-rules.docs';
import { docs as commissionsDocs } from './commissions/commissions.docs';
import { docs as connectionDocs } from './connection/connection.docs';
import { docs as conversionsDocs } from './conversions/conversions.docs';
import { docs as couponsDocs } from './coupons/coupons.docs';
import { docs as docsDocs } from './docs/docs.docs';
import { docs as eventsDocs } from './events/events.docs';
import { docs as exchangeRatesDocs } from './exchange-rates/exchange-rates.docs';
import { docs as exportsDocs } from './exports/exports.docs';
import { docs as healthDocs } from './health/health.docs';
import { docs as integrationsDocs } from './integrations/integrations.docs';
import { docs as ledgerDocs } from './ledger/ledger.docs';
import { docs as linksDocs } from './links/links.docs';
import { docs as ordersDocs } from './orders/orders.docs';
import { docs as partnerDocs } from './partner/partner.docs';
import { docs as payoutMethodsDocs } from './payout-methods/payout-methods.docs';
import { docs as payoutRunsDocs } from './payout-runs/payout-runs.docs';
import { docs as payoutsDocs } from './payouts/payouts.docs';
import { docs as portalDocs } from './portal/portal.docs';
import { docs as reportsDocs } from './reports/reports.docs';
import { docs as sdkDocs } from './sdk/sdk.docs';
import { docs as settingsDocs } from './settings/settings.docs';
import { docs as webhooksDocs } from './webhooks/webhooks.docs';
import type { OpDocs } from '../http/op-docs';

/**
 * Every feature's operation docs (`<feature>.docs.ts`), merged. A new feature adds its file
 * here; the docs test fails for any registered route left without docs (docs/api-reference.md).
 */
export const OPERATION_DOCS: OpDocs = {
  ...adminDocs,
  ...affiliatesDocs,
  ...analyticsDocs,
  ...authDocs,
  ...clicksDocs,
  ...commissionRulesDocs,
  ...commissionsDocs,
  ...connectionDocs,
  ...conversionsDocs,
  ...couponsDocs,
  ...docsDocs,
  ...eventsDocs,
  ...exchangeRatesDocs,
  ...exportsDocs,
  ...healthDocs,
  ...integrationsDocs,
  ...ledgerDocs,
  ...linksDocs,
  ...ordersDocs,
  ...partnerDocs,
  ...payoutMethodsDocs,
  ...payoutRunsDocs,
  ...payoutsDocs,
  ...portalDocs,
  ...reportsDocs,
  ...sdkDocs,
  ...settingsDocs,
  ...webhooksDocs,
};
