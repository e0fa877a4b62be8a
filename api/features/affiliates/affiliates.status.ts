import { recordAffiliateEvent } from './affiliate.events';
import { publishInvalidation } from '../../cache/invalidation';
import type { Deps } from '../../deps';
import { InvalidStatusError } from '../../errors';
import { isoToCsv, dateToIso } from '../../../sql/timestamps';
import type { AffiliateStatus, StatusChange } from '../../../sql/repos/affiliates.repo';
import { notFound } from './affiliates.service';

export type Transition = 'approve' | 'suspend' | 'reactivate' | 'terminate';

interface Rule {
  from: readonly AffiliateStatus[];
  to: AffiliateStatus;
  /** What the response shows besides id and status. */
  stamp: 'approved_at' | 'suspended_at' | 'terminated_at';
  change: Omit<StatusChange, 'status' | 'notes'>;
  /** The word a reason appended to the notes is labelled with. */
  label: string;
}

/** The API's affiliate state table; every other from-state is 409 INVALID_STATUS. */
export const TRANSITIONS: Record<Transition, Rule> = {
  approve: {
    from: ['pending'],
    to: 'active',
    stamp: 'approved_at',
    change: { setApprovedAt: true },
    label: 'Approved',
  },
  suspend: {
    from: ['pending', 'active'],
    to: 'suspended',
    stamp: 'suspended_at',
    change: { setSuspendedAt: true },
    label: 'Suspended',
  },
  reactivate: {
    from: ['suspended'],
    to: 'active',
    stamp: 'suspended_at',
    change: { clearSuspendedAt: true },
    label: 'Reactivated',
  },
  terminate: {
    from: ['pending', 'active', 'suspended'],
    to: 'terminated',
    stamp: 'terminated_at',
    change: { setTerminatedAt: true },
    label: 'Terminated',
  },
};

export const NOTES_MAX = 1000;

/**
 * A reason goes on a new line of its own, "[2026-01-02 03:04:05 UTC] Suspended: reason", after
 * what the notes held. Notes stay within their 1000-character limit: when the whole would
 * not fit, the oldest text gives way (marked by a leading ellipsis), never the new reason.
 */
export function appendReason(notes: string | null, label: string, reason: string, at: string): string {
  const entry = `[${isoToCsv(at)} UTC] ${label}: ${reason}`;
  const whole = notes ? `${notes}\n${entry}` : entry;
  return whole.length <= NOTES_MAX ? whole : `…${whole.slice(whole.length - (NOTES_MAX - 1))}`;
}

/**
 * Applies a transition on the locked row, so two racing requests cannot both pass the check.
 * The redirect's cache learns of the change only after the commit.
 */
export async function transition(
  deps: Pick<Deps, 'db' | 'clock' | 'redis' | 'config'>,
  businessId: number,
  id: number,
  name: Transition,
  reason?: string | null,
): Promise<Record<string, unknown>> {
  const rule = TRANSITIONS[name];
  const now = dateToIso(deps.clock.now());
  const row = await deps.db.tx(`affiliate-${name}`, async (tx) => {
    const current = await tx.affiliates.lock(businessId, id);
    if (!current) throw notFound();
    if (!rule.from.includes(current.status))
      throw new InvalidStatusError(
        `Cannot ${name} an affiliate whose status is ${current.status}; allowed from: ${rule.from.join(', ')}`,
      );
    const text = reason?.trim();
    const notes = text ? appendReason(current.notes, rule.label, text, now) : current.notes;
    const changed = await tx.affiliates.setStatus(
      businessId,
      id,
      { ...rule.change, status: rule.to, notes },
      now,
    );
    // A membership that is no longer active loses its portal at once (README, "For affiliates").
    if (rule.to !== 'active') await tx.portal.retireTokens(businessId, id);
    await recordAffiliateEvent(tx, businessId, id, 'affiliate.status_changed', {
      previous_status: current.status,
    });
    return changed;
  });
  await publishInvalidation(deps, { kind: 'affiliate', businessId, affiliateId: id });
  return { id: row.id, status: row.status, [rule.stamp]: row[rule.stamp] };
}
