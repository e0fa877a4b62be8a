import { sql } from '../query-file';
import type { ConversionAmounts, Executor } from './types';

export interface ConversionChRow extends ConversionAmounts {
  business_id: number;
  id: number;
  order_id: string;
  affiliate_id: number;
  referral_link_id: number;
  click_id: number;
  visitor_id: string;
  campaign: string;
  attribution: string;
  subscription_id: string;
  status: string;
  refunded_amount: string;
  net_commission_amount: string;
  exchange_rate: string | null;
  commission_currency: string;
  /** order_total in the business currency (order_total when the order is in it). */
  converted_order_total: string;
  product_ids: string[];
  product_names: string[];
  risk_reasons: string[];
  /** '' unless a fraud rule rejected it. */
  fraud_rejected_rule: string;
  converted_at: string;
  created_at: string;
  updated_at: string;
  version: number;
}

const q = { rows: sql('conversion-sync/rows') };

export class ConversionSyncRepo {
  constructor(private readonly db: Executor) {}

  rows(businessId: number, ids: number[]): Promise<ConversionChRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.rows, { businessId, ids });
  }
}
