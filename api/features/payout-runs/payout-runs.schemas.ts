import { Joi } from 'celebrate';
import { amount, idParams, paging } from '../../http/schemas';
import { PAYOUT_METHODS } from '../../payments/details';

export const payoutRunIdParams = idParams('id');

/** POST /v1/payout-runs: both optional; minimum defaults to the payout_minimum setting. */
export const createPayoutRunBody = Joi.object({
  method: Joi.string()
    .valid(...PAYOUT_METHODS)
    .allow(null),
  minimum: amount(),
});

export const payoutRunsQuery = Joi.object<{ page: number; per_page: number }>({ ...paging(25) });

export const payoutRunFileQuery = Joi.object({
  format: Joi.string().lowercase().valid('paypal', 'wise', 'sepa').required(),
});

export const completePayoutRunBody = Joi.object({
  reference: Joi.string().trim().max(255).allow(null, ''),
});
