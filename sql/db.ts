import pgPromise, { type IDatabase, type IInitOptions, type ITask } from 'pg-promise';
import { attachRepos, type Repos } from './repos';
import { pgTimestampToIso } from './timestamps';

const initOptions: IInitOptions<Repos> = {
  extend(obj) {
    attachRepos(obj);
  },
};

export const pgp = pgPromise(initOptions);

// Types: bigint ids and counts fit in 53 bits; numeric (money, rates) stays a decimal string;
// timestamptz stays a string so that microseconds survive.
pgp.pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
pgp.pg.types.setTypeParser(1184, pgTimestampToIso);

export type DB = IDatabase<Repos> & Repos;
export type Tx = ITask<Repos> & Repos;

export function createDb(databaseUrl: string, options: { max?: number; applicationName?: string } = {}): DB {
  const url = new URL(databaseUrl);
  // A URL without a user (the documented default) connects as PGUSER, else the superuser
  // every Debian PostgreSQL has; the ambient $USER is not set in every environment.
  if (!url.username) url.username = process.env.PGUSER || 'postgres';
  const cn = {
    connectionString: url.toString(),
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'affiliate',
    // Every session is UTC, so timestamps parse the same way everywhere.
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: 5000,
  };
  return pgp(cn as Parameters<typeof pgp>[0]);
}

/** True for errors that mean "PostgreSQL could not be reached", as opposed to a bad query. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (!e) return false;
  if (
    [
      'ECONNREFUSED',
      'ENOTFOUND',
      'ETIMEDOUT',
      'ECONNRESET',
      '57P01',
      '57P03',
      '53300',
      '08006',
      '08001',
    ].includes(e.code ?? '')
  )
    return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(
    e.message ?? '',
  );
}
