import type { Deps } from '../../api/deps';
import { insertBatch } from '../../clickhouse/insert';
import { deps as sharedDeps } from './context';
import { uniq } from './fixtures';
import type { Client } from './http';

/** A valid POST /v1/affiliates body with a fresh e-mail. */
export function affiliateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Affiliate',
    email: `${uniq('aff')}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Creates an affiliate through the API and returns its object (fails loudly otherwise). */
export async function createViaApi(api: Client, overrides: Record<string, unknown> = {}) {
  const r = await api.post('/v1/affiliates', { body: affiliateBody(overrides) });
  if (r.status !== 201) throw new Error(`create affiliate: ${r.status} ${r.text}`);
  return r.body.data;
}

export interface SeedAffiliate {
  name?: string;
  email?: string;
  phone?: string | null;
  referral_code?: string;
  status?: 'pending' | 'active' | 'suspended' | 'terminated';
  commission_rate?: string | null;
  notes?: string | null;
  created_at?: string;
  deleted?: boolean;
}

/**
 * Affiliates written straight to PostgreSQL (no password hashing), for lists that need many
 * rows or exact field values. Returns their ids in the given order.
 */
export async function seedAffiliates(
  businessId: number,
  specs: SeedAffiliate[],
  d?: Deps,
): Promise<number[]> {
  const deps = d ?? (await sharedDeps());
  const ids: number[] = [];
  for (const s of specs) {
    const name = s.name ?? 'Seeded Affiliate';
    const phone = s.phone ?? null;
    const user = await deps.db.one<{ id: number }>(
      `INSERT INTO users (email, name, phone) VALUES ($1, $2, $3) RETURNING id`,
      [s.email ?? `${uniq('seed')}@example.com`, name, phone],
    );
    const row = await deps.db.one<{ id: number }>(
      `INSERT INTO affiliates (business_id, user_id, referral_code, status, commission_rate, notes, created_at, deleted_at, name, phone)
       VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), CASE WHEN $8 THEN now() END, $9, $10)
       RETURNING id`,
      [
        businessId,
        user.id,
        s.referral_code ?? uniq('C').toUpperCase(),
        s.status ?? 'active',
        s.commission_rate ?? null,
        s.notes ?? null,
        s.created_at ?? null,
        s.deleted ?? false,
        name,
        phone,
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

/** A referral link row (the links feature's table) for counts and click totals. */
export async function addLink(
  businessId: number,
  affiliateId: number,
  o: { clickCount?: number; deleted?: boolean } = {},
): Promise<number> {
  const deps = await sharedDeps();
  const row = await deps.db.one<{ id: number }>(
    `INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url, click_count, deleted_at)
     VALUES ($1, $2, $3, 'https://shop.example/', $4, CASE WHEN $5 THEN now() END) RETURNING id`,
    [businessId, affiliateId, uniq('slug'), o.clickCount ?? 0, o.deleted ?? false],
  );
  return row.id;
}

/** A conversion row with a given commission, status and time. */
export async function addConversion(
  businessId: number,
  affiliateId: number | null,
  o: { commission: string; status?: string; convertedAt?: string },
): Promise<void> {
  const deps = await sharedDeps();
  await deps.db.none(
    `INSERT INTO conversions (business_id, order_id, affiliate_id, subtotal, order_total, commission_amount, status, converted_at)
     VALUES ($1, $2, $3, 100, 100, $4, $5, $6)`,
    [
      businessId,
      uniq('order'),
      affiliateId,
      o.commission,
      o.status ?? 'pending',
      o.convertedAt ?? new Date().toISOString(),
    ],
  );
}

let clickSeq = 1;

/** Click rows in ClickHouse, as the click loader writes them. */
export async function addClicks(
  businessId: number,
  clicks: { affiliateId: number; at: string; bot?: boolean; linkId?: number }[],
): Promise<void> {
  const deps = await sharedDeps();
  const base = Date.now() * 1000;
  const rows = clicks.map((c) => ({
    business_id: businessId,
    id: base + clickSeq++,
    referral_link_id: c.linkId ?? 1,
    affiliate_id: c.affiliateId,
    campaign: '',
    visitor_id: uniq('v'),
    ip_address: '127.0.0.1',
    user_agent: 'test',
    device: 'desktop',
    browser: 'test',
    os: 'test',
    country: '',
    referrer: '',
    landing_page: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    is_bot: c.bot ? 1 : 0,
    created_at: c.at,
  }));
  await insertBatch(deps.ch, 'clicks', rows, uniq('test-clicks'));
}

export async function setSelfRegistration(businessId: number, on: boolean): Promise<void> {
  const deps = await sharedDeps();
  await deps.db.none(`UPDATE business_settings SET allow_self_registration = $2 WHERE business_id = $1`, [
    businessId,
    on,
  ]);
}

export async function setBusinessRate(businessId: number, rate: string | null): Promise<void> {
  const deps = await sharedDeps();
  await deps.db.none(`UPDATE business_settings SET commission_rate = $2 WHERE business_id = $1`, [
    businessId,
    rate,
  ]);
}

/** The affiliate row as stored, deleted or not (for "nothing changed" checks). */
export async function storedAffiliate(id: number): Promise<Record<string, unknown>> {
  const deps = await sharedDeps();
  return deps.db.one(`SELECT * FROM affiliates WHERE id = $1`, [id]);
}

/** Many affiliates in two statements (for exports that must outgrow every buffer). */
export async function seedMany(businessId: number, n: number): Promise<void> {
  const deps = await sharedDeps();
  const tag = uniq('m');
  await deps.db.none(
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
