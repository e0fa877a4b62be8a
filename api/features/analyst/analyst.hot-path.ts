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
  answerEncoding,
  authFailed as authenticationFailed,
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
} from '../../../clickhouse/http-interface';
import {
  embeddedEngine,
  serverEngine,
  type AnalystAnswer,
  type AnalystEngine,
  type AnalystQuery,
} from './engine';

export const ANALYST_USER = 'analyst';
const ROUTE = '/clickhouse';
/** The query text (URL and body together); ClickHouse's own max_query_size is 256 KiB. */
const MAX_QUERY_BYTES = 1024 * 1024;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
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

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

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

const authFailed = () => authenticationFailed(ANALYST_USER);

/** The request's URL parameters as an AnalystQuery (less its text), or ClickHouse's refusal. */
export function readParams(search: URLSearchParams, serviceDatabase: string): Omit<AnalystQuery, 'text'> {
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
        if (!interfacePath(req.url ?? '/', ROUTE)) return false;
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
      await sendAnswer(
        res,
        answer,
        queryId,
        config.deadlines.exportIdleMs,
        started,
        answerEncoding(req, search),
      );
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
      if (isPing(req, route, search)) {
        status = writePong(req, res);
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
      const at = interfacePath(req.url ?? '/', ROUTE);
      if (!at) return false;
      for (const [k, v] of Object.entries(security)) res.setHeader(k, v);
      serve(req, res, at.route, at.search).catch((err: unknown) => {
        // Answering failed too (a header the socket refused, a client gone mid-write): the
        // connection is closed, never the process.
        deps.logger.error({ err, route: ROUTE }, 'analyst answer failed');
        res.destroy();
      });
      return true;
    },
  };
}
