import { Joi } from 'celebrate';
import { email } from '../../http/schemas';

// Content checks (base64, IV length, MAC form) belong to decryption: they answer 400.
export const envelopeBody = Joi.object({
  payload: Joi.string().max(1_000_000).required(),
  iv: Joi.string().max(64).required(),
  mac: Joi.string().max(128).required(),
}).required();

export const registrationPayload = Joi.object({
  business_name: Joi.string().trim().min(1).max(255).required(),
  owner_name: Joi.string().trim().min(1).max(255).required(),
  email: email().required(),
  phone: Joi.string().trim().max(50).allow(null, ''),
  address: Joi.string().trim().max(500).allow(null, ''),
  website_url: Joi.string()
    .trim()
    .uri({ scheme: ['http', 'https'] })
    .max(255)
    .allow(null, ''),
});
