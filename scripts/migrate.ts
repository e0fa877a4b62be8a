import type { ClickHouse } from '../clickhouse/client';
import { migrateClickHouse } from '../clickhouse/migrate';
import { loadConfig, type Config } from '../api/config';
import { createDb, type DB } from '../sql/db';
import { ensureDatabase, migratePostgres } from '../sql/migrate';
import { connectConfiguredClickHouse } from '../api/deps';
import { runScript } from '../api/process';

const CLICKHOUSE_LOCK = 7_340_022;

/**
 * Creates the PostgreSQL database when missing and applies both stores' migrations. The
 * ClickHouse run holds a PostgreSQL advisory lock, so concurrent releases never interleave.
 */
export async function runMigrations(
  config: Config,
  stores: { db?: DB; ch?: ClickHouse } = {},
): Promise<{ postgres: string[]; clickhouse: string[] }> {
  await ensureDatabase(config.databaseUrl);
  const db =
    stores.db ??
    createDb(config.databaseUrl, {
      max: 2,
      applicationName: 'affiliate-migrate',
      transactionPooling: config.pgTransactionPooling,
    });
  const ch = stores.ch ?? (await connectConfiguredClickHouse(config));
  try {
    const pg = await migratePostgres(db);
    // Held by a transaction that lasts the ClickHouse run (a session lock would not survive a
    // transaction pooler); the migration pool has no idle-in-transaction deadline.
    const chResult = await db.tx(async (t) => {
      await t.one('SELECT pg_advisory_xact_lock($1)', [CLICKHOUSE_LOCK]);
      return migrateClickHouse(ch);
    });
    return { postgres: pg.applied, clickhouse: chResult.applied };
  } finally {
    if (!stores.db) await db.$pool.end();
    if (!stores.ch) await ch.close();
  }
}

if (require.main === module)
  runScript(async () => {
    const r = await runMigrations(loadConfig());
    console.log(`PostgreSQL: ${r.postgres.length ? r.postgres.join(', ') : 'up to date'}`);
    console.log(`ClickHouse: ${r.clickhouse.length ? r.clickhouse.join(', ') : 'up to date'}`);
  }, 'Migration failed: ');
