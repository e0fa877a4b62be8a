import { ValidationError } from '../../errors';

/** An inclusive range of UTC days, as YYYY-MM-DD (decisions §11.8: all dates are UTC). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** ClickHouse's Date starts here; nothing a rollup holds can be older. */
export const EARLIEST_DAY = '1970-01-01';
export const DEFAULT_DAYS_BACK = 30;

const toMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => toDay(toMs(day) + n * DAY_MS);
export const todayOf = (now: Date): string => toDay(now.getTime());
export const dayCount = (r: DayRange): number => Math.round((toMs(r.to) - toMs(r.from)) / DAY_MS) + 1;

/** Every day of the range, in order: the labels of the daily series. */
export function daysOf(r: DayRange): string[] {
  const n = dayCount(r);
  const start = toMs(r.from);
  return Array.from({ length: n }, (_, i) => toDay(start + i * DAY_MS));
}

/**
 * The equal-length period just before `r`, cut at ClickHouse's first day (nothing is older);
 * null when all of it is older.
 */
export function previousPeriod(r: DayRange): DayRange | null {
  const from = addDays(r.from, -dayCount(r));
  const to = addDays(r.from, -1);
  if (to < EARLIEST_DAY) return null;
  return { from: from < EARLIEST_DAY ? EARLIEST_DAY : from, to };
}

/**
 * The request's range: `to` defaults to today and may not pass it; `from` defaults to 30
 * days ago (the spec's default, as the reports take it) and may not pass `to`, whether either
 * was given or defaulted.
 */
export function resolveRange(now: Date, from: string | undefined, to: string | undefined): DayRange {
  const today = todayOf(now);
  const end = to ?? today;
  if (end > today) throw ValidationError.field('to', 'The to date must be a date before or equal to today.');
  const start = from ?? addDays(today, -DEFAULT_DAYS_BACK);
  if (start > end) throw ValidationError.field('to', 'The to date must be a date after or equal to from.');
  if (start < EARLIEST_DAY) {
    throw ValidationError.field('from', `The from date must be a date on or after ${EARLIEST_DAY}.`);
  }
  return { from: start, to: end };
}

export interface WholeMonths {
  /** 1 when the range holds at least one whole calendar month. */
  hm: 0 | 1;
  /** First day of the first whole month. */
  mf: string;
  /** First day of the last whole month. */
  ml: string;
  /** Last day of the last whole month. */
  me: string;
}

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
const shiftMonth = (first: string, n: number): string => {
  const d = new Date(`${first}T00:00:00Z`);
  return toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
};

/** The calendar months that lie wholly inside the range (rollups keep a row per month). */
export function wholeMonths(r: DayRange): WholeMonths {
  const first = r.from === monthStart(r.from) ? r.from : shiftMonth(monthStart(r.from), 1);
  const endsMonth = monthStart(addDays(r.to, 1)) !== monthStart(r.to);
  const last = endsMonth ? monthStart(r.to) : shiftMonth(monthStart(r.to), -1);
  if (first > last) return { hm: 0, mf: r.from, ml: r.from, me: r.from };
  return { hm: 1, mf: first, ml: last, me: addDays(shiftMonth(last, 1), -1) };
}
