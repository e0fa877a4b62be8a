import fs from 'node:fs';
import path from 'node:path';
import { createClient, type ClickHouseClient, type ClickHouseSettings } from '@clickhouse/client';

export interface ClickHouse {
  client: ClickHouseClient;
  database: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface ClickHouseOptions {
  url?: string;
  path: string;
  database: string;
}

/**
 * Settings pinned on the client rather than per query: the embedded engine keeps a setting
 * for the rest of its session once a query sets it, so per-query settings would leak.
 * 64-bit integers come back as JSON numbers (our ids and counts fit in 53 bits).
 */
export const CLIENT_SETTINGS: ClickHouseSettings = {
  // Reset on every query: an insert's token would otherwise stay on the embedded session and
  // make the next untokened INSERT … SELECT into the same table look like a retry, and vanish.
  insert_deduplication_token: '',
  output_format_json_quote_64bit_integers: 0,
  output_format_json_quote_decimals: 0,
  date_time_input_format: 'best_effort',
};

// One embedded session per data folder and process: the engine allows one opener only.
const embeddedSessions = new Map<string, { client: ClickHouseClient; refs: number; database?: string }>();

function embeddedClient(dataPath: string): ClickHouseClient {
  const full = path.resolve(dataPath);
  const existing = embeddedSessions.get(full);
  if (existing) {
    existing.refs += 1;
    return existing.client;
  }
  fs.mkdirSync(full, { recursive: true });
  const { createChdbConnection } = require('chdb/connection') as {
    createChdbConnection(o: { path: string }): unknown;
  };
  const client = createClient({
    connection: createChdbConnection({ path: full }),
    clickhouse_settings: CLIENT_SETTINGS,
  } as Parameters<typeof createClient>[0]);
  embeddedSessions.set(full, { client, refs: 1 });
  return client;
}

/**
 * The ClickHouse client: a server when CLICKHOUSE_URL is set, otherwise the embedded
 * engine (chdb) with its data in CLICKHOUSE_PATH. Queries name tables unqualified; the
 * database is selected on the connection, so one code path serves both.
 */
export async function connectClickHouse(opts: ClickHouseOptions): Promise<ClickHouse> {
  if (opts.url) {
    const bootstrap = createClient({ url: opts.url, clickhouse_settings: CLIENT_SETTINGS });
    await bootstrap.command({ query: `CREATE DATABASE IF NOT EXISTS ${quoteIdent(opts.database)}` });
    await bootstrap.close();
    const client = createClient({
      url: opts.url,
      database: opts.database,
      clickhouse_settings: CLIENT_SETTINGS,
    });
    return { client, database: opts.database, embedded: false, close: () => client.close() };
  }
  const full = path.resolve(opts.path);
  const client = embeddedClient(full);
  const session = embeddedSessions.get(full)!;
  if (session.database && session.database !== opts.database) {
    throw new Error(`The embedded ClickHouse at ${full} is already bound to database ${session.database}`);
  }
  await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${quoteIdent(opts.database)}` });
  await client.command({ query: `USE ${quoteIdent(opts.database)}` });
  session.database = opts.database;
  let closed = false;
  return {
    client,
    database: opts.database,
    embedded: true,
    async close() {
      if (closed) return;
      closed = true;
      session.refs -= 1;
      if (session.refs === 0) {
        embeddedSessions.delete(full);
        await client.close();
      }
    },
  };
}

/** Database names come from validated configuration; quoting keeps them identifiers. */
export function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid ClickHouse identifier: ${name}`);
  return `\`${name}\``;
}
