import net from 'node:net';
import { expect } from 'chai';
import type { Config } from '../../api/config';
import { createPool, type Deps } from '../../api/deps';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';
import { client } from '../helpers/http';

const withDeadlines = (base: Config, d: Partial<Config['deadlines']>): Config => ({
  ...base,
  deadlines: { ...base.deadlines, ...d },
});

/** Sends raw bytes, leaves the connection open, and reads until the server closes it. */
function rawExchange(url: string, text: string): Promise<{ answer: string; ms: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const t = Date.now();
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.once('error', reject);
    socket.once('close', () => resolve({ answer: Buffer.concat(chunks).toString(), ms: Date.now() - t }));
    socket.write(text);
  });
}

describe('deadlines', function () {
  this.timeout(30_000);
  let base: Deps;

  before(async () => {
    base = await sharedDeps();
  });

  describe('PostgreSQL', () => {
    it('each pool carries its own statement and idle-in-transaction deadlines', async () => {
      const config = withDeadlines(base.config, {
        apiStatementMs: 30_000,
        apiIdleInTransactionMs: 20_000,
        jobStatementMs: 900_000,
        jobIdleInTransactionMs: 60_000,
        exportStatementMs: 600_000,
      });
      const expected = { api: ['30s', '20s'], jobs: ['15min', '1min'], exports: ['10min', '20s'] };
      for (const [role, [statement, idle]] of Object.entries(expected)) {
        const db = createPool(config, role as keyof typeof expected);
        try {
          const r = await db.one<{ s: string; i: string }>(
            `SELECT current_setting('statement_timeout') AS s,
                    current_setting('idle_in_transaction_session_timeout') AS i`,
          );
          expect(r, role).to.deep.equal({ s: statement, i: idle });
        } finally {
          await db.$pool.end();
        }
      }
    });

    it('a statement past its deadline is a 503 envelope, not a hang', async () => {
      const db = createPool(withDeadlines(base.config, { apiStatementMs: 300 }), 'api');
      try {
        const { url } = await startServer({ db });
        const biz = await newBusiness();
        const api = client(url, biz.token);
        expect((await api.get('/v1/affiliates')).status).to.equal(200);
        // Another session holds the table: the list's statement waits on the lock.
        await base.db.tx(async (t) => {
          await t.none('LOCK TABLE affiliates IN ACCESS EXCLUSIVE MODE');
          const started = Date.now();
          const r = await fetch(`${url}/v1/affiliates`, {
            headers: { authorization: `Bearer ${biz.token}` },
            signal: AbortSignal.timeout(5_000),
          });
          const body = await r.json();
          expect(r.status).to.equal(503);
          expect(body).to.deep.equal({
            success: false,
            error: { code: 'SERVICE_UNAVAILABLE', message: 'The request took too long, please retry later' },
          });
          expect(Date.now() - started).to.be.below(3_000);
        });
        expect((await api.get('/v1/affiliates')).status).to.equal(200);
      } finally {
        await db.$pool.end();
      }
    });
  });

  describe('HTTP server', () => {
    const server = () =>
      startServer({
        config: withDeadlines(base.config, {
          httpHeadersMs: 1_000,
          httpRequestMs: 2_000,
          httpKeepAliveMs: 1_000,
        }),
      });

    it('headers that never finish arriving are answered 408 and the connection closed', async () => {
      const { url } = await server();
      const r = await rawExchange(url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      expect(r.answer).to.match(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(r.answer.slice(r.answer.indexOf('\r\n\r\n') + 4))).to.deep.equal({
        success: false,
        error: { code: 'REQUEST_TIMEOUT', message: 'The request was not received in time' },
      });
      expect(r.ms).to.be.below(5_000);
    });

    it('a body that never finishes arriving is answered 408', async () => {
      const { url } = await server();
      const r = await rawExchange(
        url,
        'POST /v1/auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"api_key":',
      );
      expect(r.answer).to.match(/^HTTP\/1\.1 408 /);
      expect(r.ms).to.be.below(6_000);
    });

    it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
      const { url } = await server();
      const r = await rawExchange(url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(r.answer).to.match(/^HTTP\/1\.1 200 /);
      expect(r.ms).to.be.within(900, 5_000);
    });
  });
});
