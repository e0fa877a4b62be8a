import { Joi } from 'celebrate';
import { idParams, paging, url } from '../../http/schemas';
import { ALL_EVENTS, EVENT_TYPES } from '../../outbox/event-types';
import type { DeliveryStatus } from '../../../sql/repos/webhooks.repo';

const events = () =>
  Joi.array()
    .items(Joi.string().valid(...EVENT_TYPES, ALL_EVENTS))
    .min(1)
    .max(EVENT_TYPES.length + 1)
    .unique();

const description = () => Joi.string().trim().max(500).allow(null, '');

export const createWebhookBody = Joi.object({
  url: url(2048).required(),
  events: events().required(),
  description: description(),
  is_active: Joi.boolean().default(true),
}).required();

export const patchWebhookBody = Joi.object({
  url: url(2048),
  events: events(),
  description: description(),
  is_active: Joi.boolean(),
}).required();

export const webhookIdParams = idParams('id');
export const deliveryIdParams = idParams('id', 'delivery_id');

type Paging = { page: number; per_page: number };

export const webhooksQuery = Joi.object<Paging>({ ...paging(25) });

export const deliveriesQuery = Joi.object<Paging & { status?: DeliveryStatus }>({
  status: Joi.string().lowercase().valid('pending', 'succeeded', 'failed'),
  ...paging(25),
});

export const eventsQuery = Joi.object<Paging & { type?: string }>({
  type: Joi.string().valid(...EVENT_TYPES),
  ...paging(25),
});
