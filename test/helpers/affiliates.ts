import { insertBatch } from '../../clickhouse/insert';
import { deps as sharedDeps } from './context';
import { uniq } from './fixtures';
import type { Client } from './http';

/**
 * Affiliates made through the API, as a client would (rows written straight into PostgreSQL
 * come from the factories in ./fixtures.ts), and reading an affiliate row back as stored.
 */

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

/** The affiliate row as stored, deleted or not (for "nothing changed" checks). */
export async function storedAffiliate(id: number): Promise<Record<string, unknown>> {
  const deps = await sharedDeps();
  return deps.db.one(`SELECT * FROM affiliates WHERE id = $1`, [id]);
}
