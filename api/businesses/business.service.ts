import type { Deps } from '../deps';
import type { Tx } from '../../sql/db';
import { ConflictError } from '../errors';
import { mintToken, type IssuedToken } from '../security/tokens';
import { newApiKey, newApiSecret, sha256 } from '../security/crypto';
import { ALL_SCOPES, type Scope } from '../security/scopes';
import { firstFreeSlug, slugBase } from './slug';

export interface NewBusiness {
  name: string;
  ownerName: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  website?: string | null;
}

export interface RegisteredBusiness {
  business: { id: number; name: string; slug: string; url: string };
  credentials: { api_key: string; api_secret: string } & IssuedToken;
  owner: { email: string; name: string };
}

export type BusinessDeps = Pick<Deps, 'db' | 'config' | 'clock'>;

export function businessUrl(deps: Pick<Deps, 'config'>, slug: string): string {
  return `${deps.config.appScheme}://${slug}.${deps.config.appDomain}`;
}

/** Creates an API key; the secret is returned here once and only its hash is kept. */
export async function createApiKey(
  db: Tx | Deps['db'],
  businessId: number,
  scopes: readonly Scope[] = ALL_SCOPES,
  label: string | null = null,
): Promise<{ id: number; api_key: string; api_secret: string; scopes: Scope[] }> {
  const apiKey = newApiKey();
  const apiSecret = newApiSecret();
  const row = await db.apiKeys.insert({
    businessId,
    apiKey,
    secretHash: sha256(apiSecret),
    scopes: [...scopes],
    label,
  });
  return { id: row.id, api_key: apiKey, api_secret: apiSecret, scopes: [...scopes] };
}

const MAX_SLUG_ATTEMPTS = 5;

/**
 * Registers a business under its owner's account (reused when the e-mail exists), with a
 * transliterated unique slug, an all-scope API key and a first access token, in one
 * transaction. The unique indexes decide races: a taken slug retries with the next suffix,
 * a second business of the same name for the same owner is 409 BUSINESS_EXISTS.
 */
export async function registerBusiness(deps: BusinessDeps, input: NewBusiness): Promise<RegisteredBusiness> {
  const base = slugBase(input.name);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.tx('register-business', async (tx) => {
        const owner = await tx.users.findOrCreate({
          email: input.email,
          name: input.ownerName,
          phone: input.phone ?? null,
        });
        if (await tx.businesses.existsForOwner(owner.id, input.name)) throw businessExists();
        const slug = firstFreeSlug(base, await tx.businesses.takenSlugs(base));
        const business = await tx.businesses.create({
          ownerUserId: owner.id,
          name: input.name,
          slug,
          website: input.website || null,
          phone: input.phone || null,
          address: input.address || null,
        });
        const key = await createApiKey(tx, business.id, ALL_SCOPES, 'default');
        const token = await mintToken(tx, deps.clock.now(), {
          businessId: business.id,
          apiKeyId: key.id,
          scopes: key.scopes,
        });
        return {
          business: { id: business.id, name: business.name, slug, url: businessUrl(deps, slug) },
          credentials: { api_key: key.api_key, api_secret: key.api_secret, ...token },
          owner: { email: owner.email, name: owner.name },
        };
      });
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      if (e.code === '23505' && e.constraint === 'businesses_owner_name_key') throw businessExists();
      if (e.code === '23505' && e.constraint === 'businesses_slug_key' && attempt < MAX_SLUG_ATTEMPTS)
        continue;
      if (e.code === '23505' && e.constraint === 'users_email_key' && attempt < MAX_SLUG_ATTEMPTS) continue;
      throw err;
    }
  }
}

function businessExists(): ConflictError {
  return new ConflictError('BUSINESS_EXISTS', 'A business with this name already exists for this owner');
}
