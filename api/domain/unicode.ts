const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The string with every lone UTF-16 surrogate replaced by U+FFFD, as a UTF-8 encoder would.
 * JSON written for ClickHouse keeps a lone surrogate as a \udXXX escape, which ClickHouse
 * refuses: one such character from a client would fail its whole batch on every retry.
 * (String.prototype.toWellFormed, once the TypeScript lib in use declares it.)
 */
export function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, '\ufffd');
}

/** Whether the string holds a lone UTF-16 surrogate (search ignores the pattern's lastIndex). */
export const hasLoneSurrogate = (s: string): boolean => s.search(LONE_SURROGATE) >= 0;

/**
 * JSON text for a PostgreSQL jsonb parameter. jsonb refuses the \udXXX escape JSON.stringify
 * writes for a lone surrogate, so a client's free text (a reason, a note) with one would fail
 * the whole statement; it is stored with U+FFFD instead, as text columns store it.
 */
export function jsonbText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v));
}

/**
 * The string as UTF-8 bytes, for large payloads sent to Redis. Node 20's Buffer.from takes a
 * slow path for a string of many kilobytes (about 14× slower than writing it into a buffer of
 * its size: 220 µs against 16 µs for 136 kB); and ioredis, given only strings, concatenates a
 * command into one string that the socket then flattens and encodes at a similar cost.
 * One Buffer argument makes ioredis assemble the whole command as bytes instead.
 */
export function utf8(s: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(s));
  bytes.write(s);
  return bytes;
}
