import { Joi } from 'celebrate';
import { idParams } from '../../http/schemas';

export const COUPON_CODE = /^[A-Za-z0-9_-]{3,50}$/;

export const couponCreateBody = Joi.object({
  code: Joi.string().pattern(COUPON_CODE).required().messages({
    'string.pattern.base': '{{#label}} must be 3-50 letters, digits, hyphens or underscores',
  }),
}).required();

export const affiliateParams = idParams('affiliateId');
export const couponParams = idParams('affiliateId', 'couponId');
