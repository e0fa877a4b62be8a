import { recordEvents } from '../../outbox/record-events';
import type { LinkFields, LinkRow, LinkSort, LinkStats, LinkWrite } from '../../../sql/repos/links.repo';
import { publishInvalidation } from '../../cache/invalidation';
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors';
import { paged } from '../../http/envelope';
import { businessUrl } from '../../businesses/business.service';
import { generateSlug } from './link-slug';

/** The Referral link object (the API's shape). */
export interface ReferralLink extends LinkFields {
  tracking_url: string;
}

export interface LinkInput {
  destination_url: string;
  slug?: string;
  campaign?: string | null;
  is_active: boolean;
  metadata?: Record<string, unknown> | null;
}

export type LinkPatch = Partial<Omit<LinkInput, 'slug'>>;

/** The validated list query (links.schemas.ts). */
export interface LinkQuery {
  page: number;
  per_page: number;
  affiliate_id?: number;
  is_active?: boolean;
  search?: string;
  sort: LinkSort;
  direction: 'asc' | 'desc';
}

const GENERATED_SLUG_ATTEMPTS = 8;

/** The public tracking URL: {business_url}/r/<slug>, with a scheme. */
export function trackingUrl(deps: Pick<Deps, 'config'>, businessSlug: string, slug: string): string {
  return `${businessUrl(deps, businessSlug)}/r/${slug}`;
}

export function toReferralLink(deps: Pick<Deps, 'config'>, row: LinkRow): ReferralLink {
  return {
    id: row.id,
    affiliate_id: row.affiliate_id,
    slug: row.slug,
    destination_url: row.destination_url,
    campaign: row.campaign,
    is_active: row.is_active,
    click_count: row.click_count,
    tracking_url: trackingUrl(deps, row.business_slug, row.slug),
    metadata: row.metadata,
    created_at: row.created_at,
  };
}

// An empty campaign is no campaign.
const orNull = (s: string | null | undefined): string | null => (s ? s : null);

export async function listLinks(deps: Deps, businessId: number, query: LinkQuery, affiliateId?: number) {
  if (
    affiliateId !== undefined &&
    !(await deps.db.affiliates.exists(businessId, affiliateId, { withDeleted: false }))
  )
    throw new NotFoundError('Affiliate not found');
  const { rows, total } = await deps.db.links.list(businessId, {
    affiliateId: affiliateId ?? query.affiliate_id ?? null,
    isActive: query.is_active ?? null,
    search: query.search || null,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    perPage: query.per_page,
  });
  return paged(
    rows.map((r) => toReferralLink(deps, r)),
    query.page,
    query.per_page,
    total,
  );
}

export function linkStats(deps: Deps, businessId: number): Promise<LinkStats> {
  return deps.db.links.stats(businessId);
}

/**
 * Creates a link for a live affiliate of the business. A chosen slug that is taken anywhere
 * (any business, any case, deleted links too: slugs are never reused) is 422 on `slug`; a
 * generated one that collides is simply drawn again.
 */
export async function createLink(
  deps: Deps,
  businessId: number,
  affiliateId: number,
  input: LinkInput,
  nextSlug: () => string = generateSlug,
): Promise<ReferralLink> {
  const write: LinkWrite = {
    destinationUrl: input.destination_url,
    campaign: orNull(input.campaign),
    isActive: input.is_active,
    metadata: input.metadata ?? null,
  };
  const link = await deps.db.tx('link-create', async (tx) => {
    if (!(await tx.links.lockAffiliate(businessId, affiliateId)))
      throw new NotFoundError('Affiliate not found');
    for (let attempt = 1; ; attempt += 1) {
      const slug = input.slug ?? nextSlug();
      const id = await tx.links.insert({ ...write, businessId, affiliateId, slug });
      if (id !== null) {
        const created = toReferralLink(deps, (await tx.links.find(businessId, id)) as LinkRow);
        await recordEvents(tx, businessId, [{ type: 'link.created', object: created }]);
        return created;
      }
      if (input.slug !== undefined) throw ValidationError.field('slug', 'The slug has already been taken.');
      if (attempt >= GENERATED_SLUG_ATTEMPTS) throw new Error('could not generate a free link slug');
    }
  });
  // A cache may remember the slug as unknown; the new link must be served at once.
  await publishInvalidation(deps, { kind: 'link', businessId, linkId: link.id, slug: link.slug });
  return link;
}

/** Changes only the fields present; metadata is replaced whole. */
export async function updateLink(
  deps: Deps,
  businessId: number,
  id: number,
  patch: LinkPatch,
): Promise<ReferralLink> {
  const link = await deps.db.tx('link-update', async (tx) => {
    const row = await tx.links.findForUpdate(businessId, id);
    if (!row) throw new NotFoundError('Referral link not found');
    const merged: LinkWrite = {
      destinationUrl: patch.destination_url ?? row.destination_url,
      campaign: patch.campaign !== undefined ? orNull(patch.campaign) : row.campaign,
      isActive: patch.is_active ?? row.is_active,
      metadata: patch.metadata !== undefined ? patch.metadata : row.metadata,
    };
    await tx.links.update(businessId, id, merged);
    return toReferralLink(deps, (await tx.links.find(businessId, id)) as LinkRow);
  });
  await publishInvalidation(deps, { kind: 'link', businessId, linkId: id, slug: link.slug });
  return link;
}

/** Soft delete: the row (and its click history) stays; every link route answers 404 after. */
export async function deleteLink(deps: Deps, businessId: number, id: number): Promise<void> {
  const gone = await deps.db.tx('link-delete', async (tx) => {
    const row = await tx.links.findForUpdate(businessId, id);
    if (!row) return null;
    await recordEvents(tx, businessId, [{ type: 'link.deleted', object: toReferralLink(deps, row) }]);
    return tx.links.softDelete(businessId, id);
  });
  if (!gone) throw new NotFoundError('Referral link not found');
  await publishInvalidation(deps, { kind: 'link', businessId, linkId: id, slug: gone.slug });
}
