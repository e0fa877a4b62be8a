import type { SchemaOptions } from 'celebrate';
import type { RequestHandler } from 'express';

/**
 * Middleware built by validate(), requireScope() and the rate limiter carry what they enforce,
 * so the OpenAPI document is read off the registered routes themselves and cannot drift.
 */
export interface RouteMeta {
  schema?: SchemaOptions;
  scope?: string;
  limit?: { name: string; points: number };
  /** Behind the affiliate portal's own bearer (api/features/portal). */
  portal?: boolean;
}

// Held beside the handlers rather than on them: a handler stays the function express calls.
const metas = new WeakMap<object, RouteMeta>();

export function tag<T extends RequestHandler>(handler: T, meta: RouteMeta): T {
  metas.set(handler, meta);
  return handler;
}

export function metaOf(handler: unknown): RouteMeta | undefined {
  return typeof handler === 'function' ? metas.get(handler) : undefined;
}
