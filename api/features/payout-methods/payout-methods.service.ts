import type { Deps } from '../../deps';
import { notFound } from '../affiliates/affiliates.service';
import { recordAffiliateEvent } from '../affiliates/affiliate.events';
import { maskDetails, sealDetails, type PayoutDetails, type PayoutMethodName } from '../../payments/details';
import { toPayoutMethodView, type PayoutMethodView } from '../../payments/payout-method.view';

export interface PayoutMethodInput {
  method: PayoutMethodName;
  details: PayoutDetails;
}

/**
 * Sets where an affiliate is paid: the merchant's PUT /v1/affiliates/{id}/payout-method and the
 * portal's PUT /v1/portal/payout-method both come here with (business, affiliate). The details
 * are sealed with PAYOUT_DETAILS_KEY and a masked copy is kept for reads; the change is an
 * `affiliate.updated` event in the same transaction. 404 for anything but a live affiliate of
 * the business.
 */
export async function setPayoutMethod(
  deps: Pick<Deps, 'db' | 'config'>,
  businessId: number,
  affiliateId: number,
  input: PayoutMethodInput,
): Promise<PayoutMethodView> {
  // An optional field sent as null is simply absent.
  const details = Object.fromEntries(
    Object.entries(input.details).filter(([, v]) => v !== null && v !== undefined),
  ) as PayoutDetails;
  return deps.db.tx('payout-method', async (tx) => {
    const row = await tx.payoutMethods.upsert({
      businessId,
      affiliateId,
      method: input.method,
      detailsSealed: sealDetails(deps.config.payouts.detailsKey, details),
      detailsMasked: JSON.stringify(maskDetails(details)),
    });
    if (!row) throw notFound();
    await recordAffiliateEvent(tx, businessId, affiliateId, 'affiliate.updated');
    return toPayoutMethodView(row);
  });
}

/** The masked method of one affiliate, or null (the portal's /me reads it). */
export async function payoutMethodOf(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  affiliateId: number,
): Promise<PayoutMethodView | null> {
  const row = await deps.db.payoutMethods.find(businessId, affiliateId);
  return row ? toPayoutMethodView(row) : null;
}
