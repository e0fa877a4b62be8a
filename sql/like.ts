/**
 * A search term as an ILIKE pattern that matches it literally anywhere: `\`, `%` and `_` in
 * the term are escaped (backslash is PostgreSQL's default LIKE escape).
 */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
