import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1, as a merchant's server would be. Paths choose its answer:
 * /ok/… 200, /big/… 200 with a 1 MB body, /fail/… 500, /redirect/… 302 to /ok, /hang/… never answers, /flaky/N/… 500 for
 * the first N requests of that path, then 200, /slow/MS/… 200 after MS milliseconds (slowOpen counts
 * those still unanswered, slowOpenMax the most at once).
 */
export class Receiver {
  readonly received: Received[] = [];
  private readonly server: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly counts = new Map<string, number>();
  url = '';
  slowOpen = 0;
  slowOpenMax = 0;

  constructor() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({
          path,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        const n = (this.counts.get(path) ?? 0) + 1;
        this.counts.set(path, n);
        if (path.startsWith('/ok')) return void res.writeHead(200).end('ok');
        if (path.startsWith('/fail')) return void res.writeHead(500).end('no');
        if (path.startsWith('/redirect'))
          return void res.writeHead(302, { location: `${this.url}/ok/redirected` }).end();
        if (path.startsWith('/hang')) return void this.hanging.add(res);
        if (path.startsWith('/big')) {
          // 1 MB, written as fast as the socket takes it: the sender reads 64 KB and hangs up.
          res.writeHead(200, { 'content-type': 'text/plain' });
          const chunk = Buffer.alloc(64 * 1024, 97);
          let left = 16;
          const pump = () => {
            while (left > 0 && res.write(chunk)) left -= 1;
            if (left <= 0) res.end();
            else res.once('drain', () => ((left -= 1), pump()));
          };
          res.on('error', () => undefined);
          return pump();
        }
        const slow = /^\/slow\/(\d+)\//.exec(path);
        if (slow) {
          this.slowOpen += 1;
          this.slowOpenMax = Math.max(this.slowOpenMax, this.slowOpen);
          let open = true;
          const settle = () => {
            if (open) this.slowOpen -= 1;
            open = false;
          };
          const timer = setTimeout(() => {
            settle();
            res.writeHead(200).end('ok');
          }, Number(slow[1]));
          res.on('close', () => {
            clearTimeout(timer);
            settle();
          });
          return;
        }
        const flaky = /^\/flaky\/(\d+)/.exec(path);
        if (flaky) return void res.writeHead(n > Number(flaky[1]) ? 204 : 503).end();
        res.writeHead(404).end();
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}
