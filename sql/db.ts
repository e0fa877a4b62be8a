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

export interface PoolOptions {
  max?: number;
  applicationName?: string;
  /** PostgreSQL's statement_timeout for every session of the pool; 0 or unset: none. */
  statementTimeoutMs?: number;
  /** idle_in_transaction_session_timeout: a session left idle inside a transaction is ended. */
  idleInTransactionTimeoutMs?: number;
}

export function createDb(databaseUrl: string, options: PoolOptions = {}): DB {
  const url = new URL(databaseUrl);
  // A URL without a user (the documented default) connects as PGUSER, else the superuser
  // every Debian PostgreSQL has; the ambient $USER is not set in every environment.
  if (!url.username) url.username = process.env.PGUSER || 'postgres';
  const cn = {
    connectionString: url.toString(),
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'affiliate',
    // Every session is UTC, so timestamps parse the same way everywhere. The deadlines are
    // session settings, so no statement of the pool can run without them (docs/architecture.md).
    options: [
      '-c TimeZone=UTC',
      `-c statement_timeout=${Math.round(options.statementTimeoutMs ?? 0)}`,
      `-c idle_in_transaction_session_timeout=${Math.round(options.idleInTransactionTimeoutMs ?? 0)}`,
    ].join(' '),
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
      // idle_in_transaction_session_timeout ended the session.
      '25P03',
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

/** True for a statement PostgreSQL cancelled: its statement_timeout, or an operator's cancel. */
export function isStatementTimeout(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '57014';
}
