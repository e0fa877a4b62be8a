import type { CustomHelpers } from 'joi';
import { hasLoneSurrogate } from '../domain/unicode';

/** Nesting a stored document may have: deeper ones would exhaust the stack in JSON handling. */
export const JSONB_MAX_DEPTH = 32;

// jsonb refuses NUL and an escaped lone surrogate (JSON.stringify writes one as \udXXX).
const unfitText = (s: string): boolean => s.includes('\u0000') || hasLoneSurrogate(s);

/**
 * What makes a JSON document unfit for jsonb, found without recursion so that any depth is
 * examined safely: nesting beyond the limit, or a key or string jsonb cannot hold.
 */
function problemOf(value: unknown): 'depth' | 'text' | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v === 'string') {
      if (unfitText(v)) return 'text';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (d > JSONB_MAX_DEPTH) return 'depth';
    for (const [k, child] of Object.entries(v)) {
      if (unfitText(k)) return 'text';
      stack.push([child, d + 1]);
    }
  }
  return null;
}

/**
 * A joi custom rule for a client's document stored as jsonb (link and conversion metadata,
 * line items): at most `maxBytes` as JSON, nested at most JSONB_MAX_DEPTH levels, and no text
 * jsonb cannot hold. Use with `.messages(JSONB_MESSAGES)`.
 */
export const jsonbDocument =
  (maxBytes: number) =>
  <T>(v: T, helpers: CustomHelpers): T | ReturnType<CustomHelpers['error']> => {
    const problem = problemOf(v);
    if (problem) return helpers.error(`jsonb.${problem}`);
    if (Buffer.byteLength(JSON.stringify(v)) > maxBytes) return helpers.error('jsonb.size', { maxBytes });
    return v;
  };

export const JSONB_MESSAGES = {
  'jsonb.depth': `{{#label}} may be nested at most ${JSONB_MAX_DEPTH} levels deep`,
  'jsonb.text': '{{#label}} must not contain NUL characters or unpaired surrogates',
  'jsonb.size': '{{#label}} must be at most {{#maxBytes}} bytes as JSON',
};
