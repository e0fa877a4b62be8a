import { Joi } from 'celebrate';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

// ClickHouse's DateTime64 ends in 2299; nothing before 2000 is a real event of this service.
const MIN_MS = Date.UTC(2000, 0, 1);
const MAX_MS = Date.UTC(2200, 0, 1);

/**
 * An ISO 8601 instant (a date alone is its midnight; no zone means UTC) normalised to the
 * API's form with microseconds kept: YYYY-MM-DDTHH:MM:SS.ffffffZ. Joi's own isoDate() would
 * go through a Date and drop the microseconds. Impossible calendar dates (02-31, 24:00) are
 * refused rather than rolled over.
 */
export const instant = () =>
  Joi.string()
    .trim()
    .max(64)
    .custom((v: string, helpers) => {
      const m = ISO.exec(v);
      if (!m) return helpers.error('instant.base');
      const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
      const local = Date.UTC(y, mo - 1, d, h, mi, s);
      const back = new Date(local);
      if (
        back.getUTCFullYear() !== y ||
        back.getUTCMonth() !== mo - 1 ||
        back.getUTCDate() !== d ||
        back.getUTCHours() !== h ||
        back.getUTCMinutes() !== mi ||
        back.getUTCSeconds() !== s
      )
        return helpers.error('instant.base');
      const zone = (m[8] ?? 'Z').toUpperCase();
      const offsetMin =
        zone === 'Z'
          ? 0
          : (zone[0] === '-' ? -1 : 1) *
            (Number(zone.slice(1, 3)) * 60 + Number(zone.replace(':', '').slice(3) || 0));
      const ms = local - offsetMin * 60_000;
      if (ms < MIN_MS || ms >= MAX_MS) return helpers.error('instant.range');
      const micro = (m[7] ?? '').padEnd(6, '0').slice(0, 6);
      return `${new Date(ms).toISOString().slice(0, 19)}.${micro}Z`;
    })
    .messages({
      'instant.base': '{{#label}} must be an ISO 8601 date-time (YYYY-MM-DDTHH:MM:SSZ)',
      'instant.range': '{{#label}} must be between 2000-01-01 and 2199-12-31',
    });
