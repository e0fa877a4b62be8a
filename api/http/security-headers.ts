import type { NextFunction, Request, Response } from 'express';

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

/**
 * No page of this service may be framed (the Swagger UI at /docs, Bull Board at
 * /admin/queues). Only frame-ancestors is set: a script-src policy would stop both pages'
 * inline and bundled scripts.
 */
const NO_FRAMING: HeaderMap = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

export function securityHeaders(scheme: 'http' | 'https'): HeaderMap {
  return scheme === 'https' ? HTTPS : COMMON;
}

/** The same headers as raw header lines, for answers written straight to the socket. */
export function securityHeaderLines(scheme: 'http' | 'https'): string {
  return Object.entries(securityHeaders(scheme))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
}

/** Express: every response, JSON, files and HTML pages alike. */
export function securityHeadersMiddleware(scheme: 'http' | 'https') {
  const entries = Object.entries({ ...securityHeaders(scheme), ...NO_FRAMING });
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [k, v] of entries) res.setHeader(k, v);
    next();
  };
}
