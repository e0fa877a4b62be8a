import { Joi } from 'celebrate';
import { amount, id, idParams } from '../../http/schemas';

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
