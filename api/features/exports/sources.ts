import { Joi } from 'celebrate';
import type { ObjectSchema } from 'joi';
import type { ExportType } from '../../../sql/repos/exports.repo';
import { sql } from '../../../sql/query-file';
import { containsPattern } from '../../../sql/like';
import type { Deps } from '../../deps';
import type { Scope } from '../../security/scopes';
import { fileStamp, type ExportSection } from '../../http/export';
import { date, dateOnOrAfter, id } from '../../http/schemas';
import { reportSections } from '../reports/report-export';
import { affiliateExportRows, EXPORT_COLUMNS } from '../affiliates/affiliates.export';
import { orderExportColumns, orderExportRows, type OrderExportQuery } from '../orders/orders-export';
import type { AffiliateFilter } from '../../../sql/repos/affiliates.repo';
import { exportFilters } from '../affiliates/affiliates.schemas';
import { isoEnd, isoStart } from '../../reporting/day-range';
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
 * endpoint, its params, and its rows. Affiliates and orders read the same row sources as the
 * synchronous CSV endpoints, so both exports always agree.
 */
export interface ExportSource {
  scope: Scope;
  params: ObjectSchema;
  build(deps: SourceDeps, businessId: number, params: Record<string, unknown>): Promise<BuiltExport>;
}

const q = {
  ordersCount: sql('exports/orders-count'),
};

/** A substring pattern for ILIKE with the client's wildcards taken literally. */
const like = (s: unknown): string | null =>
  typeof s === 'string' && s.trim() ? containsPattern(s.trim()) : null;

export const exportSources: Record<ExportType, ExportSource> = {
  affiliates: {
    scope: 'affiliates:read',
    // The same selection and order as GET /v1/affiliates/export.
    params: exportFilters,
    async build(deps, businessId, p) {
      const filter = p as unknown as AffiliateFilter;
      return {
        baseName: `affiliates-${fileStamp(deps.clock.now())}`,
        total: await deps.db.affiliates.count(businessId, filter),
        sections: [{ columns: EXPORT_COLUMNS, rows: affiliateExportRows(deps, businessId, filter) }],
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
      extended: Joi.boolean().default(false),
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
            columns: orderExportColumns(p.extended === true),
            rows: orderExportRows(deps, businessId, p as OrderExportQuery),
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
