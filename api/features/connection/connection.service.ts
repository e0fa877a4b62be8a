import { publishInvalidation } from '../../cache/invalidation';
import type { Deps } from '../../deps';
import { ForbiddenError, NotFoundError } from '../../errors';

export interface ConnectionStatus {
  connected: true;
  business_details: {
    name: string;
    slug: string;
    website: string | null;
    subdomain_url: string;
    logo_url: string | null;
    commission_rate: number | null;
  };
}

export async function connectionStatus(deps: Deps, businessId: number): Promise<ConnectionStatus> {
  const b = await deps.db.businesses.findById(businessId);
  if (!b) throw new NotFoundError('Business not found');
  return {
    connected: true,
    business_details: {
      name: b.name,
      slug: b.slug,
      website: b.website,
      // No scheme here, unlike the registration url: {slug}.{app_domain} or the custom domain.
      subdomain_url: b.custom_domain ?? `${b.slug}.${deps.config.appDomain}`,
      logo_url: b.logo_url,
      commission_rate: b.commission_rate === null ? null : Number(b.commission_rate),
    },
  };
}

/**
 * Deactivates the business and writes the status_changed audit entry in one transaction.
 * Every token stops working on the next request because each check reads the business.
 */
export async function disconnect(deps: Deps, businessId: number, reason: string | null): Promise<void> {
  await deps.db.tx('disconnect', async (tx) => {
    // A racing second disconnect finds it inactive already: it gets what a later one gets (its
    // token no longer works for an inactive business), and the first one's audit entry stands.
    if (!(await tx.businesses.setActive(businessId, false)))
      throw new ForbiddenError('This business is inactive');
    await tx.audit.add({
      businessId,
      kind: 'status_changed',
      entityType: 'business',
      entityId: businessId,
      data: {
        from: 'active',
        to: 'inactive',
        reason: reason || null,
        business_id: businessId,
        at: deps.clock.now().toISOString(),
      },
    });
  });
  await publishInvalidation(deps, { kind: 'business', businessId });
}
