import { Joi } from 'celebrate';
import type { CustomHelpers, Schema } from 'joi';
import type { Clock } from '../clock';
import { EVENT_INSTANT, parseInstant } from '../domain/instant';
import { NUMERIC_STRING } from './strict-scalars';

/**
 * Building blocks every feature's schemas share, so paging, ids, dates and money validate
 * the same way everywhere. Feature schema files compose these; they never redefine them.
 */

/** What rules inside a schema may read (`helpers.prefs.context`): the request clock. */
export interface ValidationContext {
  clock: Clock;
}

/** The request clock of a schema rule (validate's `clock`); a route that forgot it fails loudly. */
export function contextClock(prefs: { context?: object }): Clock {
  const clock = (prefs.context as Partial<ValidationContext> | undefined)?.clock;
  if (!clock) throw new Error('this schema needs validate(..., { clock })');
  return clock;
}

/** A database id: a positive integer that fits in 53 bits. */
export const id = () => Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * A click id as an attribution hint: a JSON number, or the digits of the `aff_click` cookie
 * as a string, as a shop's server reads it.
 */
export const clickIdHint = () => id().meta(NUMERIC_STRING);

/** Path parameters that are ids; a bad one is 404 (the error middleware maps params failures). */
export const idParams = (...names: string[]) =>
  Joi.object(Object.fromEntries(names.map((n) => [n, id().required()])));

/** page (default 1) and per_page (default `perPage`, 1-100). */
export const paging = (perPage = 25) => ({
  // Any page past the end is an empty page; the bound keeps (page - 1) × per_page an exact offset.
  page: Joi.number()
    .integer()
    .min(1)
    .max(Math.floor(Number.MAX_SAFE_INTEGER / 100))
    .default(1),
  per_page: Joi.number().integer().min(1).max(100).default(perPage),
});

export const direction = (fallback: 'asc' | 'desc' = 'desc') =>
  Joi.string().lowercase().valid('asc', 'desc').default(fallback);

/** A calendar date in YYYY-MM-DD that exists (2026-02-31 is refused), kept as the string. */
export const date = () =>
  Joi.string()
    .pattern(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .custom((v: string, helpers) => {
      const d = new Date(`${v}T00:00:00Z`);
      // Year 0 is refused: PostgreSQL has none.
      return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v || v < '0001'
        ? helpers.error('date.base')
        : v;
    })
    .messages({ 'date.base': '{{#label}} must be a valid date in YYYY-MM-DD format' });

/**
 * An event or conversion time (occurred_at, converted_at): an ISO 8601 instant normalised to
 * the API's form with microseconds kept (api/domain/instant.ts, EVENT_INSTANT). Joi's own
 * isoDate() would go through a Date and drop the microseconds.
 */
export const instant = () =>
  Joi.string()
    .trim()
    .max(64)
    .custom((v: string, helpers) => {
      const parsed = parseInstant(v, EVENT_INSTANT);
      return 'iso' in parsed
        ? parsed.iso
        : helpers.error(parsed.error === 'range' ? 'instant.range' : 'instant.base');
    })
    .messages({
      'instant.base': '{{#label}} must be an ISO 8601 date-time (YYYY-MM-DDTHH:MM:SSZ)',
      'instant.range': '{{#label}} must be between 2000-01-01 and 2199-12-31',
    });

/**
 * A rule between a field and its sibling `ref` in the same object, as a custom rule on the
 * field itself, so joi reports it with every other invalid field in one 422 (an object-level
 * custom rule would run only once every field passed). `read` turns either value, as the
 * client sent it or as its own rule converted it, into what `holds` compares; null (absent,
 * null, or invalid and reported on its own) skips the check. Fails with `pair.order`.
 */
export const siblingRule =
  <T>(ref: string, read: (raw: unknown) => T | null, holds: (value: T, other: T) => boolean) =>
  (value: unknown, helpers: CustomHelpers) => {
    const mine = read(value);
    const other = read(helpers.state.ancestors[0]?.[ref]);
    return mine === null || other === null || holds(mine, other)
      ? value
      : helpers.error('pair.order', { ref });
  };

/** `to` must not be before `from` when both are given; the message names `to`. */
export const dateOnOrAfter = (ref: string) =>
  date()
    .custom(
      siblingRule(
        ref,
        (v) => (typeof v === 'string' ? v : null),
        (v, other) => v >= other,
      ),
    )
    .messages({ 'pair.order': `{{#label}} must be a date after or equal to ${ref}` });

/** A number compared with its sibling: a JSON number or the numeric string the field also takes. */
export const asNumber = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * At most two decimals, checked on the number's shortest text form (what the client wrote),
 * so 0.005 is refused rather than silently rounded as joi's precision() would with convert.
 */
const cents = () =>
  Joi.number()
    .meta(NUMERIC_STRING)
    .custom((v: number, helpers) =>
      /^-?\d+(\.\d{1,2})?$/.test(String(v)) ? v : helpers.error('number.cents'),
    )
    .messages({ 'number.cents': '{{#label}} must have at most 2 decimal places' });

/** A percentage rate 0-100 with at most 2 decimals (JSON number or numeric string). */
export const rate = () => cents().min(0).max(100);

/**
 * An amount of money ≥ 0 with at most 2 decimals. Services turn it into an exact decimal with
 * money(String(v)): the shortest round-trip text of a JSON number is the decimal the client sent.
 */
export const amount = () => cents().min(0).max(999_999_999_999.99);

/** A signed amount of money (a ledger adjustment), at most 2 decimals. */
export const signedAmount = () => cents().min(-999_999_999_999.99).max(999_999_999_999.99);

/**
 * An e-mail address (max 255). Any top-level domain: joi's list of IANA's would refuse the
 * reserved `.example` and `.test` and a company's internal domains.
 */
export const email = () =>
  Joi.string()
    .trim()
    .email({ tlds: { allow: false } })
    .max(255);

const HTTP_SCHEMES = ['http', 'https'];
const rfc3986Url = Joi.string().uri({ scheme: HTTP_SCHEMES });

/**
 * http(s) URLs only: javascript: and data: destinations are refused. A URL in RFC 3986's
 * characters is kept as sent; one that browsers take but RFC 3986 does not (a non-ASCII path
 * or host, a `|` in the query) is kept as the WHATWG URL parser encodes it
 * (`/größe` → `/gr%C3%B6%C3%9Fe`, `exämple.com` → `xn--exmple-cua.com`), the form a Location
 * header can carry.
 */
export const url = (max = 2048) =>
  Joi.string()
    .trim()
    .max(max)
    .custom((v: string, helpers) => {
      if (!rfc3986Url.validate(v).error) return v;
      let href: string;
      try {
        const u = new URL(v);
        if (!HTTP_SCHEMES.includes(u.protocol.slice(0, -1)) || !u.hostname) throw new Error('not http(s)');
        href = u.href;
      } catch {
        return helpers.error('string.uriCustomScheme', { scheme: HTTP_SCHEMES.join('|') });
      }
      return href.length > max ? helpers.error('string.max', { limit: max }) : href;
    });

/**
 * Comma-separated positive integer ids ("1,2,3") into a de-duplicated number array. The array
 * itself is taken too: an asynchronous export stores its params validated, and its worker
 * checks them again.
 */
export const idList = (max = 1000): Schema =>
  Joi.any()
    .custom((v: unknown, helpers) => {
      // A list is measured before its ids are read.
      if (Array.isArray(v) && v.length > max) return helpers.error('ids.max', { max });
      const parts =
        typeof v === 'string' && v.length <= 20_000
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : Array.isArray(v)
            ? v
            : null;
      const ids = parts?.map(Number) ?? [];
      if (!ids.length || ids.some((n) => !Number.isSafeInteger(n) || n < 1)) return helpers.error('ids.base');
      if (ids.length > max) return helpers.error('ids.max', { max });
      return [...new Set(ids)];
    })
    .messages({
      'ids.base': '{{#label}} must be a comma-separated list of positive integer ids',
      'ids.max': '{{#label}} may name at most {{#max}} ids',
    });
