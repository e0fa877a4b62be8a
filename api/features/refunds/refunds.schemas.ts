import { Joi } from 'celebrate';
import { amount } from '../../http/schemas';
import { plainText as text } from '../../http/plain-text';
import { orderIdParams } from '../../orders/order-id.schema';

export const refundParams = orderIdParams;

export const refundBody = Joi.object({
  refund_id: text(255).trim().min(1).required(),
  amount: amount().greater(0).required(),
  reason: text(1000).allow(null, ''),
}).required();
