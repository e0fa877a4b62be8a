import { readFileSync } from 'node:fs';
import { isbot } from 'isbot';
import { Reader } from 'mmdb-lib';
import { UAParser } from 'ua-parser-js';
import { memo } from './memo';

/**
 * Enrichment of clicks and events, done by the workers (never on the redirect's hot path):
 * user agent → device, browser, os and bot flag (ua-parser-js 1.x, isbot); IP → country (the
 * geo-whois-asn-country database shipped inside the @ip-location-db/geo-whois-asn-country-mmdb
 * npm package, read with mmdb-lib; or a trusted proxy's country header); referrer and UTM →
 * traffic source.
 */

export type Device = 'desktop' | 'mobile' | 'tablet';

export interface UserAgentInfo {
  device: Device;
  browser: string;
  os: string;
  is_bot: boolean;
}

// ua-parser-js 1.x (MIT; 2.x is AGPL) names a few things differently from the 2.x the
// recorded clicks and events were first enriched with. These keep one name per browser and
// os in the warehouse, so a report grouped by browser or os does not split across the change.
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'Chrome OS' };
const MOBILE_BROWSER: Record<string, RegExp> = {
  Chrome: /\b(?:crmo|crios)\/|chrome\/[\w.]+ mobile/i,
  Firefox: /\bfxios\/|(?:mobile|tablet);.*firefox\//i,
};

function browserName(name: string | undefined, text: string): string {
  if (!name) return '';
  return MOBILE_BROWSER[name]?.test(text) ? `Mobile ${name}` : name;
}

// A busy program sees the same few hundred user agents over and over; parsing is the cost.
const userAgentInfo = memo(5000, (text): UserAgentInfo => {
  const r = new UAParser(text).getResult();
  const type = r.device.type;
  const os = r.os.name ?? '';
  const info: UserAgentInfo = {
    // Phones, wearables and the like count as mobile; consoles and TVs browse like desktops.
    device: type === 'tablet' ? 'tablet' : type === 'mobile' || type === 'wearable' ? 'mobile' : 'desktop',
    browser: browserName(r.browser.name, text),
    os: OS_NAMES[os] ?? os,
    // An empty user agent is a script, not a person.
    is_bot: text.trim() === '' || isbot(text),
  };
  return info;
});

/**
 * What is known of a client that named no user agent at all (POST /v1/clicks and
 * /v1/pageviews without one): nothing, and nothing that makes it a crawler (only user agents
 * recognised as crawlers are left out of click_count and the reports).
 */
export const UNNAMED_AGENT = { device: '', browser: '', os: '', is_bot: false } as const;

export function parseUserAgent(ua: string | null | undefined): UserAgentInfo {
  return userAgentInfo((ua ?? '').slice(0, 1024));
}

// The database (IPv4 and IPv6 in one file, about 8 MB) is read on the first lookup, so a
// process that never enriches a click or event never holds it; a missing file fails the
// enriching job rather than leaving every country blank. Its records are `{ country_code }`,
// a shape outside mmdb-lib's MaxMind response types.
let countries: { get(ip: string): { country_code?: string } | null } | undefined;
function countryDatabase(): NonNullable<typeof countries> {
  countries ??= new Reader(
    readFileSync(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')),
  ) as unknown as NonNullable<typeof countries>;
  return countries;
}

const countryOfIp = memo(20_000, (ip) => {
  // The database keys IPv4 by its own addresses, not by their IPv4-mapped IPv6 forms.
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const database = countryDatabase();
  try {
    return database.get(plain)?.country_code ?? '';
  } catch {
    return '';
  }
});

/**
 * ISO 3166 alpha-2 country, or '' when unknown. `proxyCountry` is a trusted edge's header
 * (CF-IPCountry and the like), used only when the caller trusts its proxy.
 */
export function countryOf(ip: string | null | undefined, proxyCountry?: string | null): string {
  const fromProxy = proxyCountry?.trim().toUpperCase();
  if (fromProxy && /^[A-Z]{2}$/.test(fromProxy) && fromProxy !== 'XX') return fromProxy;
  return ip ? countryOfIp(ip) : '';
}

export type TrafficSource = 'direct' | 'search' | 'social' | 'email' | 'referral' | 'affiliate';

const SEARCH = /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|startpage|qwant|naver|seznam|ask)\./;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|twitter|x|t|linkedin|lnkd|pinterest|reddit|tiktok|youtube|youtu|snapchat|tumblr|threads|bsky|mastodon|vk|weibo|whatsapp|telegram|discord)\.(com|me|co|net|org|social|app|be|in|ru|gg)$/;
const MAIL = /(^|\.)(mail\.google|outlook\.live|mail\.yahoo|mail\.proton|webmail|mail)\./;

const hostOfUrl = memo(20_000, (url) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
});

const hostOf = (url: string | null | undefined): string => (url ? hostOfUrl(url) : '');

export interface TrafficInput {
  referrer?: string | null;
  url?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  /** The event carries an affiliate click or referral code. */
  affiliate?: boolean;
}

/**
 * Where a visit came from. An affiliate click or code wins; then what the merchant tagged
 * (utm_medium); then the referrer's host; no referrer, or the shop's own host, is direct.
 */
export function trafficSource(input: TrafficInput): TrafficSource {
  if (input.affiliate) return 'affiliate';
  const medium = (input.utm_medium ?? '').toLowerCase();
  if (medium) {
    if (/^(e-?mail|newsletter)$/.test(medium)) return 'email';
    if (/^(social|social-media|sm|social_network)$/.test(medium)) return 'social';
    if (/^(organic|cpc|ppc|paid_search|paidsearch|sem)$/.test(medium)) return 'search';
    if (/^(affiliate|partner)$/.test(medium)) return 'affiliate';
  }
  const ref = hostOf(input.referrer);
  if (!ref || ref === hostOf(input.url)) return 'direct';
  // Webmail first: mail.google.com is not a search.
  if (MAIL.test(ref)) return 'email';
  if (SEARCH.test(ref)) return 'search';
  if (SOCIAL.test(ref)) return 'social';
  return 'referral';
}
