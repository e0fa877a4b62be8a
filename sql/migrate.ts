import fs from 'node:fs/promises';
import path from 'node:path';
import { createDb, pgp, type DB } from './db';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Any constant works; it only has to be the same in every process that migrates.
const LOCK_KEY = 7_340_021;

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = createDb(url.toString(), { max: 1, applicationName: 'affiliate-migrate', plain: true });
  try {
    const exists = await admin.oneOrNone('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists) {
      await admin.none('CREATE DATABASE $1:name', [name]).catch((err: { code?: string }) => {
        if (err.code !== '42P04' && err.code !== '23505') throw err; // created meanwhile by another process
      });
    }
  } finally {
    await admin.$pool.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = createDb(url.toString(), { max: 1, plain: true });
  try {
    await admin.none('DROP DATABASE IF EXISTS $1:name WITH (FORCE)', [name]);
  } finally {
    await admin.$pool.end();
  }
}

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies sql/migrations/NNN_*.sql in order, each in its own transaction, recorded in
 * schema_migrations. Each transaction first takes an advisory lock, so two processes
 * starting at once apply each migration exactly once. `through` stops after the named file
 * (tests put data in an older schema and then migrate it).
 */
export async function migratePostgres(db: DB, opts: { through?: string } = {}): Promise<MigrationResult> {
  const files = (await fs.readdir(MIGRATIONS_DIR))
    .filter((f) => /^\d+_.+\.sql$/.test(f) && (opts.through === undefined || f <= opts.through))
    .sort();
  const applied: string[] = [];
  // Transaction-level advisory locks, never a session's: the migrations may run through a
  // transaction pooler (docs/scaling.md), where a session lock could be taken on one server
  // session and released on another.
  await db.tx('migrate', async (t) => {
    await t.one('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await t.none(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  for (const file of files) {
    const text = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const ran = await db.tx(async (tx) => {
      await tx.one('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      // Read under the lock: a concurrent run that applied it first has committed by now.
      if (await tx.oneOrNone('SELECT 1 FROM schema_migrations WHERE version = $1', [file])) return false;
      await tx.none(text);
      await tx.none('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return { applied };
}

export { pgp };
