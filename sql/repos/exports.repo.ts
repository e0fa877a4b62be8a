import { sql } from '../query-file';
import type { Executor } from './types';

export type ExportType = 'affiliates' | 'orders' | 'report';
export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ExportRow {
  id: number;
  business_id: number;
  type: ExportType;
  format: 'csv' | 'xlsx';
  params: Record<string, unknown>;
  status: ExportStatus;
  progress: number;
  rows: number;
  file_name: string | null;
  file_path: string | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export type StartedExport = Pick<ExportRow, 'id' | 'business_id' | 'type' | 'format' | 'params'>;

const q = {
  insert: sql('exports/insert'),
  find: sql('exports/find'),
  start: sql('exports/start'),
  progress: sql('exports/progress'),
  finish: sql('exports/finish'),
  fail: sql('exports/fail'),
  expire: sql('exports/expire'),
};

export class ExportsRepo {
  constructor(private readonly db: Executor) {}

  async insert(e: {
    businessId: number;
    type: ExportType;
    format: 'csv' | 'xlsx';
    params: Record<string, unknown>;
    now: string;
  }): Promise<number> {
    return (await this.db.one<{ id: number }>(q.insert, e)).id;
  }

  find(businessId: number, id: number): Promise<ExportRow | null> {
    return this.db.oneOrNone(q.find, { businessId, id });
  }

  /** Marks the export running (again, on a retry); null when it is done or gone. */
  start(businessId: number, id: number, now: string): Promise<StartedExport | null> {
    return this.db.oneOrNone(q.start, { businessId, id, now });
  }

  async progress(businessId: number, id: number, progress: number, rows: number, now: string): Promise<void> {
    await this.db.none(q.progress, { businessId, id, progress, rows, now });
  }

  async finish(
    businessId: number,
    id: number,
    done: { rows: number; fileName: string; filePath: string; now: string },
  ): Promise<void> {
    await this.db.none(q.finish, { businessId, id, ...done });
  }

  async fail(businessId: number, id: number, error: string, now: string): Promise<void> {
    await this.db.none(q.fail, { businessId, id, error, now });
  }

  /** Deletes every export requested before `before`; returns their files for removal. */
  expire(before: string): Promise<{ id: number; file_path: string | null }[]> {
    return this.db.any(q.expire, { before });
  }
}
