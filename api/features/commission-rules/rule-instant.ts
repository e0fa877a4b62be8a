import { date } from '../../http/schemas';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,6}))?)?(Z|z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;

const isDate = (s: string): boolean => date().validate(s).error === undefined;

/**
 * A rule window bound as the API form with microseconds (2026-01-02T03:04:05.123456Z), or
 * null when `text` is neither a date nor an ISO 8601 datetime. A date alone is the first
 * instant of that UTC day for valid_from and its last microsecond for valid_until
 * (decisions §11.11); a datetime without an offset is UTC. Years outside 1000-9999 are
 * refused so that every bound compares as text and PostgreSQL accepts it.
 */
export function ruleInstant(text: string, edge: 'from' | 'until'): string | null {
  if (DATE_ONLY.test(text)) {
    if (!isDate(text) || text < '1000') return null;
    return edge === 'from' ? `${text}T00:00:00.000000Z` : `${text}T23:59:59.999999Z`;
  }
  const m = DATE_TIME.exec(text);
  if (!m || !isDate(m[1])) return null;
  const [, day, hh, mm, ss = '00', frac = '', zone = 'Z'] = m;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const local = Date.parse(`${day}T${hh}:${mm}:${ss}Z`);
  const utc = new Date(local - offsetMinutes * 60_000).toISOString();
  if (!/^[1-9]\d{3}-/.test(utc)) return null;
  // Sub-second digits do not move with a whole-minute offset, so they are kept as written.
  return `${utc.slice(0, 19)}.${frac.padEnd(6, '0')}Z`;
}
