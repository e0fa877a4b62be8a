import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { createDb, isStatementTimeout, pgp, type DB } from '../../sql/db';
import type pg from 'pg';
import type { SqlTemplate } from '../../sql/query-file';
import { streamRows } from '../../sql/stream';
import { deps } from '../helpers/context';
import { freePort } from '../helpers/net';

const run = promisify(execFile);
/** A constant query of the test as a template (it holds no values). */
const sql = (text: string) => text as SqlTemplate;
const ROOT = path.join(__dirname, '..', '..');

/**
 * The service's pools through PgBouncer in transaction mode (scripts/pgbouncer.sh starts a
 * local one, installing Debian's package when missing): the deadlines still cancel on the
 * server, and nothing a pool sets stays on the server sessions the pooler shares.
 */
describe('PostgreSQL through PgBouncer in transaction mode (PG_TRANSACTION_POOLING)', function () {
  this.timeout(60_000);
  let dir = '';
  let url = '';
  const pools: DB[] = [];
  const pool = (o: Parameters<typeof createDb>[1]) => {
    const db = createDb(url, { max: 4, transactionPooling: true, ...o });
    pools.push(db);
    return db;
  };

  before(async () => {
    const port = await freePort();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'aff-pgbouncer-'));
    await run('bash', ['scripts/pgbouncer.sh', 'start', String(port), dir], { cwd: ROOT });
    const direct = new URL((await deps()).config.databaseUrl);
    direct.port = String(port);
    url = direct.toString();
  });

  after(async () => {
    await Promise.all(pools.map((p) => p.$pool.end().catch(() => undefined)));
    if (dir) {
      await run('bash', ['scripts/pgbouncer.sh', 'stop', dir], { cwd: ROOT }).catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses the session options a direct connection takes (why the pools need their own mode)', async () => {
    const direct = createDb(url, { max: 1, statementTimeoutMs: 1000 });
    pools.push(direct);
    const err = await direct.one('SELECT 1').then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).to.match(/unsupported startup parameter: options/);
  });

  it('cancels a statement past its deadline on the server, alone, in a transaction and in a cursor', async () => {
    const db = pool({ statementTimeoutMs: 300, idleInTransactionTimeoutMs: 5000 });
    const started = Date.now();
    const alone = await db.one('SELECT pg_sleep(3)').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStatementTimeout(alone), String(alone)).to.equal(true);
    expect(Date.now() - started).to.be.below(2500);
    const inTx = await db
      .tx(async (t) => {
        await t.one('SELECT 1 AS one');
        return t.one('SELECT pg_sleep(3)');
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isStatementTimeout(inTx), String(inTx)).to.equal(true);
    const cursor = await (async () => {
      for await (const row of streamRows(db, sql('SELECT pg_sleep(3) AS s FROM generate_series(1, 2)'), {}))
        void row;
    })().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStatementTimeout(cursor), String(cursor)).to.equal(true);
    // The pool still serves: the cancelled statements took their transactions with them.
    expect(await db.one('SELECT 41 + 1 AS n')).to.deep.equal({ n: 42 });
  });

  it('runs every statement in UTC under its deadline, and leaves nothing on the shared server sessions', async () => {
    const db = pool({ statementTimeoutMs: 4321, idleInTransactionTimeoutMs: 6789 });
    expect(await db.one('SELECT current_setting($1) AS v', ['TimeZone'])).to.deep.equal({ v: 'UTC' });
    const inTx = await db.tx((t) =>
      t.one(
        "SELECT current_setting('statement_timeout') AS s, current_setting('idle_in_transaction_session_timeout') AS i",
      ),
    );
    expect(inTx).to.deep.equal({ s: '4321ms', i: '6789ms' });
    const rows: string[] = [];
    for await (const r of streamRows<{ s: string }>(
      db,
      sql("SELECT current_setting('statement_timeout') AS s"),
      {},
    ))
      rows.push(r.s);
    expect(rows).to.deep.equal(['4321ms']);
    // What the same server sessions answer a client that sets nothing: the server's defaults.
    const Client = pgp.pg.Client as unknown as typeof pg.Client;
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const c = new Client({ connectionString: url.replace('://', '://postgres@') });
        await c.connect();
        try {
          const r = await c.query(
            "SELECT current_setting('statement_timeout') AS s, current_setting('idle_in_transaction_session_timeout') AS i",
          );
          return r.rows[0] as { s: string; i: string };
        } finally {
          await c.end();
        }
      }),
    );
    expect(
      answers.every((r) => r.s !== '4321ms' && r.i !== '6789ms'),
      JSON.stringify(answers),
    ).to.equal(true);
  });
});
