import { Joi } from 'celebrate';
import type { Schema } from 'joi';
import { date, dateOnOrAfter, id, paging } from '../../http/schemas';
import { SECTION_KEYS } from './report-export';

/**
 * Report dates are bounded to years the stores and the charts handle (1970-2100); a date
 * outside is 422 rather than a store error.
 */
const bounded = (s: Schema) =>
  s
    .custom((v: string, helpers) => (v < '1970-01-01' || v > '2100-12-31' ? helpers.error('date.bounds') : v))
    .messages({ 'date.bounds': '{{#label}} must be between 1970-01-01 and 2100-12-31' });

/** from / to (spec: Reports common query parameters); defaults are applied by the service. */
export const range = {
  from: bounded(date()),
  to: bounded(dateOnOrAfter('from')),
};

export const limit = () => Joi.number().integer().min(1).max(50).default(10);
const granularity = () => Joi.string().lowercase().valid('daily', 'weekly', 'monthly').default('daily');

export const statsQuery = Joi.object(range);
export const chartQuery = Joi.object({ ...range, granularity: granularity() });
export const limitQuery = Joi.object({ ...range, limit: limit() });

export const payoutsQuery = Joi.object({
  ...range,
  status: Joi.string().lowercase().valid('pending', 'completed', 'failed'),
  affiliate_id: id(),
  ...paging(15),
});

const knownSections = (keys: string[]): string[] => {
  const known = new Set<string>(SECTION_KEYS);
  return [...new Set(keys.map((s) => s.trim().toLowerCase()).filter((s) => known.has(s)))];
};

/** "stats,payouts" into the known keys; unknown keys are ignored (report rule 6). */
const sections = () =>
  Joi.string()
    .allow('')
    .max(1000)
    .custom((v: string) => knownSections(v.split(',')));

export const exportQuery = Joi.object({
  ...range,
  sections: sections(),
  format: Joi.string().lowercase().valid('csv', 'xlsx').default('csv'),
  granularity: granularity(),
  limit: limit(),
});

/** The same parameters as the body of an asynchronous report export. */
export const reportExportParams = Joi.object({
  ...range,
  sections: Joi.alternatives().try(
    Joi.array()
      .items(Joi.string().max(64))
      .max(20)
      .custom((v: string[]) => knownSections(v)),
    sections(),
  ),
  granularity: granularity(),
  limit: limit(),
});
