import { containsPattern } from '../like';
import { compose, sql, type SqlTemplate } from '../query-file';
import type { Executor } from './types';

export type AffiliateStatus = 'pending' | 'active' | 'suspended' | 'terminated';

/** The affiliate's own columns, as the Affiliate object shows them too. */
export interface AffiliateFields {
  id: number;
  referral_code: string;
  status: AffiliateStatus;
  commission_rate: string | null;
  notes: string | null;
  approved_at: string | null;
  suspended_at: string | null;
  terminated_at: string | null;
  created_at: string;
  /** Fraud rules a self-registration tripped ([] when none). */
  risk_reasons: string[];
}

/**
 * An affiliate joined with its user account: what the Affiliate object is built from.
 * user_name and user_phone are this business's profile (affiliates.name, affiliates.phone),
 * user_email the account's.
 */
export interface AffiliateRow extends AffiliateFields {
  user_id: number;
  user_name: string;
  user_email: string;
  user_phone: string | null;
}

/** The single-affiliate read: its live links counted and its payout method (masked) or nulls. */
export interface AffiliateDetailRow extends AffiliateRow {
  referral_links_count: number;
  payout_method: string | null;
  payout_details_masked: Record<string, string> | null;
  payout_method_updated_at: string | null;
}

/** An affiliate's name and code, for the ids ClickHouse returns. */
export interface AffiliateName {
  id: number;
  name: string;
  referral_code: string;
  deleted: boolean;
}

export type AffiliateSort = 'created_at' | 'referral_code' | 'status' | 'commission_rate';

export interface AffiliateFilter {
  status?: AffiliateStatus | null;
  search?: string | null;
  /** When given, status and search are ignored (the export's `ids`). */
  ids?: number[] | null;
  sort: AffiliateSort;
  direction: 'asc' | 'desc';
}

export interface StatusChange {
  status: AffiliateStatus;
  notes: string | null;
  setApprovedAt?: boolean;
  setSuspendedAt?: boolean;
  clearSuspendedAt?: boolean;
  setTerminatedAt?: boolean;
}

export interface StatusChangeRow {
  id: number;
  status: AffiliateStatus;
  approved_at: string | null;
  suspended_at: string | null;
  terminated_at: string | null;
}

// The only text that reaches ORDER BY. Codes compare case-insensitively and bytewise, so the
// order does not depend on the server's collation; id breaks every tie the same way round.
const SORT_SQL: Record<AffiliateSort, string> = {
  created_at: 'a.created_at',
  referral_code: 'lower(a.referral_code) COLLATE "C"',
  status: 'a.status COLLATE "C"',
  commission_rate: 'a.commission_rate',
};

function orderBy(sort: AffiliateSort, direction: 'asc' | 'desc'): string {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  return `${SORT_SQL[sort]} ${dir}, a.id ${dir}`;
}

function filterValues(businessId: number, f: AffiliateFilter) {
  const byIds = f.ids && f.ids.length ? f.ids : null;
  return {
    businessId,
    ids: byIds,
    status: byIds ? null : (f.status ?? null),
    pattern: byIds || !f.search ? null : containsPattern(f.search),
    orderBy: orderBy(f.sort, f.direction),
  };
}

const q = {
  insert: sql('affiliates/insert'),
  find: sql('affiliates/find'),
  lock: sql('affiliates/lock'),
  existsForUser: sql('affiliates/exists-for-user'),
  list: compose(sql('affiliates/list'), { where: sql('affiliates/filter') }),
  count: compose(sql('affiliates/count'), { where: sql('affiliates/filter') }),
  update: sql('affiliates/update'),
  setStatus: sql('affiliates/set-status'),
  softDelete: sql('affiliates/soft-delete'),
  deleteLinks: sql('affiliates/delete-links'),
  deleteCoupons: sql('coupons/delete-for-affiliate'),
  statusCounts: sql('affiliates/status-counts'),
  conversionTotals: sql('affiliates/conversion-totals'),
  linkClicks: sql('affiliates/link-clicks'),
  commission: sql('affiliates/commission'),
  setCommission: sql('affiliates/set-commission'),
  registrationOpen: sql('affiliates/registration-open'),
  exists: sql('affiliates/exists'),
  names: sql('affiliates/names'),
  deletedIds: sql('affiliates/deleted-ids'),
  idsNamed: sql('affiliates/ids-named'),
};

export class AffiliatesRepo {
  constructor(private readonly db: Executor) {}

  insert(a: {
    businessId: number;
    userId: number;
    name: string;
    phone: string | null;
    referralCode: string;
    status: AffiliateStatus;
    commissionRate: string | null;
    notes: string | null;
    approvedAt: string | null;
    now: string;
    riskReasons?: string[];
  }): Promise<AffiliateRow> {
    return this.db.one(q.insert, { ...a, riskReasons: a.riskReasons ?? [] });
  }

  find(businessId: number, id: number): Promise<AffiliateDetailRow | null> {
    return this.db.oneOrNone(q.find, { businessId, id });
  }

  /** The live row, locked for a status transition; call inside a transaction. */
  lock(
    businessId: number,
    id: number,
  ): Promise<{ id: number; status: AffiliateStatus; notes: string | null } | null> {
    return this.db.oneOrNone(q.lock, { businessId, id });
  }

  /**
   * Whether `id` is an affiliate of the business. `withDeleted`: a soft-deleted one counts
   * (it still owns its orders, clicks and payouts); otherwise only a live one.
   */
  async exists(businessId: number, id: number, opts: { withDeleted: boolean }): Promise<boolean> {
    const values = { businessId, id, withDeleted: opts.withDeleted };
    return (await this.db.one<{ exists: boolean }>(q.exists, values)).exists;
  }

  /** Name and referral code of each of `ids` in the business, deleted ones included. */
  names(businessId: number, ids: number[]): Promise<AffiliateName[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.names, { businessId, ids });
  }

  /** Ids of the business's soft-deleted affiliates (left out of rankings). */
  async deletedIds(businessId: number): Promise<number[]> {
    return (await this.db.any<{ id: number }>(q.deletedIds, { businessId })).map((r) => r.id);
  }

  /** Ids of the business's affiliates, deleted ones included, whose name matches an ILIKE pattern. */
  async idsNamed(businessId: number, pattern: string): Promise<number[]> {
    return (await this.db.any<{ id: number }>(q.idsNamed, { businessId, pattern })).map((r) => r.id);
  }

  async existsForUser(businessId: number, userId: number): Promise<boolean> {
    return (await this.db.one<{ exists: boolean }>(q.existsForUser, { businessId, userId })).exists;
  }

  async page(
    businessId: number,
    f: AffiliateFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: AffiliateRow[]; total: number }> {
    const values = { ...filterValues(businessId, f), limit: perPage, offset: (page - 1) * perPage };
    const [rows, total] = await Promise.all([
      this.db.any<AffiliateRow>(q.list, values),
      this.count(businessId, f),
    ]);
    return { rows, total };
  }

  /** How many affiliates the filter selects (the list's total). */
  async count(businessId: number, f: AffiliateFilter): Promise<number> {
    return (await this.db.one<{ total: number }>(q.count, filterValues(businessId, f))).total;
  }

  /** The whole filtered list as a query for a cursor (sql/stream.ts); nothing is read here. */
  exportQuery(
    businessId: number,
    f: AffiliateFilter,
  ): { query: SqlTemplate; values: Record<string, unknown> } {
    return { query: q.list, values: { ...filterValues(businessId, f), limit: null, offset: 0 } };
  }

  async update(
    businessId: number,
    id: number,
    patch: { commissionRate?: string | null; notes?: string | null },
    now: string,
  ): Promise<boolean> {
    const row = await this.db.oneOrNone(q.update, {
      businessId,
      id,
      now,
      setRate: patch.commissionRate !== undefined,
      commissionRate: patch.commissionRate ?? null,
      setNotes: patch.notes !== undefined,
      notes: patch.notes ?? null,
    });
    return row !== null;
  }

  setStatus(businessId: number, id: number, change: StatusChange, now: string): Promise<StatusChangeRow> {
    return this.db.one(q.setStatus, {
      setApprovedAt: false,
      setSuspendedAt: false,
      clearSuspendedAt: false,
      setTerminatedAt: false,
      ...change,
      businessId,
      id,
      now,
    });
  }

  /** Deletes the affiliate, its links and its coupons together; false when there was no live affiliate. */
  softDelete(businessId: number, id: number, now: string): Promise<boolean> {
    return this.db.tx('affiliate-delete', async (t) => {
      if (!(await t.oneOrNone(q.softDelete, { businessId, id, now }))) return false;
      await t.none(q.deleteLinks, { businessId, id, now });
      await t.none(q.deleteCoupons, { businessId, affiliateId: id, now });
      return true;
    });
  }

  statusCounts(
    businessId: number,
  ): Promise<{ active: number; pending: number; suspended: number; terminated: number }> {
    return this.db.one(q.statusCounts, { businessId });
  }

  /** Sums as exact decimal strings. */
  conversionTotals(
    businessId: number,
    affiliateId: number,
    range: { dateFrom: string | null; dateTo: string | null },
  ): Promise<{ total_earned: string; pending_payout: string; total_orders: number }> {
    return this.db.one(q.conversionTotals, { businessId, affiliateId, ...range });
  }

  async linkClicks(businessId: number, affiliateId: number): Promise<number> {
    // sum(bigint) is numeric: it arrives as a decimal string.
    const row = await this.db.one<{ clicks: string }>(q.linkClicks, { businessId, affiliateId });
    return Number(row.clicks);
  }

  commission(
    businessId: number,
    id: number,
  ): Promise<{ affiliate_rate: string | null; business_rate: string | null } | null> {
    return this.db.oneOrNone(q.commission, { businessId, id });
  }

  async setCommission(
    businessId: number,
    id: number,
    commissionRate: string | null,
    now: string,
  ): Promise<boolean> {
    return (await this.db.oneOrNone(q.setCommission, { businessId, id, commissionRate, now })) !== null;
  }

  async registrationOpen(businessId: number): Promise<boolean> {
    const row = await this.db.oneOrNone<{ open: boolean }>(q.registrationOpen, { businessId });
    return row?.open === true;
  }
}
