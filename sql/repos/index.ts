import { AffiliatesRepo } from './affiliates.repo';
import { AnalyticsRepo } from './analytics.repo';
import { ApiKeysRepo } from './api-keys.repo';
import { AuditRepo } from './audit.repo';
import { BusinessesRepo } from './businesses.repo';
import { BusinessTiersRepo } from './business-tiers.repo';
import { ClicksRepo } from './clicks.repo';
import { CommissionRepo } from './commission.repo';
import { ClickHouseSyncRepo } from './clickhouse-sync.repo';
import { ConversionSyncRepo } from './conversion-sync.repo';
import { ExportsRepo } from './exports.repo';
import { OrdersRepo } from './orders.repo';
import { PayoutsRepo } from './payouts.repo';
import { PlatformRepo } from './platform.repo';
import { SettingsRepo } from './settings.repo';
import { ReportsRepo } from './reports.repo';
import { TokensRepo } from './tokens.repo';
import type { Executor } from './types';
import { UsersRepo } from './users.repo';
import { LinksRepo } from './links.repo';
import { CommissionRulesRepo } from './commission-rules.repo';
import { AttributionRepo } from './attribution.repo';
import { ConversionRecordingRepo } from './conversion-recording.repo';
import { PublishableKeysRepo } from './publishable-keys.repo';

/** Every repository, attached to the pool, each task and each transaction (initOptions.extend). */
export interface Repos {
  affiliates: AffiliatesRepo;
  analytics: AnalyticsRepo;
  apiKeys: ApiKeysRepo;
  audit: AuditRepo;
  businesses: BusinessesRepo;
  clicks: ClicksRepo;
  commission: CommissionRepo;
  clickhouseSync: ClickHouseSyncRepo;
  conversionSync: ConversionSyncRepo;
  orders: OrdersRepo;
  platform: PlatformRepo;
  tokens: TokensRepo;
  users: UsersRepo;
  settings: SettingsRepo;
  businessTiers: BusinessTiersRepo;
  links: LinksRepo;
  commissionRules: CommissionRulesRepo;
  attribution: AttributionRepo;
  conversionRecording: ConversionRecordingRepo;
  publishableKeys: PublishableKeysRepo;
  payouts: PayoutsRepo;
  reports: ReportsRepo;
  exports: ExportsRepo;
}

export function attachRepos(obj: Executor & Partial<Repos>): void {
  obj.affiliates = new AffiliatesRepo(obj);
  obj.analytics = new AnalyticsRepo(obj);
  obj.apiKeys = new ApiKeysRepo(obj);
  obj.audit = new AuditRepo(obj);
  obj.businesses = new BusinessesRepo(obj);
  obj.clicks = new ClicksRepo(obj);
  obj.commission = new CommissionRepo(obj);
  obj.clickhouseSync = new ClickHouseSyncRepo(obj);
  obj.conversionSync = new ConversionSyncRepo(obj);
  obj.orders = new OrdersRepo(obj);
  obj.platform = new PlatformRepo(obj);
  obj.tokens = new TokensRepo(obj);
  obj.users = new UsersRepo(obj);
  obj.settings = new SettingsRepo(obj);
  obj.businessTiers = new BusinessTiersRepo(obj);
  obj.links = new LinksRepo(obj);
  obj.commissionRules = new CommissionRulesRepo(obj);
  obj.attribution = new AttributionRepo(obj);
  obj.conversionRecording = new ConversionRecordingRepo(obj);
  obj.publishableKeys = new PublishableKeysRepo(obj);
  obj.payouts = new PayoutsRepo(obj);
  obj.reports = new ReportsRepo(obj);
  obj.exports = new ExportsRepo(obj);
}
