import { randomInt } from 'node:crypto';
import type { Deps } from '../../api/deps';
import { deps as sharedDeps } from './context';
import { uniq } from './fixtures';

/**
 * Affiliates, referral links and commission rules written straight into PostgreSQL, for tests
 * that need them without going through (or depending on) their endpoints. The click and
 * tracking fixtures (./clicks.ts, ./tracking.ts) write through these with their own defaults.
 */

export interface TestAffiliate {
  id: number;
  userId: number;
  name: string;
  email: string;
  referralCode: string;
}

const referralCode = (): string => {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 8 }, () => abc[randomInt(abc.length)]).join('');
};

export async function newAffiliate(
  businessId: number,
  opts: {
    name?: string;
    email?: string;
    status?: 'pending' | 'active' | 'suspended' | 'terminated';
    commissionRate?: string | null;
    deleted?: boolean;
    referralCode?: string;
  } = {},
  d?: Deps,
): Promise<TestAffiliate> {
  const deps = d ?? (await sharedDeps());
  const name = opts.name ?? `Affiliate ${uniq()}`;
  const email = opts.email ?? `${uniq('aff')}@example.com`;
  const code = opts.referralCode ?? referralCode();
  const row = await deps.db.one<{ id: number; user_id: number }>(
    `WITH u AS (INSERT INTO users (email, name) VALUES ($[email], $[name]) RETURNING id, name)
     INSERT INTO affiliates (business_id, user_id, name, referral_code, status, commission_rate, approved_at, deleted_at)
     SELECT $[businessId], u.id, u.name, $[code], $[status], $[rate], now(), CASE WHEN $[deleted] THEN now() END FROM u
     RETURNING id, user_id`,
    {
      email,
      name,
      businessId,
      code,
      status: opts.status ?? 'active',
      rate: opts.commissionRate ?? null,
      deleted: opts.deleted ?? false,
    },
  );
  return { id: row.id, userId: row.user_id, name, email, referralCode: code };
}

export interface TestLink {
  id: number;
  affiliateId: number;
  slug: string;
  destinationUrl: string;
}

export async function newLink(
  businessId: number,
  affiliateId: number,
  opts: {
    slug?: string;
    destinationUrl?: string;
    campaign?: string | null;
    isActive?: boolean;
    clickCount?: number;
    metadata?: Record<string, unknown> | null;
    deleted?: boolean;
    createdAt?: string;
  } = {},
  d?: Deps,
): Promise<TestLink> {
  const deps = d ?? (await sharedDeps());
  const slug = opts.slug ?? uniq('l');
  const destinationUrl = opts.destinationUrl ?? `https://shop.example/${uniq('p')}`;
  const row = await deps.db.one<{ id: number }>(
    `INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url, campaign, is_active, click_count,
                                 metadata, deleted_at, created_at)
     VALUES ($[businessId], $[affiliateId], $[slug], $[destinationUrl], $[campaign], $[isActive], $[clickCount],
             $[metadata]::jsonb, CASE WHEN $[deleted] THEN now() END, coalesce($[createdAt]::timestamptz, now()))
     RETURNING id`,
    {
      businessId,
      affiliateId,
      slug,
      destinationUrl,
      campaign: opts.campaign ?? null,
      isActive: opts.isActive ?? true,
      clickCount: opts.clickCount ?? 0,
      metadata: opts.metadata == null ? null : JSON.stringify(opts.metadata),
      deleted: opts.deleted ?? false,
      createdAt: opts.createdAt ?? null,
    },
  );
  return { id: row.id, affiliateId, slug, destinationUrl };
}

/** An affiliate of the business with one live link. */
export async function newAffiliateWithLink(businessId: number, d?: Deps) {
  const affiliate = await newAffiliate(businessId, {}, d);
  const link = await newLink(businessId, affiliate.id, {}, d);
  return { affiliate, link };
}

export async function newRule(
  businessId: number,
  linkId: number,
  opts: {
    rate?: string;
    label?: string | null;
    priority?: number;
    validFrom?: string | null;
    validUntil?: string | null;
    maxConversions?: number | null;
    conversionCount?: number;
    isActive?: boolean;
    createdAt?: string;
  } = {},
  d?: Deps,
): Promise<{ id: number }> {
  const deps = d ?? (await sharedDeps());
  return deps.db.one(
    `INSERT INTO commission_rules (business_id, referral_link_id, label, commission_rate, priority, valid_from,
                                   valid_until, max_conversions, conversion_count, is_active, created_at)
     VALUES ($[businessId], $[linkId], $[label], $[rate], $[priority], $[validFrom], $[validUntil], $[maxConversions],
             $[conversionCount], $[isActive], coalesce($[createdAt]::timestamptz, now()))
     RETURNING id`,
    {
      businessId,
      linkId,
      label: opts.label ?? null,
      rate: opts.rate ?? '10.00',
      priority: opts.priority ?? 0,
      validFrom: opts.validFrom ?? null,
      validUntil: opts.validUntil ?? null,
      maxConversions: opts.maxConversions ?? null,
      conversionCount: opts.conversionCount ?? 0,
      isActive: opts.isActive ?? true,
      createdAt: opts.createdAt ?? null,
    },
  );
}
