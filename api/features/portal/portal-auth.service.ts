import type { Deps } from '../../deps';
import {
  AffiliateInactiveError,
  ForbiddenError,
  InvalidCredentialsError,
  UnauthorizedError,
  ValidationError,
} from '../../errors';
import type { PortalContext } from '../../http/types';
import type { Tx } from '../../../sql/db';
import { dateToIso } from '../../../sql/timestamps';
import { recordAffiliateEvent } from '../affiliates/affiliate.events';
import { notFound } from '../affiliates/affiliates.service';
import { hashPassword, verifyPassword } from '../../security/password';
import { randomToken, sha256 } from '../../security/crypto';
import type { SignInLimits } from './sign-in-limits';

export const PORTAL_TOKEN_TTL_SECONDS = 14_400;
/** Unexpired tokens one membership may hold; signing in again retires the oldest. */
export const MAX_LIVE_PORTAL_TOKENS = 10;
export const RESET_TTL_SECONDS = 3600;

/** Portal tokens and merchant tokens are told apart by their prefix before any lookup. */
export const PORTAL_TOKEN_PREFIX = 'pt_';
const MERCHANT_TOKEN_PREFIX = 'at_';

export type PortalDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'redis'>;

export interface PortalToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  affiliate_id: number;
}

export interface SignIn {
  business: string;
  email: string;
  password: string;
}

// A hash made once per process with the current parameters: an unknown account is checked
// against it, so every sign-in costs one hash and answers in the same time.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomToken(16)));

/** The password check of a sign-in: always exactly one hash, whether or not the account exists. */
async function passwordMatches(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  await verifyPassword(password, await dummy());
  return false;
}

async function mint(deps: PortalDeps, businessId: number, affiliateId: number): Promise<PortalToken> {
  const token = `${PORTAL_TOKEN_PREFIX}${randomToken(32)}`;
  const now = deps.clock.now();
  await deps.db.portal.insertToken({
    tokenHash: sha256(token),
    businessId,
    affiliateId,
    expiresAt: new Date(now.getTime() + PORTAL_TOKEN_TTL_SECONDS * 1000).toISOString(),
    now: now.toISOString(),
    maxLive: MAX_LIVE_PORTAL_TOKENS,
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: PORTAL_TOKEN_TTL_SECONDS,
    affiliate_id: affiliateId,
  };
}

/**
 * POST /v1/portal/token. Every wrong business, e-mail or password is the same 401 after one
 * hash; a right password to a membership that is not active is 403 AFFILIATE_INACTIVE. Both
 * count as failures; a success clears the e-mail's count and records the client IP.
 */
export async function signIn(
  deps: PortalDeps,
  limits: SignInLimits,
  ip: string | null,
  input: SignIn,
): Promise<PortalToken> {
  const ipKey = ip ?? 'unknown';
  const account = { business: input.business, email: input.email };
  await limits.check(ipKey, account);
  const row = await deps.db.portal.signIn(input.business, input.email);
  const matches = await passwordMatches(input.password, row?.password_hash);
  if (!row || !matches || !row.business_active) {
    await limits.fail(ipKey, account);
    throw new InvalidCredentialsError();
  }
  if (row.status !== 'active') {
    await limits.fail(ipKey, account);
    throw new AffiliateInactiveError(row.status);
  }
  await limits.clear(account);
  const token = await mint(deps, row.business_id, row.affiliate_id);
  if (ip)
    await deps.db.portal.recordSignIn(row.business_id, row.affiliate_id, ip, deps.clock.now().toISOString());
  return token;
}

/**
 * Checks a portal bearer: one SHA-256 and one primary-key lookup that reads the membership's
 * state too, so a suspended or deleted affiliate's token stops on the very next request. A
 * merchant's access token here is 403, not 401: it is valid, only not for this door.
 */
export async function authenticatePortal(deps: PortalDeps, token: string): Promise<PortalContext> {
  const hash = sha256(token);
  const row = token.startsWith(PORTAL_TOKEN_PREFIX) ? await deps.db.portal.findToken(hash) : null;
  if (!row) {
    if (token.startsWith(MERCHANT_TOKEN_PREFIX) && (await deps.db.tokens.findByHash(hash)))
      throw new ForbiddenError('A merchant access token does not open the affiliate portal');
    throw new UnauthorizedError('Invalid access token');
  }
  if (new Date(row.expires_at) <= deps.clock.now())
    throw new UnauthorizedError('The access token has expired');
  if (!row.live || row.status !== 'active' || !row.business_active)
    throw new UnauthorizedError('Invalid access token');
  return { businessId: row.business_id, affiliateId: row.affiliate_id, tokenId: hash.toString('hex') };
}

/** Whether a bearer is a live portal token (the merchant door answers 403 for one). */
export async function isPortalToken(deps: Pick<Deps, 'db'>, token: string): Promise<boolean> {
  return token.startsWith(PORTAL_TOKEN_PREFIX) && (await deps.db.portal.findToken(sha256(token))) !== null;
}

/** POST /v1/portal/logout: the presented token only. */
export async function logout(deps: PortalDeps, portal: PortalContext): Promise<void> {
  await deps.db.portal.deleteToken(Buffer.from(portal.tokenId, 'hex'));
}

/**
 * POST /v1/portal/password: this membership's password only. A wrong current password is 422
 * on current_password and a failed sign-in; every other token of the membership is retired.
 */
export async function changePassword(
  deps: PortalDeps,
  limits: SignInLimits,
  ip: string | null,
  portal: PortalContext,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const { businessId, affiliateId } = portal;
  const [affiliate, business] = await Promise.all([
    deps.db.affiliates.find(businessId, affiliateId),
    deps.db.portal.business(businessId),
  ]);
  if (!affiliate) throw new UnauthorizedError('Invalid access token');
  const account = { business: business.slug, email: affiliate.user_email };
  const ipKey = ip ?? 'unknown';
  await limits.check(ipKey, account);
  const stored = await deps.db.portal.passwordOf(businessId, affiliateId);
  if (!(await passwordMatches(input.current_password, stored))) {
    await limits.fail(ipKey, account);
    throw ValidationError.field('current_password', 'The current password is incorrect.');
  }
  const hash = await hashPassword(input.new_password);
  await deps.db.tx('portal-password', async (tx) => {
    await tx.portal.setPassword(businessId, affiliateId, hash);
    await tx.portal.retireTokens(businessId, affiliateId, Buffer.from(portal.tokenId, 'hex'));
  });
}

/** A single-use reset token for the membership, valid an hour; it voids any older one. */
async function newReset(
  deps: PortalDeps,
  tx: Tx,
  businessId: number,
  affiliateId: number,
): Promise<{ reset_token: string; expires_at: string }> {
  const token = `prt_${randomToken(32)}`;
  const now = deps.clock.now();
  const expiresAt = dateToIso(new Date(now.getTime() + RESET_TTL_SECONDS * 1000));
  await tx.portal.insertReset({
    businessId,
    affiliateId,
    tokenHash: sha256(token),
    expiresAt,
    now: now.toISOString(),
  });
  return { reset_token: token, expires_at: expiresAt };
}

/**
 * POST /v1/portal/password-reset: 202 whatever the e-mail. For an active membership the
 * `affiliate.password_reset_requested` event carries the token to the business's mailer.
 * Each request counts against the client IP's sign-in budget.
 */
export async function requestReset(
  deps: PortalDeps,
  limits: SignInLimits,
  ip: string | null,
  input: { business: string; email: string },
): Promise<void> {
  const ipKey = ip ?? 'unknown';
  await limits.check(ipKey);
  await limits.fail(ipKey);
  const row = await deps.db.portal.signIn(input.business, input.email);
  if (!row || row.status !== 'active' || !row.business_active) return;
  await deps.db.tx('portal-reset-request', async (tx) => {
    const reset = await newReset(deps, tx, row.business_id, row.affiliate_id);
    await recordAffiliateEvent(
      tx,
      row.business_id,
      row.affiliate_id,
      'affiliate.password_reset_requested',
      reset,
    );
  });
}

/** POST /v1/affiliates/{id}/password-reset: the merchant's own reset of one live membership. */
export async function issueReset(
  deps: PortalDeps,
  businessId: number,
  affiliateId: number,
): Promise<{ reset_token: string; expires_at: string }> {
  return deps.db.tx('portal-reset-issue', async (tx) => {
    if (!(await tx.affiliates.exists(businessId, affiliateId, { withDeleted: false }))) throw notFound();
    return newReset(deps, tx, businessId, affiliateId);
  });
}

/**
 * POST /v1/portal/password-reset/confirm: sets that membership's password and retires its
 * tokens. An unknown, used or expired token is 422 on `token`.
 */
export async function confirmReset(
  deps: PortalDeps,
  input: { token: string; new_password: string },
): Promise<void> {
  const hash = await hashPassword(input.new_password);
  const done = await deps.db.tx('portal-reset-confirm', async (tx) => {
    const reset = await tx.portal.consumeReset(sha256(input.token), deps.clock.now().toISOString());
    if (!reset) return false;
    await tx.portal.setPassword(reset.business_id, reset.affiliate_id, hash);
    await tx.portal.retireTokens(reset.business_id, reset.affiliate_id);
    return true;
  });
  if (!done) throw ValidationError.field('token', 'The reset token is invalid, used or expired.');
}
