import type { Deps } from '../deps';
import { isConnectionError } from '../../sql/db';
import type { Executor } from '../../sql/repos/types';
import { TokensRepo } from '../../sql/repos/tokens.repo';
import { ForbiddenError, ServiceUnavailableError, UnauthorizedError } from '../errors';
import type { AuthContext } from '../http/types';
import { newAccessToken, sameDigest, sha256 } from './crypto';
import { isScope, type Scope } from './scopes';

export const TOKEN_TTL_SECONDS = 14_400;
/** Unexpired tokens one API key may hold; minting another retires its oldest (README, step 1). */
export const MAX_LIVE_TOKENS_PER_KEY = 20;

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scopes: Scope[];
}

/** Mints a token for a business; runs on the pool or inside a caller's transaction. */
export async function mintToken(
  db: Executor,
  now: Date,
  t: { businessId: number; apiKeyId: number | null; scopes: string[] },
): Promise<IssuedToken> {
  const token = newAccessToken();
  await new TokensRepo(db).insert({
    tokenHash: sha256(token),
    businessId: t.businessId,
    apiKeyId: t.apiKeyId,
    scopes: t.scopes,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000).toISOString(),
    now: now.toISOString(),
    maxLive: MAX_LIVE_TOKENS_PER_KEY,
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: TOKEN_TTL_SECONDS,
    scopes: t.scopes.filter(isScope),
  };
}

async function storeCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isConnectionError(err))
      throw new ServiceUnavailableError(
        'SERVICE_UNAVAILABLE',
        'Authentication service temporarily unavailable',
      );
    throw err;
  }
}

/** POST /v1/auth/token: api_key + api_secret → a 4-hour bearer token. */
export async function issueToken(deps: Deps, apiKey: string, apiSecret: string): Promise<IssuedToken> {
  return storeCall(async () => {
    const key = await deps.db.apiKeys.findByKey(apiKey);
    // Hash even when the key is unknown, so timing does not reveal which keys exist.
    const presented = sha256(apiSecret);
    if (!key || !sameDigest(presented, key.secret_hash))
      throw new UnauthorizedError('Invalid API credentials');
    const now = deps.clock.now();
    if (!key.is_active || key.revoked_at) throw new UnauthorizedError('This API key is inactive');
    if (key.expires_at && new Date(key.expires_at) <= now)
      throw new UnauthorizedError('This API key has expired');
    if (!key.business_active) throw new ForbiddenError('This business is inactive');
    const issued = await mintToken(deps.db, now, {
      businessId: key.business_id,
      apiKeyId: key.id,
      scopes: key.scopes,
    });
    deps.db.apiKeys.touch(key.id).catch(() => undefined);
    return issued;
  });
}

/**
 * Checks a bearer token: one SHA-256 and one primary-key lookup that also reads the key and
 * business state, so revocation and disconnect act on the very next request in any process.
 */
export async function authenticate(deps: Deps, token: string): Promise<AuthContext> {
  const hash = sha256(token);
  const row = await storeCall(() => deps.db.tokens.findByHash(hash));
  // A live affiliate-portal token is valid, only not at this door (README, "For affiliates").
  if (!row && token.startsWith('pt_') && (await storeCall(() => deps.db.portal.findToken(hash))))
    throw new ForbiddenError('An affiliate portal token opens /v1/portal only');
  if (!row || !row.key_active) throw new UnauthorizedError('Invalid access token');
  if (new Date(row.expires_at) <= deps.clock.now())
    throw new UnauthorizedError('The access token has expired');
  if (!row.business_active) throw new ForbiddenError('This business is inactive');
  return { businessId: row.business_id, scopes: row.scopes.filter(isScope), tokenId: hash.toString('hex') };
}
