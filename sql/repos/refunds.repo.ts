import { sql } from '../query-file';
import type { ChangedOrder, OrderStatus } from './orders.repo';
import type { Executor } from './types';

/** What a refund needs of the order it refunds. */
export interface RefundableOrder {
  id: number;
  order_id: string;
  affiliate_id: number | null;
  status: OrderStatus;
  order_total: string;
  refunded_amount: string;
  commission_amount: string;
  commission_reversed: string;
}

const q = {
  lockOrder: sql('refunds/lock-order'),
  exists: sql('refunds/exists'),
  apply: sql('refunds/apply'),
};

export class RefundsRepo {
  constructor(private readonly db: Executor) {}

  /** The business's order by external id, locked for the transaction; null when absent. */
  lockOrder(businessId: number, orderId: string): Promise<RefundableOrder | null> {
    return this.db.oneOrNone(q.lockOrder, { businessId, orderId });
  }

  async exists(businessId: number, conversionId: number, refundId: string): Promise<boolean> {
    return (await this.db.one<{ found: boolean }>(q.exists, { businessId, conversionId, refundId })).found;
  }

  /** Records the refund on the locked order; amounts are 2-decimal strings. */
  apply(r: {
    businessId: number;
    conversionId: number;
    refundId: string;
    amount: string;
    reversal: string;
    reason: string | null;
  }): Promise<ChangedOrder> {
    return this.db.one(q.apply, r);
  }
}
