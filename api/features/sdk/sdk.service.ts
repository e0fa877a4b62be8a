import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';

export interface SdkInit {
  publishable_key: string;
  collect_url: string;
  script_url: string;
  cookie_duration: number;
  snippet: string;
}

/**
 * The business's publishable key (pk_ + 192 random bits), made on first use. Public by
 * design: it is embedded in the shop's pages and may only send events (README, "Tracking from a shop").
 */
export async function publishableKeyFor(deps: Pick<Deps, 'db'>, businessId: number): Promise<string> {
  const existing = await deps.db.publishableKeys.forBusiness(businessId);
  if (existing) return existing;
  const made = await deps.db.publishableKeys.insert(
    businessId,
    `pk_${randomBytes(24).toString('base64url')}`,
  );
  // Null: a concurrent first request made it; this read is a new statement and sees it.
  return made ?? (await deps.db.publishableKeys.forBusiness(businessId))!;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * GET /v1/sdk/init. `origin` is where this API is reachable from the shop's browsers: the
 * request's own scheme and host (see the route), so the URLs are absolute.
 */
export async function sdkInit(deps: Pick<Deps, 'db'>, businessId: number, origin: string): Promise<SdkInit> {
  const key = await publishableKeyFor(deps, businessId);
  const cookieDuration = await deps.db.attribution.cookieDuration(businessId);
  const scriptUrl = `${origin}/sdk.js`;
  return {
    publishable_key: key,
    collect_url: `${origin}/v1/collect`,
    script_url: scriptUrl,
    cookie_duration: cookieDuration,
    snippet:
      `<script async src="${escapeAttr(scriptUrl)}" data-key="${escapeAttr(key)}" ` +
      `data-cookie-days="${cookieDuration}"></script>`,
  };
}
