import type { Schema } from 'joi';
import { date, dateOnOrAfter } from '../http/schemas';

/**
 * Report dates are bounded to years the stores and the charts handle (1970-2100); a date
 * outside is 422 rather than a store error.
 */
const bounded = (s: Schema) =>
  s
    .custom((v: string, helpers) => (v < '1970-01-01' || v > '2100-12-31' ? helpers.error('date.bounds') : v))
    .messages({ 'date.bounds': '{{#label}} must be between 1970-01-01 and 2100-12-31' });

/**
 * from / to of the reports and the payouts list (API reference, Reports common query parameters);
 * defaults are applied by resolveRange with REPORT_RANGE.
 */
export const reportRange = {
  from: bounded(date()),
  to: bounded(dateOnOrAfter('from')),
};
