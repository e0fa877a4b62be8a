import { expect } from 'chai';
import { createDb, type DB } from '../../sql/db';
import { dropDatabase, migratePostgres } from '../../sql/migrate';
import { startServer } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';

/**
 * The README's "PostgreSQL without a superuser": migrations as the database's owner, the
 * service as a role that may only read and write rows. Run statement for statement as the
 * README gives them.
 */
describe('PostgreSQL without a superuser (README, Security)', function () {
  this.timeout(60_000);
  const suffix = uniq();
  const owner = `aff_owner_${suffix}`;
  const app = `aff_app_${suffix}`;
  const name = `aff_test_lp_${suffix}`;
  const url = (role: string, database = name) => `postgres://${role}@127.0.0.1:5432/${database}`;
  const pools: DB[] = [];
  const pool = (role: string) => {
    const db = createDb(url(role), { max: 4 });
    pools.push(db);
    return db;
  };
  let admin: DB;

  before(async () => {
    admin = createDb('postgres://127.0.0.1:5432/postgres', { max: 1 });
    await admin.none('CREATE ROLE $1:name LOGIN', [owner]);
    await admin.none('CREATE ROLE $1:name LOGIN', [app]);
    await admin.none('CREATE DATABASE $1:name OWNER $2:name', [name, owner]);
  });

  after(async () => {
    // The server started below may still hold a connection of these pools: DROP ... WITH
    // (FORCE) ends it, and its pool must not turn that into an uncaught error.
    for (const db of pools) db.$pool.on('error', () => undefined);
    for (const db of pools) await db.$pool.end();
    await dropDatabase(url('postgres'));
    await admin.none('DROP ROLE IF EXISTS $1:name', [app]);
    await admin.none('DROP ROLE IF EXISTS $1:name', [owner]);
    await admin.$pool.end();
  });

  it('migrates as the owner; the service runs as a role that can only read and write rows', async () => {
    const ownerDb = pool(owner);
    await ownerDb.none('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
    await ownerDb.none('GRANT USAGE ON SCHEMA public TO $1:name', [app]);
    await ownerDb.none(
      'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO $1:name',
      [app],
    );
    await ownerDb.none(
      'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO $1:name',
      [app],
    );
    const { applied } = await migratePostgres(ownerDb);
    expect(applied).to.include('001_core.sql');

    const appDb = pool(app);
    // Schema changes are the owner's alone.
    for (const ddl of ['CREATE TABLE intruder (i int)', 'DROP TABLE affiliates', 'TRUNCATE conversions']) {
      const err = await appDb.none(ddl).then(
        () => null,
        (e: { code?: string }) => e,
      );
      expect(err?.code, ddl).to.be.oneOf(['42501', '42P01']);
    }
    expect(await ownerDb.oneOrNone("SELECT 1 FROM pg_tables WHERE tablename = 'intruder'")).to.equal(null);

    // Everything a merchant does works through the service's role.
    const server = await startServer({ db: appDb, exportDb: appDb });
    const biz = await newBusiness(server.deps);
    const api = client(server.url, biz.token);
    const affiliate = await api.post('/v1/affiliates', {
      body: { name: 'Ada', email: `${uniq('ada')}@example.com`, password: 'correct horse' },
    });
    expect(affiliate.status).to.equal(201);
    const link = await api.post(`/v1/affiliates/${affiliate.body.data.id}/links`, {
      body: { destination_url: 'https://shop.example/spring' },
    });
    expect(link.status).to.equal(201);
    expect((await api.get('/v1/affiliates?search=Ada')).body.data.meta.total).to.equal(1);
    expect((await api.get('/v1/orders')).status).to.equal(200);
    const csv = await api.get('/v1/affiliates/export');
    expect(csv.status).to.equal(200);
    expect(csv.text).to.include('Ada');
  });
});
