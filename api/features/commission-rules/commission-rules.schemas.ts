import { Joi } from 'celebrate';
import { parseInstant, ruleBoundInstant } from '../../domain/instant';
import { rate, siblingRule } from '../../http/schemas';
import { plainText } from '../../http/plain-text';

const PG_INT_MAX = 2_147_483_647;

/** valid_from / valid_until: a date or a datetime (api/domain/instant.ts, ruleBoundInstant). */
const bound = (edge: 'from' | 'until') =>
  Joi.string()
    .max(64)
    .custom((v: string, helpers) => {
      const parsed = parseInstant(v.trim(), ruleBoundInstant(edge));
      return 'iso' in parsed ? parsed.iso : helpers.error('instant.base');
    })
    .messages({ 'instant.base': '{{#label}} must be a date (YYYY-MM-DD) or an ISO 8601 datetime' })
    .allow(null);

// valid_from comes first, so valid_until meets it already normalised (or invalid, and skipped).
const NORMALISED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const normalised = (v: unknown): string | null => (typeof v === 'string' && NORMALISED.test(v) ? v : null);

const fields = {
  commission_rate: rate(),
  label: plainText(255).allow(null, ''),
  priority: Joi.number().integer().min(0).max(PG_INT_MAX),
  valid_from: bound('from'),
  // Both in the body: checked here with every other field. A PATCH giving one bound is
  // checked against the stored other by the service.
  valid_until: bound('until')
    .custom(siblingRule('valid_from', normalised, (until, from) => until >= from))
    .messages({ 'pair.order': '{{#label}} must be on or after valid_from' }),
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
