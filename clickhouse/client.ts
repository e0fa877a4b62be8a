import fs from 'node:fs';
import path from 'node:path';
import { createClient, type ClickHouseClient, type ClickHouseSettings } from '@clickhouse/client';

/** Rows already encoded in a line format, for the engine to parse as they are. */
export interface RawInsert {
  table: string;
  columns: readonly string[];
  format: 'JSONCompactEachRow';
  body: Buffer;
  settings: Record<string, string>;
}

export interface ClickHouse {
  client: ClickHouseClient;
  database: string;
  embedded: boolean;
  /** CLICKHOUSE_CLUSTER: the migrations make Replicated and Distributed tables on it (clickhouse/cluster.ts). */
  cluster?: string;
  /**
   * The embedded engine's own insert entry, which hands the body over as bytes. Through the
   * client's `exec`, the embedded connection builds one SQL text of the statement and the
   * body, which the engine then reads twice: a 20k-row insert cost twice the CPU (measured
   * in docs/benchmarks.md, Ingest). Absent on a server, where `exec` streams the body.
   */
  insertRaw?: (insert: RawInsert) => Promise<void>;
  close(): Promise<void>;
}

export interface ClickHouseOptions {
  url?: string;
  path: string;
  database: string;
  cluster?: string;
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
  // The embedded engine (ClickHouse 26) defaults to asynchronous inserts, which deduplicate
  // by other rules than a token (and refused a raw insert with "both inlined and external
  // data" whenever the engine found bytes on stdin: detachStdin): every insert here is
  // synchronous, as on a server.
  async_insert: 0,
  output_format_json_quote_64bit_integers: 0,
  output_format_json_quote_decimals: 0,
  date_time_input_format: 'best_effort',
};

/**
 * The embedded engine reads this process's stdin on every INSERT that carries its rows
 * inline, unless stdin is a terminal (ClickHouse's ClientBase::sendData), and takes the bytes
 * there as more rows: a line waiting on a pipe fails the insert, or lands as a stray row, and
 * a pipe that holds data but stays open holds the insert until it closes. No process of ours
 * reads stdin, so a pipe, socket or file there is swapped for /dev/null before the engine
 * opens (close, then open: the lowest free descriptor, 0, is the one reused).
 */
function detachStdin(): void {
  let stdin: fs.Stats | null = null;
  try {
    stdin = fs.fstatSync(0);
  } catch {
    // Closed: the open below takes its place.
  }
  if (stdin?.isCharacterDevice()) return; // a terminal, or /dev/null already
  if (stdin) fs.closeSync(0);
  const fd = fs.openSync('/dev/null', 'r');
  if (fd !== 0) {
    fs.closeSync(fd);
    throw new Error(
      'Embedded ClickHouse: could not put /dev/null on stdin; start the process with stdin </dev/null',
    );
  }
}

// One embedded session per data folder and process: the engine allows one opener only.
interface ChdbConnection {
  chdb: {
    rawInsert(p: {
      table: string;
      columns: string[];
      values: Buffer;
      format: string;
      settings: Record<string, string>;
    }): Promise<unknown>;
  };
}

interface EmbeddedSession {
  client: ClickHouseClient;
  insertRaw: (insert: RawInsert) => Promise<void>;
  refs: number;
  database?: string;
}

const embeddedSessions = new Map<string, EmbeddedSession>();

function embeddedSession(full: string): EmbeddedSession {
  const existing = embeddedSessions.get(full);
  if (existing) {
    existing.refs += 1;
    return existing;
  }
  fs.mkdirSync(full, { recursive: true });
  detachStdin();
  const { createChdbConnection } = require('chdb/connection') as {
    createChdbConnection(o: { path: string }): ChdbConnection;
  };
  const connection = createChdbConnection({ path: full });
  const client = createClient({
    connection,
    clickhouse_settings: CLIENT_SETTINGS,
  } as unknown as Parameters<typeof createClient>[0]);
  // Its settings go in the statement's SETTINGS clause, which (unlike SET) ends with it.
  const insertRaw = async (i: RawInsert) => {
    await connection.chdb.rawInsert({
      table: i.table,
      columns: [...i.columns],
      values: i.body,
      format: i.format,
      settings: { async_insert: '0', ...i.settings },
    });
  };
  const session = { client, insertRaw, refs: 1 };
  embeddedSessions.set(full, session);
  return session;
}

/**
 * The ClickHouse client: a server when CLICKHOUSE_URL is set, otherwise the embedded
 * engine (chdb) with its data in CLICKHOUSE_PATH. Queries name tables unqualified; the
 * database is selected on the connection, so one code path serves both.
 */
export async function connectClickHouse(opts: ClickHouseOptions): Promise<ClickHouse> {
  if (opts.url) {
    const bootstrap = createClient({ url: opts.url, clickhouse_settings: CLIENT_SETTINGS });
    const onCluster = opts.cluster ? ` ON CLUSTER ${quoteIdent(opts.cluster)}` : '';
    await bootstrap.command({
      query: `CREATE DATABASE IF NOT EXISTS ${quoteIdent(opts.database)}${onCluster}`,
    });
    await bootstrap.close();
    const client = createClient({
      url: opts.url,
      database: opts.database,
      // On a cluster an insert goes through a Distributed table: written to its shard before it
      // answers, with its deduplication token, so a retried insert is still dropped there.
      clickhouse_settings: opts.cluster
        ? { ...CLIENT_SETTINGS, distributed_foreground_insert: 1 }
        : CLIENT_SETTINGS,
    });
    return {
      client,
      database: opts.database,
      embedded: false,
      cluster: opts.cluster,
      close: () => client.close(),
    };
  }
  const full = path.resolve(opts.path);
  const session = embeddedSession(full);
  const { client } = session;
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
    insertRaw: session.insertRaw,
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
