import path from 'node:path';
import type { AnalystConfig } from '../../config';
import { quoteIdent } from '../../../clickhouse/client';
import { embeddedQuery, engineError } from '../../../clickhouse/embedded-query';
import type { RunningAnswer } from '../../../clickhouse/http-interface';
import { checkStatement, ClickHouseError, stringLiteral } from './statement';

/** One analyst request, its credentials already checked. */
export interface AnalystQuery {
  text: string;
  /** The `database` parameter; the service's own database when absent. */
  database: string;
  /** `default_format`, which a FORMAT clause in the statement overrides. */
  defaultFormat: string;
  /** `param_<name>` values, in ClickHouse's escaped text form as the HTTP interface takes them. */
  params: Record<string, string>;
  /** Output settings the client asked for (the only settings an analyst may pass). */
  settings: Record<string, string>;
}

/**
 * A checked query, running: its answer is pulled chunk by chunk (a chunk is one engine block,
 * a few MB at most), so no single handover holds the event loop for long and nothing larger
 * than a chunk is held in memory. `next` answers null at the end and throws a ClickHouseError
 * when the engine fails or the answer passes its byte cap; `close` ends the query early and
 * releases what it holds (call it in every case).
 */
export type AnalystAnswer = RunningAnswer;

export interface AnalystEngine {
  run(query: AnalystQuery): Promise<AnalystAnswer>;
}

/** Runs one small SQL text (the checks) with the query's settings, answering its bytes. */
type Exec = (sql: string, format: string) => Promise<Buffer>;

/**
 * Starts the checked statement; its answer is pulled with next(), ended with close().
 * `select` says the engine can stream it (other statements answer whole, and small).
 */
type Start = (sql: string, format: string, select: boolean) => Promise<Omit<AnalystAnswer, 'format'>>;

export const tooManyBytes = (max: number, current: number) =>
  new ClickHouseError(
    396,
    'TOO_MANY_ROWS_OR_BYTES',
    `Limit for result exceeded, max bytes: ${max}, current bytes: ${current}`,
  );

/**
 * The engine's parser decides first: formatQuerySingleLine (the text as a string literal, so
 * nothing of it runs) refuses several statements and gives the one statement's canonical
 * text; EXPLAIN AST of that text gives its tree, which checkStatement judges. Only then does
 * the canonical text run, so what ran is exactly what was judged. Its answer is cut at
 * `maxBytes` whatever the engine counts.
 */
async function checkedRun(
  exec: Exec,
  start: Start,
  q: AnalystQuery,
  maxBytes: number,
): Promise<AnalystAnswer> {
  if (q.text.includes('\0')) throw new ClickHouseError(62, 'SYNTAX_ERROR', 'The query contains a zero byte');
  const canonical = (
    await exec(`SELECT formatQuerySingleLine(${stringLiteral(q.text)})`, 'RawBLOB').catch((err: unknown) => {
      throw jsonHint(q.text, err);
    })
  )
    .toString('utf8')
    .trim();
  const ast = (await exec(`EXPLAIN AST ${canonical}`, 'TSVRaw')).toString('utf8');
  const checked = checkStatement(ast, canonical);
  const format = checked.format ?? q.defaultFormat;
  const running = await start(canonical, q.defaultFormat, checked.select);
  let sent = 0;
  return {
    ...running,
    format,
    async next() {
      const chunk = await running.next();
      if (chunk === null) return null;
      sent += chunk.length;
      if (sent > maxBytes) {
        running.close();
        throw tooManyBytes(maxBytes, sent);
      }
      return chunk;
    },
  };
}

/**
 * A REST client pointed at /clickhouse sends JSON, which the parser refuses in its own terms
 * (a `{` reads as a query parameter); the answer then says what the endpoint takes.
 */
function jsonHint(text: string, err: unknown): unknown {
  if (!(err instanceof ClickHouseError) || err.code !== 62 || !/^\s*[{[]/.test(text)) return err;
  return new ClickHouseError(
    62,
    'SYNTAX_ERROR',
    `${err.message}. The body looks like JSON: /clickhouse takes the SQL text itself as the body ` +
      "(or in ?query=), as ClickHouse's HTTP interface does; the REST API is under /v1",
    err.status,
  );
}

/**
 * Rows per engine block of an analyst query, and so per streamed chunk: half a MB for rows of
 * 500 bytes, whose handover to JavaScript (a copy on the event loop) and write to the socket
 * then stay short, and four answers streaming at once interleave finely with every other
 * request. The engine's default (65 409) made chunks of 32 MB and stalls of 250 ms; 4 096 made
 * 2 MB chunks, whose copy and write took tens of ms each on a loaded machine. Blocks read
 * from tables are bounded in bytes as well (PREFERRED_BLOCK_BYTES), whatever their rows.
 */
const BLOCK_ROWS = 1024;
const PREFERRED_BLOCK_BYTES = 512 * 1024;

/**
 * The embedded engine: each analyst query gets a chdb Session of its own on the service's
 * data folder. A session runs its queries one after another, so the service's session never
 * waits behind an analyst; and a session keeps what a statement sets (USE, SET, a failed
 * query's partial output), so a fresh one per query leaves nothing behind for the next.
 * Its queries run on libuv's thread pool, off the event loop, and the answer is streamed.
 */
export function embeddedEngine(dataPath: string, limits: AnalystConfig): AnalystEngine {
  const full = path.resolve(dataPath);
  let timezone: Promise<string> | undefined;
  return {
    async run(q) {
      const query = embeddedQuery(full);
      const exec: Exec = (sql, format) => query.exec(sql, format);
      const start: Start = (sql, format, select) => query.start(sql, format, select);
      try {
        timezone ??= exec('SELECT timezone()', 'RawBLOB').then((r) => r.toString().trim());
        const tz = await timezone;
        // The limits, then readonly = 1 last: from then on the engine refuses any change of
        // a setting (SET, a SETTINGS clause) and every write, whatever the parser check let by.
        const settings = [
          `max_execution_time = ${limits.maxExecutionSeconds}`,
          `timeout_overflow_mode = 'throw'`,
          `max_result_rows = ${limits.maxResultRows}`,
          `max_result_bytes = ${limits.maxResultBytes}`,
          `result_overflow_mode = 'throw'`,
          `max_memory_usage = ${limits.maxMemoryBytes}`,
          `max_threads = ${limits.maxThreads}`,
          `max_block_size = ${BLOCK_ROWS}`,
          `preferred_block_size_bytes = ${PREFERRED_BLOCK_BYTES}`,
          // The analyst's threads yield the CPU to the service's own (the redirect first):
          // nice 19 where the process may renice its threads (CAP_SYS_NICE), else a no-op.
          `os_threads_nice_value_query = 19`,
          ...Object.entries(q.settings).map(([k, v]) => `${k} = ${stringLiteral(v)}`),
          ...Object.entries(q.params).map(([k, v]) => `param_${k} = ${stringLiteral(v)}`),
        ];
        await exec(`USE ${quoteIdent(q.database)}`, 'TSV');
        await exec(`SET ${settings.join(', ')}`, 'TSV');
        await exec('SET readonly = 1', 'TSV');
        return { ...(await checkedRun(exec, start, q, limits.maxResultBytes)), timezone: tz };
      } finally {
        query.release();
      }
    },
  };
}

/**
 * With CLICKHOUSE_URL: the same checks, then the query, on the server under its read-only
 * user (CLICKHOUSE_ANALYST_USER); the server's settings profile holds the limits. The
 * server's answer is streamed through as it comes, under the same byte cap.
 */
export function serverEngine(
  url: string,
  user: string,
  password: string | undefined,
  timeoutMs: number,
  maxResultBytes = Number.MAX_SAFE_INTEGER,
): AnalystEngine {
  // The service's own credentials in CLICKHOUSE_URL are not the analyst's (and fetch refuses a
  // URL that carries any): the analyst signs in with its own user, in headers.
  const server = new URL(url);
  server.username = '';
  server.password = '';
  server.search = '';
  const endpoint = server.toString().replace(/\/$/, '');
  return {
    async run(q) {
      const post = async (sql: string, format: string, abort: AbortController) => {
        const search = new URLSearchParams({ database: q.database, default_format: format });
        for (const [k, v] of Object.entries(q.params)) search.set(`param_${k}`, v);
        for (const [k, v] of Object.entries(q.settings)) search.set(k, v);
        const headers: Record<string, string> = { 'X-ClickHouse-User': user };
        if (password) headers['X-ClickHouse-Key'] = password;
        // The server's profile stops the query itself; this bounds a server that never answers.
        const timer = setTimeout(() => abort.abort(new DOMException('no answer', 'TimeoutError')), timeoutMs);
        try {
          const res = await fetch(`${endpoint}/?${search}`, {
            method: 'POST',
            headers,
            body: sql,
            signal: abort.signal,
          });
          if (!res.ok)
            throw ClickHouseError.fromEngine(Buffer.from(await res.arrayBuffer()).toString('utf8'));
          return { res, timer };
        } catch (err) {
          clearTimeout(timer);
          if (abort.signal.aborted)
            throw new ClickHouseError(
              159,
              'TIMEOUT_EXCEEDED',
              `Timeout exceeded: no answer within ${timeoutMs} ms`,
            );
          throw err;
        }
      };
      const exec: Exec = async (sql, format) => {
        const abort = new AbortController();
        const { res, timer } = await post(sql, format, abort);
        try {
          return Buffer.from(await res.arrayBuffer());
        } catch {
          throw new ClickHouseError(
            159,
            'TIMEOUT_EXCEEDED',
            `Timeout exceeded: no answer within ${timeoutMs} ms`,
          );
        } finally {
          clearTimeout(timer);
        }
      };
      let timezone: string | undefined;
      const start: Start = async (sql, format) => {
        const abort = new AbortController();
        const { res, timer } = await post(sql, format, abort);
        // Headers came: from here the client's reading paces the body (the hot path's stall deadline).
        clearTimeout(timer);
        timezone = res.headers.get('x-clickhouse-timezone') ?? undefined;
        let summary: Record<string, string> = {};
        try {
          summary = JSON.parse(res.headers.get('x-clickhouse-summary') ?? '{}') as Record<string, string>;
        } catch {
          // A summary the client cannot read is left out, not fatal.
        }
        const reader = res.body?.getReader();
        const close = () => {
          abort.abort();
          void reader?.cancel().catch(() => undefined);
        };
        return {
          summary,
          async next() {
            if (!reader) return null;
            try {
              const r = await reader.read();
              return r.done ? null : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
            } catch (err) {
              close();
              throw engineError(err);
            }
          },
          close,
        };
      };
      return { ...(await checkedRun(exec, start, q, maxResultBytes)), timezone };
    },
  };
}
