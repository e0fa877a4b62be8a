import type { DB, Tx } from '../../../sql/db';
import type { EventType } from '../../outbox/event-types';
import { recordEvents } from '../../outbox/record-events';
import { toAffiliateDetail } from './affiliate.view';

/**
 * Records an affiliate event in the change's transaction, with the affiliate as its GET shows
 * it at that point (before a delete, after any other change). Answers the row it read (null:
 * no such affiliate, and no event).
 */
export async function recordAffiliateEvent(
  tx: Tx | DB,
  businessId: number,
  id: number,
  type: EventType,
  extra?: Record<string, unknown>,
) {
  const row = await tx.affiliates.find(businessId, id);
  if (row) await recordEvents(tx, businessId, [{ type, object: toAffiliateDetail(row), extra }]);
  return row;
}
