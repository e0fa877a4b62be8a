import type http from 'node:http';
import type { Deps } from '../deps';

/**
 * A request handler that runs before Express for the hot public paths (the redirect and
 * event collection), where Express's own per-request cost would dominate. `handle` returns
 * true when it answered the request; `close` runs after the server stops taking requests
 * (a path that buffers work flushes it there).
 */
export interface HotPath {
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  close?(): Promise<void>;
}

export type HotPathFactory = (deps: Deps) => HotPath;
