import { sql } from '../query-file';
import type { Executor } from './types';

/** The PostgreSQL tables copied into ClickHouse by version (api/queues/version-sync.ts). */
export type VersionedTable = 'conversions' | 'payouts';

export interface UnsyncedRow {
  business_id: number;
  id: number;
  version: number;
}

const q = { markSynced: sql('clickhouse-sync/mark-synced'), unsynced: sql('clickhouse-sync/unsynced') };

/** Which versions ClickHouse holds (migration 010), so that none is left behind. */
export class ClickHouseSyncRepo {
  constructor(private readonly db: Executor) {}

  async markSynced(
    table: VersionedTable,
    businessId: number,
    rows: { id: number; version: number }[],
  ): Promise<void> {
    if (!rows.length) return;
    await this.db.none(q.markSynced, {
      table,
      businessId,
      ids: rows.map((r) => r.id),
      versions: rows.map((r) => r.version),
    });
  }

  unsynced(table: VersionedTable, before: Date, limit: number): Promise<UnsyncedRow[]> {
    return this.db.any(q.unsynced, { table, before, limit });
  }
}
