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
  /**
   * DATABASE_URL leads to a pooler in transaction mode (PgBouncer): no session state, since
   * consecutive transactions of a connection may run on different server sessions.
   */
  transactionPooling?: boolean;
  /**
   * No session settings and no SET LOCAL: for the database's own creation and removal
   * (sql/migrate.ts), which run outside any transaction, directly or through a pooler.
   */
  plain?: boolean;
}

/** Statements that open, end or mark a transaction: they carry no deadline of their own. */
const TRANSACTION_CONTROL = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release|abort)\b/i;

/**
 * A pool's client for a transaction pooler. The session settings (UTC, the deadlines) cannot
 * be the session's: the pooler refuses them as startup options, and a SET would stay on a
 * server session other clients then get. So every statement carries them as SET LOCAL in
 * front of it, in the same simple-protocol message (pg-promise formats its values itself,
 * so its statements go as one text): the message is one transaction, or part of the explicit
 * one it runs in, and the settings end with it. PostgreSQL itself cancels a statement past
 * its deadline, whoever pools the connection. pg-promise answers the last statement's result.
 */
function transactionPoolingClient(settings: string): typeof pgp.pg.Client {
  const Base = pgp.pg.Client;
  class PooledClient extends Base {
    /** The SET LOCALs, for what is sent otherwise (a cursor: sql/stream.ts). */
    readonly sessionSettings = settings;
  }
  const query = Base.prototype.query;
  // pg's query() has a dozen overloads; only a plain text without values is changed.
  (PooledClient.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function (
    this: InstanceType<typeof Base>,
    ...args: unknown[]
  ) {
    const [text, values] = args;
    if (
      typeof text === 'string' &&
      (values === undefined || typeof values === 'function') &&
      !TRANSACTION_CONTROL.test(text)
    )
      args[0] = `${settings}${text}`;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  return PooledClient;
}

/** The SET LOCAL statements of a pool's settings under transaction pooling (sql/stream.ts). */
export function sessionSettingsOf(client: unknown): string | undefined {
  return (client as { sessionSettings?: string }).sessionSettings;
}

export function createDb(databaseUrl: string, options: PoolOptions = {}): DB {
  const url = new URL(databaseUrl);
  // A URL without a user (the documented default) connects as PGUSER, else the superuser
  // every Debian PostgreSQL has; the ambient $USER is not set in every environment.
  if (!url.username) url.username = process.env.PGUSER || 'postgres';
  const statementTimeout = Math.round(options.statementTimeoutMs ?? 0);
  const idleTimeout = Math.round(options.idleInTransactionTimeoutMs ?? 0);
  const cn = {
    connectionString: url.toString(),
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'affiliate',
    connectionTimeoutMillis: 5000,
    // Every session is UTC, so timestamps parse the same way everywhere. The deadlines are
    // session settings, so no statement of the pool can run without them (docs/architecture.md);
    // through a transaction pooler, every statement's own (docs/scaling.md, PgBouncer).
    ...(options.plain
      ? {}
      : options.transactionPooling
        ? {
            Client: transactionPoolingClient(
              `SET LOCAL TimeZone = 'UTC'; SET LOCAL statement_timeout = ${statementTimeout}; ` +
                `SET LOCAL idle_in_transaction_session_timeout = ${idleTimeout}; `,
            ),
          }
        : {
            options: [
              '-c TimeZone=UTC',
              `-c statement_timeout=${statementTimeout}`,
              `-c idle_in_transaction_session_timeout=${idleTimeout}`,
            ].join(' '),
          }),
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
