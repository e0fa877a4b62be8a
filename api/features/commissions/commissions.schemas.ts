import { Joi } from 'celebrate';
import { amount, id } from '../../http/schemas';

export const previewQuery = Joi.object({
  affiliate_id: id().required(),
  link_id: id(),
  amount: amount().required(),
});
