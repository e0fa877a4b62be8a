/**
 * The web side of `npm run bench -- redirect`, in its own process as the Procfile's `web`
 * runs: a raw node:http server that only answers 302 (the ceiling), and the real web server
 * (hot paths + Express) with the whole click path. Prints {"raw": port, "real": port} once
 * both listen; SIGTERM closes the real server (its pending clicks are flushed) and exits.
 * The environment (databases, prefixes) comes from the bench.
 */
import http from 'node:http';
import { loadConfig } from '../../api/config';
import { closeDeps, createDeps } from '../../api/deps';
import { cookieAttributes } from '../../api/tracking/edge/redirect.hot-path';
import { exitOnSignal } from '../../api/process';
import { securityHeaders } from '../../api/http/security-headers';
import { createWebServer, listen } from '../../api/server';

async function main(): Promise<void> {
  const deps = await createDeps(loadConfig());
  // The ceiling: a handler that does nothing but answer. It writes the same response as the
  // redirect (same headers, same sizes, constant values) so that the ratio measures the work
  // behind a redirect, not bytes on the wire; `bare` answers with a Location only.
  const secure = securityHeaders(deps.config.appScheme);
  const cookieAttrs = cookieAttributes(deps.config.appScheme);
  const raw = http.createServer((req, res) => {
    if (req.url === '/bare') {
      res.writeHead(302, { Location: 'https://shop.example/p?x=1&aff_click=1#top', 'Content-Length': 0 });
    } else {
      res.writeHead(302, {
        ...secure,
        Location: 'https://shop.example/p?x=1&aff_click=389123456789012#top',
        'Set-Cookie': [
          `aff_click=389123456789012; Max-Age=2592000; ${cookieAttrs}`,
          `aff_vid=0f8fad5b-d9cb-469f-a165-70867728950e; Max-Age=34560000; ${cookieAttrs}`,
        ],
        'Cache-Control': 'no-store',
        'Content-Length': 0,
        'X-Request-Id': '6e4f3c2a-1b0d-4e8f-9a7b-5c6d7e8f9a0b',
      });
    }
    res.end();
  });
  raw.keepAliveTimeout = 65_000;
  const rawPort = await new Promise<number>((resolve) =>
    raw.listen(0, '127.0.0.1', () => resolve((raw.address() as { port: number }).port)),
  );
  const web = createWebServer(deps);
  const realPort = await listen(web, 0, '127.0.0.1');
  process.stdout.write(`${JSON.stringify({ raw: rawPort, real: realPort })}\n`);
  exitOnSignal(deps.logger, async () => {
    raw.close();
    await web.close();
    await closeDeps(deps);
  });
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
