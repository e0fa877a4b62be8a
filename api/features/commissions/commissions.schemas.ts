import { Joi } from 'celebrate';
import { amount, id } from '../../http/schemas';
import { plainText } from '../links/plain-text';

/** affiliate_id may be left out only when a coupon or a subscription names the affiliate. */
const affiliateId = () =>
  id().when('coupon_code', {
    is: Joi.exist(),
    otherwise: Joi.when('subscription_id', { is: Joi.exist(), otherwise: Joi.required() }),
  });

export const previewQuery = Joi.object({
  affiliate_id: affiliateId(),
  link_id: id(),
  amount: amount().required(),
  coupon_code: plainText(50).trim(),
  subscription_id: plainText(255),
});

export interface PreviewQuery {
  affiliate_id?: number;
  link_id?: number;
  amount: number;
  coupon_code?: string;
  subscription_id?: string;
}
