import type { Deps } from '../../api/deps';
import { deps as sharedDeps } from './context';
import { uniq } from './fixtures';

/**
 * Affiliates, links and rules inserted straight into PostgreSQL, so commission tests do not
 * depend on the affiliates and links endpoints.
 */
async function db(d?: Deps) {
  return (d ?? (await sharedDeps())).db;
}

export async function insertAffiliate(
  businessId: number,
  opts: { status?: string; commissionRate?: string | null; deleted?: boolean } = {},
  d?: Deps,
): Promise<number> {
  const conn = await db(d);
  const user = await conn.one<{ id: number }>(
    `INSERT INTO users (email, name) VALUES ($1, 'Aff') RETURNING id`,
    [`${uniq('aff')}@example.com`],
  );
  const row = await conn.one<{ id: number }>(
    `INSERT INTO affiliates (business_id, user_id, name, referral_code, status, commission_rate, deleted_at)
     VALUES ($1, $2, 'Aff', $3, $4, $5, CASE WHEN $6 THEN now() END) RETURNING id`,
    [
      businessId,
      user.id,
      uniq('R').toUpperCase(),
      opts.status ?? 'active',
      opts.commissionRate ?? null,
      opts.deleted ?? false,
    ],
  );
  return row.id;
}

export async function insertLink(
  businessId: number,
  affiliateId: number,
  opts: { deleted?: boolean } = {},
  d?: Deps,
): Promise<number> {
  const row = await (
    await db(d)
  ).one<{ id: number }>(
    `INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url, deleted_at)
     VALUES ($1, $2, $3, 'https://shop.example/', CASE WHEN $4 THEN now() END) RETURNING id`,
    [businessId, affiliateId, uniq('slug'), opts.deleted ?? false],
  );
  return row.id;
}

export interface RuleOpts {
  rate: string | number;
  priority?: number;
  validFrom?: string | null;
  validUntil?: string | null;
  maxConversions?: number | null;
  conversionCount?: number;
  isActive?: boolean;
  createdAt?: string;
}

export async function insertRule(businessId: number, linkId: number, o: RuleOpts, d?: Deps): Promise<number> {
  const row = await (
    await db(d)
  ).one<{ id: number }>(
    `INSERT INTO commission_rules (business_id, referral_link_id, commission_rate, priority, valid_from,
       valid_until, max_conversions, conversion_count, is_active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now())) RETURNING id`,
    [
      businessId,
      linkId,
      o.rate,
      o.priority ?? 0,
      o.validFrom ?? null,
      o.validUntil ?? null,
      o.maxConversions ?? null,
      o.conversionCount ?? 0,
      o.isActive ?? true,
      o.createdAt ?? null,
    ],
  );
  return row.id;
}

/**
 * Runs `fn` with the platform rate and tiers set, then restores what was there: they are
 * platform-wide, and other tests in the run expect the defaults.
 */
export async function withPlatform<T>(
  p: { rate?: string | null; tiers?: { minAmount: string; maxAmount: string | null; rate: string }[] },
  fn: () => Promise<T>,
  d?: Deps,
): Promise<T> {
  const conn = await db(d);
  const rate = await conn.platform.rate();
  const tiers = await conn.platform.tiers();
  try {
    if (p.rate !== undefined) await conn.platform.setRate(p.rate);
    if (p.tiers) await conn.tx((tx) => tx.platform.replaceTiers(p.tiers!));
    return await fn();
  } finally {
    await conn.platform.setRate(rate);
    await conn.tx((tx) =>
      tx.platform.replaceTiers(
        tiers.map((t) => ({ minAmount: t.min_amount, maxAmount: t.max_amount, rate: t.rate })),
      ),
    );
  }
}
