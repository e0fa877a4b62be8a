import type http from 'node:http';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * ClickHouse's HTTP interface, the part its clients use, shared by the two places that serve
 * it: the analysts' `/clickhouse` endpoint of the web process and the `warehouse` process
 * (docs/clickhouse.md). Errors, credentials, URL parameters, content types and the streamed
 * answer are written here once, as a ClickHouse server writes them.
 */

/** An answer in ClickHouse's error form: `Code: N. DB::Exception: … (NAME)`, with its HTTP status. */
export class ClickHouseError extends Error {
  constructor(
    readonly code: number,
    override readonly name: string,
    message: string,
    readonly status = 500,
    /** Headers of the answer besides ClickHouse's own (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The response body ClickHouse writes for an exception, newline-terminated. */
  body(): string {
    return `Code: ${this.code}. DB::Exception: ${this.message}. (${this.name})\n`;
  }

  /** An engine's own message, already in ClickHouse's form, kept as it is. */
  static fromEngine(raw: string): ClickHouseError {
    // The analyst's parser verdict is asked as `SELECT formatQuerySingleLine('…')`
    // (api/features/analyst/engine.ts): the engine names that wrapper as the scope of the
    // error, which is ours, not the analyst's.
    const message = raw.replace(
      /\.? ?: In scope SELECT formatQuerySingleLine\([\s\S]*\)(?=\. \([A-Z0-9_]+\))/,
      '',
    );
    // The error's name closes the message (a "(NAME)" inside it, a quoted query, is text); a
    // message with more after it is read up to its first name.
    const m =
      /^Code: (\d+)\. DB::Exception: ([\s\S]*?)[.\s]*\(([A-Z0-9_]+)\)(?: \(version [^)]*\))?\s*$/.exec(
        message,
      ) ?? /^Code: (\d+)\. DB::Exception: ([\s\S]*?)\.?\s*\(([A-Z0-9_]+)\)/.exec(message);
    if (!m) return new ClickHouseError(1001, 'STD_EXCEPTION', message.trim());
    const code = Number(m[1]);
    const error = new ClickHouseError(code, m[3], m[2], statusOf(code));
    error.body = () => (message.endsWith('\n') ? message : `${message}\n`);
    return error;
  }
}

/** Codes a server answers with 400: the request cannot be read (syntax, unparsable data). */
const BAD_REQUEST = new Set([6, 15, 25, 26, 27, 38, 41, 44, 53, 62, 72, 117, 321, 376, 456, 457]);
/** Codes a server answers with 404: the request names something that does not exist. */
const NOT_FOUND = new Set([46, 47, 50, 56, 60, 63, 73, 81, 115, 336]);

/** ClickHouse's own mapping of error codes to HTTP statuses (everything else is a 500). */
function statusOf(code: number): number {
  if (BAD_REQUEST.has(code)) return 400;
  if (NOT_FOUND.has(code)) return 404;
  if (code === 164 || code === 497 || code === 291) return 403; // READONLY, ACCESS_DENIED
  if (code === 516 || code === 192 || code === 193 || code === 194) return 401;
  if (code === 202) return 503; // TOO_MANY_SIMULTANEOUS_QUERIES
  if (code === 201) return 429; // QUOTA_EXCEEDED
  return 500;
}

/**
 * A query id a client may choose, echoed in X-ClickHouse-Query-Id: visible ASCII only, since a
 * header cannot carry a line break or a character above U+00FF (the clients send UUIDs).
 */
export const QUERY_ID = /^[\x21-\x7e]{1,128}$/;

/** URL parameters of ClickHouse's HTTP interface that are not settings. */
export const NOT_SETTINGS = new Set([
  'query',
  'database',
  'default_format',
  'query_id',
  'user',
  'password',
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
 * them as a matter of course; they shape the HTTP answer, and the engine does not know them.
 */
export const HTTP_SETTINGS =
  /^(enable_http_compression|http_\w+|send_progress_in_http_headers|cancel_http_readonly_queries_on_client_close|add_http_cors_header)$/;

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

export function contentType(format: string): string {
  return CONTENT_TYPES.find(([re]) => re.test(format))?.[1] ?? 'text/plain; charset=UTF-8';
}

export interface Credentials {
  user: string;
  password: string;
}

/** Basic auth, else the X-ClickHouse-User/-Key headers, else the user/password URL parameters. */
export function credentials(req: http.IncomingMessage, search: URLSearchParams): Credentials | null {
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

export const authFailed = (user: string) =>
  new ClickHouseError(
    516,
    'AUTHENTICATION_FAILED',
    `${user}: Authentication failed: password is incorrect, or there is no user with such name`,
    401,
  );

const clientGone = (what: string) =>
  new ClickHouseError(210, 'NETWORK_ERROR', `The client ${what} before the answer was sent`);

/** How long the error text that ends a streamed answer may take to leave before the cut. */
const ERROR_FLUSH_MS = 5_000;

/**
 * The error in ClickHouse's form. Past the headers (a streamed answer), its text ends the
 * body and the connection is then cut, so no client takes the partial answer for a whole one
 * (a compressed answer is cut at once: text in the middle of it would not decompress).
 */
export function writeClickHouseError(
  res: http.ServerResponse,
  err: ClickHouseError,
  queryId: string,
): number {
  const body = err.body();
  if (res.headersSent) {
    if (res.writableEnded || res.destroyed || res.getHeader('content-encoding')) {
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
 * A running query's answer: pulled chunk by chunk (`next` answers null at the end and throws a
 * ClickHouseError when the engine fails); `close` ends it early and releases what it holds
 * (call it in every case).
 */
export interface RunningAnswer {
  format: string;
  timezone?: string;
  /** What the engine said of the query when it started (a server's X-ClickHouse-Summary). */
  summary: Record<string, string>;
  next(): Promise<Buffer | null>;
  close(): void;
}

/**
 * Resolves when `sink` can take more; rejects when the client goes, or stops reading for
 * `stallMs` (the query and its engine stream are then let go).
 */
function drained(sink: Writable, res: http.ServerResponse, stallMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      clearTimeout(timer);
      sink.off('drain', onDrain);
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
    sink.once('drain', onDrain);
    res.once('close', onClose);
  });
}

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

/** The answer compressions a client may ask for with enable_http_compression=1 and Accept-Encoding. */
export type AnswerEncoding = 'gzip' | 'deflate' | 'br';

/** The encoding to answer in: only when the client asked with enable_http_compression = 1. */
export function answerEncoding(
  req: http.IncomingMessage,
  search: URLSearchParams,
): AnswerEncoding | undefined {
  if (search.get('enable_http_compression') !== '1') return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((s) => s.trim().split(';')[0]?.toLowerCase());
  return (['gzip', 'deflate', 'br'] as const).find((e) => accepted.includes(e));
}

function compressor(encoding: AnswerEncoding): zlib.Gzip | zlib.Deflate | zlib.BrotliCompress {
  if (encoding === 'gzip') return zlib.createGzip({ level: 3 });
  if (encoding === 'deflate') return zlib.createDeflate({ level: 3 });
  return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
}

/**
 * Sends a running answer: read ahead up to READ_AHEAD_BYTES (an answer that ends there gets
 * its Content-Length, one that fails there its error status), then the rest chunk by chunk,
 * each written only once the client has taken the one before.
 */
export async function sendAnswer(
  res: http.ServerResponse,
  answer: RunningAnswer,
  queryId: string,
  stallMs: number,
  started: bigint,
  encoding?: AnswerEncoding,
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
  if (answer.timezone && QUERY_ID.test(answer.timezone)) headers['X-ClickHouse-Timezone'] = answer.timezone;
  // A small answer compresses in one go, with its length; a streamed one through the compressor.
  if (encoding && ended) {
    const whole = Buffer.concat(ahead);
    const packed =
      encoding === 'gzip'
        ? zlib.gzipSync(whole, { level: 3 })
        : encoding === 'deflate'
          ? zlib.deflateSync(whole, { level: 3 })
          : zlib.brotliCompressSync(whole, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': packed.length });
    res.end(packed);
    return;
  }
  if (ended) headers['Content-Length'] = size;
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers);
  const sink: Writable = encoding ? compressor(encoding) : res;
  if (sink !== res) sink.pipe(res);
  for (const chunk of ahead) sink.write(chunk);
  if (!ended) {
    for (;;) {
      if (res.destroyed) throw clientGone('went away');
      if (sink.writableNeedDrain) await drained(sink, res, stallMs);
      const chunk = await answer.next();
      if (chunk === null) break;
      for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
        if (at > 0) {
          await new Promise((resolve) => setImmediate(resolve));
          if (res.destroyed) throw clientGone('went away');
          if (sink.writableNeedDrain) await drained(sink, res, stallMs);
        }
        sink.write(chunk.subarray(at, at + SLICE_BYTES));
      }
    }
  }
  sink.end();
}

/** `base`, `base/`, `base/…` and `base?…` are the interface's; `basefoo` is not. */
export function interfacePath(url: string, base: string): { route: string; search: URLSearchParams } | null {
  if (!url.startsWith(base)) return null;
  const next = url[base.length];
  if (base && next !== undefined && next !== '/' && next !== '?') return null;
  const q = url.indexOf('?');
  // Clients join their own path to the base URL, so /clickhouse//ping is /clickhouse/ping.
  const rest = (q < 0 ? url : url.slice(0, q)).slice(base.length).replace(/\/+/g, '/');
  return {
    route: rest === '' ? '/' : rest.replace(/(.)\/$/, '$1'),
    search: new URLSearchParams(q < 0 ? '' : url.slice(q + 1)),
  };
}

/** ClickHouse's health answer, which needs no credentials. */
export function writePong(req: http.IncomingMessage, res: http.ServerResponse): number {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Length': 4 });
  res.end(req.method === 'HEAD' ? undefined : 'Ok.\n');
  return 200;
}

/** `/ping`, and `/` asked with no query, are the health check. */
export function isPing(req: http.IncomingMessage, route: string, search: URLSearchParams): boolean {
  return route === '/ping' || (route === '/' && req.method !== 'POST' && !search.has('query'));
}
