import { publishInvalidation } from '../../cache/invalidation';
import type { Deps } from '../../deps';
import { registrationRisk } from '../../fraud/registration-risk';
import { ConflictError, NotFoundError, RegistrationDisabledError, ValidationError } from '../../errors';
import { paged } from '../../http/envelope';
import { dateToIso } from '../../../sql/timestamps';
import type { AffiliateFilter, AffiliateStatus } from '../../../sql/repos/affiliates.repo';
import { recordAffiliateEvent } from './affiliate.events';
import { toAffiliate, toAffiliateDetail, type Affiliate } from './affiliate.view';
import { hashPassword } from '../../security/password';
import { generateReferralCode } from './referral-code';

export type AffiliateDeps = Pick<Deps, 'db' | 'clock'>;

export const notFound = () => new NotFoundError('Affiliate not found');

export async function listAffiliates(
  deps: AffiliateDeps,
  businessId: number,
  q: AffiliateFilter & { page: number; per_page: number },
) {
  const { rows, total } = await deps.db.affiliates.page(businessId, q, q.page, q.per_page);
  return paged(rows.map(toAffiliate), q.page, q.per_page, total);
}

export async function getAffiliate(deps: AffiliateDeps, businessId: number, id: number): Promise<Affiliate> {
  const row = await deps.db.affiliates.find(businessId, id);
  if (!row) throw notFound();
  return toAffiliateDetail(row);
}

export interface NewAffiliate {
  name: string;
  email: string;
  password: string;
  phone?: string | null;
  commission_rate?: number | null;
  notes?: string | null;
  referral_code?: string | null;
}

// Eight characters from 36 make a collision rare; a handful of retries makes failure absurd.
const MAX_CODE_ATTEMPTS = 6;

interface PgError {
  code?: string;
  constraint?: string;
}

const affiliateExists = () =>
  new ConflictError('AFFILIATE_EXISTS', 'This email is already an affiliate of this business');

/**
 * Creates the per-business affiliate record under the user account with this e-mail: an
 * existing account (of any business, or an owner's) is linked as it is — its password
 * untouched — otherwise one is made with the given credentials. The name and phone are this
 * business's profile, stored on the affiliate record (docs/architecture.md, Affiliate
 * profiles). A duplicate is refused before any password is hashed: scrypt's 32 MiB and CPU are
 * spent only on an account that is about to be made. The unique indexes decide races: a
 * second live record for the account is 409 AFFILIATE_EXISTS, a taken referral code is 422
 * (or, for a generated one, another attempt).
 */
async function insertAffiliate(
  deps: AffiliateDeps,
  businessId: number,
  input: NewAffiliate,
  status: AffiliateStatus,
  riskReasons: string[] = [],
): Promise<Affiliate> {
  const account = await deps.db.users.findByEmail(input.email);
  if (account && (await deps.db.affiliates.existsForUser(businessId, account.id))) throw affiliateExists();
  // An existing account keeps its password, so only a new one needs the hash.
  const passwordHash = account ? null : await hashPassword(input.password);
  const phone = input.phone || null;
  const supplied = input.referral_code || null;
  for (let attempt = 1; ; attempt += 1) {
    const now = dateToIso(deps.clock.now());
    try {
      return await deps.db.tx('create-affiliate', async (tx) => {
        const user = await tx.users.findOrCreate({
          email: input.email,
          name: input.name,
          phone,
          passwordHash,
        });
        if (await tx.affiliates.existsForUser(businessId, user.id)) throw affiliateExists();
        const row = await tx.affiliates.insert({
          businessId,
          userId: user.id,
          name: input.name,
          phone,
          referralCode: supplied ?? generateReferralCode(),
          status,
          commissionRate:
            input.commission_rate === undefined || input.commission_rate === null
              ? null
              : String(input.commission_rate),
          notes: input.notes ?? null,
          approvedAt: status === 'active' ? now : null,
          now,
          riskReasons,
        });
        await recordAffiliateEvent(tx, businessId, row.id, 'affiliate.created');
        return toAffiliate(row);
      });
    } catch (err) {
      const e = err as PgError;
      if (e.code !== '23505') throw err;
      if (e.constraint === 'affiliates_user_key') throw affiliateExists();
      if (e.constraint === 'affiliates_code_key') {
        if (supplied)
          throw ValidationError.field('referral_code', 'The referral code has already been taken.');
        if (attempt < MAX_CODE_ATTEMPTS) continue;
      }
      throw err;
    }
  }
}

/** POST /v1/affiliates: active at once, approved_at set. */
export function createAffiliate(deps: AffiliateDeps, businessId: number, input: NewAffiliate) {
  return insertAffiliate(deps, businessId, input, 'active');
}

/** POST /v1/affiliates/register: pending, no individual rate, only when the business allows it. */
export async function registerAffiliate(
  deps: AffiliateDeps,
  businessId: number,
  input: Pick<NewAffiliate, 'name' | 'email' | 'password' | 'phone'>,
): Promise<Affiliate> {
  if (!(await deps.db.affiliates.registrationOpen(businessId))) throw new RegistrationDisabledError();
  const settings = await deps.db.settings.get(businessId);
  return insertAffiliate(
    deps,
    businessId,
    { ...input, commission_rate: null, referral_code: null },
    'pending',
    registrationRisk(settings.fraud_rules, input.email),
  );
}

export async function updateAffiliate(
  deps: AffiliateDeps,
  businessId: number,
  id: number,
  patch: { commission_rate?: number | null; notes?: string | null },
): Promise<Affiliate> {
  const row = await deps.db.tx('update-affiliate', async (tx) => {
    const changed = await tx.affiliates.update(
      businessId,
      id,
      {
        commissionRate:
          patch.commission_rate === undefined
            ? undefined
            : patch.commission_rate === null
              ? null
              : String(patch.commission_rate),
        notes: patch.notes,
      },
      dateToIso(deps.clock.now()),
    );
    return changed ? recordAffiliateEvent(tx, businessId, id, 'affiliate.updated') : null;
  });
  if (!row) throw notFound();
  // Only the single GET carries referral_links_count.
  return toAffiliate(row);
}

/**
 * Soft delete: the per-business record, its links and its coupons leave every list and count (a deleted
 * link's tracking URL is dead, so a listed one would look active with nothing behind it); the
 * user account, clicks and conversions stay. The redirect drops its cached view of the affiliate.
 */
export async function deleteAffiliate(
  deps: AffiliateDeps & Pick<Deps, 'redis' | 'config'>,
  businessId: number,
  id: number,
): Promise<void> {
  const deleted = await deps.db.tx('delete-affiliate', async (tx) => {
    await recordAffiliateEvent(tx, businessId, id, 'affiliate.deleted');
    await tx.portal.retireTokens(businessId, id);
    return tx.affiliates.softDelete(businessId, id, dateToIso(deps.clock.now()));
  });
  if (!deleted) throw notFound();
  await publishInvalidation(deps, { kind: 'affiliate', businessId, affiliateId: id });
}
