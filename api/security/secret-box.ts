import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Signing secrets at rest. A secret must be readable to sign, so it cannot be hashed like API
 * secrets; with WEBHOOK_SECRET_KEY set it is stored sealed (AES-256-GCM, a fresh 12-byte IV per
 * secret, the tag checked on open), so a copy of the database alone signs nothing (README,
 * "Security"). Without the key secrets are stored as issued; rows stored that way keep working
 * after a key is set, and are sealed at their next rotation.
 */
const PREFIX = 'sealed:v1:';

export class SealedSecretError extends Error {}

export function sealSecret(key: Buffer | undefined, secret: string): string {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** `what` and `keyName` name the value and its key variable in the errors (a payout method's details use their own). */
export function openSecret(
  key: Buffer | undefined,
  stored: string,
  what = 'the signing secret',
  keyName = 'WEBHOOK_SECRET_KEY',
): string {
  if (!stored.startsWith(PREFIX)) return stored;
  if (!key) throw new SealedSecretError(`${what} is sealed and ${keyName} is not set`);
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedSecretError(`${what} does not open with ${keyName}`);
  }
}
