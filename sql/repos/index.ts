import { ApiKeysRepo } from './api-keys.repo';
import { AuditRepo } from './audit.repo';
import { BusinessesRepo } from './businesses.repo';
import { ClicksRepo } from './clicks.repo';
import { CommissionRepo } from './commission.repo';
import { ConversionSyncRepo } from './conversion-sync.repo';
import { OrdersRepo } from './orders.repo';
import { PlatformRepo } from './platform.repo';
import { TokensRepo } from './tokens.repo';
import type { Executor } from './types';
import { UsersRepo } from './users.repo';

/** Every repository, attached to the pool, each task and each transaction (initOptions.extend). */
export interface Repos {
  apiKeys: ApiKeysRepo;
  audit: AuditRepo;
  businesses: BusinessesRepo;
  clicks: ClicksRepo;
  commission: CommissionRepo;
  conversionSync: ConversionSyncRepo;
  orders: OrdersRepo;
  platform: PlatformRepo;
  tokens: TokensRepo;
  users: UsersRepo;
}

export function attachRepos(obj: Executor & Partial<Repos>): void {
  obj.apiKeys = new ApiKeysRepo(obj);
  obj.audit = new AuditRepo(obj);
  obj.businesses = new BusinessesRepo(obj);
  obj.clicks = new ClicksRepo(obj);
  obj.commission = new CommissionRepo(obj);
  obj.conversionSync = new ConversionSyncRepo(obj);
  obj.orders = new OrdersRepo(obj);
  obj.platform = new PlatformRepo(obj);
  obj.tokens = new TokensRepo(obj);
  obj.users = new UsersRepo(obj);
}
