import type { Deps } from '../api/deps';
import { createApiKey, registerBusiness } from '../api/businesses/business.service';

const DEMO = { name: 'Demo Shop', email: 'owner@demo.example', ownerName: 'Demo Owner' };

/**
 * The demo business: created on first start. Secrets are stored hashed and cannot be shown
 * again, so later starts print a freshly created key for it instead.
 */
export async function ensureDemoBusiness(deps: Deps) {
  const owner = await deps.db.users.findByEmail(DEMO.email);
  const existing = owner ? await deps.db.businesses.findByOwnerAndName(owner.id, DEMO.name) : null;
  if (existing) {
    const key = await createApiKey(deps.db, existing.id, undefined, 'demo');
    return {
      created: false,
      name: DEMO.name,
      businessId: existing.id,
      url: `${deps.config.appScheme}://${existing.slug}.${deps.config.appDomain}`,
      apiKey: key.api_key,
      apiSecret: key.api_secret,
    };
  }
  const r = await registerBusiness(deps, { name: DEMO.name, email: DEMO.email, ownerName: DEMO.ownerName });
  return {
    created: true,
    name: DEMO.name,
    businessId: r.business.id,
    url: r.business.url,
    apiKey: r.credentials.api_key,
    apiSecret: r.credentials.api_secret,
  };
}
