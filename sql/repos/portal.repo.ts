import { sql } from '../query-file';
import type { AffiliateStatus } from './affiliates.repo';
import type { Executor } from './types';

/** A sign-in's membership and the password that holds for it. */
export interface SignInRow {
  business_id: number;
  business_active: boolean;
  affiliate_id: number;
  status: AffiliateStatus;
  password_hash: string | null;
}

export interface PortalTokenRow {
  business_id: number;
  affiliate_id: number;
  expires_at: string;
  status: AffiliateStatus;
  live: boolean;
  business_active: boolean;
}

export interface PortalBusinessRow {
  name: string;
  slug: string;
  logo_url: string | null;
  primary_color: string | null;
  currency: string;
}

const q = {
  signIn: sql('portal/sign-in'),
  lockMembership: sql('portal/lock-membership'),
  insertToken: sql('portal/insert-token'),
  findToken: sql('portal/find-token'),
  deleteToken: sql('portal/delete-token'),
  deleteForAffiliate: sql('portal/delete-for-affiliate'),
  deleteExpired: sql('portal/delete-expired'),
  passwordOf: sql('portal/password-of'),
  setPassword: sql('portal/set-password'),
  insertReset: sql('portal/insert-reset'),
  consumeReset: sql('portal/consume-reset'),
  recordSignIn: sql('portal/record-sign-in'),
  business: sql('portal/business'),
  businessBySlug: sql('portal/business-by-slug'),
  originsOf: sql('portal/origins-of'),
  originListed: sql('portal/origin-listed'),
  linkHosts: sql('portal/link-hosts'),
  resetBusiness: sql('portal/reset-business'),
  updateProfile: sql('portal/update-profile'),
};

/** The affiliate portal's memberships, tokens and resets (README, "For affiliates"). */
export class PortalRepo {
  constructor(private readonly db: Executor) {}

  signIn(business: string, email: string): Promise<SignInRow | null> {
    return this.db.oneOrNone(q.signIn, { business, email });
  }

  /** Adds a token; the membership's oldest beyond `maxLive` - 1 go in the same transaction. */
  insertToken(t: {
    tokenHash: Buffer;
    businessId: number;
    affiliateId: number;
    expiresAt: string;
    now: string;
    maxLive: number;
  }): Promise<void> {
    return this.db.tx('portal-token', async (tx) => {
      await tx.any(q.lockMembership, { affiliateId: t.affiliateId });
      await tx.none(q.insertToken, { ...t, keep: t.maxLive - 1 });
    });
  }

  findToken(tokenHash: Buffer): Promise<PortalTokenRow | null> {
    return this.db.oneOrNone(q.findToken, { tokenHash });
  }

  async deleteToken(tokenHash: Buffer): Promise<void> {
    await this.db.none(q.deleteToken, { tokenHash });
  }

  /** Retires every portal token of the membership, but `keep` when given. */
  async retireTokens(businessId: number, affiliateId: number, keep: Buffer | null = null): Promise<number> {
    return (await this.db.result(q.deleteForAffiliate, { businessId, affiliateId, keep })).rowCount;
  }

  async deleteExpired(before: string): Promise<number> {
    return (await this.db.result(q.deleteExpired, { before })).rowCount;
  }

  async passwordOf(businessId: number, affiliateId: number): Promise<string | null> {
    return (
      (await this.db.oneOrNone<{ password_hash: string | null }>(q.passwordOf, { businessId, affiliateId }))
        ?.password_hash ?? null
    );
  }

  async setPassword(businessId: number, affiliateId: number, passwordHash: string): Promise<boolean> {
    return (await this.db.oneOrNone(q.setPassword, { businessId, affiliateId, passwordHash })) !== null;
  }

  async insertReset(r: {
    businessId: number;
    affiliateId: number;
    tokenHash: Buffer;
    expiresAt: string;
    now: string;
  }): Promise<void> {
    await this.db.none(q.insertReset, r);
  }

  consumeReset(
    tokenHash: Buffer,
    now: string,
  ): Promise<{ business_id: number; affiliate_id: number } | null> {
    return this.db.oneOrNone(q.consumeReset, { tokenHash, now });
  }

  async recordSignIn(businessId: number, affiliateId: number, ip: string, now: string): Promise<void> {
    await this.db.none(q.recordSignIn, { businessId, affiliateId, ip, now });
  }

  business(businessId: number): Promise<PortalBusinessRow> {
    return this.db.one(q.business, { businessId });
  }

  businessBySlug(slug: string): Promise<{ id: number; portal_origins: string[] } | null> {
    return this.db.oneOrNone(q.businessBySlug, { slug });
  }

  async originsOf(businessId: number): Promise<string[]> {
    return (
      (await this.db.oneOrNone<{ portal_origins: string[] }>(q.originsOf, { businessId }))?.portal_origins ??
      []
    );
  }

  async originListed(origin: string): Promise<boolean> {
    return (await this.db.one<{ listed: boolean }>(q.originListed, { origin })).listed;
  }

  async resetBusiness(tokenHash: Buffer): Promise<number | null> {
    return (
      (await this.db.oneOrNone<{ business_id: number }>(q.resetBusiness, { tokenHash }))?.business_id ?? null
    );
  }

  async linkHosts(businessId: number): Promise<string[]> {
    return (
      (await this.db.oneOrNone<{ portal_link_hosts: string[] }>(q.linkHosts, { businessId }))
        ?.portal_link_hosts ?? []
    );
  }

  async updateProfile(
    businessId: number,
    affiliateId: number,
    p: { name?: string; phone?: string | null },
    now: string,
  ): Promise<boolean> {
    const row = await this.db.oneOrNone(q.updateProfile, {
      businessId,
      affiliateId,
      setName: p.name !== undefined,
      name: p.name ?? null,
      setPhone: p.phone !== undefined,
      phone: p.phone ?? null,
      now,
    });
    return row !== null;
  }
}
