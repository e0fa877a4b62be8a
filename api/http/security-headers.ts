import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers every response carries (docs/architecture.md, "Request path"): no content
 * sniffing, no Referer leaving for other sites, and under APP_SCHEME=https a year of HSTS.
 * The raw hot paths write them with their own headers; the Express app sets them (and the
 * framing ban below) first thing, so its errors carry them too.
 */
export type HeaderMap = Readonly<Record<string, string>>;

const COMMON: HeaderMap = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
const HTTPS: HeaderMap = { ...COMMON, 'Strict-Transport-Security': 'max-age=31536000' };

export function securityHeaders(scheme: 'http' | 'https'): HeaderMap {
  return scheme === 'https' ? HTTPS : COMMON;
}

/** The same headers as raw header lines, for answers written straight to the socket. */
export function securityHeaderLines(scheme: 'http' | 'https'): string {
  return Object.entries(securityHeaders(scheme))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
}

/**
 * Express: helmet, limited to what the raw paths also send plus the framing ban. No page of
 * this service may be framed (the Swagger UI at /docs, Bull Board at /admin/queues); the CSP
 * holds frame-ancestors only, since a script-src policy would stop both pages' inline and
 * bundled scripts. Cross-Origin-Resource-Policy stays off: shops load /sdk.js from their own
 * origin.
 */
export function securityHeadersMiddleware(scheme: 'http' | 'https'): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: scheme === 'https' ? { maxAge: 31536000, includeSubDomains: false } : false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
  });
}
