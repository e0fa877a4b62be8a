import { Joi } from 'celebrate';
import { paging, signedAmount } from '../../http/schemas';
import { affiliateParams } from '../affiliates/affiliates.schemas';
import { plainText as text } from '../../http/plain-text';

export const ledgerParams = affiliateParams;

export const ledgerQuery = Joi.object({ ...paging(25) });

/** A merchant's correction: non-zero (negative takes from the affiliate) and always explained. */
export const adjustmentBody = Joi.object({
  amount: signedAmount().invalid(0).messages({ 'any.invalid': '{{#label}} must not be zero' }).required(),
  memo: text(500).trim().min(1).required(),
}).required();
