import type { CommissionResult } from '../../api/domain/commission';
import { compose, sql } from '../query-file';
import type { OrderRow } from './orders.repo';
import type { Executor } from './types';

/** A conversion as the worker records it: exact decimal strings, ISO instants. */
export interface NewConversion {
  businessId: number;
  orderId: string;
  affiliateId: number | null;
  linkId: number | null;
  clickId: number | null;
  clickLandingPage: string | null;
  clickReferrer: string | null;
  clickCreatedAt: string | null;
  visitorId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  subtotal: string;
  discount: string;
  tax: string;
  orderTotal: string;
  currency: string;
  /** Units of `currency` per unit of the business currency; null when they are the same. */
  exchangeRate: string | null;
  commissionCurrency: string;
  /** order_total in the business currency; null with exchangeRate (it is order_total). */
  convertedOrderTotal: string | null;
  lineItems: unknown[] | null;
  ipAddress: string | null;
  metadata: Record<string, unknown> | null;
  convertedAt: string;
  attribution: string;
  subscriptionId: string | null;
  couponId: number | null;
}

export interface ConversionKey {
  id: number;
  version: number;
}

const q = {
  insert: sql('conversion-recording/insert'),
  applyCommission: compose(sql('orders/detail-view'), { rows: sql('conversion-recording/apply-commission') }),
  key: sql('conversion-recording/key'),
  bindSubscription: sql('conversion-recording/bind-subscription'),
  reattribute: sql('conversion-recording/reattribute'),
};

/** Writes of the conversion worker (POST /v1/conversions). */
export class ConversionRecordingRepo {
  constructor(private readonly db: Executor) {}

  /** The new row's key, or null when (business, order_id) exists already. */
  insert(c: NewConversion): Promise<ConversionKey | null> {
    return this.db.oneOrNone(q.insert, {
      ...c,
      lineItems: c.lineItems === null ? null : JSON.stringify(c.lineItems),
      metadata: c.metadata === null ? null : JSON.stringify(c.metadata),
    });
  }

  /**
   * `source` null: nothing was resolved (direct, or an affiliate that may not earn). Answers
   * the row as the order detail shows it.
   */
  applyCommission(
    businessId: number,
    id: number,
    r: CommissionResult,
    source: CommissionResult['source'] | null,
    risk: { reasons: string[]; rejectedBy: string | null } = { reasons: [], rejectedBy: null },
  ): Promise<OrderRow> {
    return this.db.one(q.applyCommission, {
      businessId,
      id,
      rate: r.rate,
      amount: r.commission_amount,
      source,
      ruleId: r.rule_id,
      tierId: r.tier_id,
      riskReasons: risk.reasons,
      rejectedBy: risk.rejectedBy,
    });
  }

  key(businessId: number, orderId: string): Promise<ConversionKey | null> {
    return this.db.oneOrNone(q.key, { businessId, orderId });
  }

  /** Binds the subscription to this first attributed conversion; false when it was bound already. */
  async bindSubscription(b: {
    businessId: number;
    subscriptionId: string;
    affiliateId: number;
    linkId: number | null;
    conversionId: number;
    convertedAt: string;
  }): Promise<boolean> {
    return (await this.db.oneOrNone(q.bindSubscription, b)) !== null;
  }

  /** Credits a just-inserted conversion elsewhere (it lost the race to bind its subscription). */
  async reattribute(r: {
    businessId: number;
    id: number;
    affiliateId: number | null;
    linkId: number | null;
    attribution: string;
  }): Promise<void> {
    await this.db.none(q.reattribute, r);
  }
}
