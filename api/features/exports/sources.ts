import { Joi } from 'celebrate';
import type { ObjectSchema } from 'joi';
import type { ExportType } from '../../../sql/repos/exports.repo';
import { sql } from '../../../sql/query-file';
import { streamRows } from '../../../sql/stream';
import { isoToCsv } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import type { Scope } from '../auth/scopes';
import { fileStamp, type Cell, type ExportSection } from '../../http/export';
import { date, dateOnOrAfter, id } from '../../http/schemas';
import { reportSections } from '../reports/report-export';
import { isoEnd, isoStart } from '../reports/report-range';
import { reportExportParams } from '../reports/reports.schemas';

export type SourceDeps = Pick<Deps, 'db' | 'ch' | 'clock' | 'logger'>;

export interface BuiltExport {
  baseName: string;
  sections: ExportSection[];
  /** Rows the sections will yield (an estimate is fine), for progress; 0 if unknown. */
  total: number;
}

/**
 * What an asynchronous export of one type is made of: the scope of the matching read
 * endpoint, its params, and its rows. The synchronous CSV endpoints of affiliates and orders
 * produce the same columns; both should read one row source (see the lead's note).
 */
export interface ExportSource {
  scope: Scope;
  params: ObjectSchema;
  build(deps: SourceDeps, businessId: number, params: Record<string, unknown>): Promise<BuiltExport>;
}

const q = {
  affiliatesCount: sql('exports/affiliates-count'),
  affiliatesRows: sql('exports/affiliates-rows'),
  ordersCount: sql('exports/orders-count'),
  ordersRows: sql('exports/orders-rows'),
};

/** A substring pattern for ILIKE with the client's wildcards taken literally. */
const like = (s: unknown): string | null =>
  typeof s === 'string' && s.trim() ? `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

async function* mapRows<T>(rows: AsyncIterable<T>, fn: (r: T) => Cell[]): AsyncGenerator<Cell[]> {
  for await (const r of rows) yield fn(r);
}

interface AffiliateCsvRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  referral_code: string;
  commission_rate: string | null;
  status: string;
  created_at: string;
  approved_at: string | null;
  suspended_at: string | null;
  terminated_at: string | null;
  notes: string | null;
}

interface OrderCsvRow {
  id: number;
  order_id: string;
  affiliate_name: string | null;
  referral_code: string | null;
  customer_name: string | null;
  customer_email: string | null;
  subtotal: string;
  discount_applied: string;
  order_total: string;
  commission_rate: string;
  commission_amount: string;
  currency: string;
  status: string;
  converted_at: string;
}

export const AFFILIATE_COLUMNS = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'Referral Code',
  'Commission Rate',
  'Status',
  'Joined',
  'Approved At',
  'Suspended At',
  'Terminated At',
  'Notes',
];

export const ORDER_COLUMNS = [
  'ID',
  'Order ID',
  'Affiliate Name',
  'Referral Code',
  'Customer Name',
  'Customer Email',
  'Subtotal',
  'Discount',
  'Order Total',
  'Commission Rate',
  'Commission Amount',
  'Currency',
  'Status',
  'Converted At (UTC)',
];

export const exportSources: Record<ExportType, ExportSource> = {
  affiliates: {
    scope: 'affiliates:read',
    params: Joi.object({
      status: Joi.string().lowercase().valid('pending', 'active', 'suspended', 'terminated'),
      search: Joi.string().trim().max(255).allow(''),
    }),
    async build(deps, businessId, p) {
      const values = { businessId, status: p.status ?? null, search: like(p.search) };
      const { total } = await deps.db.one<{ total: number }>(q.affiliatesCount, values);
      return {
        baseName: `affiliates-${fileStamp(deps.clock.now())}`,
        total,
        sections: [
          {
            columns: AFFILIATE_COLUMNS,
            rows: mapRows(streamRows<AffiliateCsvRow>(deps.db, q.affiliatesRows, values), (r) => [
              r.id,
              r.name,
              r.email,
              r.phone,
              r.referral_code,
              r.commission_rate,
              r.status,
              isoToCsv(r.created_at),
              isoToCsv(r.approved_at),
              isoToCsv(r.suspended_at),
              isoToCsv(r.terminated_at),
              r.notes,
            ]),
          },
        ],
      };
    },
  },
  orders: {
    scope: 'orders:read',
    params: Joi.object({
      search: Joi.string().trim().max(255).allow(''),
      status: Joi.string().lowercase().valid('pending', 'approved', 'rejected', 'cancelled'),
      affiliate_id: id(),
      from: date(),
      to: dateOnOrAfter('from'),
    }),
    async build(deps, businessId, p) {
      const values = {
        businessId,
        search: like(p.search),
        status: p.status ?? null,
        affiliateId: p.affiliate_id ?? null,
        start: typeof p.from === 'string' ? isoStart(p.from) : null,
        end: typeof p.to === 'string' ? isoEnd(p.to) : null,
      };
      const { total } = await deps.db.one<{ total: number }>(q.ordersCount, values);
      return {
        baseName: `orders-${fileStamp(deps.clock.now())}`,
        total,
        sections: [
          {
            columns: ORDER_COLUMNS,
            rows: mapRows(streamRows<OrderCsvRow>(deps.db, q.ordersRows, values), (r) => [
              r.id,
              r.order_id,
              r.affiliate_name,
              r.referral_code,
              r.customer_name,
              r.customer_email,
              r.subtotal,
              r.discount_applied,
              r.order_total,
              r.commission_rate,
              r.commission_amount,
              r.currency,
              r.status,
              isoToCsv(r.converted_at),
            ]),
          },
        ],
      };
    },
  },
  report: {
    scope: 'reports:read',
    params: reportExportParams,
    build: (deps, businessId, p) => reportSections(deps, businessId, p),
  },
};
