import { slugify } from 'transliteration';

/** URL-safe transliteration: lowercase ASCII letters, digits and single hyphens. */
export function slugBase(name: string): string {
  const s = slugify(name, { lowercase: true, separator: '-', trim: true })
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return s || 'business';
}

/** The base itself when free, otherwise the first free "-2", "-3", … suffix. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
