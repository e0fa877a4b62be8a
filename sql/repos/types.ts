import type { IBaseProtocol } from 'pg-promise';

/** What a repository runs its queries on: the pool, a task or a transaction. */
export type Executor = IBaseProtocol<unknown>;

/** A conversion's money columns as PostgreSQL returns its numerics: exact decimal text. */
export interface ConversionAmounts {
  subtotal: string;
  discount_applied: string;
  tax: string;
  order_total: string;
  commission_rate: string;
  commission_amount: string;
  currency: string;
}
