import { sql } from '../query-file';
import type { Executor } from './types';

export interface TokenAuthRow {
  business_id: number;
  scopes: string[];
  expires_at: string;
  business_active: boolean;
  key_active: boolean;
}

const q = {
  lockKey: sql('tokens/lock-key'),
  insert: sql('tokens/insert'),
  findByHash: sql('tokens/find-by-hash'),
  deleteExpired: sql('tokens/delete-expired'),
  deleteForBusiness: sql('tokens/delete-for-business'),
};

export class TokensRepo {
  constructor(private readonly db: Executor) {}

  /**
   * Adds a token; the key's oldest live tokens beyond `maxLive` - 1 and its expired ones go
   * in the same transaction, under a lock on the key row so concurrent mints count each other.
   */
  insert(t: {
    tokenHash: Buffer;
    businessId: number;
    apiKeyId: number | null;
    scopes: string[];
    expiresAt: string;
    now: string;
    maxLive: number;
  }): Promise<void> {
    return this.db.tx('mint-token', async (tx) => {
      await tx.any(q.lockKey, { apiKeyId: t.apiKeyId });
      await tx.none(q.insert, { ...t, keep: t.maxLive - 1 });
    });
  }

  findByHash(tokenHash: Buffer): Promise<TokenAuthRow | null> {
    return this.db.oneOrNone(q.findByHash, { tokenHash });
  }

  /** Every token of the business, live or not. */
  async deleteForBusiness(businessId: number): Promise<number> {
    return (await this.db.result(q.deleteForBusiness, { businessId })).rowCount;
  }

  async deleteExpired(before: string): Promise<number> {
    return (await this.db.result(q.deleteExpired, { before })).rowCount;
  }
}
