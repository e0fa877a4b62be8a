import { readFileSync } from 'node:fs';

/**
 * An e-mail address as self_referral compares it: letter case ignored, and in the local part
 * the dots and a `+tag` (jane.doe+shop@x.com is janedoe@x.com). Null when it is no address.
 */
export function normaliseEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  const lower = email.trim().toLowerCase();
  const i = lower.lastIndexOf('@');
  let local = lower.slice(0, i);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  local = local.replaceAll('.', '');
  return local ? `${local}@${lower.slice(i + 1)}` : null;
}

let disposable: Set<string> | null = null;

/**
 * The disposable-mail domains of the @dahoom/disposable-email package (README, "Fraud and
 * traffic quality" says how an operator refreshes it), read once on first use.
 */
function disposableDomains(): Set<string> {
  if (!disposable) {
    const file = require.resolve('@dahoom/disposable-email/domains.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    disposable = new Set(Array.isArray(list) ? list.map((d) => String(d).toLowerCase()) : []);
  }
  return disposable;
}

/** Loads the list now (a worker at start) rather than on the first conversion. */
export const preloadDisposableDomains = (): number => disposableDomains().size;

/**
 * Whether the address's domain, or a domain it is under (x.mailinator.com), is a
 * disposable-mail domain. A top-level domain alone never is.
 */
export function isDisposableEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  const domains = disposableDomains();
  for (let i = 0; i + 2 <= labels.length; i++) {
    if (domains.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
