import type { Deps } from '../../deps';
import type { DB, Tx } from '../../../sql/db';
import type { AutoApproveSettings, ChangedOrder } from '../../../sql/repos/orders.repo';
import { ACTORS, applyTransition, syncChanged } from '../../orders/order-transitions';

/**
 * Auto-approval (bounds inclusive: min ≤ order_total ≤ max). A run holds a PostgreSQL advisory lock for its whole
 * length, taken with pg_try_advisory_xact_lock by a transaction open on a connection of its
 * own for the run: however many schedulers enqueue ticks and however many workers take them,
 * one run works at a time and the others return at once. The lock is the transaction's (a
 * session lock would not survive a transaction pooler), so a worker that dies, or loses its
 * connection, frees it with the transaction; no lease to outlive or expire mid-run, unlike a
 * Redis lock. Batches are still claimed with FOR UPDATE SKIP LOCKED, so a merchant's
 * approve of the same row never waits on the run and no row is ever approved twice.
 */
export const AUTO_APPROVE_LOCK_KEY = 7_340_601;
const DAY_MS = 86_400_000;

export interface AutoApproveOptions {
  batchSize?: number;
  /** Runs inside each batch's transaction after its approvals (tests use it to fail a batch). */
  inBatch?: (changed: ChangedOrder[]) => Promise<void> | void;
}

export interface AutoApproveResult {
  /** false when another run held the lock. */
  ran: boolean;
  businesses: number;
  approved: number;
}

/**
 * Approves one business's eligible conversions: pending, converted_at ≤ now − delay days,
 * min ≤ order_total ≤ max (null bounds open). Each batch is one transaction (claim, approve,
 * audit), so a run that dies part-way leaves every batch either whole or untouched; the new
 * versions are queued for ClickHouse after each commit.
 */
export async function autoApproveBusiness(
  deps: Deps,
  t: DB | Tx,
  s: AutoApproveSettings,
  now: Date,
  opts: AutoApproveOptions = {},
): Promise<number> {
  const limit = opts.batchSize ?? 1000;
  const cutoff = new Date(now.getTime() - s.delay_days * DAY_MS).toISOString();
  let after: { converted_at: string; id: number } | null = null;
  let approved = 0;
  for (;;) {
    const batch = await t.tx('auto-approve-batch', async (tx) => {
      const claimed = await tx.orders.claimAutoApprovable({
        businessId: s.business_id,
        cutoff,
        minAmount: s.min_amount,
        maxAmount: s.max_amount,
        after,
        limit,
      });
      const changed = await applyTransition(tx, {
        businessId: s.business_id,
        ids: claimed.map((c) => c.id),
        action: 'approve',
        actor: ACTORS.autoApproval,
      });
      await opts.inBatch?.(changed);
      return { claimed, changed };
    });
    await syncChanged(deps, s.business_id, batch.changed);
    approved += batch.changed.length;
    if (batch.claimed.length < limit) return approved;
    after = batch.claimed[batch.claimed.length - 1];
  }
}

/** How often the run's lock transaction says a word, well inside any idle-in-transaction deadline. */
const LOCK_HEARTBEAT_MS = 10_000;

/** One auto-approval run over every business that has it on; time comes from deps.clock. */
export async function runAutoApproval(deps: Deps, opts: AutoApproveOptions = {}): Promise<AutoApproveResult> {
  const now = deps.clock.now();
  return deps.db.tx('auto-approve', async (lock) => {
    const { locked } = await lock.one<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      AUTO_APPROVE_LOCK_KEY,
    ]);
    if (!locked) return { ran: false, businesses: 0, approved: 0 };
    // The lock lasts as long as this transaction; the batches commit on their own connections.
    let beat = Promise.resolve();
    const heartbeat = setInterval(() => {
      beat = lock.none('SELECT 1').then(
        () => undefined,
        () => undefined,
      );
    }, LOCK_HEARTBEAT_MS);
    try {
      const businesses = await deps.db.orders.autoApproveBusinesses();
      let approved = 0;
      for (const s of businesses) approved += await autoApproveBusiness(deps, deps.db, s, now, opts);
      return { ran: true, businesses: businesses.length, approved };
    } finally {
      clearInterval(heartbeat);
      await beat;
    }
  });
}
