import { expect } from 'chai';
import { createDb } from '../../sql/db';
import { dropDatabase, ensureDatabase, migratePostgres } from '../../sql/migrate';
import { uniq } from '../helpers/fixtures';

describe('PostgreSQL migrations', () => {
  it('are recorded, safe to run twice, and safe from two processes at once', async () => {
    const url = `postgres://127.0.0.1:5432/aff_test_mig_${uniq()}`;
    await Promise.all([ensureDatabase(url), ensureDatabase(url)]);
    const a = createDb(url, { max: 2 });
    const b = createDb(url, { max: 2 });
    try {
      const [ra, rb] = await Promise.all([migratePostgres(a), migratePostgres(b)]);
      const applied = [...ra.applied, ...rb.applied].sort();
      const recorded = (
        await a.any<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
      ).map((r) => r.version);
      expect(applied).to.deep.equal(recorded);
      expect(recorded[0]).to.equal('001_core.sql');
      expect((await migratePostgres(a)).applied).to.deep.equal([]);
    } finally {
      await a.$pool.end();
      await b.$pool.end();
      await dropDatabase(url);
    }
  });

  it('every tenant table carries business_id', async () => {
    const url = `postgres://127.0.0.1:5432/aff_test_mig_${uniq()}`;
    await ensureDatabase(url);
    const db = createDb(url, { max: 1 });
    try {
      await migratePostgres(db);
      const shared = ['users', 'businesses', 'platform_settings', 'platform_tiers', 'schema_migrations'];
      const tables = await db.any<{ table_name: string; has: boolean }>(
        `SELECT t.table_name, EXISTS (SELECT 1 FROM information_schema.columns c
                 WHERE c.table_name = t.table_name AND c.column_name = 'business_id') AS has
         FROM information_schema.tables t WHERE t.table_schema = 'public'`,
      );
      const missing = tables.filter((t) => !shared.includes(t.table_name) && !t.has).map((t) => t.table_name);
      expect(missing).to.deep.equal([]);
    } finally {
      await db.$pool.end();
      await dropDatabase(url);
    }
  });
});
