import { AffiliatesRepo } from './affiliates.repo';
import { ApiKeysRepo } from './api-keys.repo';
import { AuditRepo } from './audit.repo';
import { BusinessesRepo } from './businesses.repo';
import { CommissionRepo } from './commission.repo';
import { ConversionSyncRepo } from './conversion-sync.repo';
import { PlatformRepo } from './platform.repo';
import { TokensRepo } from './tokens.repo';
import type { Executor } from './types';
import { UsersRepo } from './users.repo';

/** Every repository, attached to the pool, each task and each transaction (initOptions.extend). */
export interface Repos {
  affiliates: AffiliatesRepo;
  apiKeys: ApiKeysRepo;
  audit: AuditRepo;
  businesses: BusinessesRepo;
  commission: CommissionRepo;
  conversionSync: ConversionSyncRepo;
  platform: PlatformRepo;
  tokens: TokensRepo;
  users: UsersRepo;
}

export function attachRepos(obj: Executor & Partial<Repos>): void {
  obj.affiliates = new AffiliatesRepo(obj);
  obj.apiKeys = new ApiKeysRepo(obj);
  obj.audit = new AuditRepo(obj);
  obj.businesses = new BusinessesRepo(obj);
  obj.commission = new CommissionRepo(obj);
  obj.conversionSync = new ConversionSyncRepo(obj);
  obj.platform = new PlatformRepo(obj);
  obj.tokens = new TokensRepo(obj);
  obj.users = new UsersRepo(obj);
}
