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
