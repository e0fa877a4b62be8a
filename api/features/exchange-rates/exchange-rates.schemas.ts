import { Joi } from 'celebrate';
import { isCurrency, rateProblem } from '../../domain/fx';
import { date } from '../../http/schemas';

export const rateDateParams = Joi.object({ date: date().required() });

/**
 * `{rates: {"EUR": "0.921500", …}}`: ISO 4217 codes to rates > 0 with at most 12 significant
 * digits, as decimal strings (kept exactly as written) or JSON numbers (their shortest text).
 */
export const putRatesBody = Joi.object({
  rates: Joi.object()
    .pattern(
      Joi.string(),
      Joi.alternatives()
        .try(Joi.string().trim(), Joi.number().unsafe())
        .custom((v: string | number, helpers) => {
          const text = String(v);
          const problem = rateProblem(text);
          return problem ? helpers.error('rate.invalid', { problem }) : text;
        })
        .messages({ 'rate.invalid': '{{#label}} {{#problem}}' }),
    )
    .custom((v: Record<string, string>, helpers) => {
      const bad = Object.keys(v).find((code) => !isCurrency(code));
      return bad === undefined ? v : helpers.error('rates.currency', { bad });
    })
    .messages({ 'rates.currency': '"{{#bad}}" is not an ISO 4217 currency code (three capital letters)' })
    .min(1)
    .required(),
}).required();

export const ratesQuery = Joi.object({ date: date() });

export interface PutRatesBody {
  rates: Record<string, string>;
}
