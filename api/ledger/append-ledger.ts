import type { Tx } from '../../sql/db';
import type {
  LedgerEntryRow,
  LedgerLockTarget,
  LockedAffiliate,
  NewLedgerEntry,
} from '../../sql/repos/ledger.repo';

/**
 * The affiliate ledger's one writer (README, "Refunds, clawbacks and balances"). Every entry
 * is appended here, inside the transaction of the change that causes it, after the one lock
 * of the affiliates concerned (sql/queries/ledger/lock-affiliates.sql): each entry continues
 * its affiliate's seq and running balance, so two appenders of one affiliate must queue.
 *
 * - `entry`: one entry (a refund, a payout reversal, an adjustment), returned as listed.
 * - `commissionsOf`: the net commission of each of these conversions that is approved.
 * - `payoutsOf`: − the amount of each of these new payouts.
 */
export type LedgerAppend =
  { entry: Omit<NewLedgerEntry, 'businessId'> } | { commissionsOf: number[] } | { payoutsOf: number[] };

export async function appendLedger(
  tx: Tx,
  businessId: number,
  what: { entry: Omit<NewLedgerEntry, 'businessId'> },
): Promise<LedgerEntryRow>;
export async function appendLedger(
  tx: Tx,
  businessId: number,
  what: { commissionsOf: number[] } | { payoutsOf: number[] },
): Promise<void>;
export async function appendLedger(
  tx: Tx,
  businessId: number,
  what: LedgerAppend,
): Promise<LedgerEntryRow | void> {
  if ('entry' in what) {
    await tx.ledger.lock(businessId, { affiliateIds: [what.entry.affiliateId] });
    return tx.ledger.append({ ...what.entry, businessId });
  }
  if ('commissionsOf' in what) {
    if (!what.commissionsOf.length) return;
    await tx.ledger.lock(businessId, { conversionIds: what.commissionsOf });
    return tx.ledger.appendCommissions(businessId, what.commissionsOf);
  }
  if (!what.payoutsOf.length) return;
  await tx.ledger.lock(businessId, { payoutIds: what.payoutsOf });
  return tx.ledger.appendPayouts(businessId, what.payoutsOf);
}

/**
 * The same lock, taken early by a writer that must read balances before it appends (a payout
 * may not exceed the balance; a run pays whole balances): the balances it reads next are then
 * final until it commits. Its appendLedger takes the lock again, which a transaction that
 * holds it already is granted at once.
 */
export function lockLedgers(tx: Tx, businessId: number, on: LedgerLockTarget): Promise<LockedAffiliate[]> {
  return tx.ledger.lock(businessId, on);
}
