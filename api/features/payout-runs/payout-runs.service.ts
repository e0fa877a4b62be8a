import { appendLedger, lockLedgers } from '../../ledger/append-ledger';
import type { Tx } from '../../../sql/db';
import type { SettingsRow } from '../../../sql/repos/settings.repo';
import { dateToIso } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import { money } from '../../domain/money';
import { InvalidStatusError, NotFoundError } from '../../errors';
import { paged } from '../../http/envelope';
import { enqueuePayoutSync } from '../../queues/payout-sync';
import type { Versioned } from '../../queues/version-sync';
import type { PayoutMethodName } from '../../payments/details';
import { toPayout, type Payout } from '../../payments/payout.view';
import { recordEvents } from '../../outbox/record-events';
import { toPayoutRun, type PayoutRun } from './payout-run.view';

export interface NewPayoutRun {
  method?: PayoutMethodName | null;
  minimum?: number | string;
}

/** Runs pay in the business currency (its `currency` setting). */
export function businessCurrency(settings: SettingsRow): string {
  return settings.currency;
}

/** After commit: ClickHouse gets the run's payouts, a job per thousand. A queue failure is logged (the resync catches up). */
async function publish(deps: Pick<Deps, 'queues' | 'logger'>, businessId: number, rows: Versioned[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await enqueuePayoutSync(deps, businessId, rows.slice(i, i + 1000)).catch((err: Error) =>
      deps.logger.error({ err: err.message, businessId }, 'payout sync enqueue failed'),
    );
  }
}

async function runOf(tx: Tx, businessId: number, id: number): Promise<PayoutRun> {
  const row = await tx.payoutRuns.find(businessId, id);
  if (!row) throw new NotFoundError('Payout run not found');
  return toPayoutRun(row);
}

/**
 * Opens a run (README, "Payout runs"): in one transaction, a pending payout of the whole
 * balance for every active affiliate with balance ≥ max(minimum, 0.01) and a payout method
 * (of `method` when given), each with its ledger entry, and the run's `payout_run.created`
 * event. Runs of a business are serialised by a lock, and the affiliates' rows are locked
 * before their balances are read, so a balance is paid once however many runs and single
 * payouts race; a run killed before commit leaves nothing. `scheduledFor` names a schedule
 * boundary: a boundary that has its run already answers null.
 */
export async function createPayoutRun(
  deps: Pick<Deps, 'db' | 'clock' | 'queues' | 'logger'>,
  businessId: number,
  input: NewPayoutRun,
  scheduledFor: string | null = null,
): Promise<PayoutRun | null> {
  const made = await deps.db.tx('payout-run', async (tx) => {
    await tx.payoutRuns.lockBusiness(businessId);
    const settings = await tx.settings.get(businessId);
    const minimum = money(input.minimum === undefined ? settings.payout_minimum : String(input.minimum));
    const currency = businessCurrency(settings);
    const method = input.method ?? null;
    const now = dateToIso(deps.clock.now());
    const runId = await tx.payoutRuns.insert({ businessId, currency, method, minimum, scheduledFor, now });
    if (runId === null) return null;
    await lockLedgers(tx, businessId, { everyActive: true });
    const out = await tx.payoutRuns.makePayouts({ businessId, runId, currency, method, minimum, now });
    await appendLedger(tx, businessId, { payoutsOf: out.payout_ids });
    await tx.payoutRuns.setTotals({
      businessId,
      id: runId,
      payoutCount: out.payout_count,
      total: out.total,
      belowMinimum: out.below_minimum,
      noMethod: out.no_method,
    });
    const run = await runOf(tx, businessId, runId);
    await recordEvents(tx, businessId, [{ type: 'payout_run.created', object: run }]);
    return { run, ids: out.payout_ids };
  });
  if (!made) return null;
  await publish(
    deps,
    businessId,
    made.ids.map((id) => ({ id, version: 1 })),
  );
  return made.run;
}

/** GET /v1/payout-runs: newest first. */
export async function listPayoutRuns(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  q: { page: number; per_page: number },
) {
  const [rows, total] = await Promise.all([
    deps.db.payoutRuns.list(businessId, q.per_page, (q.page - 1) * q.per_page),
    deps.db.payoutRuns.count(businessId),
  ]);
  return paged(rows.map(toPayoutRun), q.page, q.per_page, total);
}

/** GET /v1/payout-runs/{id}: the run with its payouts. */
export async function getPayoutRun(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  id: number,
): Promise<PayoutRun & { payouts: Payout[] }> {
  return deps.db.tx('payout-run-read', async (tx) => {
    const run = await runOf(tx, businessId, id);
    const payouts = await tx.payoutRuns.payouts(businessId, id);
    return { ...run, payouts: payouts.map(toPayout) };
  });
}

/**
 * POST /v1/payout-runs/{id}/complete: every payout of the run still pending becomes completed
 * (paid_at now, the reference when given) and the run completed, in one transaction with the
 * `payout_run.completed` event. A completed run is 409 INVALID_STATUS.
 */
export async function completePayoutRun(
  deps: Pick<Deps, 'db' | 'clock' | 'queues' | 'logger'>,
  businessId: number,
  id: number,
  reference: string | null,
): Promise<PayoutRun> {
  const done = await deps.db.tx('payout-run-complete', async (tx) => {
    const current = await tx.payoutRuns.lock(businessId, id);
    if (!current) throw new NotFoundError('Payout run not found');
    if (current.status !== 'open')
      throw new InvalidStatusError(`Payout run ${id} is already ${current.status}`);
    const changed = await tx.payoutRuns.complete({
      businessId,
      id,
      reference: reference || null,
      now: dateToIso(deps.clock.now()),
    });
    const run = await runOf(tx, businessId, id);
    await recordEvents(tx, businessId, [{ type: 'payout_run.completed', object: run }]);
    return { run, changed };
  });
  await publish(deps, businessId, done.changed);
  return done.run;
}
