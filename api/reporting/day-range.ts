import { ValidationError } from '../errors';

/**
 * An inclusive range of UTC days, as YYYY-MM-DD: the `from`/`to` of the reports and of
 * analytics (all dates and "today" are UTC; docs/reports.md, Ranges).
 */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** ClickHouse's Date starts here; nothing an analytics rollup holds can be older. */
export const EARLIEST_DAY = '1970-01-01';
/** `from` defaults to this many days before today. */
export const DEFAULT_DAYS_BACK = 30;

export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => dayOf(dayMs(day) + n * DAY_MS);
export const todayOf = (now: Date): string => dayOf(now.getTime());
export const dayCount = (r: DayRange): number => Math.round((dayMs(r.to) - dayMs(r.from)) / DAY_MS) + 1;

/** Every day of the range, in order: the labels of a daily series. */
export function daysOf(r: DayRange): string[] {
  const n = dayCount(r);
  const start = dayMs(r.from);
  return Array.from({ length: n }, (_, i) => dayOf(start + i * DAY_MS));
}

/**
 * What each endpoint checks beyond the shared defaults (`from` 30 days ago, `to` today, and
 * `to` before `from` is 422 on `to` whether either was given or defaulted).
 */
export interface RangeRules {
  /** `to` after today is 422 on `to`. */
  toNotAfterToday: boolean;
  /** `from` before this day is 422 on `from`; null when the schema alone bounds the dates. */
  earliestFrom: string | null;
  /** The 422 message for `to` before `from`. */
  toBeforeFromMessage: string;
}

/** Analytics: no future `to`, nothing before ClickHouse's first day. */
export const ANALYTICS_RANGE: RangeRules = {
  toNotAfterToday: true,
  earliestFrom: EARLIEST_DAY,
  toBeforeFromMessage: 'The to date must be a date after or equal to from.',
};

/** Reports and the payouts list: the schema bounds the dates (docs/reports.md, Ranges). */
export const REPORT_RANGE: RangeRules = {
  toNotAfterToday: false,
  earliestFrom: null,
  toBeforeFromMessage: 'to must be a date after or equal to from',
};

/** The request's range under `rules` (checked in this order: to ≤ today, from ≤ to, earliest from). */
export function resolveRange(now: Date, q: { from?: string; to?: string }, rules: RangeRules): DayRange {
  const today = todayOf(now);
  const to = q.to ?? today;
  if (rules.toNotAfterToday && to > today)
    throw ValidationError.field('to', 'The to date must be a date before or equal to today.');
  const from = q.from ?? addDays(today, -DEFAULT_DAYS_BACK);
  if (from > to) throw ValidationError.field('to', rules.toBeforeFromMessage);
  if (rules.earliestFrom !== null && from < rules.earliestFrom)
    throw ValidationError.field('from', `The from date must be a date on or after ${rules.earliestFrom}.`);
  return { from, to };
}

/**
 * The equal-length period just before `r`. With `notBefore`, it is cut at that day, and null
 * when all of it is older (analytics: ClickHouse holds nothing before its first day); without,
 * it may reach any day (the reports clamp their query bounds instead, see chDay).
 */
export function previousPeriod(r: DayRange): DayRange;
export function previousPeriod(r: DayRange, opts: { notBefore: string }): DayRange | null;
export function previousPeriod(r: DayRange, opts?: { notBefore: string }): DayRange | null {
  const from = addDays(r.from, -dayCount(r));
  const to = addDays(r.from, -1);
  if (!opts) return { from, to };
  if (to < opts.notBefore) return null;
  return { from: from < opts.notBefore ? opts.notBefore : from, to };
}

// ClickHouse's DateTime64 and Date32 hold 1900-2299; a preceding period may reach further back.
const clampDay = (day: string): string =>
  day < '1900-01-01' ? '1900-01-01' : day > '2299-12-30' ? '2299-12-30' : day;

/** A day as a ClickHouse Date32 parameter. */
export const chDay = (day: string): string => clampDay(day);

/** Start of a day as a ClickHouse DateTime64 parameter; `end` of a range is the next day's start. */
export const chStart = (day: string): string => `${clampDay(day)} 00:00:00`;
export const chEnd = (day: string): string => `${clampDay(addDays(day, 1))} 00:00:00`;

/** The same bounds as ISO timestamps for PostgreSQL: [start, end). */
export const isoStart = (day: string): string => `${day}T00:00:00Z`;
export const isoEnd = (day: string): string => `${addDays(day, 1)}T00:00:00Z`;
