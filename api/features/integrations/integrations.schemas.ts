import { Joi } from 'celebrate';
import { idParams, paging } from '../../http/schemas';
import { PROVIDERS } from './adapters';

export const createIntegrationBody = Joi.object({
  provider: Joi.string()
    .valid(...PROVIDERS)
    .required(),
  // Stripe's whsec_…, Paddle's pdl_ntfset_…, or the Shopify app's client secret.
  signing_secret: Joi.string().trim().min(8).max(500).required(),
}).required();

export const integrationIdParams = idParams('id');

/** A page of a list: ?page, ?per_page. */
export type Paging = { page: number; per_page: number };

export const integrationsQuery = Joi.object<Paging>({ ...paging(25) });

export const integrationEventsQuery = Joi.object<Paging>({ ...paging(25) });
