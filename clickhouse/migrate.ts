import fs from 'node:fs/promises';
import path from 'node:path';
import type { ClickHouse } from './client';
import { clusterStatements, type ShardedTables } from './cluster';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Splits a migration file into statements on semicolons that end a line. */
function statements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) =>
      s
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (version String, applied_at DateTime64(6, 'UTC') DEFAULT now64(6))
            ENGINE = ReplacingMergeTree ORDER BY version`;

export interface MigrationDdl {
  file: string;
  statements: string[];
}

/**
 * Every migration's statements as they run: as written, or on a cluster (CLICKHOUSE_CLUSTER)
 * as clickhouse/cluster.ts rewrites them. The first entry makes schema_migrations.
 */
export async function migrationStatements(cluster?: string): Promise<MigrationDdl[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const sharded: ShardedTables = new Set();
  const ddl = (list: string[]) =>
    cluster ? list.flatMap((s) => clusterStatements(s, cluster, sharded)) : list;
  const out: MigrationDdl[] = [{ file: 'schema_migrations', statements: ddl([MIGRATIONS_TABLE]) }];
  for (const file of files) {
    out.push({
      file,
      statements: ddl(statements(await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8'))),
    });
  }
  return out;
}

/**
 * Applies clickhouse/migrations/NNN_*.sql in order and records each in schema_migrations.
 * Statements are written to be idempotent (IF NOT EXISTS), so a run interrupted between a
 * statement and its record is safe to repeat. Callers serialise runs (scripts/migrate holds
 * a PostgreSQL advisory lock around both stores).
 */
export async function migrateClickHouse(ch: ClickHouse): Promise<{ applied: string[] }> {
  const [table, ...migrations] = await migrationStatements(ch.cluster);
  for (const query of table!.statements) await ch.client.command({ query });
  const rs = await ch.client.query({
    query: 'SELECT version FROM schema_migrations FINAL',
    format: 'JSONEachRow',
  });
  const done = new Set((await rs.json<{ version: string }>()).map((r) => r.version));
  const applied: string[] = [];
  for (const { file, statements: list } of migrations) {
    if (done.has(file)) continue;
    for (const stmt of list) {
      await ch.client.command({ query: stmt });
    }
    await ch.client.insert({
      table: 'schema_migrations',
      values: [{ version: file }],
      format: 'JSONEachRow',
    });
    applied.push(file);
  }
  return { applied };
}
