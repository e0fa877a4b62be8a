import { jsonbText } from '../../api/domain/unicode';
import { sql } from '../query-file';
import type { Executor } from './types';

export interface AuditEntry {
  businessId: number;
  kind: string;
  entityType?: string | null;
  entityId?: number | null;
  actor?: string;
  data?: Record<string, unknown>;
}

export interface AuditRow {
  id: number;
  business_id: number;
  kind: string;
  entity_type: string | null;
  entity_id: number | null;
  actor: string;
  data: Record<string, unknown>;
  created_at: string;
}

const q = { insert: sql('audit/insert'), list: sql('audit/list') };

export class AuditRepo {
  constructor(private readonly db: Executor) {}

  add(e: AuditEntry): Promise<{ id: number; created_at: string }> {
    return this.db.one(q.insert, {
      entityType: null,
      entityId: null,
      actor: 'api',
      ...e,
      data: jsonbText(e.data ?? {}),
    });
  }

  list(
    businessId: number,
    f: { kind?: string; entityType?: string; entityId?: number } = {},
  ): Promise<AuditRow[]> {
    return this.db.any(q.list, {
      businessId,
      kind: f.kind ?? null,
      entityType: f.entityType ?? null,
      entityId: f.entityId ?? null,
    });
  }
}
