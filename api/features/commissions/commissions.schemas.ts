import { Joi } from 'celebrate';
import type { ErrorReport } from 'joi';
import { amount, id } from '../../http/schemas';
import { plainText } from '../../http/plain-text';

/**
 * affiliate_id may be left out only when a coupon or a subscription names the affiliate. The
 * object-level rule is reported on affiliate_id, where a client looks for it.
 */
const onAffiliateId = (errors: ErrorReport[]) =>
  errors.map((e) => {
    if (e.code !== 'object.missing') return e;
    e.path = ['affiliate_id'];
    e.local = { ...e.local, key: 'affiliate_id', label: 'affiliate_id' };
    return e;
  });

export const previewQuery = Joi.object<PreviewQuery>({
  affiliate_id: id(),
  link_id: id(),
  amount: amount().required(),
  coupon_code: plainText(50).trim(),
  subscription_id: plainText(255),
})
  .or('affiliate_id', 'coupon_code', 'subscription_id')
  .messages({ 'object.missing': 'affiliate_id is required unless coupon_code or subscription_id is given' })
  .error(onAffiliateId);

export interface PreviewQuery {
  affiliate_id?: number;
  link_id?: number;
  amount: number;
  coupon_code?: string;
  subscription_id?: string;
}
