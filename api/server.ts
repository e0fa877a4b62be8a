import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import { createApp } from './app';
import type { Deps } from './deps';
import { BadRequestError, RequestTimeoutError } from './errors';
import { errorBody } from './middleware/error-handler';
import { answerFailure, GuardedResponse } from './http/failsafe';
import { hotPathFactories } from './wiring/hot-paths';
import type { HotPath } from './http/hot-path';
import { runProcess, type ProcessSpec } from './process';
import { securityHeaderLines } from './http/security-headers';

export interface WebServer {
  server: http.Server;
  app: Express;
  /** Stops intake and waits for in-flight requests (bounded by the caller's deadline). */
  close(): Promise<void>;
}

const CLOSE_GRACE_MS = 4_000;

/** A web server: the hot paths of `api/wiring/hot-paths.ts` (unless given), then the Express app. */
export function createWebServer(deps: Deps, hotPaths?: HotPath[]): WebServer {
  const app = createApp(deps);
  const hot = hotPaths ?? hotPathFactories.map((make) => make(deps));
  const d = deps.config.deadlines;
  const server = http.createServer(
    {
      // 64 kB of request line and headers: an export's `ids` filter may be 20 000 characters.
      maxHeaderSize: 64 * 1024,
      // The headers and the whole request must arrive within these (a client trickling bytes
      // holds a socket for no longer). They bound receiving the request only: a long export
      // download is bounded by its idle deadline instead.
      headersTimeout: d.httpHeadersMs,
      requestTimeout: d.httpRequestMs,
      // How often node checks those two; its default (30 s) would let them overrun by as much.
      connectionsCheckingInterval: Math.min(5_000, d.httpHeadersMs),
      // A header value Node refuses closes the response if its handler cannot answer.
      ServerResponse: GuardedResponse,
    },
    (req, res) => {
      // Whatever a handler throws, now or later, is answered here and never reaches the
      // process (docs/architecture.md, "Failure containment").
      try {
        for (const h of hot) {
          const taken = h.handle(req, res);
          if (taken === false) continue;
          if (taken !== true) taken.catch((err: unknown) => answerFailure(req, res, err, deps.logger));
          return;
        }
        app(req, res);
      } catch (err) {
        answerFailure(req, res, err, deps.logger);
      }
    },
  );
  // Longer than the idle timeout of common load balancers (60 s), so they close first.
  server.keepAliveTimeout = d.httpKeepAliveMs;
  const headerLines = securityHeaderLines(deps.config.appScheme);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) =>
    answerClientError(err, socket, headerLines),
  );
  return {
    server,
    app,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // A socket a client opened but never sent a request on counts as neither idle nor
        // busy and would hold close() until its keep-alive timeout; in-flight requests get
        // a few seconds, then every connection is cut so shutdown stays within 10 s.
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      }).then(async () => {
        await Promise.all(hot.map((h) => h.close?.()));
      }),
  };
}

/**
 * A request node:http cannot parse (headers over the limit, an unknown method, bad framing)
 * never reaches a handler; node would answer it with a bare status line. It gets the error
 * envelope instead, and the connection is closed.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, headerLines: string): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const error =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new RequestTimeoutError()
      : new BadRequestError(
          err.code === 'HPE_HEADER_OVERFLOW'
            ? 'The request line and headers are too large'
            : 'Malformed HTTP request',
        );
  const body = JSON.stringify(errorBody(error));
  socket.end(
    `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      headerLines +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function listen(web: WebServer, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    web.server.once('error', reject);
    web.server.listen(port, host, () => {
      const addr = web.server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

/** The Procfile's `web` process. */
const webProcess: ProcessSpec<WebServer> = {
  name: 'web',
  async start(deps) {
    const web = createWebServer(deps);
    const port = await listen(web, deps.config.port);
    deps.logger.info({ port }, 'web listening');
    return web;
  },
};

if (require.main === module) runProcess(webProcess);
