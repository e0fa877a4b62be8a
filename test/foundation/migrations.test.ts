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
      const shared = [
        'users',
        'businesses',
        'platform_settings',
        'platform_tiers',
        'platform_exchange_rates',
        'schema_migrations',
      ];
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

  it("013 gives every existing affiliate its account's name and phone as its own profile", async () => {
    const url = `postgres://127.0.0.1:5432/aff_test_mig_${uniq()}`;
    await ensureDatabase(url);
    const db = createDb(url, { max: 1 });
    try {
      await migratePostgres(db, { through: '012_deleted_affiliates_links_again.sql' });
      const ann = await db.one(
        "INSERT INTO users (email, name, phone) VALUES ('ann@example.com', 'Ann', '+1 555 0101') RETURNING id",
      );
      const bo = await db.one("INSERT INTO users (email, name) VALUES ('bo@example.com', 'Bo') RETURNING id");
      const biz = await db.many(
        `INSERT INTO businesses (owner_user_id, name, slug)
         SELECT $1, 'Shop ' || g, 'shop-' || g FROM generate_series(1, 2) g RETURNING id`,
        [bo.id],
      );
      await db.none(
        `INSERT INTO affiliates (business_id, user_id, referral_code, status, deleted_at)
         VALUES ($1, $2, 'ANN1', 'active', NULL), ($3, $2, 'ANN2', 'pending', now()), ($1, $4, 'BO1', 'active', NULL)`,
        [biz[0].id, ann.id, biz[1].id, bo.id],
      );
      expect((await migratePostgres(db)).applied).to.include('013_affiliate_profiles.sql');
      const rows = await db.any('SELECT referral_code, name, phone FROM affiliates ORDER BY referral_code');
      expect(rows).to.deep.equal([
        { referral_code: 'ANN1', name: 'Ann', phone: '+1 555 0101' },
        { referral_code: 'ANN2', name: 'Ann', phone: '+1 555 0101' },
        { referral_code: 'BO1', name: 'Bo', phone: null },
      ]);
      // From now on every affiliate row carries its business's name.
      const missing = await db
        .none(
          `INSERT INTO affiliates (business_id, user_id, referral_code, status) VALUES ($1, $2, 'X', 'active')`,
          [biz[1].id, bo.id],
        )
        .then(
          () => null,
          (err: { code?: string }) => err.code,
        );
      expect(missing).to.equal('23502');
    } finally {
      await db.$pool.end();
      await dropDatabase(url);
    }
  });
  it('020 puts every existing business in USD and leaves every recorded order as it was', async () => {
    const url = `postgres://127.0.0.1:5432/aff_test_mig_${uniq()}`;
    await ensureDatabase(url);
    const db = createDb(url, { max: 1 });
    try {
      await migratePostgres(db, { through: '019_~' });
      const owner = await db.one(
        "INSERT INTO users (email, name) VALUES ('o@example.com', 'O') RETURNING id",
      );
      const biz = await db.one(
        "INSERT INTO businesses (owner_user_id, name, slug) VALUES ($1, 'Shop', 'shop') RETURNING id",
        [owner.id],
      );
      await db.none('INSERT INTO business_settings (business_id) VALUES ($1)', [biz.id]);
      await db.none(
        `INSERT INTO conversions (business_id, order_id, subtotal, order_total, commission_rate, commission_amount, converted_at)
         VALUES ($1, 'A-1', 100, 120, 10, 10, now())`,
        [biz.id],
      );
      expect((await migratePostgres(db)).applied).to.include('020_currencies.sql');
      expect(
        await db.one('SELECT currency FROM business_settings WHERE business_id = $1', [biz.id]),
      ).to.deep.equal({
        currency: 'USD',
      });
      expect(
        await db.one(
          `SELECT order_total, commission_amount, currency, exchange_rate, commission_currency,
                  coalesce(converted_order_total, order_total) AS revenue
           FROM conversions WHERE business_id = $1`,
          [biz.id],
        ),
      ).to.deep.equal({
        order_total: '120.00',
        commission_amount: '10.00',
        currency: 'USD',
        exchange_rate: null,
        commission_currency: 'USD',
        revenue: '120.00',
      });
    } finally {
      await db.$pool.end();
      await dropDatabase(url);
    }
  });
});
