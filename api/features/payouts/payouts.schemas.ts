import { Joi } from 'celebrate';
import { amount, id, idParams, paging } from '../../http/schemas';
import { reportRange } from '../../reporting/range.schemas';

/** GET /v1/payouts and the payouts report: the range and the filters of payout-filters.ts. */
export const payoutsQuery = Joi.object({
  ...reportRange,
  status: Joi.string().lowercase().valid('pending', 'completed', 'failed'),
  affiliate_id: id(),
  ...paging(15),
});

export const payoutIdParams = idParams('id');

const reference = () => Joi.string().trim().max(255).allow(null, '');

export const createPayoutBody = Joi.object({
  affiliate_id: id().required(),
  amount: amount().greater(0).required(),
  currency: Joi.string()
    .trim()
    .uppercase()
    .pattern(/^[A-Z]{3}$/, '3-letter currency code'),
  method: Joi.string().valid('bank_transfer', 'paypal', 'check', 'other', 'wise').allow(null).default(null),
  reference: reference(),
}).required();

export const completePayoutBody = Joi.object({ reference: reference() });
