import { Joi } from 'celebrate';
import type { ExportFormat } from '../../http/export';
import type { AffiliateFilter } from '../../../sql/repos/affiliates.repo';
import { date, dateOnOrAfter, direction, email, idList, idParams, paging, rate } from '../../http/schemas';
import type { ObjectSchema } from 'joi';

export const STATUSES = ['pending', 'active', 'suspended', 'terminated'] as const;
export const SORTS = ['created_at', 'referral_code', 'status', 'commission_rate'] as const;

export const affiliateParams = idParams('id');

export const name = () => Joi.string().trim().min(1).max(255);
export const password = () => Joi.string().min(8).max(255);
export const phone = () => Joi.string().trim().max(30).allow(null, '');
const notes = () => Joi.string().max(1000).allow(null, '');
const reason = () => Joi.string().max(500).allow(null, '');

const filters = {
  status: Joi.string().valid(...STATUSES),
  search: Joi.string().trim().max(255).allow(''),
  sort: Joi.string()
    .valid(...SORTS)
    .default('created_at'),
  direction: direction('desc'),
};

export const listQuery = Joi.object<ListQuery>({ ...paging(25), ...filters });

/** What selects an export's affiliates: the list's filters, or `ids` instead of status and search. */
export const exportFilters = Joi.object({ ...filters, ids: idList() });

export const exportQuery: ObjectSchema<ExportQuery> = exportFilters.keys({
  format: Joi.string().lowercase().valid('csv', 'xlsx').default('csv'),
});

export const createBody = Joi.object({
  name: name().required(),
  email: email().required(),
  password: password().required(),
  phone: phone(),
  commission_rate: rate().allow(null),
  notes: notes(),
  referral_code: Joi.string().alphanum().max(32).allow(null),
}).required();

export const registerBody = Joi.object({
  name: name().required(),
  email: email().required(),
  password: password().required(),
  phone: phone(),
}).required();

export const patchBody = Joi.object({
  commission_rate: rate().allow(null),
  notes: notes(),
}).required();

export const reasonBody = Joi.object({ reason: reason() });

export const commissionBody = Joi.object({
  commission_rate: rate().allow(null).required(),
}).required();

// PostgreSQL has no year 0, which the shared date() lets through.
const statsDate = (d: ReturnType<typeof date>) =>
  d.pattern(/^(?!0000)/, 'a year from 0001').messages({
    'string.pattern.name': '{{#label}} must be a valid date in YYYY-MM-DD format',
  });

export const statsQuery = Joi.object({
  date_from: statsDate(date()),
  date_to: statsDate(dateOnOrAfter('date_from')),
});

/** What the query schemas above produce (celebrate replaces req.query with the validated value). */
export type ListQuery = AffiliateFilter & { page: number; per_page: number };
export type ExportQuery = AffiliateFilter & { format: ExportFormat };
export interface StatsQuery {
  date_from?: string;
  date_to?: string;
}
