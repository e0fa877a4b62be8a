/**
 * ISO 8601 instants as the API takes them: a date (YYYY-MM-DD) or a date-time with an optional
 * fraction and zone (none means UTC), normalised to the API's form with microseconds kept,
 * YYYY-MM-DDTHH:MM:SS.ffffffZ. A JS Date would drop the microseconds, so the fraction is
 * carried as text. Impossible calendar dates and times (02-31, 24:00) are refused rather than
 * rolled over. Each endpoint's grammar is one of the named rules below.
 */
export interface InstantRules {
  /** Most fraction digits taken; digits past the sixth are dropped. */
  fractionDigits: number;
  /**
   * A lenient zone may follow spaces, may be hours alone (+05) and its hours and minutes are
   * not range-checked; a strict zone is Z or ±HH:MM / ±HHMM within 23:59.
   */
  zone: 'lenient' | 'strict';
  /** What a date alone stands for: its first instant, or its last microsecond. */
  dateAlone: 'start' | 'end';
  /** The instants accepted, [min, max) in epoch milliseconds, after the zone is applied. */
  minMs: number;
  maxMs: number;
}

/**
 * Event and conversion times (occurred_at, converted_at): ClickHouse's DateTime64 ends in 2299,
 * and nothing before 2000 is a real event of this service.
 */
export const EVENT_INSTANT: InstantRules = {
  fractionDigits: 9,
  zone: 'lenient',
  dateAlone: 'start',
  minMs: Date.UTC(2000, 0, 1),
  maxMs: Date.UTC(2200, 0, 1),
};

/**
 * A commission rule's window bounds (valid_from, valid_until): a date alone is the first
 * instant of that UTC day for valid_from and its last microsecond for valid_until, so a window
 * of whole days includes its last day. Years 1000-9999 only, so that every bound compares as
 * text and PostgreSQL accepts it.
 */
export const ruleBoundInstant = (edge: 'from' | 'until'): InstantRules => ({
  fractionDigits: 6,
  zone: 'strict',
  dateAlone: edge === 'from' ? 'start' : 'end',
  minMs: Date.UTC(1000, 0, 1),
  maxMs: Date.UTC(10000, 0, 1),
});

export type ParsedInstant = { iso: string } | { error: 'format' | 'range' };

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(\s*)([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** `text` in the API's form, or why not: not an instant of `rules`' grammar, or out of its range. */
export function parseInstant(text: string, rules: InstantRules): ParsedInstant {
  const m = ISO.exec(text);
  if (!m) return { error: 'format' };
  const [, yy, mo, dd, hh, mi, ss, fraction = '', space, zone = 'Z'] = m;
  if (fraction.length > rules.fractionDigits) return { error: 'format' };
  const offset = zoneMinutes(zone, space ?? '', rules.zone);
  if (offset === null) return { error: 'format' };
  const dateOnly = hh === undefined;
  const end = dateOnly && rules.dateAlone === 'end';
  const [y, month, d, h, minute, s] = [yy, mo, dd, hh, mi, ss].map((v) => Number(v ?? 0));
  const local = utcMs(y, month, d, end ? 23 : h, end ? 59 : minute, end ? 59 : s);
  if (local === null) return { error: 'format' };
  const ms = local - offset * 60_000;
  if (ms < rules.minMs || ms >= rules.maxMs) return { error: 'range' };
  const micro = end ? '999999' : fraction.padEnd(6, '0').slice(0, 6);
  // Sub-second digits do not move with a whole-minute offset, so they are kept as written.
  return { iso: `${new Date(ms).toISOString().slice(0, 19)}.${micro}Z` };
}

/** A zone's offset east of UTC in minutes, or null when `rules` does not accept it. */
function zoneMinutes(zone: string, space: string, rules: InstantRules['zone']): number | null {
  if (zone.toUpperCase() === 'Z') return space && rules === 'strict' ? null : 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || 0);
  if (rules === 'strict' && (space || digits.length !== 4 || hours > 23 || minutes > 59)) return null;
  return (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * The UTC instant of these fields in epoch milliseconds, or null when they name no real
 * instant (Date.UTC would roll 02-31 over to March; years 0-99 it reads as 1900-1999).
 */
function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const t = new Date(ms);
  const real =
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    t.getUTCSeconds() === s;
  return real ? ms : null;
}
