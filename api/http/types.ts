import type { Scope } from '../security/scopes';

export interface AuthContext {
  businessId: number;
  scopes: Scope[];
  /** SHA-256 of the bearer token, hex; the per-token rate-limit key. */
  tokenId: string;
}

/** A portal token's membership (api/features/portal): one business, one affiliate. */
export interface PortalContext {
  businessId: number;
  affiliateId: number;
  /** SHA-256 of the bearer token, hex; the per-token rate-limit key. */
  tokenId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    auth?: AuthContext;
    portal?: PortalContext;
  }
}
