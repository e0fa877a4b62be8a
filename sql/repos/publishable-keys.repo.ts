import { sql } from '../query-file';
import type { Executor } from './types';

export interface PublishableKeyOwner {
  business_id: number;
  is_active: boolean;
  cookie_duration: number;
}

const q = {
  forBusiness: sql('publishable-keys/for-business'),
  insert: sql('publishable-keys/insert'),
  findByKey: sql('publishable-keys/find-by-key'),
};

/** Publishable keys are public by design (they may only send events); stored as they are. */
export class PublishableKeysRepo {
  constructor(private readonly db: Executor) {}

  async forBusiness(businessId: number): Promise<string | null> {
    return (await this.db.oneOrNone<{ key: string }>(q.forBusiness, { businessId }))?.key ?? null;
  }

  /** Inserts the business's key unless it has one; null when another request won the race. */
  async insert(businessId: number, key: string): Promise<string | null> {
    return (await this.db.oneOrNone<{ key: string }>(q.insert, { businessId, key }))?.key ?? null;
  }

  findByKey(key: string): Promise<PublishableKeyOwner | null> {
    return this.db.oneOrNone(q.findByKey, { key });
  }
}
