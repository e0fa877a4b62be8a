import { Joi } from 'celebrate';

export const tokenBody = Joi.object({
  api_key: Joi.string().max(64).required(),
  api_secret: Joi.string().max(128).required(),
}).required();
