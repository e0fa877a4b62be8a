import { randomBytes } from 'node:crypto';
import type { Deps } from '../../api/deps';
import { publishInvalidation } from '../../api/cache/invalidation';
import { issueToken } from '../../api/security/tokens';
import type { Scope } from '../../api/security/scopes';
import { createApiKey, registerBusiness } from '../../api/businesses/business.service';
import { pgp } from '../../sql/db';
import { deps as sharedDeps } from './context';
import { client, type Client } from './http';

/**
 * The test factories: one function per entity (business, affiliate, link, commission rule,
 * settings). Businesses go through the service (they need keys and a token); affiliates,
 * links and rules are written straight into PostgreSQL, so a test depends on nothing but the
 * schema and gets exact field values. Every factory takes the run's shared dependencies
 * unless given others (a test server with its own pools).
 */

export const uniq = (prefix = 't'): string => `${prefix}${randomBytes(5).toString('hex')}`;

async function db(d?: Deps) {
  return (d ?? (await sharedDeps())).db;
}

export interface TestBusiness {
  id: number;
  slug: string;
  url: string;
  apiKey: string;
  apiSecret: string;
  token: string;
}

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

/** A fresh business and a client of the server at `url` holding its all-scope token. */
export async function newBusinessClient(
  url: string,
  d?: Deps,
): Promise<{ biz: TestBusiness; businessId: number; api: Client }> {
  const biz = await newBusiness(d);
  return { biz, businessId: biz.id, api: client(url, biz.token) };
}

/** A token for a new key of `businessId` holding only `scopes`. */
export async function tokenWithScopes(businessId: number, scopes: Scope[], d?: Deps): Promise<string> {
  const deps = d ?? (await sharedDeps());
  const key = await createApiKey(deps.db, businessId, scopes);
  return (await issueToken(deps, key.api_key, key.api_secret)).access_token;
}

export type AffiliateStatus = 'pending' | 'active' | 'suspended' | 'terminated';

export interface AffiliateOptions {
  /** The per-business profile name (also the user's name). */
  name?: string;
  email?: string;
  phone?: string | null;
  referralCode?: string;
  status?: AffiliateStatus;
  commissionRate?: string | null;
  notes?: string | null;
  /** Stamps approved_at (as approving does); unset, approved_at stays null. */
  approved?: boolean;
  createdAt?: string;
  deleted?: boolean;
}

export interface TestAffiliate {
  id: number;
  userId: number;
  name: string;
  email: string;
  referralCode: string;
}

/** An affiliate of `businessId` (a user and its profile) written with SQL: no password hashing. */
export async function newAffiliate(
  businessId: number,
  o: AffiliateOptions = {},
  d?: Deps,
): Promise<TestAffiliate> {
  const name = o.name ?? `Affiliate ${uniq()}`;
  const email = o.email ?? `${uniq('aff')}@example.com`;
  const referralCode = o.referralCode ?? uniq('R').toUpperCase();
  const row = await (
    await db(d)
  ).one<{ id: number; user_id: number }>(
    `WITH u AS (INSERT INTO users (email, name, phone) VALUES ($[email], $[name], $[phone]) RETURNING id)
     INSERT INTO affiliates (business_id, user_id, name, phone, referral_code, status, commission_rate, notes,
                             approved_at, created_at, deleted_at)
     SELECT $[businessId], u.id, $[name], $[phone], $[referralCode], $[status], $[commissionRate], $[notes],
            CASE WHEN $[approved] THEN now() END, coalesce($[createdAt]::timestamptz, now()),
            CASE WHEN $[deleted] THEN now() END
     FROM u RETURNING id, user_id`,
    {
      businessId,
      email,
      name,
      phone: o.phone ?? null,
      referralCode,
      status: o.status ?? 'active',
      commissionRate: o.commissionRate ?? null,
      notes: o.notes ?? null,
      approved: o.approved ?? false,
      createdAt: o.createdAt ?? null,
      deleted: o.deleted ?? false,
    },
  );
  return { id: row.id, userId: row.user_id, name, email, referralCode };
}

/** Several affiliates of one business, for lists that need many rows: their ids, in order. */
export async function newAffiliates(
  businessId: number,
  specs: AffiliateOptions[],
  d?: Deps,
): Promise<number[]> {
  const ids: number[] = [];
  for (const s of specs) ids.push((await newAffiliate(businessId, s, d)).id);
  return ids;
}

/** `n` affiliates in one statement (for exports that must outgrow every buffer). */
export async function manyAffiliates(businessId: number, n: number, d?: Deps): Promise<void> {
  const tag = uniq('m');
  await (
    await db(d)
  ).none(
    `WITH u AS (
       INSERT INTO users (email, name)
       SELECT $3 || '.' || g || '@example.com', 'Many ' || g FROM generate_series(1, $2) AS g
       RETURNING id, name
     )
     INSERT INTO affiliates (business_id, user_id, name, referral_code, status, notes)
     SELECT $1, u.id, u.name, $3 || u.id, 'active', 'Some notes, long enough to fill buffers quickly.' FROM u`,
    [businessId, n, tag],
  );
}

export interface LinkOptions {
  slug?: string;
  destinationUrl?: string;
  campaign?: string | null;
  isActive?: boolean;
  clickCount?: number;
  metadata?: Record<string, unknown> | null;
  deleted?: boolean;
  createdAt?: string;
}

export interface TestLink {
  id: number;
  businessId: number;
  affiliateId: number;
  slug: string;
  destinationUrl: string;
  campaign: string | null;
}

/** A referral link of an affiliate, live and without a campaign unless told. */
export async function newLink(
  businessId: number,
  affiliateId: number,
  o: LinkOptions = {},
  d?: Deps,
): Promise<TestLink> {
  const slug = o.slug ?? uniq('l');
  const destinationUrl = o.destinationUrl ?? `https://shop.example/${uniq('p')}`;
  const campaign = o.campaign ?? null;
  const dd = d ?? (await sharedDeps());
  const row = await dd.db.one<{ id: number }>(
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
      campaign,
      isActive: o.isActive ?? true,
      clickCount: o.clickCount ?? 0,
      metadata: o.metadata == null ? null : JSON.stringify(o.metadata),
      deleted: o.deleted ?? false,
      createdAt: o.createdAt ?? null,
    },
  );
  // As createLink does: every redirect's slug filter learns the new slug.
  await publishInvalidation(dd, { kind: 'link', businessId, linkId: row.id, slug });
  return { id: row.id, businessId, affiliateId, slug, destinationUrl, campaign };
}

/** An active affiliate of the business with one live link. */
export async function newAffiliateWithLink(
  businessId: number,
  o: { affiliate?: AffiliateOptions; link?: LinkOptions } = {},
  d?: Deps,
): Promise<{ affiliate: TestAffiliate; link: TestLink }> {
  const affiliate = await newAffiliate(businessId, o.affiliate, d);
  const link = await newLink(businessId, affiliate.id, o.link, d);
  return { affiliate, link };
}

export interface RuleOptions {
  rate?: string | number;
  label?: string | null;
  priority?: number;
  validFrom?: string | null;
  validUntil?: string | null;
  maxConversions?: number | null;
  conversionCount?: number;
  isActive?: boolean;
  createdAt?: string;
}

/** A commission rule on a link (10.00 %, priority 0, always valid, unless told). */
export async function newRule(
  businessId: number,
  linkId: number,
  o: RuleOptions = {},
  d?: Deps,
): Promise<{ id: number }> {
  return (await db(d)).one(
    `INSERT INTO commission_rules (business_id, referral_link_id, label, commission_rate, priority, valid_from,
                                   valid_until, max_conversions, conversion_count, is_active, created_at)
     VALUES ($[businessId], $[linkId], $[label], $[rate], $[priority], $[validFrom], $[validUntil], $[maxConversions],
             $[conversionCount], $[isActive], coalesce($[createdAt]::timestamptz, now()))
     RETURNING id`,
    {
      businessId,
      linkId,
      label: o.label ?? null,
      rate: o.rate ?? '10.00',
      priority: o.priority ?? 0,
      validFrom: o.validFrom ?? null,
      validUntil: o.validUntil ?? null,
      maxConversions: o.maxConversions ?? null,
      conversionCount: o.conversionCount ?? 0,
      isActive: o.isActive ?? true,
      createdAt: o.createdAt ?? null,
    },
  );
}

/** A live coupon of the affiliate, written with SQL. */
export async function newCoupon(
  businessId: number,
  affiliateId: number,
  code = uniq('C').toUpperCase(),
  d?: Deps,
): Promise<{ id: number; code: string }> {
  const row = await (
    await db(d)
  ).one<{ id: number }>(
    'INSERT INTO coupons (business_id, affiliate_id, code) VALUES ($1, $2, $3) RETURNING id',
    [businessId, affiliateId, code],
  );
  return { id: row.id, code };
}

/** A business's settings row, by column (only the columns given change). */
export interface SettingsPatch {
  commission_rate?: string | number | null;
  cookie_duration?: number;
  auto_approve_enabled?: boolean;
  auto_approve_delay_days?: number;
  auto_approve_min_amount?: string | null;
  auto_approve_max_amount?: string | null;
  allow_self_registration?: boolean;
  recurring_commission_months?: number | null;
  recurring_commission_rate?: string | null;
  currency?: string;
  /** Only the rules given; the others read as their defaults. */
  fraud_rules?: Record<string, string>;
  fraud_ip_conversion_limit?: number;
  fraud_review_amount?: string | null;
  click_dedupe_minutes?: number;
}

/** Sets a business's settings straight in business_settings, bypassing the settings endpoint. */
export async function setSettings(businessId: number, patch: SettingsPatch, d?: Deps): Promise<void> {
  const columns = Object.keys(patch);
  if (!columns.length) return;
  await (
    await db(d)
  ).none(`${pgp.helpers.update(patch, columns, 'business_settings')} WHERE business_id = $1`, [businessId]);
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
