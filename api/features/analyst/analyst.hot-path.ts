import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { Deps } from '../../deps';
import { readBody } from '../../http/raw';
import { recordRawRequest, writeError } from '../../http/raw';
import { securityHeaders } from '../../http/security-headers';
import { NotFoundError } from '../../errors';
import { requestIdFrom } from '../../middleware/request-id';
import type { HotPath } from '../../http/hot-path';
import { clientAddressOf } from '../../http/client-address';
import { RateLimits } from '../../middleware/rate-limit';
import {
  embeddedEngine,
  serverEngine,
  type AnalystAnswer,
  type AnalystEngine,
  type AnalystQuery,
} from './engine';
import { ClickHouseError } from './statement';

export const ANALYST_USER = 'analyst';
const ROUTE = '/clickhouse';
/** The query text (URL and body together); ClickHouse's own max_query_size is 256 KiB. */
const MAX_QUERY_BYTES = 1024 * 1024;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * A client's query id, echoed in X-ClickHouse-Query-Id: visible ASCII only, since a header
 * cannot carry a line break or a character above U+00FF (the clients send UUIDs).
 */
const QUERY_ID = /^[\x21-\x7e]{1,128}$/;
/**
 * What is read ahead of the headers: an answer that ends (or fails) within it is sent with
 * its length (or its error status); a longer one is streamed and a later failure is written
 * at its end, as ClickHouse does past its own response buffer.
 */
const READ_AHEAD_BYTES = 1024 * 1024;
/**
 * The most of an answer handed to the socket in one turn of the event loop: a larger chunk
 * (rows can be wide) is written in slices with a turn between them, so other requests
 * (/healthz, the redirect) are served while a large answer streams.
 */
const SLICE_BYTES = 256 * 1024;
/** How long the error text that ends a streamed answer may take to leave before the cut. */
const ERROR_FLUSH_MS = 5_000;

/** URL parameters of ClickHouse's HTTP interface that are not settings; the ones marked are read. */
const NOT_SETTINGS = new Set([
  'query', // read
  'database', // read
  'default_format', // read
  'query_id', // read
  'user', // read
  'password', // read
  'session_id',
  'session_timeout',
  'session_check',
  'quota_key',
  'role',
  'compress',
  'decompress',
  'buffer_size',
  'wait_end_of_query',
  'stacktrace',
]);

/**
 * Settings of the HTTP layer (compression, progress headers, buffering): the clients send
 * them as a matter of course; this endpoint answers uncompressed and buffered, so they
 * change nothing and are let by unread.
 */
const HTTP_SETTINGS =
  /^(enable_http_compression|http_\w+|send_progress_in_http_headers|cancel_http_readonly_queries_on_client_close|add_http_cors_header)$/;

/**
 * The settings an analyst may pass: how the output is written (output_format_*, except the
 * ones that name a schema file), nothing about what runs or its limits. Anything else is
 * refused as a readonly server refuses it.
 */
function isOutputSetting(name: string): boolean {
  return (
    (name.startsWith('output_format_') && !name.includes('schema')) ||
    name === 'date_time_output_format' ||
    name === 'extremes'
  );
}

const CONTENT_TYPES: [RegExp, string][] = [
  [/^(TabSeparated|TSV)/, 'text/tab-separated-values; charset=UTF-8'],
  [/^CSV/, 'text/csv; charset=UTF-8'],
  [
    /^(JSONEachRow|JSONLines|NDJSON|JSONCompactEachRow|JSONStringsEachRow)/,
    'application/x-ndjson; charset=UTF-8',
  ],
  [/^JSON/, 'application/json; charset=UTF-8'],
  [
    /^(Parquet|Arrow|ArrowStream|Native|ORC|Avro|RowBinary|MsgPack|Protobuf|CapnProto|BSONEachRow|Npy)/,
    'application/octet-stream',
  ],
  [/^XML/, 'application/xml; charset=UTF-8'],
];

function contentType(format: string): string {
  return CONTENT_TYPES.find(([re]) => re.test(format))?.[1] ?? 'text/plain; charset=UTF-8';
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

interface Credentials {
  user: string;
  password: string;
}

/** Basic auth, else the X-ClickHouse-User/-Key headers, else the user/password URL parameters. */
function credentials(req: http.IncomingMessage, search: URLSearchParams): Credentials | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Basic ')) {
    const decoded = Buffer.from(auth.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  const header = req.headers['x-clickhouse-user'];
  if (typeof header === 'string') {
    const key = req.headers['x-clickhouse-key'];
    return { user: header, password: typeof key === 'string' ? key : '' };
  }
  const user = search.get('user');
  return user === null ? null : { user, password: search.get('password') ?? '' };
}

const clientGone = (what: string) =>
  new ClickHouseError(210, 'NETWORK_ERROR', `The client ${what} before the answer was sent`);

/** ClickHouse's own answer to a spent quota (429), with the wait in Retry-After. */
const tooManySignIns = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ClickHouseError(
    201,
    'QUOTA_EXCEEDED',
    `${ANALYST_USER}: too many failed sign-ins from this address; retry in ${seconds} s`,
    429,
    { 'Retry-After': String(seconds) },
  );
};

const authFailed = () =>
  new ClickHouseError(
    516,
    'AUTHENTICATION_FAILED',
    `${ANALYST_USER}: Authentication failed: password is incorrect, or there is no user with such name`,
    401,
  );

/** The request's URL parameters as an AnalystQuery (less its text), or ClickHouse's refusal. */
function readParams(search: URLSearchParams, serviceDatabase: string): Omit<AnalystQuery, 'text'> {
  const q: Omit<AnalystQuery, 'text'> = {
    database: search.get('database') || serviceDatabase,
    defaultFormat: search.get('default_format') || 'TabSeparated',
    params: {},
    settings: {},
  };
  if (!NAME.test(q.database))
    throw new ClickHouseError(81, 'UNKNOWN_DATABASE', `Database ${q.database} does not exist`, 404);
  if (!NAME.test(q.defaultFormat))
    throw new ClickHouseError(73, 'UNKNOWN_FORMAT', `Unknown output format ${q.defaultFormat}`, 500);
  for (const [key, value] of search) {
    if (key.startsWith('param_')) {
      const name = key.slice(6);
      if (!NAME.test(name))
        throw new ClickHouseError(456, 'UNKNOWN_QUERY_PARAMETER', `Invalid query parameter name ${key}`, 400);
      q.params[name] = value;
    } else if (NOT_SETTINGS.has(key) || HTTP_SETTINGS.test(key)) {
      continue;
    } else if (NAME.test(key) && isOutputSetting(key)) {
      q.settings[key] = value;
    } else {
      throw new ClickHouseError(164, 'READONLY', `Cannot modify '${key}' setting in readonly mode`, 403);
    }
  }
  return q;
}

/** /clickhouse, /clickhouse/…, /clickhouse?…, never /clickhousefoo. */
function ours(url: string): boolean {
  return (
    url.startsWith(ROUTE) &&
    (url.length === ROUTE.length || url[ROUTE.length] === '/' || url[ROUTE.length] === '?')
  );
}

/**
 * The error in ClickHouse's form. Past the headers (a streamed answer), its text ends the
 * body and the connection is then cut, so no client takes the partial answer for a whole one.
 */
function writeClickHouseError(res: http.ServerResponse, err: ClickHouseError, queryId: string): number {
  const body = err.body();
  if (res.headersSent) {
    if (res.writableEnded || res.destroyed) {
      res.destroy();
    } else {
      // Cut once the text is out, or soon if the client reads nothing more.
      const cut = setTimeout(() => res.destroy(), ERROR_FLUSH_MS);
      res.write(`\n${body}`, () => {
        clearTimeout(cut);
        res.destroy();
      });
    }
    return err.status;
  }
  res.writeHead(err.status, {
    ...err.headers,
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Length': Buffer.byteLength(body),
    'X-ClickHouse-Exception-Code': String(err.code),
    'X-ClickHouse-Query-Id': queryId,
  });
  res.end(body);
  return err.status;
}

/**
 * Resolves when `res` can take more; rejects when the client goes, or stops reading for
 * `stallMs` (the query's slot and engine stream are then let go).
 */
function drained(res: http.ServerResponse, stallMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(clientGone('went away'));
    const timer = setTimeout(() => {
      res.destroy();
      done(clientGone(`stopped reading for ${stallMs} ms`));
    }, stallMs);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/**
 * Sends a running answer: read ahead up to READ_AHEAD_BYTES (an answer that ends there gets
 * its Content-Length, one that fails there its error status), then the rest chunk by chunk,
 * each written only once the client has taken the one before.
 */
async function sendAnswer(
  res: http.ServerResponse,
  answer: AnalystAnswer,
  queryId: string,
  stallMs: number,
  started: bigint,
): Promise<void> {
  const ahead: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < READ_AHEAD_BYTES) {
    const chunk = await answer.next();
    if (chunk === null) {
      ended = true;
      break;
    }
    ahead.push(chunk);
    size += chunk.length;
  }
  const summary = {
    read_rows: '0',
    read_bytes: '0',
    written_rows: '0',
    written_bytes: '0',
    total_rows_to_read: '0',
    result_rows: '0',
    result_bytes: ended ? String(size) : '0',
    elapsed_ns: String(process.hrtime.bigint() - started),
    ...answer.summary,
  };
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': contentType(answer.format),
    'X-ClickHouse-Format': answer.format,
    'X-ClickHouse-Query-Id': queryId,
    'X-ClickHouse-Summary': JSON.stringify(summary),
  };
  if (ended) headers['Content-Length'] = size;
  if (answer.timezone && QUERY_ID.test(answer.timezone)) headers['X-ClickHouse-Timezone'] = answer.timezone;
  res.writeHead(200, headers);
  for (const chunk of ahead) res.write(chunk);
  if (!ended) {
    for (;;) {
      if (res.destroyed) throw clientGone('went away');
      if (res.writableNeedDrain) await drained(res, stallMs);
      const chunk = await answer.next();
      if (chunk === null) break;
      for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
        if (at > 0) {
          await new Promise((resolve) => setImmediate(resolve));
          if (res.destroyed) throw clientGone('went away');
          if (res.writableNeedDrain) await drained(res, stallMs);
        }
        res.write(chunk.subarray(at, at + SLICE_BYTES));
      }
    }
  }
  res.end();
}

/**
 * ClickHouse's HTTP interface at /clickhouse for the `analyst` user (docs/clickhouse.md),
 * raw before Express: the official clients and notebooks point at it unchanged. Served only
 * with ANALYST_PASSWORD set; without it the path is Express's 404 like any unknown route.
 * Read-only by construction: the engine's parser judges each statement (./statement.ts) and
 * it runs in a session of its own with readonly = 1 and the limits (./engine.ts).
 */
export function analystHotPath(deps: Deps): HotPath {
  const { config } = deps;
  const password = config.analyst.password;
  const security = securityHeaders(config.appScheme);
  if (!password) {
    // Answered here as Express answers an unknown route: its body parser would answer a
    // client's SQL body with a 400 first.
    return {
      handle(req, res) {
        if (!ours(req.url ?? '/')) return false;
        writeError(
          res,
          new NotFoundError('Route not found'),
          { logger: deps.logger, reqId: requestIdFrom(req.headers['x-request-id']), route: ROUTE },
          security,
        );
        return true;
      },
    };
  }
  const expected = digest(password);
  const engine: AnalystEngine = deps.ch.embedded
    ? embeddedEngine(config.clickhousePath, config.analyst)
    : serverEngine(
        config.clickhouseUrl ?? '',
        config.analyst.serverUser,
        config.analyst.serverPassword,
        // The query's own limit, and time for the server to say so.
        (config.analyst.maxExecutionSeconds + 10) * 1000,
        config.analyst.maxResultBytes,
      );
  let running = 0;
  const limits = new RateLimits(deps);
  const client = clientAddressOf(config);

  /**
   * The credentials, checked. Failed sign-ins are counted per client address, as the REST
   * API's token sign-in is limited (README, Security); past the budget every attempt from
   * that address is refused with 429 before its password is judged, a good one included.
   */
  async function signIn(req: http.IncomingMessage, search: URLSearchParams): Promise<void> {
    const ip = client.ip(req) ?? 'unknown';
    const wait = await limits.retryAfter('analystSignIn', ip);
    if (wait !== null) throw tooManySignIns(wait);
    const c = credentials(req, search);
    // Compared as digests: equal lengths for timingSafeEqual, and no length leak.
    if (c !== null && c.user === ANALYST_USER && timingSafeEqual(digest(c.password), expected)) return;
    const spent = await limits.consume('analystSignIn', ip);
    if (spent.retryAfterSeconds !== null) throw tooManySignIns(spent.retryAfterSeconds);
    throw authFailed();
  }

  async function query(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    search: URLSearchParams,
    queryId: string,
    started: bigint,
  ): Promise<number> {
    await signIn(req, search);
    const askedId = search.get('query_id');
    if (askedId && !QUERY_ID.test(askedId))
      throw new ClickHouseError(
        36,
        'BAD_ARGUMENTS',
        'Invalid query_id: at most 128 characters, visible ASCII only',
        400,
      );
    const params = readParams(search, config.clickhouseDatabase);
    let body: string;
    try {
      body = req.method === 'POST' ? await readBody(req, MAX_QUERY_BYTES) : '';
    } catch {
      throw new ClickHouseError(
        62,
        'SYNTAX_ERROR',
        `Max query size exceeded (${MAX_QUERY_BYTES} bytes)`,
        413,
      );
    }
    // ClickHouse joins the two with a newline: the start of the query in the URL, the rest in the body.
    const inUrl = search.get('query');
    const text = inUrl && body ? `${inUrl}\n${body}` : (inUrl ?? body);
    if (running >= config.analyst.maxQueries)
      throw new ClickHouseError(
        202,
        'TOO_MANY_SIMULTANEOUS_QUERIES',
        `Too many simultaneous queries for user ${ANALYST_USER}. Maximum: ${config.analyst.maxQueries}`,
        503,
      );
    running += 1;
    let answer: AnalystAnswer | undefined;
    try {
      answer = await engine.run({ ...params, text });
      await sendAnswer(res, answer, queryId, config.deadlines.exportIdleMs, started);
    } finally {
      // Once the answer is sent, or its client gone: the engine's stream (and its session)
      // ends with close(), and only then is the slot free.
      answer?.close();
      running -= 1;
    }
    return 200;
  }

  async function serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    route: string,
    search: URLSearchParams,
  ) {
    const start = process.hrtime.bigint();
    const reqId = requestIdFrom(req.headers['x-request-id']);
    const asked = search.get('query_id');
    // Only a valid id is echoed: an invalid one is refused (query()), under an id of ours.
    const queryId = asked && QUERY_ID.test(asked) ? asked : randomUUID();
    let status: number;
    try {
      if (route === '/ping' || (route === '/' && req.method !== 'POST' && !search.has('query'))) {
        // As ClickHouse: the health answer needs no credentials.
        res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Length': 4 });
        res.end(req.method === 'HEAD' ? undefined : 'Ok.\n');
        status = 200;
      } else if (route !== '/') {
        throw new ClickHouseError(
          241,
          'HTTP_HANDLER_NOT_FOUND',
          `There is no handle ${ROUTE}${route}. Use ${ROUTE}/ or ${ROUTE}/ping`,
          404,
        );
      } else if (req.method !== 'GET' && req.method !== 'POST') {
        throw new ClickHouseError(1, 'UNSUPPORTED_METHOD', `Method ${req.method} is not allowed`, 405);
      } else {
        status = await query(req, res, search, queryId, start);
      }
    } catch (err) {
      const known =
        err instanceof ClickHouseError
          ? err
          : new ClickHouseError(1001, 'STD_EXCEPTION', err instanceof Error ? err.message : String(err));
      if (known.status >= 500 && known.code === 1001)
        deps.logger.error({ err, reqId }, 'analyst query failed');
      status = writeClickHouseError(res, known, queryId);
    }
    recordRawRequest(deps.logger, ROUTE, req.method ?? 'GET', ROUTE + route, status, reqId, start);
  }

  return {
    handle(req, res) {
      const url = req.url ?? '/';
      if (!ours(url)) return false;
      for (const [k, v] of Object.entries(security)) res.setHeader(k, v);
      const q = url.indexOf('?');
      // Clients join their own path to the base URL, so /clickhouse//ping is /clickhouse/ping.
      const rest = (q < 0 ? url : url.slice(0, q)).slice(ROUTE.length).replace(/\/+/g, '/');
      serve(
        req,
        res,
        rest === '' ? '/' : rest.replace(/(.)\/$/, '$1'),
        new URLSearchParams(q < 0 ? '' : url.slice(q + 1)),
      ).catch((err: unknown) => {
        // Answering failed too (a header the socket refused, a client gone mid-write): the
        // connection is closed, never the process.
        deps.logger.error({ err, route: ROUTE }, 'analyst answer failed');
        res.destroy();
      });
      return true;
    },
  };
}
