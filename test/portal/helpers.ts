import { createViaApi } from '../helpers/affiliates';
import { call, type Client } from '../helpers/http';

export const PASSWORD = 'correct horse battery';

/** Signs an affiliate in through the portal; the whole answer. */
export function signIn(url: string, business: string, email: string, password = PASSWORD, headers = {}) {
  return call(url, 'POST', '/v1/portal/token', { body: { business, email, password }, headers });
}

/** A portal token (fails loudly otherwise). */
export async function portalToken(url: string, business: string, email: string, password = PASSWORD) {
  const r = await signIn(url, business, email, password);
  if (r.status !== 200) throw new Error(`sign-in: ${r.status} ${r.text}`);
  return r.body.data.access_token as string;
}

/** An active affiliate made through the merchant API, with the test password. */
export async function portalAffiliate(api: Client, overrides: Record<string, unknown> = {}) {
  const a = await createViaApi(api, { password: PASSWORD, ...overrides });
  return { id: a.id as number, email: a.affiliate_user.email as string };
}
