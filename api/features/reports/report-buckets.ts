import { addDays, dayMs, dayOf } from '../../reporting/day-range';

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
