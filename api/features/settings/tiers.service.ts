import type { Deps } from '../../deps';
import { money } from '../../domain/money';
import { NotFoundError, ValidationError } from '../../errors';
import type { BusinessTierRow, TierValues } from '../../../sql/repos/business-tiers.repo';
import type { Tx } from '../../../sql/db';

/** Commission tier object: money and rate as 2-decimal strings; platform tiers lack id and sort_order. */
export interface PlatformTier {
  min_amount: string;
  max_amount: string | null;
  rate: string;
}
export type BusinessTier = BusinessTierRow;

export interface TierBody {
  min_amount: number;
  max_amount?: number | null;
  rate: number;
}

export async function listTiers(deps: Deps, businessId: number) {
  const [platform, business] = await Promise.all([
    deps.db.platform.tiers(),
    deps.db.businessTiers.list(businessId),
  ]);
  return {
    using_custom: business.length > 0,
    platform_tiers: platform.map((t): PlatformTier => ({
      min_amount: t.min_amount,
      max_amount: t.max_amount,
      rate: t.rate,
    })),
    business_tiers: business,
  };
}

/** Exact 2-decimal strings from a validated body (tierBody checked max > min; null is unlimited). */
function values(body: TierBody): TierValues {
  return {
    min: money(String(body.min_amount)),
    max: body.max_amount === undefined || body.max_amount === null ? null : money(String(body.max_amount)),
    rate: money(String(body.rate)),
  };
}

/** Ranges are half-open [min, max): [0,100) and [100,…) touch without overlapping. */
async function refuseOverlap(tx: Tx, businessId: number, t: TierValues, excludeId: number | null) {
  const other = await tx.businessTiers.overlapping(businessId, t, excludeId);
  if (!other) return;
  const range = `${other.min_amount}-${other.max_amount ?? 'unlimited'}`;
  const message = `The range overlaps the existing tier ${other.id} (${range})`;
  throw new ValidationError(
    { min_amount: [message], max_amount: [message] },
    'Commission tier ranges overlap',
  );
}

/**
 * Every tier write runs behind the business's settings row lock, so two racing writes cannot
 * both pass the overlap check.
 */
function write<T>(deps: Deps, businessId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.tx('business-tiers', async (tx) => {
    await tx.settings.lock(businessId);
    return work(tx);
  });
}

async function found(tx: Tx, businessId: number, id: number): Promise<BusinessTier> {
  const tier = await tx.businessTiers.find(businessId, id);
  if (!tier) throw new NotFoundError('Commission tier not found');
  return tier;
}

/** sort_order is each tier's position by min_amount, so it is kept after every change. */
async function renumbered(tx: Tx, businessId: number, id: number): Promise<BusinessTier> {
  await tx.businessTiers.renumber(businessId);
  return found(tx, businessId, id);
}

export async function createTier(deps: Deps, businessId: number, body: TierBody): Promise<BusinessTier> {
  const t = values(body);
  return write(deps, businessId, async (tx) => {
    await refuseOverlap(tx, businessId, t, null);
    return renumbered(tx, businessId, await tx.businessTiers.insert(businessId, t));
  });
}

export async function updateTier(
  deps: Deps,
  businessId: number,
  id: number,
  body: TierBody,
): Promise<BusinessTier> {
  const t = values(body);
  return write(deps, businessId, async (tx) => {
    await found(tx, businessId, id);
    await refuseOverlap(tx, businessId, t, id);
    await tx.businessTiers.update(businessId, id, t);
    return renumbered(tx, businessId, id);
  });
}

export async function deleteTier(deps: Deps, businessId: number, id: number): Promise<void> {
  await write(deps, businessId, async (tx) => {
    if (!(await tx.businessTiers.delete(businessId, id)))
      throw new NotFoundError('Commission tier not found');
    await tx.businessTiers.renumber(businessId);
  });
}

/** Removes every custom tier: the business falls back to its rate, then the platform's. */
export async function resetTiers(deps: Deps, businessId: number): Promise<void> {
  await write(deps, businessId, (tx) => tx.businessTiers.deleteAll(businessId));
}
