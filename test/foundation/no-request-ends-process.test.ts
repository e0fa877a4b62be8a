import fs from 'node:fs/promises';
import net from 'node:net';
import { expect } from 'chai';
import { isolatedEnv, runTs, type Child } from '../helpers/child-process';
import { deleteKeys, deps } from '../helpers/context';
import { freePort } from '../helpers/net';
import { prng } from '../helpers/reports';
import { waitFor } from '../helpers/wait';

/**
 * No request ends the process (docs/architecture.md, "Failure containment"): the web process
 * as the Procfile starts it (api/server.ts), with ANALYST_PASSWORD set, takes malformed
 * headers, random bytes in query strings and truncated or garbage bodies at every raw path,
 * and still answers /healthz.
 */

/** Everything the server sent on one connection until it closed it (or `ms` passed). */
function exchange(
  port: number,
  chunks: Buffer[],
  opts: { endWrite?: boolean; ms?: number } = {},
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const got: Buffer[] = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(got).toString('latin1'), closed });
    };
    const timer = setTimeout(finish, opts.ms ?? 5_000);
    socket.on('data', (c: Buffer) => got.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', () => {
      for (const c of chunks) socket.write(c);
      if (opts.endWrite) socket.end();
    });
  });
}

const head = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8');

describe('no request ends the web process', function () {
  this.timeout(180_000);
  const password = 'analyst-fuzz-password-0123456789';
  let web: Child;
  let port: number;
  let cleanup: () => Promise<void>;

  const alive = () => web.child.exitCode === null && web.child.signalCode === null;
  const healthz = async () => {
    const r = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) });
    await r.arrayBuffer();
    return r.status;
  };

  before(async () => {
    const base = await deps();
    port = await freePort();
    const { ns, chPath, env } = isolatedEnv(base, 'fuzz', {
      PORT: String(port),
      ANALYST_PASSWORD: password,
      LOG_LEVEL: 'error',
    });
    web = runTs('api/server.ts', env);
    await waitFor(
      () => `the web process to listen (output: ${web.output()})`,
      async () => (alive() ? await healthz().catch(() => 0) : -1),
      (s) => s === 200 || s === -1,
      60_000,
    );
    expect(alive(), web.output()).to.equal(true);
    cleanup = async () => {
      await deleteKeys(base.redis, `${ns}:*`);
      await fs.rm(chPath, { recursive: true, force: true });
    };
  });

  after(async () => {
    if (web && alive()) {
      web.child.kill('SIGTERM');
      await web.exited;
    }
    await cleanup?.();
  });

  it('survives the two query ids that ended it (CR/LF, a character above U+00FF), then /healthz answers 200', async () => {
    for (const queryId of ['a%0d%0aX:1', '%E4%B8%AD']) {
      const r = await exchange(port, [
        head([
          `GET /clickhouse/?query=SELECT%201&query_id=${queryId} HTTP/1.1`,
          'Host: x',
          'Connection: close',
        ]),
      ]);
      // Answered, or the connection closed: never left hanging, and no header injected.
      expect(r.closed, `query_id=${queryId}: ${r.text}`).to.equal(true);
      expect(r.text).not.to.match(/^X: ?1/im);
      expect(alive(), web.output()).to.equal(true);
    }
    expect(await healthz()).to.equal(200);
    // What the guard logged names no password.
    expect(web.output()).not.to.include(password);
  });

  it('survives malformed headers, random query strings and truncated bodies at every raw path', async () => {
    const rnd = prng(0x39a);
    const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
    const pct = (b: Buffer) => [...b].map((x) => `%${x.toString(16).padStart(2, '0')}`).join('');
    const auth = `Basic ${Buffer.from(`analyst:${password}`).toString('base64')}`;
    const paths = [
      '/r/some-slug',
      '/r/',
      '/v1/collect',
      '/clickhouse/',
      '/clickhouse/ping',
      '/metrics',
      '/v1/orders/export',
      '/v1/affiliates/export',
      '/v1/exports',
      '/healthz',
    ];
    const evil = [
      'X-Request-Id: \u4e2d\u6587-id',
      'X-Publishable-Key: pk_\u00ff\u4e2d',
      'Cookie: aff_vid=\u4e2d\u4e2d\u4e2d\u4e2d\u4e2d\u4e2d\u4e2d\u4e2d; aff_click=\u00e9',
      'Authorization: Basic \u4e2d\u6587',
      `Authorization: ${auth}`,
      'User-Agent: \u{1F600}',
      'Referer: http://x/\u4e2d',
      'X-Forwarded-For: \u4e2d, 1.2.3.4',
      'Content-Type: application/json; charset=\u4e2d',
      'X-ClickHouse-User: \u4e2d',
    ];
    let sent = 0;
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT']) {
        const queries = [
          pct(bytes(24)),
          `query=SELECT%201&query_id=${pct(bytes(8))}&default_format=${pct(bytes(4))}`,
          `query_id=%0d%0aSet-Cookie:%20x&key=${pct(bytes(6))}&utm_source=${pct(bytes(6))}`,
          `database=${pct(bytes(5))}&user=analyst&password=${password}&query=SELECT%20%27%E4%B8%AD%27`,
        ];
        for (const q of queries) {
          const header = evil[Math.floor(rnd() * evil.length)];
          const body = bytes(Math.floor(rnd() * 64));
          const declared = body.length + Math.floor(rnd() * 3) * 40; // some bodies end early
          const r = await exchange(
            port,
            [
              head([
                `${method} ${path}?${q} HTTP/1.1`,
                'Host: x',
                header,
                `Content-Length: ${declared}`,
                'Connection: close',
              ]),
              body,
            ],
            { endWrite: declared > body.length, ms: 3_000 },
          );
          sent += 1;
          // A status line, or a closed connection: never a 5xx other than a known envelope.
          if (r.text) expect(r.text, `${method} ${path}?${q}`).to.match(/^HTTP\/1\.1 \d{3} /);
          expect(alive(), `after ${method} ${path}?${q}: ${web.output()}`).to.equal(true);
        }
      }
      // Raw bytes (not %-escaped) in the request target and in a header value, and garbage framing.
      for (const raw of [
        Buffer.concat([Buffer.from(`GET ${path}?`), bytes(40), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]),
        Buffer.concat([
          Buffer.from(`GET ${path} HTTP/1.1\r\nHost: x\r\nX-Request-Id: `),
          bytes(30),
          Buffer.from('\r\n\r\n'),
        ]),
        Buffer.concat([
          Buffer.from(`POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab`),
        ]),
        Buffer.concat([
          Buffer.from(`POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`),
          bytes(20),
        ]),
        bytes(200),
      ]) {
        await exchange(port, [raw], { endWrite: true, ms: 3_000 });
        sent += 1;
        expect(alive(), `after raw bytes at ${path}: ${web.output()}`).to.equal(true);
      }
    }
    expect(sent).to.be.greaterThan(200);
    expect(await healthz()).to.equal(200);
    expect(alive(), web.output()).to.equal(true);
  });
});

describe('the process guard (api/process.ts)', function () {
  this.timeout(60_000);

  it('logs a rejection (URL passwords masked) and a Node header refusal and keeps running; stops gracefully with exit 1 on a bug', async () => {
    const child = runTs('test/helpers/guard-child.ts', { ...process.env, LOG_LEVEL: 'info' });
    const { code } = await child.exited;
    const out = child.output();
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, any>);
    const rejection = lines.find((l) => /unhandled rejection/.test(l.msg));
    expect(rejection?.err?.message, out).to.equal('lost in postgres://app:***@db.internal/affiliate');
    expect(out).not.to.include('hunter2');
    expect(lines.find((l) => l.err?.code === 'ERR_INVALID_CHAR')?.msg, out).to.match(/keeps serving/);
    // Both survived: the process still ran its next timer, then the bug stopped it as SIGTERM would.
    expect(out.indexOf('still serving'), out).to.be.greaterThan(out.indexOf('ERR_INVALID_CHAR'));
    expect(lines.find((l) => l.level === 60)?.err?.message, out).to.match(/reading 'bug'/);
    expect(out).to.include('closed gracefully');
    expect(code, out).to.equal(1);
  });
});
