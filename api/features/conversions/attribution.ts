import { dateToIso } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import { clickIdTime } from '../../domain/click-id';
import { findClick, latestClickForVisitor, type StoredClick } from '../../tracking/store/find-clicks';
import { DIRECT, renewalOf, type Attribution, type AttributionMethod } from '../../commission/attribution';
import { mayStillArrive, PendingClickError } from '../../tracking/store/pending-click';

export interface AttributionHints {
  businessId: number;
  clickId: number | null;
  couponCode?: string | null;
  referralCode: string | null;
  subscriptionId?: string | null;
  visitorId: string | null;
  /** ISO instant. */
  convertedAt: string;
}

const DAY_MS = 86_400_000;

/**
 * Attribution (docs/architecture.md, Conversions), first match wins:
 * 0. subscription_id already bound (renewalOf);
 * 1. click_id: a click of this business made within cookie_duration days before converted_at;
 * 2. coupon_code: a live coupon of this business (case-insensitive); it names no link;
 * 3. referral_code: an affiliate of this business (case-insensitive); a code names no link;
 * 4. visitor_id: the visitor's latest human click within the same window;
 * otherwise direct.
 * A click id made moments ago that is not stored yet throws PendingClickError (the job is
 * retried) unless `lastAttempt`; after the pending window it is simply not a match.
 */
export async function attributeConversion(
  deps: Pick<Deps, 'db' | 'ch' | 'redis' | 'config' | 'clock'>,
  hints: AttributionHints,
  lastAttempt = false,
): Promise<Attribution> {
  const { businessId } = hints;
  const context = await deps.db.attribution.conversionContext(businessId, {
    subscriptionId: hints.subscriptionId ?? null,
    couponCode: hints.couponCode ?? null,
    convertedAt: hints.convertedAt,
  });
  if (context.binding) return renewalOf(context.binding);
  const cookieDays = context.cookieDuration;
  const convertedMs = Date.parse(hints.convertedAt);
  const windowStartMs = convertedMs - cookieDays * DAY_MS;
  const inWindow = (ms: number) => ms >= windowStartMs && ms <= convertedMs;

  const viaClick = async (click: StoredClick, method: AttributionMethod): Promise<Attribution | null> => {
    const affiliate = await deps.db.attribution.affiliateById(businessId, click.affiliate_id);
    return affiliate ? { method, affiliate, linkId: click.referral_link_id, click, couponId: null } : null;
  };

  if (hints.clickId !== null) {
    const click = await findClick(deps, businessId, hints.clickId);
    if (click) {
      if (inWindow(Date.parse(click.created_at))) {
        const found = await viaClick(click, 'click');
        if (found) return found;
      }
    } else if (
      !lastAttempt &&
      // A click made after the conversion could not match even once stored.
      inWindow(clickIdTime(hints.clickId).getTime()) &&
      (await mayStillArrive(deps, businessId, hints.clickId, deps.clock.now().getTime()))
    ) {
      throw new PendingClickError([hints.clickId]);
    }
  }

  if (context.coupon) {
    const { affiliate, couponId } = context.coupon;
    return { method: 'coupon', affiliate, linkId: null, click: null, couponId };
  }

  if (hints.referralCode) {
    const affiliate = (await deps.db.attribution.affiliatesByCodes(businessId, [hints.referralCode])).get(
      hints.referralCode.toLowerCase(),
    );
    if (affiliate) return { method: 'referral_code', affiliate, linkId: null, click: null, couponId: null };
  }

  if (hints.visitorId) {
    const click = await latestClickForVisitor(
      deps,
      businessId,
      hints.visitorId,
      dateToIso(new Date(windowStartMs)),
      hints.convertedAt,
    );
    if (click) {
      const found = await viaClick(click, 'visitor');
      if (found) return found;
    }
  }

  return DIRECT;
}
