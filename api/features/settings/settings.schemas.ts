import { Joi } from 'celebrate';
import type { Schema } from 'joi';
import { isCurrency } from '../../domain/fx';
import { amount, asNumber, rate, siblingRule, url } from '../../http/schemas';
import { bic, iban } from '../../payments/details';

/** The business currency: an ISO 4217 code (three capital letters; lower case is taken). */
const currencyCode = () =>
  Joi.string()
    .trim()
    .uppercase()
    .custom((v: string, helpers) => (isCurrency(v) ? v : helpers.error('currency.iso')))
    .messages({ 'currency.iso': '{{#label}} must be an ISO 4217 currency code such as USD or EUR' });
import { fraudRulesSchema } from '../../fraud/fraud-rules';

const ORIGIN =
  /^(?:https:\/\/[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|http:\/\/localhost)(?::\d{1,5})?$/;

/**
 * A list of distinct lower-cased strings, each passing `ok`. Checked as a whole so a bad item
 * is reported under the setting itself, as every other setting is.
 */
const textList = (max: number, ok: (s: string) => boolean, code: string) =>
  Joi.array()
    .max(max)
    .custom((items: unknown[], helpers) => {
      if (!items.every((v) => typeof v === 'string' && v.length <= 255 && ok(v.trim().toLowerCase())))
        return helpers.error(code);
      const out = items.map((v) => (v as string).trim().toLowerCase());
      return new Set(out).size === out.length ? out : helpers.error('list.distinct');
    })
    .messages({ 'list.distinct': '{{#label}} must not list the same entry twice' });

/**
 * The origins a business's portal page may be served from (README, "For affiliates"): an
 * https origin, or http on localhost for development; no path. Stored lower-case, as
 * browsers send an Origin.
 */
const portalOrigins = () =>
  textList(10, (v) => ORIGIN.test(v), 'origins.format').messages({
    'origins.format': '{{#label}} must list origins: https://host[:port], or http://localhost[:port]',
  });

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Host names the business's affiliates may point portal links at (a parent admits its subdomains). */
const portalLinkHosts = () =>
  textList(50, (v) => HOSTNAME.test(v), 'hosts.format').messages({
    'hosts.format': '{{#label}} must list host names, such as shop.example.com',
  });

/** Every Settings field and what it accepts (API reference, Settings object; Limits). */
export const SETTINGS_FIELDS = {
  commission_rate: rate().allow(null),
  cookie_duration: Joi.number().integer().min(1).max(365),
  auto_approve_enabled: Joi.boolean(),
  auto_approve_delay_days: Joi.number().integer().min(0).max(365),
  auto_approve_min_amount: amount().allow(null),
  auto_approve_max_amount: amount().allow(null),
  allow_self_registration: Joi.boolean(),
  recurring_commission_months: Joi.number().integer().min(0).max(120).allow(null),
  recurring_commission_rate: rate().allow(null),
  currency: currencyCode(),
  payout_minimum: amount(),
  payout_schedule: Joi.string().valid('weekly', 'monthly').allow(null),
  payout_debtor: Joi.object({
    name: Joi.string().trim().min(1).max(70).required(),
    iban: iban().required(),
    bic: bic().required(),
  }).allow(null),
  fraud_rules: fraudRulesSchema(),
  fraud_ip_conversion_limit: Joi.number().integer().min(1).max(1000),
  fraud_review_amount: amount().allow(null),
  click_dedupe_minutes: Joi.number().integer().min(0).max(1440),
  portal_origins: portalOrigins(),
  portal_link_hosts: portalLinkHosts(),
} satisfies Record<string, Schema>;

export type SettingsKey = keyof typeof SETTINGS_FIELDS;

/** Own keys only, so "constructor" or "__proto__" name no setting. */
export const isSettingsKey = (key: string): key is SettingsKey => Object.hasOwn(SETTINGS_FIELDS, key);

/**
 * PUT /v1/settings: any Settings fields, all optional. Bounds given together are checked here,
 * with every other field; one bound against the stored other is the service's check.
 */
export const settingsBody = Joi.object({
  ...SETTINGS_FIELDS,
  auto_approve_max_amount: SETTINGS_FIELDS.auto_approve_max_amount
    .custom(siblingRule('auto_approve_min_amount', asNumber, (max, min) => max >= min))
    .messages({ 'pair.order': '{{#label}} must be greater than or equal to auto_approve_min_amount' }),
}).required();

/** PUT /v1/settings/{key}: `value`, checked against that key's rule. */
export const settingValueBody = (key: SettingsKey) =>
  Joi.object({ value: SETTINGS_FIELDS[key].required() }).required();

/** For the API reference only: what any key's body looks like. */
export const anySettingValueBody = Joi.object({ value: Joi.any().required() }).required();

/** #RGB or #RRGGBB, either case; stored as sent. */
const hexColor = () =>
  Joi.string()
    .pattern(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
    .messages({
      'string.pattern.base': '{{#label}} must be a hex colour with a leading # (#RGB or #RRGGBB)',
    });

export const brandingBody = Joi.object({
  logo_url: url(2048).allow(null),
  primary_color: hexColor().allow(null),
  remove_logo: Joi.boolean(),
}).required();

/** Commission tier create and update (the same rules). */
export const tierBody = Joi.object({
  min_amount: amount().required(),
  max_amount: amount()
    .allow(null)
    .custom(siblingRule('min_amount', asNumber, (max, min) => max > min))
    .messages({ 'pair.order': '{{#label}} must be greater than min_amount, or null for unlimited' }),
  rate: rate().required(),
}).required();
