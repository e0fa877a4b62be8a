import fs from 'node:fs/promises';
import path from 'node:path';
import type { ClickHouse } from './client';

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

/**
 * Applies clickhouse/migrations/NNN_*.sql in order and records each in schema_migrations.
 * Statements are written to be idempotent (IF NOT EXISTS), so a run interrupted between a
 * statement and its record is safe to repeat. Callers serialise runs (scripts/migrate holds
 * a PostgreSQL advisory lock around both stores).
 */
export async function migrateClickHouse(ch: ClickHouse): Promise<{ applied: string[] }> {
  await ch.client.command({
    query: `CREATE TABLE IF NOT EXISTS schema_migrations (version String, applied_at DateTime64(6, 'UTC') DEFAULT now64(6))
            ENGINE = ReplacingMergeTree ORDER BY version`,
  });
  const rs = await ch.client.query({
    query: 'SELECT version FROM schema_migrations FINAL',
    format: 'JSONEachRow',
  });
  const done = new Set((await rs.json<{ version: string }>()).map((r) => r.version));
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const text = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const stmt of statements(text)) {
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
