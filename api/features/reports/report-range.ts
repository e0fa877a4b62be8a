import type { Clock } from '../../clock';
import { ValidationError } from '../../errors';

const DAY_MS = 86_400_000;

/** A report's date range: inclusive UTC days, and the equal-length period just before it. */
export interface ReportRange {
  from: string;
  to: string;
  days: number;
  /** The day before `from`, and the first day of the preceding period. */
  prevTo: string;
  prevFrom: string;
}

export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => dayOf(dayMs(day) + n * DAY_MS);

/**
 * from defaults to 30 days ago and to to today (UTC, decisions 11.8); to before from is 422
 * whether either date was given or defaulted.
 */
export function resolveRange(clock: Clock, q: { from?: string; to?: string }): ReportRange {
  const today = dayOf(clock.now().getTime());
  const to = q.to ?? today;
  const from = q.from ?? addDays(today, -30);
  if (to < from) throw ValidationError.field('to', 'to must be a date after or equal to from');
  const days = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  return { from, to, days, prevTo: addDays(from, -1), prevFrom: addDays(from, -days) };
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

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const mmmDd = (day: string): string => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(8, 10)}`;

export type Granularity = 'daily' | 'weekly' | 'monthly';

export interface Bucket {
  label: string;
  first: string;
  last: string;
}

/**
 * Chart buckets over the range (report rule 2). Weekly buckets are ISO weeks (Monday to
 * Sunday) and monthly buckets calendar months, both clipped to the range, so the first and
 * last may be partial and every day of the range is in exactly one bucket.
 */
export function buckets(range: { from: string; to: string }, granularity: Granularity): Bucket[] {
  const out: Bucket[] = [];
  let first = range.from;
  while (first <= range.to) {
    let last: string;
    if (granularity === 'daily') last = first;
    else if (granularity === 'weekly') {
      const weekday = (new Date(dayMs(first)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      last = addDays(first, 6 - weekday);
    } else {
      const d = new Date(dayMs(first));
      last = dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
    }
    if (last > range.to) last = range.to;
    const label =
      granularity === 'daily'
        ? mmmDd(first)
        : granularity === 'weekly'
          ? `${mmmDd(first)} - ${mmmDd(last)}`
          : `${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
    out.push({ label, first, last });
    first = addDays(last, 1);
  }
  return out;
}
