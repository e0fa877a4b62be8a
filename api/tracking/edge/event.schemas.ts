import { Joi } from 'celebrate';
import { amount, clickIdHint, instant } from '../../http/schemas';
import { EVENT_TYPES } from '../../domain/tracked-event';

/** At most this many events per POST /v1/collect (browser) and POST /v1/pageviews (server). */
export const COLLECT_MAX_EVENTS = 50;
export const PAGEVIEWS_MAX_EVENTS = 500;

const text = (max: number) => Joi.string().max(max).allow(null, '');

/** A product id may be a number in the shop's own system; it is kept as text. */
const productId = () =>
  Joi.alternatives()
    .try(Joi.string().max(255), Joi.number().integer().min(0).max(Number.MAX_SAFE_INTEGER))
    .allow(null, '');

/** The event fields, as a browser or a merchant's server sends them (docs/architecture.md, Events). */
const eventFields = {
  type: Joi.string()
    .valid(...EVENT_TYPES)
    .required(),
  visitor_id: text(255),
  session_id: text(255),
  // The SDK reads it from a cookie, so a numeric string is welcome; '' means none.
  click_id: clickIdHint().allow(null).empty(''),
  referral_code: Joi.string().trim().max(32).allow(null).empty(''),
  url: text(2048),
  referrer: text(2048),
  title: text(1024),
  product_id: productId(),
  product_name: text(255),
  price: amount().allow(null),
  quantity: Joi.number().integer().min(0).max(1_000_000).allow(null),
  utm_source: text(255),
  utm_medium: text(255),
  utm_campaign: text(255),
  occurred_at: instant().allow(null),
};

/** Browser events: the visitor's IP address and user agent come from the request itself. */
export const browserEvent = Joi.object(eventFields);

/**
 * Server-side events (extension): the merchant's server relays them, so each may carry the
 * visitor's ip_address and user_agent for enrichment; otherwise none is derived.
 */
export const serverEvent = Joi.object({
  ...eventFields,
  ip_address: Joi.string().ip({ cidr: 'forbidden' }).allow(null),
  user_agent: text(1024),
});

export const collectBatch = Joi.object({
  events: Joi.array().items(browserEvent).min(1).max(COLLECT_MAX_EVENTS).required(),
});

export const pageviewsBody = Joi.object({
  events: Joi.array().items(serverEvent).min(1).max(PAGEVIEWS_MAX_EVENTS).required(),
});
