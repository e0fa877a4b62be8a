import { randomInt } from 'node:crypto';

/** Slugs a client may choose (alphanumeric plus hyphen and underscore, max 64). */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
export const SLUG_MAX = 64;

// Lower case only: slugs are unique case-insensitively, so upper case would add no room.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const GENERATED_LENGTH = 8;

/** A short random URL-safe slug: 36^8 ≈ 2.8e12 values, so a retry is rarely needed. */
export function generateSlug(): string {
  let s = '';
  for (let i = 0; i < GENERATED_LENGTH; i += 1) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}
