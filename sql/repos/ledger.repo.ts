import { compose, sql } from '../query-file';
import type { Executor } from './types';

export type LedgerEntryType = 'commission' | 'refund' | 'payout' | 'payout_reversal' | 'adjustment';

/** A ledger entry as the API lists it (order_id is the conversion's external id). */
export interface LedgerEntryRow {
  id: number;
  type: LedgerEntryType;
  amount: string;
  balance_after: string;
  order_id: string | null;
  payout_id: number | null;
  memo: string | null;
  created_at: string;
}

export interface LedgerBalanceRow {
  balance: string;
  pending: string;
  paid: string;
  in_payout: string;
}

export interface NewLedgerEntry {
  businessId: number;
  affiliateId: number;
  type: LedgerEntryType;
  /** Signed 2-decimal string, never zero. */
  amount: string;
  conversionId?: number | null;
  payoutId?: number | null;
  memo?: string | null;
}

/** Whose ledgers a transaction locks: affiliates named directly or through their rows. */
export interface LedgerLockTarget {
  affiliateIds?: number[];
  conversionIds?: number[];
  payoutIds?: number[];
  /** Every active, non-deleted affiliate of the business (a payout run). */
  everyActive?: boolean;
}

export interface LockedAffiliate {
  id: number;
  deleted: boolean;
}

const q = {
  lockAffiliates: sql('ledger/lock-affiliates'),
  appendCommissions: compose(sql('ledger/append-set'), { entries: sql('ledger/commission-entries') }),
  appendPayouts: compose(sql('ledger/append-set'), { entries: sql('ledger/payout-entries') }),
  append: sql('ledger/append'),
  head: sql('ledger/head'),
  page: sql('ledger/page'),
  balance: sql('ledger/balance'),
};

/**
 * The affiliate ledger (README, "Refunds, clawbacks and balances"): append-only, each entry
 * carrying the balance after it. Appends run inside the transaction of the change that
 * causes them, after `lock` of the affiliates concerned.
 */
export class LedgerRepo {
  constructor(private readonly db: Executor) {}

  /**
   * Locks the affiliates' rows (the given ones, those of the given conversions and payouts,
   * every active one with `everyActive`) for the transaction; returns those that are the
   * business's. Writers go through api/ledger/append-ledger.ts, which owns this lock.
   */
  async lock(businessId: number, on: LedgerLockTarget): Promise<LockedAffiliate[]> {
    const rows = await this.db.any<{ id: number | string; deleted: boolean }>(q.lockAffiliates, {
      businessId,
      affiliateIds: on.affiliateIds ?? [],
      conversionIds: on.conversionIds ?? [],
      payoutIds: on.payoutIds ?? [],
      everyActive: on.everyActive ?? false,
    });
    return rows.map((r) => ({ id: Number(r.id), deleted: r.deleted }));
  }

  /** Commission entries for those of the conversions that are approved (their affiliates locked). */
  async appendCommissions(businessId: number, conversionIds: number[]): Promise<void> {
    if (!conversionIds.length) return;
    await this.db.none(q.appendCommissions, { businessId, conversionIds });
  }

  /**
   * The payout entries (− amount) of new payouts (their affiliates locked): one statement for
   * a single payout and for a run's thousands alike.
   */
  async appendPayouts(businessId: number, payoutIds: number[]): Promise<void> {
    if (!payoutIds.length) return;
    await this.db.none(q.appendPayouts, { businessId, payoutIds });
  }

  /** One entry after the affiliate's latest (its row locked). */
  append(e: NewLedgerEntry): Promise<LedgerEntryRow> {
    return this.db.one(q.append, {
      businessId: e.businessId,
      affiliateId: e.affiliateId,
      type: e.type,
      amount: e.amount,
      conversionId: e.conversionId ?? null,
      payoutId: e.payoutId ?? null,
      memo: e.memo ?? null,
    });
  }

  /** The number of entries and the balance, from the latest entry. */
  head(businessId: number, affiliateId: number): Promise<{ entries: number; balance: string }> {
    return this.db.one(q.head, { businessId, affiliateId });
  }

  /** Entries newest first, skipping `offset` of the `entries` the head reported. */
  page(
    businessId: number,
    affiliateId: number,
    p: { entries: number; offset: number; limit: number },
  ): Promise<LedgerEntryRow[]> {
    return this.db.any(q.page, { businessId, affiliateId, top: p.entries - p.offset, limit: p.limit });
  }

  balance(businessId: number, affiliateId: number): Promise<LedgerBalanceRow> {
    return this.db.one(q.balance, { businessId, affiliateId });
  }
}
