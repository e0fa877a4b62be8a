import fs from 'node:fs';
import path from 'node:path';
import { fillSlots } from '../sql/query-file';
import type { ClickHouse } from './client';

/**
 * A ClickHouse statement from clickhouse/queries/<name>.sql, with the types of its parameters
 * (`P`, the `{name:Type}` placeholders it binds) and of its rows (`R`, as JSONEachRow returns
 * them: 64-bit integers as numbers, CLIENT_SETTINGS in clickhouse/client.ts). Declared next to
 * the code that runs it, e.g.
 *
 *   const clicksByCampaign = chQuery<{ b: number; from: string; to: string }, { campaign: string; clicks: number }>(
 *     'reports/clicks-by-campaign',
 *   );
 *
 * The types are phantom: they tie a call's parameters and rows to the statement at compile
 * time; the engine still checks each value against its placeholder's type.
 */
export interface ChQuery<P extends Record<string, unknown>, R> {
  /** The file, relative to clickhouse/queries and without .sql, for errors and logs. */
  readonly name: string;
  /** The statement, header comment left out. */
  readonly text: string;
  /** Never set: carries `P` and `R`. */
  readonly types?: { params: P; row: R };
}

const root = path.join(__dirname, 'queries');
const cache = new Map<string, string>();

function load(relative: string): string {
  let text = cache.get(relative);
  if (text === undefined) {
    const raw = fs.readFileSync(path.join(root, `${relative}.sql`), 'utf8');
    // Whole-line comments go (the header, which says why); the engine gets the statement only.
    text = raw
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('--'))
      .join('\n')
      .trim();
    if (!text) throw new Error(`clickhouse/queries/${relative}.sql holds no statement`);
    cache.set(relative, text);
  }
  return text;
}

/**
 * Loads clickhouse/queries/<relative>.sql once, at module load, as the PostgreSQL query files
 * are (sql/query-file.ts): a missing or empty file fails the first test that imports its module.
 *
 * `parts` composes the statement from other query files at load time, by the PostgreSQL files'
 * rule: each `${name:raw}` slot becomes that file's text in parentheses, and a slot named but
 * absent throws. That is the only composition there is: values only ever travel as parameters,
 * and what varies per request (an optional filter, a range's bounds) is a parameter with a
 * neutral value (`{affiliate:UInt64} = 0 OR affiliate_id = {affiliate:UInt64}`), or a choice
 * between whole statements, never text built from input.
 */
export function chQuery<P extends Record<string, unknown>, R>(
  relative: string,
  parts: Record<string, string> = {},
): ChQuery<P, R> {
  const named = Object.fromEntries(Object.entries(parts).map(([slot, file]) => [slot, load(file)]));
  return { name: relative, text: fillSlots(load(relative), named, `clickhouse/queries/${relative}.sql`) };
}

/** Runs a read and returns all its rows. */
export async function chRead<P extends Record<string, unknown>, R>(
  ch: ClickHouse,
  q: ChQuery<P, R>,
  params: P,
): Promise<R[]> {
  const rs = await ch.client.query({ query: q.text, query_params: params, format: 'JSONEachRow' });
  return rs.json<R>();
}

/** Runs a statement that returns no rows (an INSERT … SELECT). */
export async function chRun<P extends Record<string, unknown>>(
  ch: ClickHouse,
  q: ChQuery<P, never>,
  params: P,
): Promise<void> {
  await ch.client.command({ query: q.text, query_params: params });
}

/** The Date type's first and last day: a day filter's neutral bounds (no row lies outside them). */
export const CH_FIRST_DAY = '1970-01-01';
export const CH_LAST_DAY = '2149-06-06';

/**
 * A statement assembled in code from fixed fragments, for the few whose shape depends on the
 * request beyond a neutral value: the analytics sections (a branch per compared range, each
 * binding its own parameter suffix) and the analyst's compiled statements. The fragments are
 * constants of the module that builds them; values still travel only as parameters.
 */
export const chComposed = <P extends Record<string, unknown>, R>(
  name: string,
  text: string,
): ChQuery<P, R> => ({
  name,
  text,
});
