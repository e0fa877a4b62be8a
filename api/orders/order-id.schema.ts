import { Joi } from 'celebrate';
import { plainText as text } from '../http/plain-text';

/** `{order_id}` in the path of an order's routes (review, cancel, refund). */
export const orderIdParams = Joi.object({ order_id: text(255).min(1).required() });
