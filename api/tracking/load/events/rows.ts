import { isClickId } from '../../../domain/click-id';
import { countryOf, parseUserAgent, trafficSource, UNNAMED_AGENT } from '../../../domain/enrich';
import { memo } from '../../../domain/memo';
import { money } from '../../../domain/money';
import { UTM_MAX_LENGTH, utmOfParams } from '../../../domain/utm';
import type { EventRow } from '../../store/event-row';
import type { EventStage } from './stage';

interface Page {
  path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

const NO_PAGE: Page = { path: '', utm_source: '', utm_medium: '', utm_campaign: '' };

/** The parts of a page URL an event row keeps (pages repeat: parsed once per URL). */
const pageOfUrl = memo(20_000, (url): Page => {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return NO_PAGE;
  }
  const utm = utmOfParams(u.searchParams, UTM_MAX_LENGTH);
  return {
    path: u.pathname,
    utm_source: utm.utm_source ?? '',
    utm_medium: utm.utm_medium ?? '',
    utm_campaign: utm.utm_campaign ?? '',
  };
});

/** ISO instant → ClickHouse DateTime64(6) text, never later than when the edge accepted it. */
function eventTime(occurredAt: string | null | undefined, receivedAt: string): string {
  const at = occurredAt && Date.parse(occurredAt) <= Date.parse(receivedAt) ? occurredAt : receivedAt;
  return at.replace('T', ' ').replace('Z', '');
}

const CART = new Set(['add_to_cart', 'remove_from_cart']);

/**
 * The stage: each event becomes its ClickHouse row, enriched (user agent, country, page path
 * and UTM, traffic source) and attributed by the clicks and codes resolved before it.
 */
export const eventRows: EventStage = {
  name: 'rows',
  run(_deps, load) {
    const { job } = load;
    load.rows = job.events.map((e): EventRow => {
      const click = isClickId(e.click_id) ? load.clicks.get(e.click_id) : undefined;
      const byCode = e.referral_code ? load.codes.get(e.referral_code.toLowerCase()) : undefined;
      const ua = e.user_agent ?? job.userAgent ?? '';
      // No user agent at all (a server-side event that names none): unknown, not a bot.
      const agent = ua.trim() ? parseUserAgent(ua) : UNNAMED_AGENT;
      const page = e.url ? pageOfUrl(e.url) : NO_PAGE;
      const utmSource = e.utm_source || page.utm_source;
      const utmMedium = e.utm_medium || page.utm_medium;
      return {
        business_id: job.businessId,
        id: e.id,
        type: e.type,
        visitor_id: e.visitor_id ?? '',
        session_id: e.session_id ?? '',
        click_id: isClickId(e.click_id) ? e.click_id : 0,
        affiliate_id: click?.affiliate_id ?? byCode?.id ?? 0,
        referral_link_id: click?.referral_link_id ?? 0,
        referral_code: e.referral_code ?? '',
        url: e.url ?? '',
        path: page.path,
        referrer: e.referrer ?? '',
        title: e.title ?? '',
        product_id: e.product_id === null || e.product_id === undefined ? '' : String(e.product_id),
        product_name: e.product_name ?? '',
        price: e.price == null ? '0.00' : money(String(e.price)),
        // A cart event without a quantity moved one item.
        quantity: e.quantity ?? (CART.has(e.type) ? 1 : 0),
        utm_source: utmSource,
        utm_medium: utmMedium,
        utm_campaign: e.utm_campaign || page.utm_campaign,
        device: agent.device,
        browser: agent.browser,
        os: agent.os,
        country: countryOf(e.ip_address ?? job.ip, job.proxyCountry),
        traffic_source: trafficSource({
          referrer: e.referrer,
          url: e.url,
          utm_source: utmSource,
          utm_medium: utmMedium,
          affiliate: isClickId(e.click_id) || !!e.referral_code,
        }),
        is_bot: agent.is_bot ? 1 : 0,
        occurred_at: eventTime(e.occurred_at, job.receivedAt),
      };
    });
  },
};
