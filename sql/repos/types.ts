import type { IBaseProtocol } from 'pg-promise';

/** What a repository runs its queries on: the pool, a task or a transaction. */
export type Executor = IBaseProtocol<unknown>;
