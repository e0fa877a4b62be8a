import http from 'node:http';
import type { Logger } from '../logger';
import { requestIdFrom } from '../middleware/request-id';
import { writeError } from './raw';

/**
 * The web server's last walls between a failing request and the process (docs/architecture.md,
 * "Failure containment"): a response whose headers fail Node's validation is closed if its
 * handler does not answer in its place, and a handler's failure nobody caught is answered.
 */

/**
 * node:http's response with one difference: when writeHead or setHeader refuses a value (a
 * character above U+00FF, CR or LF, a bad header name) and the handler has not answered by
 * the end of the current turn of the event loop (its own catch runs before then), the socket
 * is closed, so a client never waits on a response nobody will finish.
 */
export class GuardedResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {
  closeUnlessAnswered(): void {
    setImmediate(() => {
      if (!this.headersSent && !this.destroyed) this.destroy();
    });
  }
}

type Method = (this: GuardedResponse, ...args: unknown[]) => unknown;
for (const name of ['writeHead', 'setHeader'] as const) {
  const original = http.ServerResponse.prototype[name] as unknown as Method;
  const guarded: Method = function (...args) {
    try {
      return original.apply(this, args);
    } catch (err) {
      this.closeUnlessAnswered();
      throw err;
    }
  };
  Object.defineProperty(GuardedResponse.prototype, name, { value: guarded, writable: true });
}

/**
 * A failure of a request's handler that it did not answer itself: the error envelope when no
 * header went out yet (500 unless the error is one the envelope knows), else the socket is
 * closed. Never throws: writing the envelope may fail in turn, and then the socket is closed.
 */
export function answerFailure(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  err: unknown,
  logger: Logger,
): void {
  try {
    // Headers a handler set may be what failed: the envelope goes out with its own only.
    if (!res.headersSent) for (const name of res.getHeaderNames()) res.removeHeader(name);
    writeError(res, err, {
      logger,
      reqId: requestIdFrom(req.headers['x-request-id']),
      route: 'unanswered',
    });
  } catch {
    res.destroy();
  }
}
