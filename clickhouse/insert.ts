import { createHash } from 'node:crypto';
import { metrics } from '../api/metrics';
import type { ClickHouse } from './client';

/**
 * One batched JSONEachRow insert with a deduplication token: a retried job re-sends the same
 * rows under the same token and ClickHouse drops them (tables keep a dedup window).
 */
export async function insertBatch(
  ch: ClickHouse,
  table: string,
  rows: object[],
  dedupToken: string,
): Promise<void> {
  if (!rows.length) return;
  metrics.clickhouseBatchRows.observe({ table }, rows.length);
  await ch.client.insert({
    table,
    values: rows,
    format: 'JSONEachRow',
    clickhouse_settings: { insert_deduplication_token: dedupToken },
  });
}

/** A stable token for a set of row identities (order-independent). */
export function tokenFor(prefix: string, identities: (string | number)[]): string {
  const h = createHash('sha256');
  for (const id of [...identities].map(String).sort()) h.update(id).update('\n');
  return `${prefix}:${h.digest('hex').slice(0, 32)}`;
}
