import { randomBytes } from 'node:crypto';
import type { Deps } from '../../api/deps';
import { issueToken } from '../../api/features/auth/auth.service';
import type { Scope } from '../../api/features/auth/scopes';
import { createApiKey, registerBusiness } from '../../api/features/businesses/business.service';
import { deps as sharedDeps } from './context';

export interface TestBusiness {
  id: number;
  slug: string;
  url: string;
  apiKey: string;
  apiSecret: string;
  token: string;
}

export const uniq = (prefix = 't'): string => `${prefix}${randomBytes(5).toString('hex')}`;

/** A fresh business with an all-scope key and a token, straight through the service. */
export async function newBusiness(d?: Deps, name = `Biz ${uniq()}`): Promise<TestBusiness> {
  const deps = d ?? (await sharedDeps());
  const r = await registerBusiness(deps, { name, email: `${uniq('owner')}@example.com`, ownerName: 'Owner' });
  return {
    id: r.business.id,
    slug: r.business.slug,
    url: r.business.url,
    apiKey: r.credentials.api_key,
    apiSecret: r.credentials.api_secret,
    token: r.credentials.access_token,
  };
}

/** A token for a new key of `businessId` holding only `scopes`. */
export async function tokenWithScopes(businessId: number, scopes: Scope[], d?: Deps): Promise<string> {
  const deps = d ?? (await sharedDeps());
  const key = await createApiKey(deps.db, businessId, scopes);
  return (await issueToken(deps, key.api_key, key.api_secret)).access_token;
}
