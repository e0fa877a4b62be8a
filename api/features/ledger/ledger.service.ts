import { appendLedger, lockLedgers } from '../../ledger/append-ledger';
import type { Deps } from '../../deps';
import { money } from '../../domain/money';
import { paged } from '../../http/envelope';
import { notFound } from '../affiliates/affiliates.service';
import { recordEvents } from '../../outbox/record-events';
import { toBalance, toLedgerEntry, type LedgerEntry } from './ledger-entry.view';

/** Reads are of the business's affiliates, deleted ones included (their history stays); others are 404. */
async function requireAffiliate(deps: Pick<Deps, 'db'>, businessId: number, id: number): Promise<void> {
  if (!(await deps.db.affiliates.exists(businessId, id, { withDeleted: true }))) throw notFound();
}

/**
 * GET /v1/affiliates/{id}/ledger, newest first. The total is the latest entry's seq and a page
 * is a seq range, so a page costs the same however long the ledger is.
 */
export async function ledgerPage(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  affiliateId: number,
  q: { page?: number; per_page?: number },
) {
  await requireAffiliate(deps, businessId, affiliateId);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 25;
  const offset = (page - 1) * perPage;
  const { entries } = await deps.db.ledger.head(businessId, affiliateId);
  const rows =
    offset < entries
      ? await deps.db.ledger.page(businessId, affiliateId, { entries, offset, limit: perPage })
      : [];
  return paged(rows.map(toLedgerEntry), page, perPage, entries);
}

/** GET /v1/affiliates/{id}/balance. */
export async function affiliateBalance(deps: Pick<Deps, 'db'>, businessId: number, affiliateId: number) {
  await requireAffiliate(deps, businessId, affiliateId);
  return toBalance(await deps.db.ledger.balance(businessId, affiliateId));
}

/** POST /v1/affiliates/{id}/adjustments: one entry, appended under the affiliate's lock. */
export async function addAdjustment(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  affiliateId: number,
  input: { amount: number | string; memo: string },
): Promise<LedgerEntry> {
  return deps.db.tx('ledger-adjustment', async (tx) => {
    const [locked] = await lockLedgers(tx, businessId, { affiliateIds: [affiliateId] });
    if (locked === undefined) throw notFound();
    // An adjustment is money in the business currency: a currency change waits for it.
    await tx.exchangeRates.lockCurrency(businessId);
    const entry = await appendLedger(tx, businessId, {
      entry: { affiliateId, type: 'adjustment', amount: money(String(input.amount)), memo: input.memo },
    });
    const object = toLedgerEntry(entry);
    // The entry shows no affiliate, so the event names it beside the object.
    await recordEvents(tx, businessId, [
      { type: 'ledger.adjusted', object, extra: { affiliate_id: affiliateId } },
    ]);
    return object;
  });
}
