/**
 * PostgreSQL's text form of a timestamptz in a UTC session ("2026-01-02 03:04:05.123456+00")
 * into the API form with microseconds kept ("2026-01-02T03:04:05.123456Z"). A JS Date would
 * drop the microseconds, so timestamps stay strings from the driver to the response.
 */
export function pgTimestampToIso(text: string): string {
  const m = /^(\d{4,}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:\+00(?::?00)?)?$/.exec(text);
  if (!m) return new Date(text).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(6, '0')}Z`;
}

/** The API form into a CSV cell: YYYY-MM-DD HH:MM:SS. */
export function isoToCsv(iso: string | null | undefined): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '';
}

/** The API form into the analytics-feed form: YYYY-MM-DDTHH:MM:SSZ. */
export function isoToFeed(iso: string): string {
  return `${iso.slice(0, 19)}Z`;
}

/** A Date into the API form (microseconds are zero: JS keeps milliseconds only). */
export function dateToIso(d: Date): string {
  return d.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
