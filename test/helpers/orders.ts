import type { Deps } from '../../api/deps';
import type { AuditRow } from '../../sql/repos/audit.repo';
import type { OrderStatus } from '../../sql/repos/orders.repo';
import { deps as sharedDeps } from './context';
import { uniq } from './fixtures';

/**
 * Orders fixtures. Conversions are recorded by another feature's worker; these tests insert
 * the rows it would write, with SQL, so they depend on nothing but the schema.
 */

export interface ConversionInput {
  order_id?: string;
  affiliate_id?: number | null;
  referral_link_id?: number | null;
  click_id?: number | null;
  click_landing_page?: string | null;
  click_referrer?: string | null;
  click_created_at?: string | null;
  customer_name?: string | null;
  customer_email?: string | null;
  subtotal?: string;
  discount_applied?: string;
  tax?: string;
  order_total?: string;
  commission_rate?: string;
  commission_amount?: string;
  currency?: string;
  status?: OrderStatus;
  line_items?: unknown[] | null;
  ip_address?: string | null;
  converted_at?: string;
  /** By default what recording would say for the click and affiliate given. */
  attribution?: string;
  subscription_id?: string | null;
}

export interface TestConversion {
  id: number;
  order_id: string;
  version: number;
}

/** A conversion row as the recording worker would leave it (pending, version 1, by default). */
export async function insertConversion(
  businessId: number,
  c: ConversionInput = {},
  d?: Deps,
): Promise<TestConversion> {
  const { db } = d ?? (await sharedDeps());
  const total = c.order_total ?? '100.00';
  return db.one(
    `INSERT INTO conversions (business_id, order_id, affiliate_id, referral_link_id, click_id,
       click_landing_page, click_referrer, click_created_at, customer_name, customer_email,
       subtotal, discount_applied, tax, order_total, commission_rate, commission_amount, currency,
       status, line_items, ip_address, converted_at, attribution, subscription_id)
     VALUES ($[businessId], $[order_id], $[affiliate_id], $[referral_link_id], $[click_id],
       $[click_landing_page], $[click_referrer], $[click_created_at], $[customer_name],
       $[customer_email], $[subtotal], $[discount_applied], $[tax], $[order_total],
       $[commission_rate], $[commission_amount], $[currency], $[status], $[line_items:json],
       $[ip_address], $[converted_at], $[attribution], $[subscription_id])
     RETURNING id, order_id, version`,
    {
      businessId,
      order_id: c.order_id ?? uniq('ORD-'),
      affiliate_id: c.affiliate_id ?? null,
      referral_link_id: c.referral_link_id ?? null,
      click_id: c.click_id ?? null,
      click_landing_page: c.click_landing_page ?? null,
      click_referrer: c.click_referrer ?? null,
      click_created_at: c.click_created_at ?? null,
      customer_name: c.customer_name ?? null,
      customer_email: c.customer_email ?? null,
      subtotal: c.subtotal ?? total,
      discount_applied: c.discount_applied ?? '0.00',
      tax: c.tax ?? '0.00',
      order_total: total,
      commission_rate: c.commission_rate ?? '10.00',
      commission_amount: c.commission_amount ?? '10.00',
      currency: c.currency ?? 'USD',
      status: c.status ?? 'pending',
      line_items: c.line_items ?? null,
      ip_address: c.ip_address ?? null,
      attribution:
        c.attribution ?? (c.click_id != null ? 'click' : c.affiliate_id != null ? 'referral_code' : 'direct'),
      subscription_id: c.subscription_id ?? null,
      converted_at: c.converted_at ?? new Date().toISOString(),
    },
  );
}

export async function conversionRow(
  id: number,
  d?: Deps,
): Promise<{ status: OrderStatus; version: number; commission_amount: string; updated_at: string }> {
  const { db } = d ?? (await sharedDeps());
  return db.one('SELECT status, version, commission_amount, updated_at FROM conversions WHERE id = $1', [id]);
}

/** The audit entries of one conversion, oldest first. */
export async function conversionAudit(
  businessId: number,
  conversionId: number,
  d?: Deps,
): Promise<AuditRow[]> {
  const { db } = d ?? (await sharedDeps());
  return db.audit.list(businessId, { entityType: 'conversion', entityId: conversionId });
}
