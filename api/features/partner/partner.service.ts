import type { Deps } from '../../deps';
import {
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
  type ValidationDetails,
} from '../../errors';
import { nulDetails } from '../../middleware/validate';
import { sameDigest, sha256 } from '../../security/crypto';
import {
  registerBusiness,
  type NewBusiness,
  type RegisteredBusiness,
} from '../../businesses/business.service';
import { openEnvelope, type PartnerEnvelope } from './partner-crypto';
import { registrationPayload } from './partner.schemas';

/** 503 when the integration is off or unconfigured, 401 for a missing or wrong partner token. */
export function checkPartnerToken(deps: Deps, authorization: string | undefined): string {
  if (!deps.config.partnerEnabled)
    throw new ServiceUnavailableError('PARTNER_DISABLED', 'The partner integration is disabled');
  const expected = deps.config.partnerToken;
  if (!expected)
    throw new ServiceUnavailableError('PARTNER_NOT_CONFIGURED', 'The partner token is not configured');
  const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  // Compare digests so the comparison is constant-time whatever the lengths.
  if (!m || !sameDigest(sha256(m[1].trim()), sha256(expected)))
    throw new UnauthorizedError('Invalid partner token');
  return expected;
}

export async function registerFromPartner(
  deps: Deps,
  partnerToken: string,
  env: PartnerEnvelope,
): Promise<RegisteredBusiness> {
  const plain = openEnvelope(partnerToken, env);
  const { value, error } = registrationPayload.validate(plain, {
    abortEarly: false,
    stripUnknown: true,
    errors: { wrap: { label: false } },
  });
  // Validated here, not by the route's middleware, which only ever saw the envelope.
  const details: ValidationDetails = nulDetails(value);
  for (const d of error?.details ?? []) (details[d.path.join('.') || 'payload'] ??= []).push(d.message);
  if (Object.keys(details).length) throw new ValidationError(details);
  return registerBusiness(deps, registrationInput(value));
}

/** A validated registration payload (partner or CLI) as what registerBusiness takes. */
export function registrationInput(value: {
  business_name: string;
  owner_name: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  website_url?: string | null;
}): NewBusiness {
  return {
    name: value.business_name,
    ownerName: value.owner_name,
    email: value.email,
    phone: value.phone || null,
    address: value.address || null,
    website: value.website_url || null,
  };
}
