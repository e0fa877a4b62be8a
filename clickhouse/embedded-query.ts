import { ClickHouseError, type RunningAnswer } from './http-interface';

/** A chdb streamed chunk, as the engine hands it over. */
interface ChdbChunk {
  raw(): Uint8Array;
}

interface ChdbSession {
  queryAsync(sql: string, opts: { format: string }): Promise<{ bytes(): Uint8Array }>;
  queryStream(sql: string, opts: { format: string }): AsyncIterable<ChdbChunk>;
  insert(p: {
    table: string;
    columns?: string[];
    values: Buffer;
    format: string;
  }): Promise<{ rowsWritten: number; bytesWritten: number }>;
  close(): void;
}

export const engineError = (err: unknown) =>
  err instanceof ClickHouseError
    ? err
    : ClickHouseError.fromEngine(err instanceof Error ? err.message : String(err));

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The whole answer of a statement the engine does not stream, as one chunk. */
async function* whole(run: () => Promise<Buffer>): AsyncGenerator<ChdbChunk> {
  const body = await run();
  yield { raw: () => body };
}

/**
 * One query on a chdb Session of its own over a data folder (the engine lets several sessions
 * of one process share it). A session keeps what a statement sets (USE, SET, param_*, a
 * failed query's partial output), so a fresh one per query leaves nothing behind for the
 * next, and costs about a millisecond. Its statements run on libuv's thread pool, off the
 * event loop, one after another; its answer is pulled chunk by chunk.
 *
 * `exec` runs a small statement (USE, SET, a check) and answers its bytes; `start` starts the
 * query whose answer is sent (streamed by the engine when `select`, else whole) and hands the
 * session over to that answer's `close`; `insert` passes a body to the engine as bytes.
 * Call `release` when done: it closes the session unless an answer holds it.
 */
export interface EmbeddedQuery {
  exec(sql: string, format: string): Promise<Buffer>;
  start(sql: string, format: string, select: boolean): Promise<Omit<RunningAnswer, 'format'>>;
  insert(table: string, columns: string[] | undefined, format: string, body: Buffer): Promise<number>;
  release(): void;
}

export function embeddedQuery(fullPath: string): EmbeddedQuery {
  const { Session } = require('chdb') as { Session: new (p: string) => ChdbSession };
  const session = new Session(fullPath);
  let handedOver = false;
  const exec = async (sql: string, format: string) => {
    try {
      return asBuffer((await session.queryAsync(sql, { format })).bytes());
    } catch (err) {
      throw engineError(err);
    }
  };
  return {
    exec,
    async insert(table, columns, format, body) {
      try {
        const r = await session.insert({ table, ...(columns ? { columns } : {}), values: body, format });
        return r.rowsWritten;
      } catch (err) {
        throw engineError(err);
      }
    },
    async start(sql, format, select) {
      let iterator: AsyncIterator<ChdbChunk>;
      try {
        iterator = (select ? session.queryStream(sql, { format }) : whole(() => exec(sql, format)))[
          Symbol.asyncIterator
        ]();
      } catch (err) {
        throw engineError(err);
      }
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        // Cancels the stream (after a fetch in flight), then the session behind it.
        void iterator.return?.().catch(() => undefined);
        session.close();
      };
      handedOver = true;
      return {
        summary: {},
        async next() {
          if (closed) return null;
          try {
            const r = await iterator.next();
            if (!r.done) return asBuffer(r.value.raw());
          } catch (err) {
            close();
            throw engineError(err);
          }
          close();
          return null;
        },
        close,
      };
    },
    release() {
      if (!handedOver) session.close();
    },
  };
}
