import { Joi } from 'celebrate';
import { hasLoneSurrogate } from '../../domain/unicode';
import { jsonbDocument, JSONB_MESSAGES } from '../../http/jsonb';
import { amount, clickIdHint, contextClock, email, instant } from '../../http/schemas';

export const MAX_LINE_ITEMS = 500;

/** PostgreSQL text cannot hold NUL; refusing it here keeps a bad body from failing a job forever. */
const pgText = (max: number) =>
  Joi.string()
    .max(max)
    // eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
    .pattern(/^[^\u0000]*$/, { name: 'no NUL characters' })
    .messages({ 'string.pattern.name': '{{#label}} must not contain NUL characters' });

/**
 * The order's external id: text, and well-formed, since a lone UTF-16 surrogate is stored as
 * U+FFFD and two different ids would become one order (the second then dropped as a repeat).
 */
const orderId = () =>
  pgText(255)
    .custom((v: string, helpers) => (hasLoneSurrogate(v) ? helpers.error('string.wellFormed') : v))
    .messages({ 'string.wellFormed': '{{#label}} must be well-formed Unicode (no lone surrogates)' });

/**
 * A merchant's server clock may run a little ahead of ours; within this a "future"
 * converted_at is taken as now (conversions.service.ts) rather than refused.
 */
const FUTURE_TOLERANCE_MS = 5_000;

/** converted_at: an instant no later than the request clock (validate's `clock`) allows. */
const convertedAt = () =>
  instant()
    .custom((v: string, helpers) =>
      Date.parse(v) - contextClock(helpers.prefs).now().getTime() > FUTURE_TOLERANCE_MS
        ? helpers.error('instant.future')
        : v,
    )
    .messages({ 'instant.future': '{{#label}} must not be in the future' });

const METADATA_MAX_BYTES = 16 * 1024;

/** Free key-value data, stored as jsonb. */
const metadata = () =>
  Joi.object().unknown(true).custom(jsonbDocument(METADATA_MAX_BYTES)).messages(JSONB_MESSAGES);

const lineItem = Joi.object({
  product_id: Joi.alternatives()
    .try(pgText(255), Joi.number().integer().min(0).max(Number.MAX_SAFE_INTEGER))
    .allow(null),
  name: pgText(255).allow(null, ''),
  quantity: Joi.number().integer().min(1).max(1_000_000).default(1),
  price: amount().default(0),
});

/** POST /v1/conversions (docs/architecture.md, Conversions). Money fields have at most 2 decimals. */
export const conversionBody = Joi.object({
  order_id: orderId().required(),
  order_total: amount().required(),
  subtotal: amount(),
  discount_applied: amount(),
  tax: amount(),
  currency: Joi.string()
    .trim()
    .pattern(/^[A-Za-z]{3}$/, { name: 'three letters' })
    .uppercase()
    .messages({ 'string.pattern.name': '{{#label}} must be a 3-letter currency code' }),
  click_id: clickIdHint().allow(null),
  referral_code: Joi.string().trim().max(32).allow(null, ''),
  coupon_code: pgText(50).trim().allow(null, ''),
  // The billing system's id, held to order_id's rules: one id must never become another.
  subscription_id: orderId().allow(null, ''),
  visitor_id: pgText(255).allow(null, ''),
  customer: Joi.object({
    name: pgText(255).trim().allow(null, ''),
    email: email().allow(null, ''),
  }).allow(null),
  line_items: Joi.array()
    .items(lineItem)
    .max(MAX_LINE_ITEMS)
    .custom(jsonbDocument(1024 * 1024))
    .messages(JSONB_MESSAGES)
    .allow(null),
  ip_address: Joi.string().ip({ cidr: 'forbidden' }).allow(null),
  converted_at: convertedAt().allow(null),
  metadata: metadata().allow(null),
});

/** The external order id is the path parameter; a bad one names no conversion (404). */
export const orderIdParams = Joi.object({
  order_id: pgText(255).required(),
});

export interface ConversionBody {
  order_id: string;
  order_total: number;
  subtotal?: number;
  discount_applied?: number;
  tax?: number;
  /** Absent: the business currency. */
  currency?: string;
  click_id?: number | null;
  referral_code?: string | null;
  coupon_code?: string | null;
  subscription_id?: string | null;
  visitor_id?: string | null;
  customer?: { name?: string | null; email?: string | null } | null;
  line_items?:
    { product_id?: string | number | null; name?: string | null; quantity: number; price: number }[] | null;
  ip_address?: string | null;
  converted_at?: string | null;
  metadata?: Record<string, unknown> | null;
}
