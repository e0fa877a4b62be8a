import type http from 'node:http';
import type { Deps } from '../deps';

/**
 * A request handler that runs before Express for the hot public paths (the redirect and
 * event collection), where Express's own per-request cost would dominate. `handle` returns
 * false when the request is not its own, and true (or the promise of its answer) when it
 * took it: a promise that fails is answered by the server (api/http/failsafe.ts). `close`
 * runs after the server stops taking requests (a path that buffers work flushes it there).
 */
export interface HotPath {
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean | Promise<unknown>;
  close?(): Promise<void>;
}

export type HotPathFactory = (deps: Deps) => HotPath;
