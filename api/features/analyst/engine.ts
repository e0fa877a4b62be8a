import path from 'node:path';
import type { AnalystConfig } from '../../config';
import { quoteIdent } from '../../../clickhouse/client';
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

export interface AnalystAnswer {
  body: Buffer;
  format: string;
  summary: Record<string, string>;
  timezone?: string;
}

export interface AnalystEngine {
  run(query: AnalystQuery): Promise<AnalystAnswer>;
}

/** Runs one SQL text with the session's (or request's) settings, answering its bytes. */
type Exec = (
  sql: string,
  format: string,
) => Promise<{ body: Buffer; rowsRead: number; bytesRead: number; elapsed: number }>;

/**
 * The engine's parser decides first: formatQuerySingleLine (the text as a string literal, so
 * nothing of it runs) refuses several statements and gives the one statement's canonical
 * text; EXPLAIN AST of that text gives its tree, which checkStatement judges. Only then does
 * the canonical text run, so what ran is exactly what was judged.
 */
async function checkedRun(exec: Exec, q: AnalystQuery): Promise<AnalystAnswer> {
  if (q.text.includes('\0')) throw new ClickHouseError(62, 'SYNTAX_ERROR', 'The query contains a zero byte');
  const canonical = (await exec(`SELECT formatQuerySingleLine(${stringLiteral(q.text)})`, 'RawBLOB')).body
    .toString('utf8')
    .trim();
  const ast = (await exec(`EXPLAIN AST ${canonical}`, 'TSVRaw')).body.toString('utf8');
  const format = checkStatement(ast, canonical) ?? q.defaultFormat;
  const r = await exec(canonical, q.defaultFormat);
  return {
    body: r.body,
    format,
    summary: {
      read_rows: String(r.rowsRead),
      read_bytes: String(r.bytesRead),
      written_rows: '0',
      written_bytes: '0',
      total_rows_to_read: String(r.rowsRead),
      result_rows: '0',
      result_bytes: String(r.body.length),
      elapsed_ns: String(Math.round(r.elapsed * 1e9)),
    },
  };
}

interface ChdbSession {
  queryAsync(
    sql: string,
    opts: { format: string },
  ): Promise<{ bytes(): Uint8Array; rowsRead: number; bytesRead: number; elapsed: number }>;
  close(): void;
}

/**
 * The embedded engine: each analyst query gets a chdb Session of its own on the service's
 * data folder. A session runs its queries one after another, so the service's session never
 * waits behind an analyst; and a session keeps what a statement sets (USE, SET, a failed
 * query's partial output), so a fresh one per query leaves nothing behind for the next.
 * Its queries run on libuv's thread pool, off the event loop.
 */
export function embeddedEngine(dataPath: string, limits: AnalystConfig): AnalystEngine {
  const full = path.resolve(dataPath);
  const { Session } = require('chdb') as { Session: new (p: string) => ChdbSession };
  let timezone: Promise<string> | undefined;
  return {
    async run(q) {
      const session = new Session(full);
      const exec: Exec = async (sql, format) => {
        try {
          const r = await session.queryAsync(sql, { format });
          const bytes = r.bytes();
          const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          return { body, rowsRead: r.rowsRead, bytesRead: r.bytesRead, elapsed: r.elapsed };
        } catch (err) {
          throw ClickHouseError.fromEngine(err instanceof Error ? err.message : String(err));
        }
      };
      try {
        timezone ??= exec('SELECT timezone()', 'RawBLOB').then((r) => r.body.toString().trim());
        const tz = await timezone;
        // The limits, then readonly = 1 last: from then on the engine refuses any change of
        // a setting (SET, a SETTINGS clause) and every write, whatever the parser check let by.
        const settings = [
          `max_execution_time = ${limits.maxExecutionSeconds}`,
          `timeout_overflow_mode = 'throw'`,
          `max_result_rows = ${limits.maxResultRows}`,
          `result_overflow_mode = 'throw'`,
          `max_memory_usage = ${limits.maxMemoryBytes}`,
          `max_threads = ${limits.maxThreads}`,
          // The analyst's threads yield the CPU to the service's own (the redirect first):
          // nice 19 where the process may renice its threads (CAP_SYS_NICE), else a no-op.
          `os_threads_nice_value_query = 19`,
          ...Object.entries(q.settings).map(([k, v]) => `${k} = ${stringLiteral(v)}`),
          ...Object.entries(q.params).map(([k, v]) => `param_${k} = ${stringLiteral(v)}`),
        ];
        await exec(`USE ${quoteIdent(q.database)}`, 'TSV');
        await exec(`SET ${settings.join(', ')}`, 'TSV');
        await exec('SET readonly = 1', 'TSV');
        return { ...(await checkedRun(exec, q)), timezone: tz };
      } finally {
        session.close();
      }
    },
  };
}

/**
 * With CLICKHOUSE_URL: the same checks, then the query, on the server under its read-only
 * user (CLICKHOUSE_ANALYST_USER); the server's settings profile holds the limits.
 */
export function serverEngine(
  url: string,
  user: string,
  password: string | undefined,
  timeoutMs: number,
): AnalystEngine {
  return {
    async run(q) {
      let timezone: string | undefined;
      const exec: Exec = async (sql, format) => {
        const search = new URLSearchParams({ database: q.database, default_format: format });
        for (const [k, v] of Object.entries(q.params)) search.set(`param_${k}`, v);
        for (const [k, v] of Object.entries(q.settings)) search.set(k, v);
        const headers: Record<string, string> = { 'X-ClickHouse-User': user };
        if (password) headers['X-ClickHouse-Key'] = password;
        // The server's profile stops the query itself; this bounds a server that never answers.
        let res: Response;
        let body: Buffer;
        try {
          res = await fetch(`${url.replace(/\/$/, '')}/?${search}`, {
            method: 'POST',
            headers,
            body: sql,
            signal: AbortSignal.timeout(timeoutMs),
          });
          body = Buffer.from(await res.arrayBuffer());
        } catch (err) {
          if ((err as Error).name === 'TimeoutError')
            throw new ClickHouseError(
              159,
              'TIMEOUT_EXCEEDED',
              `Timeout exceeded: no answer within ${timeoutMs} ms`,
            );
          throw err;
        }
        if (!res.ok) throw ClickHouseError.fromEngine(body.toString('utf8'));
        timezone = res.headers.get('x-clickhouse-timezone') ?? undefined;
        const s = JSON.parse(res.headers.get('x-clickhouse-summary') ?? '{}') as Record<string, string>;
        const elapsed = Number(s.elapsed_ns ?? 0) / 1e9;
        return { body, rowsRead: Number(s.read_rows ?? 0), bytesRead: Number(s.read_bytes ?? 0), elapsed };
      };
      return { ...(await checkedRun(exec, q)), timezone };
    },
  };
}
