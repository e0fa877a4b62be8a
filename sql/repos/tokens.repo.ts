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
  insert: sql('tokens/insert'),
  findByHash: sql('tokens/find-by-hash'),
  deleteExpired: sql('tokens/delete-expired'),
  deleteForBusiness: sql('tokens/delete-for-business'),
};

export class TokensRepo {
  constructor(private readonly db: Executor) {}

  insert(t: {
    tokenHash: Buffer;
    businessId: number;
    apiKeyId: number | null;
    scopes: string[];
    expiresAt: string;
  }): Promise<null> {
    return this.db.none(q.insert, t);
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
