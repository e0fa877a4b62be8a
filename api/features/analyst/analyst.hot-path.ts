import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { Deps } from '../../deps';
import { readBody } from '../../http/raw';
import { recordRawRequest, writeError } from '../../http/raw';
import { securityHeaders } from '../../http/security-headers';
import { NotFoundError } from '../../errors';
import { requestIdFrom } from '../../middleware/request-id';
import type { HotPath } from '../../http/hot-path';
import { embeddedEngine, serverEngine, type AnalystEngine, type AnalystQuery } from './engine';
import { ClickHouseError } from './statement';

export const ANALYST_USER = 'analyst';
const ROUTE = '/clickhouse';
/** The query text (URL and body together); ClickHouse's own max_query_size is 256 KiB. */
const MAX_QUERY_BYTES = 1024 * 1024;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

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

function writeClickHouseError(res: http.ServerResponse, err: ClickHouseError, queryId: string): number {
  if (res.headersSent) {
    res.destroy();
    return err.status;
  }
  const body = err.body();
  res.writeHead(err.status, {
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Length': Buffer.byteLength(body),
    'X-ClickHouse-Exception-Code': String(err.code),
    'X-ClickHouse-Query-Id': queryId,
  });
  res.end(body);
  return err.status;
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
      );
  let running = 0;

  function authorized(c: Credentials | null): boolean {
    // Compared as digests: equal lengths for timingSafeEqual, and no length leak.
    return c !== null && c.user === ANALYST_USER && timingSafeEqual(digest(c.password), expected);
  }

  async function query(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    search: URLSearchParams,
    queryId: string,
  ): Promise<number> {
    if (!authorized(credentials(req, search))) throw authFailed();
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
    let answer;
    try {
      answer = await engine.run({ ...params, text });
    } finally {
      // After the engine is done with it, not when the client leaves: a query cannot be
      // interrupted, so it holds its slot until it ends (at most max_execution_time).
      running -= 1;
    }
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': contentType(answer.format),
      'Content-Length': answer.body.length,
      'X-ClickHouse-Format': answer.format,
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Summary': JSON.stringify(answer.summary),
    };
    if (answer.timezone) headers['X-ClickHouse-Timezone'] = answer.timezone;
    res.writeHead(200, headers);
    res.end(answer.body);
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
    const queryId = search.get('query_id') || randomUUID();
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
        status = await query(req, res, search, queryId);
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
      void serve(
        req,
        res,
        rest === '' ? '/' : rest.replace(/(.)\/$/, '$1'),
        new URLSearchParams(q < 0 ? '' : url.slice(q + 1)),
      );
      return true;
    },
  };
}
