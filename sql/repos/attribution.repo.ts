import { sql } from '../query-file';
import type { Executor } from './types';

export interface AttributableAffiliate {
  id: number;
  status: 'pending' | 'active' | 'suspended' | 'terminated';
  deleted: boolean;
}

const q = {
  cookieDuration: sql('attribution/cookie-duration'),
  affiliateById: sql('attribution/affiliate-by-id'),
  affiliatesByCodes: sql('attribution/affiliates-by-codes'),
};

/** What attributing conversions and events reads from PostgreSQL. */
export class AttributionRepo {
  constructor(private readonly db: Executor) {}

  /** The business's cookie window in days (business_settings; 30 unless changed). */
  async cookieDuration(businessId: number): Promise<number> {
    const row = await this.db.oneOrNone<{ cookie_duration: number }>(q.cookieDuration, { businessId });
    return row?.cookie_duration ?? 30;
  }

  affiliateById(businessId: number, id: number): Promise<AttributableAffiliate | null> {
    return this.db.oneOrNone(q.affiliateById, { businessId, id });
  }

  /** Affiliates by referral code, case-insensitively, keyed by the lower-cased code. */
  async affiliatesByCodes(businessId: number, codes: string[]): Promise<Map<string, AttributableAffiliate>> {
    const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
    if (!wanted.length) return new Map();
    const rows = await this.db.any<AttributableAffiliate & { code: string }>(q.affiliatesByCodes, {
      businessId,
      codes: wanted,
    });
    return new Map(rows.map(({ code, ...a }) => [code, a]));
  }
}
