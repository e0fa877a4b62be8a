import { Joi } from 'celebrate';
import { rate } from '../../http/schemas';
import { plainText } from '../links/plain-text';
import { ruleInstant } from './rule-instant';

const PG_INT_MAX = 2_147_483_647;

/** valid_from / valid_until: a date or a datetime, normalised by ruleInstant. */
const bound = (edge: 'from' | 'until') =>
  Joi.string()
    .max(64)
    .custom((v: string, helpers) => ruleInstant(v.trim(), edge) ?? helpers.error('instant.base'))
    .messages({ 'instant.base': '{{#label}} must be a date (YYYY-MM-DD) or an ISO 8601 datetime' })
    .allow(null);

const fields = {
  commission_rate: rate(),
  label: plainText(255).allow(null, ''),
  priority: Joi.number().integer().min(0).max(PG_INT_MAX),
  valid_from: bound('from'),
  valid_until: bound('until'),
  max_conversions: Joi.number().integer().min(1).max(PG_INT_MAX).allow(null),
  is_active: Joi.boolean(),
};

export const ruleCreateBody = Joi.object({
  ...fields,
  commission_rate: fields.commission_rate.required(),
  priority: fields.priority.default(0),
  is_active: fields.is_active.default(true),
});

/** conversion_count is system-managed: like any field a body may not set, it is ignored. */
export const rulePatchBody = Joi.object(fields);
