import path from 'node:path';
import { QueryFile } from 'pg-promise';

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
