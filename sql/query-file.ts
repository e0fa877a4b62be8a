import path from 'node:path';
import { as, QueryFile } from 'pg-promise';

const cache = new Map<string, QueryFile>();

/**
 * Loads sql/queries/<relative>.sql once as a minified QueryFile. A file that fails to parse
 * throws at load, so a broken query fails the first test that touches its repository.
 */
export function sql(relative: string): QueryFile {
  const full = path.join(__dirname, 'queries', `${relative}.sql`);
  let qf = cache.get(full);
  if (!qf) {
    qf = new QueryFile(full, { minify: true, noWarnings: true });
    if (qf.error) throw qf.error;
    cache.set(full, qf);
  }
  return qf;
}

declare const composedBrand: unique symbol;

/** Query text assembled from query files by `compose`: still a template, holding no values. */
export type ComposedSql = string & { readonly [composedBrand]: true };

/**
 * What may be formatted with values and run: a query file, or one composed from query files.
 * Text that was already formatted is neither, so it can never be formatted a second time
 * (a value like `$(constructor.valueOf)` inside it would be read as a placeholder).
 */
export type SqlTemplate = QueryFile | ComposedSql;

// A QueryFile gives its text through its custom-type-formatting method (pg-promise's public way).
const textOf = (part: SqlTemplate): string =>
  typeof part === 'string' ? part : (part as unknown as Record<symbol, () => string>)[as.ctf.toPostgres]();

/**
 * A query file with its `${name:raw}` slots filled by other query texts at load time, before
 * any value is near: the result is formatted once, with the values of all its parts. Each
 * part is parenthesised, so a clause keeps its meaning wherever it lands. A slot named here
 * but missing from the file throws, so a renamed slot fails at load rather than at a request.
 */
export function compose(host: SqlTemplate, parts: Record<string, SqlTemplate>): ComposedSql {
  const named = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, textOf(part)]));
  return fillSlots(
    textOf(host),
    named,
    typeof host === 'string' ? 'composed text' : host.file,
  ) as ComposedSql;
}

/**
 * The slot filling `compose` does, on plain texts: every `${name:raw}` of `text` becomes the
 * part's text in parentheses; a named slot missing from `text` throws (naming `where`).
 * ClickHouse's query files (clickhouse/query-file.ts) are composed by the same rule.
 */
export function fillSlots(text: string, parts: Record<string, string>, where: string): string {
  let out = text;
  for (const [name, part] of Object.entries(parts)) {
    const slot = `\${${name}:raw}`;
    if (!out.includes(slot)) throw new Error(`compose: no ${slot} in ${where}`);
    out = out.split(slot).join(`(${part})`);
  }
  return out;
}

/** Constant SQL (no values) as a part for `compose`, e.g. `TRUE` for a clause that is absent. */
export const constantSql = (text: string): ComposedSql => text as ComposedSql;
