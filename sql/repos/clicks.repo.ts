import { sql } from '../query-file';
import type { Executor } from './types';

/** A link that may take clicks, as the redirect and POST /v1/clicks need it. */
export interface ServableLinkRow {
  id: number;
  business_id: number;
  affiliate_id: number;
  slug: string;
  destination_url: string;
  campaign: string | null;
  cookie_duration: number;
}

export interface ReferralCodeTargetRow {
  affiliate_id: number;
  business_id: number;
  link_id: number | null;
  destination_url: string | null;
  campaign: string | null;
}

const q = {
  servableLink: sql('clicks/servable-link'),
  linkForReferralCode: sql('clicks/link-for-referral-code'),
  linkExists: sql('clicks/link-exists'),
  applyCounts: sql('clicks/apply-counts'),
  purgeFlushes: sql('clicks/purge-flushes'),
  liveSlugCount: sql('clicks/live-slug-count'),
  liveSlugs: sql('clicks/live-slugs'),
};

export class ClicksRepo {
  constructor(private readonly db: Executor) {}

  /** `businessId` null: any business (the public redirect; slugs are globally unique). */
  servableLink(slug: string, businessId: number | null): Promise<ServableLinkRow | null> {
    return this.db.oneOrNone(q.servableLink, { slug, businessId });
  }

  linkForReferralCode(businessId: number, code: string): Promise<ReferralCodeTargetRow | null> {
    return this.db.oneOrNone(q.linkForReferralCode, { businessId, code });
  }

  async linkExists(businessId: number, id: number): Promise<boolean> {
    return (await this.db.one<{ exists: boolean }>(q.linkExists, { businessId, id })).exists;
  }

  /** Adds one flush's counts to click_count once per flush id; returns the links updated. */
  async applyCounts(
    flushId: string,
    counts: { linkId: number; businessId: number; n: number }[],
  ): Promise<number> {
    if (!counts.length) return 0;
    const r = await this.db.result(q.applyCounts, {
      flushId,
      linkIds: counts.map((c) => c.linkId),
      businessIds: counts.map((c) => c.businessId),
      counts: counts.map((c) => c.n),
    });
    return r.rowCount;
  }

  async purgeFlushes(): Promise<number> {
    return (await this.db.result(q.purgeFlushes)).rowCount;
  }

  /** Links not deleted: the redirect's slug filter is sized from it. */
  async liveSlugCount(): Promise<number> {
    return (await this.db.one<{ n: number }>(q.liveSlugCount)).n;
  }

  /** Lowercased slugs of the links not deleted after `afterId`, by id; `last` is the last id read. */
  async liveSlugs(afterId: number, limit: number): Promise<{ last: number | null; slugs: string[] }> {
    const r = await this.db.one<{ last: string | number | null; slugs: string; n: number }>(q.liveSlugs, {
      afterId,
      limit,
    });
    return { last: r.last === null ? null : Number(r.last), slugs: r.n ? r.slugs.split(' ') : [] };
  }
}
