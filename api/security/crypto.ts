import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string | Buffer): Buffer => createHash('sha256').update(text).digest();

/** 256 random bits, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export function newApiKey(): string {
  return `as_${randomBytes(24).toString('base64url')}`;
}

export function newApiSecret(): string {
  return randomBytes(48).toString('base64url');
}

export function newAccessToken(): string {
  return `at_${randomToken(32)}`;
}

/** Constant-time comparison of two digests (false for different lengths). */
export function sameDigest(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
