import { Joi } from 'celebrate';
import { reportRange } from '../../reporting/range.schemas';
import { SECTION_KEYS } from './report-export';
import type { ReportExportQuery } from './report-export';

export const limit = () => Joi.number().integer().min(1).max(50).default(10);
const granularity = () => Joi.string().lowercase().valid('daily', 'weekly', 'monthly').default('daily');

export const statsQuery = Joi.object(reportRange);
export const chartQuery = Joi.object({ ...reportRange, granularity: granularity() });
export const limitQuery = Joi.object({ ...reportRange, limit: limit() });

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

export const exportQuery = Joi.object<ReportExportQuery & { format: 'csv' | 'xlsx' }>({
  ...reportRange,
  sections: sections(),
  format: Joi.string().lowercase().valid('csv', 'xlsx').default('csv'),
  granularity: granularity(),
  limit: limit(),
});

/** The same parameters as the body of an asynchronous report export. */
export const reportExportParams = Joi.object({
  ...reportRange,
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
