import { appendLedger } from '../ledger/append-ledger';
import type { Deps } from '../deps';
import type { EventType } from '../outbox/event-types';
import { recordOrderEvents } from './order.events';
import { enqueueConversionSync } from '../queues/conversion-sync';
import type { Tx } from '../../sql/db';
import type { ChangedOrder, OrderStatus } from '../../sql/repos/orders.repo';

/**
 * The conversion state machine (API reference, Conversion (order) status). Every change starts from
 * pending; approved, rejected and cancelled are terminal. Single, bulk, auto-approval and
 * the integration's cancel all change status through here, so each change is the same:
 * only a row still pending moves, its version rises, one audit entry is written in the same
 * statement, and after commit the new version is queued for ClickHouse.
 */
export type OrderAction = 'approve' | 'reject' | 'cancel';

export const TARGET_STATUS: Record<OrderAction, OrderStatus> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
};

/** The audit entry keeps approval notes as `notes` and every other note as `reason`. */
const NOTE_KEY: Record<OrderAction, 'notes' | 'reason'> = {
  approve: 'notes',
  reject: 'reason',
  cancel: 'reason',
};

export const ACTORS = {
  api: 'api',
  integration: 'integration',
  autoApproval: 'auto-approval',
  fraud: 'fraud-rules',
} as const;

export interface TransitionRequest {
  businessId: number;
  ids: number[];
  action: OrderAction;
  actor: string;
  bulk?: boolean;
  note?: string | null;
}

const EVENT: Record<OrderAction, EventType> = {
  approve: 'conversion.approved',
  reject: 'conversion.rejected',
  cancel: 'conversion.cancelled',
};

/**
 * Applies the change inside the caller's transaction, with its webhook events; returns the
 * rows that changed. An approval also appends each approved order's net to its affiliate's
 * ledger, set-based, in the same transaction (README, "Refunds, clawbacks and balances").
 */
export async function applyTransition(t: Tx, req: TransitionRequest): Promise<ChangedOrder[]> {
  const changed = await t.orders.transition({
    businessId: req.businessId,
    ids: req.ids,
    to: TARGET_STATUS[req.action],
    action: req.action,
    actor: req.actor,
    bulk: req.bulk ?? false,
    extra: { [NOTE_KEY[req.action]]: req.note || null },
  });
  if (req.action === 'approve' && changed.length) {
    await appendLedger(t, req.businessId, { commissionsOf: changed.map((c) => c.id) });
  }
  await recordOrderEvents(
    t,
    req.businessId,
    changed.map((c) => c.id),
    EVENT[req.action],
  );
  return changed;
}

/**
 * Queues the new versions for ClickHouse. Called after commit; a failure to queue is logged
 * with the ids rather than thrown, because the change itself has committed and the client
 * must not be told otherwise.
 */
export async function syncChanged(
  deps: Pick<Deps, 'queues' | 'logger'>,
  businessId: number,
  changed: ChangedOrder[],
): Promise<void> {
  try {
    await enqueueConversionSync(
      deps,
      businessId,
      changed.map((c) => ({ id: c.id, version: c.version })),
    );
  } catch (err) {
    deps.logger.error(
      { err: (err as Error).message, businessId, ids: changed.map((c) => c.id) },
      'conversion sync enqueue failed',
    );
  }
}

/** One transaction, then the ClickHouse sync of what changed. */
export async function transition(deps: Deps, req: TransitionRequest): Promise<ChangedOrder[]> {
  const changed = await deps.db.tx('order-transition', (tx) => applyTransition(tx, req));
  await syncChanged(deps, req.businessId, changed);
  return changed;
}
