import type { LedgerBalanceRow, LedgerEntryRow } from '../../../sql/repos/ledger.repo';
import { money } from '../../domain/money';

/** A ledger entry as the API shows it: signed 2-decimal amounts, the order's external id. */
export function toLedgerEntry(r: LedgerEntryRow) {
  return {
    id: Number(r.id),
    type: r.type,
    amount: money(r.amount),
    balance_after: money(r.balance_after),
    order_id: r.order_id,
    payout_id: r.payout_id === null ? null : Number(r.payout_id),
    memo: r.memo,
    created_at: r.created_at,
  };
}

export function toBalance(r: LedgerBalanceRow) {
  return {
    balance: money(r.balance),
    pending: money(r.pending),
    paid: money(r.paid),
    in_payout: money(r.in_payout),
  };
}

export type LedgerEntry = ReturnType<typeof toLedgerEntry>;
