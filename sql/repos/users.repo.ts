import { sql } from '../query-file';
import type { Executor } from './types';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  created_at: string;
}

const q = {
  findByEmail: sql('users/find-by-email'),
  findOrInsert: sql('users/find-or-insert'),
};

export class UsersRepo {
  constructor(private readonly db: Executor) {}

  findByEmail(email: string): Promise<(UserRow & { password_hash: string | null }) | null> {
    return this.db.oneOrNone(q.findByEmail, { email });
  }

  /** The account with this e-mail, created with these details when there is none. */
  async findOrCreate(u: {
    email: string;
    name: string;
    phone?: string | null;
    passwordHash?: string | null;
  }): Promise<UserRow & { created: boolean }> {
    const row = await this.db.oneOrNone<UserRow & { created: boolean }>(q.findOrInsert, {
      phone: null,
      passwordHash: null,
      ...u,
    });
    if (row) return row;
    // A concurrent transaction inserted the same e-mail after this statement's snapshot;
    // a new statement sees its committed row.
    const existing = await this.findByEmail(u.email);
    if (!existing) throw new Error(`user ${u.email} vanished during findOrCreate`);
    const { password_hash: _hash, ...rest } = existing;
    return { ...rest, created: false };
  }
}
