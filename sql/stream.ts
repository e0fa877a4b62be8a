import Cursor from 'pg-cursor';
import { pgp, sessionSettingsOf, type DB } from './db';
import type { SqlTemplate } from './query-file';

/**
 * Rows of a query read through a server-side cursor in batches, so an export of a million
 * rows holds one batch in memory at a time. The connection is released when iteration ends,
 * including when the consumer stops early. The query is a template and is formatted here,
 * once, with its values: never text that was formatted before (see SqlTemplate).
 */
export async function* streamRows<T = Record<string, unknown>>(
  db: DB,
  query: SqlTemplate,
  values: Record<string, unknown> | unknown[],
  batchSize = 1000,
): AsyncGenerator<T> {
  const text = pgp.as.format(query, values);
  const sco = await db.connect();
  // Through a transaction pooler a cursor cannot carry the pool's settings in its own text: it
  // reads inside a transaction that sets them first (sql/db.ts).
  const settings = sessionSettingsOf(sco.client);
  if (settings) await sco.client.query(`BEGIN; ${settings}`);
  // pg returns the submittable it is given; pg-promise types the client for plain queries only.
  const cursor = (sco.client as unknown as { query<C>(c: C): C }).query(new Cursor<T>(text));
  let ended = false;
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (!rows.length) return;
      for (const row of rows) yield row;
    }
  } finally {
    await cursor.close().catch(() => undefined);
    if (settings)
      ended = await sco.client.query('COMMIT').then(
        () => true,
        () => false,
      );
    // A connection whose transaction could not end is not given back to the pool.
    sco.done(Boolean(settings) && !ended);
  }
}

/**
 * streamRows with the connection taken, the cursor opened and its first batch read before
 * this returns: a download opens its rows before it sends a header, so no connection in time,
 * or a query that fails at once, is an error answer rather than a 200 cut short. The
 * connection is held from here on: `return()` (or iterating to the end) gives it back, even
 * when nothing was iterated.
 */
export async function openRows<T = Record<string, unknown>>(
  db: DB,
  query: SqlTemplate,
  values: Record<string, unknown> | unknown[],
  batchSize = 1000,
): Promise<OpenRows<T>> {
  const rows = streamRows<T>(db, query, values, batchSize);
  let first: IteratorResult<T> | null = await rows.next();
  const open: OpenRows<T> = {
    next() {
      const head = first;
      first = null;
      return head ? Promise.resolve(head) : rows.next();
    },
    return() {
      first = null;
      return rows.return(undefined);
    },
    [Symbol.asyncIterator]: () => open,
  };
  return open;
}

/** Rows already being read; `return()` closes the cursor and gives the connection back. */
export interface OpenRows<T> extends AsyncIterableIterator<T> {
  return(): Promise<IteratorResult<T>>;
}
