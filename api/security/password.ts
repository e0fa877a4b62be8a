import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { metrics } from '../metrics';

/**
 * Passwords of user accounts, hashed with scrypt (a slow, memory-hard KDF) and a random
 * 16-byte salt. The stored text names its parameters — scrypt$N$r$p$salt$hash — so they can
 * be raised later without breaking hashes already stored.
 */
// OWASP's scrypt floor, in the form that keeps memory at 32 MiB a hash: N=2^15, r=8, p=3 is
// its listed equal of N=2^17, r=8, p=1 (128 MiB), which would make a burst of sign-ups a
// memory problem. Hashes stored with p=1 still verify (their text names their own cost).
const PARAMS = { N: 32768, r: 8, p: 3 };
const KEY_LENGTH = 32;
// N × r × 128 bytes is 32 MiB (p runs in turn, not side by side), just over node's default ceiling.
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: MAX_MEM };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  metrics.passwordHashes.inc();
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check against a stored hash; false for anything not in our format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(parts[5], 'base64');
  const key = await derive(password, Buffer.from(parts[4], 'base64'), { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
