import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AnalystConfig } from '../api/config';
import type { Logger } from '../api/logger';
import { embeddedEngine, type AnalystEngine } from '../api/features/analyst/engine';
import { readParams } from '../api/features/analyst/analyst.hot-path';
import { stringLiteral } from '../api/features/analyst/statement';
import { embeddedQuery } from './embedded-query';
import {
  answerEncoding,
  authFailed,
  ClickHouseError,
  credentials,
  HTTP_SETTINGS,
  interfacePath,
  isPing,
  NOT_SETTINGS,
  QUERY_ID,
  sendAnswer,
  writeClickHouseError,
  writePong,
  type RunningAnswer,
} from './http-interface';

/** The user web, worker and scheduler processes sign in as. */
export const SERVICE_USER = 'service';

export interface WarehouseOptions {
  /** The embedded engine's data folder (CLICKHOUSE_PATH). */
  dataPath: string;
  /** The `service` user's password (WAREHOUSE_PASSWORD). */
  password: string;
  /**
   * The read-only user the web processes' /clickhouse endpoint forwards analysts' queries to
   * (CLICKHOUSE_ANALYST_USER and _PASSWORD): its queries run as the embedded analyst engine
   * runs them, read-only and under the analyst limits. Absent: no such user.
   */
  analyst?: { user: string; password: string; limits: AnalystConfig };
  /** How long a client may leave a streamed answer unread before it is cut. */
  stallMs: number;
  logger: Logger;
  /** The largest request body (an insert's rows), after decompression. */
  maxBodyBytes: number;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `INSERT INTO t [(a, b)] FORMAT F` with its rows in the body, in a line format the engine's
 * raw insert takes: the body is handed over as bytes, never joined to the statement's text
 * (which the engine would read twice: docs/benchmarks.md, Ingest).
 */
const RAW_INSERT =
  /^\s*INSERT\s+INTO\s+(`?[A-Za-z_][A-Za-z0-9_]*`?(?:\.`?[A-Za-z_][A-Za-z0-9_]*`?)?)\s*(?:\(([^()]*)\))?\s*FORMAT\s+(JSONEachRow|JSONCompactEachRow|TSV|TabSeparated|CSV)\s*$/i;

/** Statements whose answer the engine streams block by block. */
const STREAMED = /^\s*\(?\s*(SELECT|WITH)\b/i;

/** A FORMAT clause ending the statement names the answer's format. */
const FORMAT_CLAUSE = /\bFORMAT\s+([A-Za-z][A-Za-z0-9]*)\s*;?\s*$/i;

const unquote = (name: string) => name.trim().replace(/^`|`$/g, '');

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The request body, decompressed as its Content-Encoding says (the clients' request compression). */
async function readRequestBody(req: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = String(req.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const tooLarge = () =>
    new ClickHouseError(
      1001,
      'STD_EXCEPTION',
      `The request body is larger than ${maxBytes} bytes (WAREHOUSE_MAX_BODY_BYTES)`,
      413,
    );
  let source: NodeJS.ReadableStream = req;
  if (encoding === 'gzip' || encoding === 'x-gzip') source = req.pipe(zlib.createGunzip());
  else if (encoding === 'deflate') source = req.pipe(zlib.createInflate());
  else if (encoding === 'br') source = req.pipe(zlib.createBrotliDecompress());
  else if (encoding && encoding !== 'identity')
    throw new ClickHouseError(
      1001,
      'STD_EXCEPTION',
      `Unknown Content-Encoding ${encoding}: gzip, deflate and br are supported`,
      415,
    );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        req.resume();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof ClickHouseError) throw err;
    throw new ClickHouseError(
      1001,
      'STD_EXCEPTION',
      `The request body could not be read: ${err instanceof Error ? err.message : String(err)}`,
      400,
    );
  }
  return Buffer.concat(chunks);
}

interface ServiceQuery {
  statement: string;
  /** An insert's rows (the body after a statement given in the URL). */
  data: Buffer | null;
  database: string;
  defaultFormat: string;
  /** SET assignments: the request's settings and `param_*` values, as ClickHouse literals. */
  assignments: string[];
}

/** The service user's request: every setting the URL carries applies, as on a server. */
function serviceQuery(search: URLSearchParams, body: Buffer): ServiceQuery {
  const database = search.get('database') || 'default';
  const defaultFormat = search.get('default_format') || 'TabSeparated';
  if (!NAME.test(database))
    throw new ClickHouseError(81, 'UNKNOWN_DATABASE', `Database ${database} does not exist`, 404);
  if (!NAME.test(defaultFormat))
    throw new ClickHouseError(73, 'UNKNOWN_FORMAT', `Unknown output format ${defaultFormat}`, 404);
  const assignments: string[] = [];
  for (const [key, value] of search) {
    if (key.startsWith('param_')) {
      if (!NAME.test(key.slice(6)))
        throw new ClickHouseError(456, 'UNKNOWN_QUERY_PARAMETER', `Invalid query parameter name ${key}`, 400);
      assignments.push(`${key} = ${stringLiteral(value)}`);
    } else if (NOT_SETTINGS.has(key) || HTTP_SETTINGS.test(key)) {
      continue;
    } else if (NAME.test(key)) {
      assignments.push(`${key} = ${stringLiteral(value)}`);
    } else {
      throw new ClickHouseError(115, 'UNKNOWN_SETTING', `Unknown setting ${key}`, 404);
    }
  }
  const inUrl = search.get('query');
  // As a server: the start of the query in the URL, the rest (an insert's rows) in the body.
  if (inUrl !== null)
    return { statement: inUrl, data: body.length ? body : null, database, defaultFormat, assignments };
  return { statement: body.toString('utf8'), data: null, database, defaultFormat, assignments };
}

/**
 * Runs a service query on a session of its own: the settings and parameters are set on that
 * session only, so nothing a request sets reaches another.
 */
async function runService(dataPath: string, q: ServiceQuery, timezone: string): Promise<RunningAnswer> {
  if (q.statement.includes('\0') && q.data === null)
    throw new ClickHouseError(62, 'SYNTAX_ERROR', 'The query contains a zero byte', 400);
  if (!q.statement.trim() && q.data === null)
    throw new ClickHouseError(62, 'SYNTAX_ERROR', 'Empty query', 400);
  const query = embeddedQuery(dataPath);
  try {
    await query.exec(`USE \`${q.database}\``, 'TSV');
    if (q.assignments.length) await query.exec(`SET ${q.assignments.join(', ')}`, 'TSV');
    const format = FORMAT_CLAUSE.exec(q.statement)?.[1] ?? q.defaultFormat;
    if (q.data !== null) {
      const raw = RAW_INSERT.exec(q.statement);
      if (raw) {
        const columns = raw[2]?.split(',').map(unquote).filter(Boolean);
        const table = raw[1]!.split('.').map(unquote).join('.');
        const started = process.hrtime.bigint();
        const written = await query.insert(table, columns?.length ? columns : undefined, raw[3]!, q.data);
        return insertAnswer(format, written, q.data.length, started, timezone);
      }
    }
    const text = q.data === null ? q.statement : `${q.statement}\n${q.data.toString('utf8')}`;
    const running = await query.start(text, q.defaultFormat, q.data === null && STREAMED.test(text));
    return { ...running, format, timezone };
  } finally {
    query.release();
  }
}

function insertAnswer(
  format: string,
  written: number,
  bytes: number,
  started: bigint,
  timezone: string,
): RunningAnswer {
  return {
    format,
    timezone,
    summary: {
      written_rows: String(written),
      written_bytes: String(bytes),
      elapsed_ns: String(process.hrtime.bigint() - started),
    },
    next: () => Promise.resolve(null),
    close: () => undefined,
  };
}

/**
 * The `warehouse` process's server: ClickHouse's HTTP interface over the embedded engine, so
 * that web, worker and scheduler processes reach one data folder as they reach a ClickHouse
 * server (CLICKHOUSE_URL). It serves what @clickhouse/client uses: queries in the URL or the
 * body, inserts with their rows, `param_*`, settings as URL parameters, the `database` and
 * `default_format` parameters, request and answer compression, the X-ClickHouse-* headers,
 * errors in ClickHouse's form and status, and `/ping` (docs/clickhouse.md, "Warehouse").
 */
export function warehouseServer(opts: WarehouseOptions): http.Server {
  const dataPath = path.resolve(opts.dataPath);
  const service = digest(opts.password);
  const analyst = opts.analyst && { ...opts.analyst, digest: digest(opts.analyst.password) };
  const analystEngine: AnalystEngine | undefined =
    opts.analyst && embeddedEngine(dataPath, opts.analyst.limits);
  let timezone: Promise<string> | undefined;
  const zone = () => {
    if (!timezone) {
      const q = embeddedQuery(dataPath);
      timezone = q
        .exec('SELECT timezone()', 'RawBLOB')
        .then((r) => r.toString('utf8').trim())
        .finally(() => q.release());
      // A failure is not kept: the next request asks again.
      timezone.catch(() => (timezone = undefined));
    }
    return timezone;
  };

  /** Which user signed in, or ClickHouse's refusal. */
  function signIn(req: http.IncomingMessage, search: URLSearchParams): 'service' | 'analyst' {
    const c = credentials(req, search);
    // Compared as digests: equal lengths for timingSafeEqual, and no length leak.
    const given = digest(c?.password ?? '');
    if (c?.user === SERVICE_USER && timingSafeEqual(given, service)) return 'service';
    if (analyst && c?.user === analyst.user && timingSafeEqual(given, analyst.digest)) return 'analyst';
    throw authFailed(c?.user || 'default');
  }

  async function query(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    search: URLSearchParams,
    queryId: string,
    started: bigint,
  ): Promise<number> {
    const user = signIn(req, search);
    const askedId = search.get('query_id');
    if (askedId && !QUERY_ID.test(askedId))
      throw new ClickHouseError(
        36,
        'BAD_ARGUMENTS',
        'Invalid query_id: at most 128 characters, visible ASCII only',
        400,
      );
    const body = req.method === 'POST' ? await readRequestBody(req, opts.maxBodyBytes) : Buffer.alloc(0);
    let answer: RunningAnswer | undefined;
    try {
      if (user === 'analyst' && analystEngine) {
        const params = readParams(search, 'default');
        const inUrl = search.get('query');
        const text = body.toString('utf8');
        answer = await analystEngine.run({
          ...params,
          text: inUrl && text ? `${inUrl}\n${text}` : (inUrl ?? text),
        });
      } else {
        answer = await runService(dataPath, serviceQuery(search, body), await zone());
      }
      await sendAnswer(res, answer, queryId, opts.stallMs, started, answerEncoding(req, search));
    } finally {
      answer?.close();
    }
    return 200;
  }

  async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const at = interfacePath(req.url ?? '/', '');
    const search = at?.search ?? new URLSearchParams();
    const asked = search.get('query_id');
    // Only a valid id is echoed: an invalid one is refused (query()), under an id of ours.
    const queryId = asked && QUERY_ID.test(asked) ? asked : randomUUID();
    let status: number;
    try {
      if (at && isPing(req, at.route, search)) {
        status = writePong(req, res);
      } else if (at?.route !== '/') {
        throw new ClickHouseError(
          241,
          'HTTP_HANDLER_NOT_FOUND',
          `There is no handle ${at?.route ?? req.url}. Use / or /ping`,
          404,
        );
      } else if (req.method !== 'GET' && req.method !== 'POST') {
        throw new ClickHouseError(1, 'UNSUPPORTED_METHOD', `Method ${req.method} is not allowed`, 405);
      } else {
        status = await query(req, res, search, queryId, started);
      }
    } catch (err) {
      const known =
        err instanceof ClickHouseError
          ? err
          : new ClickHouseError(1001, 'STD_EXCEPTION', err instanceof Error ? err.message : String(err));
      if (known.code === 1001 && known.status >= 500) opts.logger.error({ err }, 'warehouse query failed');
      // A body left unread would be taken for the next request on this connection.
      if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
      status = writeClickHouseError(res, known, queryId);
    }
    opts.logger.debug(
      { status, queryId, ms: Number(process.hrtime.bigint() - started) / 1e6 },
      'warehouse request',
    );
  }

  const server = http.createServer((req, res) => {
    serve(req, res).catch((err: unknown) => {
      opts.logger.error({ err }, 'warehouse answer failed');
      res.destroy();
    });
  });
  // Longer than the clients' idle socket TTL (2.5 s by default), as a server's 10 s keep-alive.
  server.keepAliveTimeout = 10_000;
  server.requestTimeout = 0;
  return server;
}
