import { Dec, money, type Amount } from './money';

/** An order's amounts as a refund reads them (2-decimal strings). */
export interface RefundBasis {
  order_total: Amount;
  refunded_amount: Amount;
  commission_amount: Amount;
  commission_reversed: Amount;
}

/**
 * The commission a refund of `amount` reverses (README, "Refunds, clawbacks and balances"):
 * commission × amount ÷ order_total, half-up to cents, never more than is left; the refund
 * that brings the refunded total to order_total reverses exactly what is left, so rounding
 * residues never survive a full refund.
 */
export function commissionReversal(o: RefundBasis, amount: Amount): string {
  const left = new Dec(o.commission_amount).minus(o.commission_reversed);
  if (new Dec(o.refunded_amount).plus(amount).greaterThanOrEqualTo(o.order_total)) return money(left);
  const share = new Dec(money(new Dec(o.commission_amount).times(amount).dividedBy(o.order_total)));
  return money(Dec.min(share, left));
}

/** What may still be refunded of an order. */
export const refundableRest = (o: RefundBasis): string =>
  money(new Dec(o.order_total).minus(o.refunded_amount));
