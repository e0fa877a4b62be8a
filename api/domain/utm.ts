/**
 * The UTM tags a click or an event keeps (utm_source, utm_medium, utm_campaign), read from a
 * URL's query. The redirect's own query, the destination URL, a recorded click's landing page
 * and an event's page URL are all read here.
 */
export type UtmKey = 'utm_source' | 'utm_medium' | 'utm_campaign';
export type Utm = Record<UtmKey, string | null>;

/** Longest UTM value kept (the clicks' and events' columns are cut there). */
export const UTM_MAX_LENGTH = 255;

const NONE: Utm = { utm_source: null, utm_medium: null, utm_campaign: null };

/**
 * The UTM tags of a query, each null when absent. With `max`, an empty value is null too and
 * a longer one is cut to `max` characters; without it each is as written.
 */
export function utmOfParams(params: URLSearchParams, max?: number): Utm {
  const read = (k: UtmKey): string | null => {
    const v = params.get(k);
    if (max === undefined || v === null) return v;
    return v === '' ? null : v.length > max ? v.slice(0, max) : v;
  };
  return {
    utm_source: read('utm_source'),
    utm_medium: read('utm_medium'),
    utm_campaign: read('utm_campaign'),
  };
}

/** The UTM tags of a URL's query as written, each null when absent or when the text is not a URL. */
export function utmOfUrl(url: string | null | undefined): Utm {
  if (!url || !url.includes('utm_')) return NONE;
  try {
    return utmOfParams(new URL(url).searchParams);
  } catch {
    return NONE;
  }
}
