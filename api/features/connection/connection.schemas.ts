import { Joi } from 'celebrate';

export const disconnectBody = Joi.object({
  reason: Joi.string().max(500).allow(null, ''),
});
