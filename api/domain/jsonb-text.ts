/**
 * JSON text that PostgreSQL's jsonb accepts for any value JSON.stringify takes: jsonb refuses
 * the NUL character and a UTF-16 surrogate without its pair, both of which JSON.stringify
 * writes as `\u` escapes (it writes a well-formed pair as the character itself). A NUL is
 * dropped and a lone surrogate becomes U+FFFD; an escaped backslash before a `u` is left alone.
 */
export function jsonbText(value: unknown): string {
  return JSON.stringify(value).replace(
    /(?<!\\)((?:\\\\)*)\\u(0000|d[89a-f][0-9a-f]{2})/gi,
    (_m, lead: string, code: string) => (code === '0000' ? lead : `${lead}\\ufffd`),
  );
}
