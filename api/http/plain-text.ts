import { Joi } from 'celebrate';

export const NUL = '\u0000';

/**
 * A string PostgreSQL can store: text and jsonb refuse the NUL character, and a refusal from
 * the driver would be a 500, so it is a 422 on the field instead.
 */
export const plainText = (max: number) =>
  Joi.string()
    .max(max)
    .custom((v: string, helpers) => (v.includes(NUL) ? helpers.error('string.nul') : v))
    .messages({ 'string.nul': '{{#label}} must not contain NUL characters' });
