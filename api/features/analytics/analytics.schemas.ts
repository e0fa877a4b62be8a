import { Joi } from 'celebrate';
import { date, dateOnOrAfter, paging } from '../../http/schemas';
import { SECTIONS } from './metrics';

/**
 * GET /v1/affiliate/analytics. Bounds hold whichever section is asked (a value out of range
 * is a bad request even where the section ignores it); metric names and the range's relation
 * to today are checked by the service.
 */
export const analyticsQuery = Joi.object<AnalyticsQuery>({
  section: Joi.string()
    .valid(...SECTIONS)
    .required(),
  from: date(),
  to: dateOnOrAfter('from'),
  metrics: Joi.string().max(1000).allow(''),
  ...paging(15),
  top_limit: Joi.number().integer().min(1).max(50).default(10),
});

export interface AnalyticsQuery {
  section: (typeof SECTIONS)[number];
  from?: string;
  to?: string;
  metrics?: string;
  page: number;
  per_page: number;
  top_limit: number;
}
