import type { Deps } from '../../deps';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../errors';
import { paged } from '../../http/envelope';
import type { PortalContext } from '../../http/types';
import type { OrderStatus } from '../../../sql/repos/orders.repo';
import { dateToIso } from '../../../sql/timestamps';
import { recordAffiliateEvent } from '../affiliates/affiliate.events';
import { rateNumber } from '../affiliates/affiliate.view';
import { createLink, listLinks, type LinkQuery, type ReferralLink } from '../links/links.service';
import { resolveFilter } from '../orders/orders.service';
import { payoutMethodOf } from '../payout-methods/payout-methods.service';

/** GET /v1/portal/me: the membership as the affiliate sees it. */
export async function portalMe(deps: Pick<Deps, 'db'>, p: PortalContext) {
  const [row, business, payoutMethod] = await Promise.all([
    deps.db.affiliates.find(p.businessId, p.affiliateId),
    deps.db.portal.business(p.businessId),
    payoutMethodOf(deps, p.businessId, p.affiliateId),
  ]);
  if (!row) throw new UnauthorizedError('Invalid access token');
  return {
    affiliate_id: row.id,
    name: row.user_name,
    email: row.user_email,
    phone: row.user_phone,
    status: row.status,
    referral_code: row.referral_code,
    commission_rate: rateNumber(row.commission_rate),
    payout_method: payoutMethod,
    business,
  };
}

/** PATCH /v1/portal/me: the affiliate's own name and phone for this business (affiliate.updated). */
export async function patchPortalMe(
  deps: Pick<Deps, 'db' | 'clock'>,
  p: PortalContext,
  patch: { name?: string; phone?: string | null },
) {
  // Nothing to change: no write and no event.
  if (patch.name === undefined && patch.phone === undefined) return portalMe(deps, p);
  await deps.db.tx('portal-profile', async (tx) => {
    const phone = patch.phone === undefined ? undefined : patch.phone || null;
    if (
      !(await tx.portal.updateProfile(
        p.businessId,
        p.affiliateId,
        { name: patch.name, phone },
        dateToIso(deps.clock.now()),
      ))
    )
      throw new UnauthorizedError('Invalid access token');
    await recordAffiliateEvent(tx, p.businessId, p.affiliateId, 'affiliate.updated');
  });
  return portalMe(deps, p);
}

/** The business's links of this affiliate, as the merchant's list shows them. */
export function portalLinks(deps: Deps, p: PortalContext, q: Omit<LinkQuery, 'affiliate_id'>) {
  return listLinks(deps, p.businessId, q, p.affiliateId);
}

/**
 * Whether `host` is one of `allowed` or below one: `shop.example.com` admits
 * `www.shop.example.com`, never `shop.example.com.evil.test`.
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((a) => h === a || h.endsWith(`.${a}`));
}

/**
 * POST /v1/portal/links: only to the hosts the business lists in portal_link_hosts, so the
 * tracking domain cannot become an open redirect. No hosts listed: affiliates make no links.
 */
export async function createPortalLink(
  deps: Deps,
  p: PortalContext,
  input: { destination_url: string; slug?: string; campaign?: string | null; label?: string | null },
): Promise<ReferralLink> {
  const hosts = await deps.db.portal.linkHosts(p.businessId);
  if (hosts.length === 0) throw new ForbiddenError('This business does not let affiliates create links');
  if (!hostAllowed(new URL(input.destination_url).hostname, hosts))
    throw ValidationError.field(
      'destination_url',
      `The destination must be on one of this business's hosts: ${hosts.join(', ')}`,
    );
  return createLink(deps, p.businessId, p.affiliateId, {
    destination_url: input.destination_url,
    slug: input.slug,
    campaign: input.campaign,
    is_active: true,
    metadata: input.label ? { label: input.label } : null,
  });
}

/** A customer's e-mail as the affiliate may see it: first character, ***, @ and the domain. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at < 0 ? `${email.slice(0, 1)}***` : `${email.slice(0, 1)}***${email.slice(at)}`;
}

export interface PortalConversionQuery {
  status?: OrderStatus;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

/**
 * GET /v1/portal/conversions: the merchant's order list filtered to this affiliate, newest
 * first, with the customer's e-mail masked and nothing else of the customer.
 */
export async function portalConversions(deps: Deps, p: PortalContext, q: PortalConversionQuery) {
  const filter = await resolveFilter(deps, p.businessId, { ...q, affiliate_id: p.affiliateId });
  const offset = (q.page - 1) * q.per_page;
  const [rows, total] = await Promise.all([
    deps.db.orders.list(filter, { key: 'converted_at', direction: 'desc' }, { limit: q.per_page, offset }),
    deps.db.orders.count(filter),
  ]);
  return paged(
    rows.map((r) => ({
      order_id: r.order_id,
      status: r.status,
      order_total: r.order_total,
      currency: r.currency,
      commission_amount: r.commission_amount,
      net_commission_amount: r.net_commission_amount,
      refunded_amount: r.refunded_amount,
      attribution: r.attribution,
      converted_at: r.converted_at,
      customer_email: maskEmail(r.customer_email),
    })),
    q.page,
    q.per_page,
    total,
  );
}
