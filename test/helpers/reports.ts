import type { Deps } from '../../api/deps';
import { insertBatch } from '../../clickhouse/insert';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { syncPayouts } from '../../api/features/payouts/payout-sync';
import { uniq } from './fixtures';

/**
 * Report fixtures (affiliates and links come from ./fixtures.ts): conversions written with
 * plain SQL, clicks inserted into ClickHouse the way the click loader does (insertBatch),
 * conversions and payouts loaded through their real sync jobs.
 */

export interface SeedConversion {
  affiliateId: number | null;
  linkId: number | null;
  commission: string;
  orderTotal?: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  /** ISO with microseconds. */
  convertedAt: string;
  customerName?: string;
}

/** Inserts conversions into PostgreSQL and loads them into ClickHouse with the sync job. */
export async function seedConversions(
  deps: Deps,
  businessId: number,
  list: SeedConversion[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const c of list) {
    const total = c.orderTotal ?? '100.00';
    const r = await deps.db.one<{ id: number }>(
      `INSERT INTO conversions (business_id, order_id, affiliate_id, referral_link_id, subtotal, order_total,
         commission_rate, commission_amount, status, converted_at, customer_name)
       VALUES ($1, $2, $3, $4, $5, $5, 10, $6, $7, $8, $9) RETURNING id`,
      [
        businessId,
        uniq('ord'),
        c.affiliateId,
        c.linkId,
        total,
        c.commission,
        c.status,
        c.convertedAt,
        c.customerName ?? null,
      ],
    );
    ids.push(r.id);
  }
  await creditApproved(deps, businessId, ids);
  for (let i = 0; i < ids.length; i += 500)
    await syncConversions(deps, { businessId, ids: ids.slice(i, i + 500) });
  return ids;
}

/** The ledger's commission entries of those of `ids` that are approved, as approving writes them. */
export async function creditApproved(deps: Deps, businessId: number, ids: number[]): Promise<void> {
  await deps.db.tx(async (tx) => {
    await tx.ledger.lock(businessId, { conversionIds: ids });
    await tx.ledger.appendCommissions(businessId, ids);
  });
}

/** A status change as the orders feature makes it: a new version, then the sync. */
export async function changeConversionStatus(
  deps: Deps,
  businessId: number,
  id: number,
  status: SeedConversion['status'],
): Promise<void> {
  await deps.db.none(
    `UPDATE conversions SET status = $3, version = version + 1, updated_at = now() WHERE business_id = $1 AND id = $2`,
    [businessId, id, status],
  );
  if (status === 'approved') await creditApproved(deps, businessId, [id]);
  await syncConversions(deps, { businessId, ids: [id] });
}

export interface SeedClick {
  affiliateId: number;
  linkId: number;
  campaign: string | null;
  visitorId: string;
  isBot?: boolean;
  /** ISO with microseconds. */
  createdAt: string;
}

let clickSeq = Math.floor(Math.random() * 1e9) * 1000;

/** Inserts clicks the way the click loader does: one batch, one dedup token. */
export async function insertClicks(
  deps: Deps,
  businessId: number,
  clicks: SeedClick[],
  token = uniq('clicks'),
): Promise<number[]> {
  const rows = clicks.map((c) => ({
    business_id: businessId,
    id: (clickSeq += 1),
    referral_link_id: c.linkId,
    affiliate_id: c.affiliateId,
    campaign: c.campaign ?? '',
    visitor_id: c.visitorId,
    ip_address: '203.0.113.9',
    user_agent: c.isBot ? 'Googlebot/2.1' : 'Mozilla/5.0',
    device: 'desktop',
    browser: 'Chrome',
    os: 'Linux',
    country: 'US',
    referrer: '',
    landing_page: 'https://shop.example/p',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    is_bot: c.isBot ? 1 : 0,
    created_at: c.createdAt,
  }));
  await insertBatch(deps.ch, 'clicks', rows, token);
  return rows.map((r) => r.id);
}

export { syncPayouts };

/** A small deterministic generator, so seeded data is varied but reproducible. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
