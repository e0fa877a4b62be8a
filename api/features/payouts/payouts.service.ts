import { appendLedger, lockLedgers } from '../../ledger/append-ledger';
import type { PayoutMethod, PayoutRow } from '../../../sql/repos/payouts.repo';
import { dateToIso } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import { enqueuePayoutSync } from '../../queues/payout-sync';
import { Dec, money } from '../../domain/money';
import { InvalidStatusError, NotFoundError, ValidationError } from '../../errors';
import { pageMeta, type PageMeta } from '../../http/envelope';
import { isoEnd, isoStart } from '../../reporting/day-range';
import { payoutFilters, type PayoutFilters, type PayoutQuery } from '../../payments/payout-filters';
import { toPayout, type Payout } from '../../payments/payout.view';
import { recordEvents } from '../../outbox/record-events';

export interface NewPayout {
  affiliate_id: number;
  amount: number | string;
  /** Absent: the business currency, the only one a payout may be in. */
  currency?: string;
  method: PayoutMethod | null;
  reference?: string | null;
}

/** After commit: ClickHouse gets the new version. A queue failure is logged, not the client's. */
async function publish(deps: Deps, businessId: number, rows: PayoutRow[]): Promise<void> {
  await enqueuePayoutSync(
    deps,
    businessId,
    rows.map((r) => ({ id: r.id, version: r.version })),
  ).catch((err: Error) => deps.logger.error({ err: err.message, businessId }, 'payout sync enqueue failed'));
}

/**
 * Records a pending payout. The affiliate must be a (non-deleted) affiliate of the caller's
 * business — another business's or an unknown id is 422 on affiliate_id, like any invalid
 * body reference. The amount may not exceed the affiliate's ledger balance, and the payout's
 * ledger entry is written in the same transaction; the affiliate row is locked for it, so
 * concurrent payouts cannot overspend. Its currency is the business currency (422 otherwise).
 */
export async function createPayout(deps: Deps, businessId: number, input: NewPayout): Promise<Payout> {
  const amount = money(String(input.amount));
  const row = await deps.db.tx('create-payout', async (tx) => {
    const [affiliate] = await lockLedgers(tx, businessId, { affiliateIds: [input.affiliate_id] });
    if (!affiliate || affiliate.deleted)
      throw ValidationError.field('affiliate_id', 'The selected affiliate_id is invalid');
    // The balance is in the business currency, and so is what may be paid from it.
    const currency = await tx.exchangeRates.lockCurrency(businessId);
    if (input.currency !== undefined && input.currency !== currency)
      throw ValidationError.field('currency', `currency must be the business currency (${currency})`);
    const { balance } = await tx.ledger.head(businessId, input.affiliate_id);
    if (new Dec(amount).greaterThan(balance))
      throw ValidationError.field(
        'amount',
        `amount must not exceed the affiliate's balance (${money(Dec.max(balance, 0))})`,
      );
    const id = await tx.payouts.insert({
      businessId,
      affiliateId: input.affiliate_id,
      amount,
      currency,
      method: input.method,
      reference: input.reference || null,
      now: dateToIso(deps.clock.now()),
    });
    await appendLedger(tx, businessId, { payoutsOf: [id] });
    const created = (await tx.payouts.byIds(businessId, [id]))[0];
    await recordEvents(tx, businessId, [{ type: 'payout.created', object: toPayout(created) }]);
    return created;
  });
  await publish(deps, businessId, [row]);
  return toPayout(row);
}

/** pending → completed (paid_at set) or failed; anything else is 409 INVALID_STATUS. */
export async function transitionPayout(
  deps: Deps,
  businessId: number,
  id: number,
  to: 'completed' | 'failed',
  reference: string | null = null,
): Promise<Payout> {
  const row = await deps.db.tx('payout-transition', async (tx) => {
    const current = await tx.payouts.lock(businessId, id);
    if (!current) throw new NotFoundError('Payout not found');
    if (current.status !== 'pending')
      throw new InvalidStatusError(
        `Payout ${id} is already ${current.status}; only pending payouts can be ${to}`,
      );
    await tx.payouts.transition({
      businessId,
      id,
      status: to,
      reference: reference || null,
      now: dateToIso(deps.clock.now()),
    });
    // A failed payout was never paid: its amount returns to the balance.
    if (to === 'failed') {
      await appendLedger(tx, businessId, {
        entry: {
          affiliateId: current.affiliate_id,
          type: 'payout_reversal',
          amount: current.amount,
          payoutId: id,
        },
      });
    }
    const changed = (await tx.payouts.byIds(businessId, [id]))[0];
    await recordEvents(tx, businessId, [{ type: `payout.${to}`, object: toPayout(changed) }]);
    return changed;
  });
  await publish(deps, businessId, [row]);
  return toPayout(row);
}

/** GET /v1/payouts: the payouts report's list, read from PostgreSQL (read-your-writes). */
export async function listPayouts(
  deps: Deps,
  businessId: number,
  q: PayoutQuery,
): Promise<{ items: Payout[]; meta: PageMeta; filters: PayoutFilters }> {
  const { range, filters, page } = await payoutFilters(deps, businessId, q);
  const f = {
    businessId,
    status: filters.status as PayoutRow['status'] | null,
    affiliateId: filters.affiliate_id,
    start: isoStart(range.from),
    end: isoEnd(range.to),
  };
  const [rows, total] = await Promise.all([
    deps.db.payouts.list(f, page.perPage, page.offset),
    deps.db.payouts.count(f),
  ]);
  return { items: rows.map(toPayout), meta: pageMeta(page.page, page.perPage, total), filters };
}
