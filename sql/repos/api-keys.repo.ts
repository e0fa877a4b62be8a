import { sql } from '../query-file';
import type { Executor } from './types';

export interface ApiKeyRow {
  id: number;
  business_id: number;
  api_key: string;
  scopes: string[];
  label: string | null;
  is_active: boolean;
  expires_at: string | null;
  created_at: string;
}

export interface ApiKeyAuthRow {
  id: number;
  business_id: number;
  secret_hash: Buffer;
  scopes: string[];
  is_active: boolean;
  expires_at: string | null;
  revoked_at: string | null;
  business_active: boolean;
}

const q = {
  insert: sql('api-keys/insert'),
  findByKey: sql('api-keys/find-by-key'),
  revoke: sql('api-keys/revoke'),
  listForBusiness: sql('api-keys/list-for-business'),
  touch: sql('api-keys/touch'),
};

export class ApiKeysRepo {
  constructor(private readonly db: Executor) {}

  insert(k: {
    businessId: number;
    apiKey: string;
    secretHash: Buffer;
    scopes: string[];
    label?: string | null;
    expiresAt?: string | null;
  }): Promise<ApiKeyRow> {
    return this.db.one(q.insert, { label: null, expiresAt: null, ...k });
  }

  findByKey(apiKey: string): Promise<ApiKeyAuthRow | null> {
    return this.db.oneOrNone(q.findByKey, { apiKey });
  }

  /** Deactivates the key and deletes its tokens; false when no such key exists. */
  async revoke(apiKey: string): Promise<boolean> {
    const found = await this.db.oneOrNone<{ exists: boolean }>(
      'SELECT true AS exists FROM api_keys WHERE api_key = $1',
      [apiKey],
    );
    if (!found) return false;
    await this.db.any(q.revoke, { apiKey });
    return true;
  }

  listForBusiness(businessId: number): Promise<ApiKeyRow[]> {
    return this.db.any(q.listForBusiness, { businessId });
  }

  touch(id: number): Promise<null> {
    return this.db.none(q.touch, { id });
  }
}
