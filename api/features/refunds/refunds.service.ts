import { appendLedger } from '../../ledger/append-ledger';
import type { Deps } from '../../deps';
import { Dec, money } from '../../domain/money';
import { commissionReversal, refundableRest } from '../../domain/refund';
import { InvalidStatusError, NotFoundError, ValidationError } from '../../errors';
import { conversionDetail } from '../../orders/order-detail';
import { syncChanged } from '../../orders/order-transitions';
import { recordOrderEvents } from '../../orders/order.events';
import { recordEvents } from '../../outbox/record-events';
import type { OrderDetail } from '../../orders/order.view';

export interface RefundInput {
  refund_id: string;
  amount: number | string;
  reason?: string | null;
}

/**
 * POST /v1/conversions/{order_id}/refund (README, "Refunds, clawbacks and balances"). One
 * transaction with the order row locked: a repeated refund_id changes nothing; a rejected or
 * cancelled order is 409; more than the refundable rest is 422; otherwise the refund, the
 * order's new amounts (and status) and, for an approved order, the ledger's refund entry are
 * written together. Answers the order detail as it is after the refund.
 */
export async function refundOrder(
  deps: Deps,
  businessId: number,
  orderId: string,
  input: RefundInput,
): Promise<OrderDetail> {
  const amount = money(String(input.amount));
  const changed = await deps.db.tx('refund', async (tx) => {
    const order = await tx.refunds.lockOrder(businessId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    if (await tx.refunds.exists(businessId, order.id, input.refund_id)) return null;
    if (order.status === 'rejected' || order.status === 'cancelled')
      throw new InvalidStatusError(
        `Order ${order.order_id} cannot be refunded: its current status is ${order.status}`,
      );
    const rest = refundableRest(order);
    if (new Dec(amount).greaterThan(rest))
      throw ValidationError.field('amount', `amount must not exceed the order's refundable rest (${rest})`);
    const reversal = commissionReversal(order, amount);
    const row = await tx.refunds.apply({
      businessId,
      conversionId: order.id,
      refundId: input.refund_id,
      amount,
      reversal,
      reason: input.reason || null,
    });
    // Commission already owed (approved) is taken back through the ledger; a pending order's
    // net simply shrinks.
    if (order.status === 'approved' && order.affiliate_id !== null && !new Dec(reversal).isZero()) {
      await appendLedger(tx, businessId, {
        entry: {
          affiliateId: order.affiliate_id,
          type: 'refund',
          amount: new Dec(reversal).negated().toFixed(2),
          conversionId: order.id,
        },
      });
    }
    // The refund's events commit with it (README, "Webhooks"); a pending order refunded in
    // full was cancelled by it, which subscribers to conversion.cancelled hear too.
    const refund = {
      refund_id: input.refund_id,
      amount,
      commission_reversed: reversal,
      reason: input.reason || null,
    };
    const [object] = await recordOrderEvents(tx, businessId, [order.id], 'conversion.refunded', { refund });
    if (object.status === 'cancelled')
      await recordEvents(tx, businessId, [{ type: 'conversion.cancelled', object }]);
    return { row, object };
  });
  if (!changed) return conversionDetail(deps, businessId, orderId);
  await syncChanged(deps, businessId, [changed.row]);
  // The events' object is the order as it stands after the refund: the answer too.
  return changed.object;
}
