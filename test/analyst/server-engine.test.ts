import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { serverEngine } from '../../api/features/analyst/engine';
import { ClickHouseError } from '../../api/features/analyst/statement';

/**
 * With CLICKHOUSE_URL the endpoint forwards to the server: a server that takes the request and
 * never answers must not hold the analyst's slot (or the client) forever.
 */
describe('analysts: a ClickHouse server that never answers', () => {
  let server: http.Server;
  let url: string;
  const held: http.ServerResponse[] = [];

  before(async () => {
    server = http.createServer((_req, res) => held.push(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('ends the query at its deadline with ClickHouse timeout error (code 159)', async () => {
    const engine = serverEngine(url, 'analyst', 'secret', 300);
    const started = Date.now();
    const err = await engine
      .run({ text: 'SELECT 1', database: 'default', defaultFormat: 'JSON', params: {}, settings: {} })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).to.be.instanceOf(ClickHouseError);
    expect((err as ClickHouseError).code).to.equal(159);
    expect((err as ClickHouseError).body()).to.match(/^Code: 159\. DB::Exception: Timeout exceeded/);
    expect(Date.now() - started).to.be.below(5_000);
    expect(held.length).to.be.at.least(1);
  });
});

/**
 * The server's answer is streamed through under ANALYST_MAX_RESULT_BYTES: a server (here one
 * that answers the checks as ClickHouse would, then 8 MB) cannot make the web process hold
 * more than the cap.
 */
describe('analysts: a ClickHouse server with a large answer', () => {
  let server: http.Server;
  let url: string;
  let streamed = 0;

  before(async () => {
    server = http.createServer((req, res) => {
      let sql = '';
      req.on('data', (c: Buffer) => (sql += c.toString()));
      req.on('end', () => {
        if (sql.startsWith('SELECT formatQuerySingleLine')) return res.end('SELECT 1\n');
        if (sql.startsWith('EXPLAIN AST'))
          return res.end(
            'SelectWithUnionQuery (children 1)\n ExpressionList (children 1)\n  SelectQuery (children 1)\n   ExpressionList (children 1)\n    Literal UInt64_1\n',
          );
        res.writeHead(200, { 'X-ClickHouse-Summary': '{"read_rows":"1"}' });
        const block = Buffer.alloc(64 * 1024, 'x');
        const write = () => {
          while (streamed < 8 * 1024 * 1024) {
            streamed += block.length;
            if (!res.write(block)) return void res.once('drain', write);
          }
          res.end();
        };
        res.on('close', () => res.destroy());
        write();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('passes chunks through until the cap, then fails with code 396', async () => {
    const cap = 2 * 1024 * 1024;
    const engine = serverEngine(url, 'analyst', 'secret', 5_000, cap);
    const answer = await engine.run({
      text: 'SELECT 1',
      database: 'default',
      defaultFormat: 'TSV',
      params: {},
      settings: {},
    });
    expect(answer.summary).to.deep.equal({ read_rows: '1' });
    let received = 0;
    const err = await (async () => {
      try {
        for (;;) {
          const chunk = await answer.next();
          if (chunk === null) return null;
          received += chunk.length;
          expect(chunk.length).to.be.at.most(1024 * 1024);
        }
      } catch (e) {
        return e;
      } finally {
        answer.close();
      }
    })();
    expect(err).to.be.instanceOf(ClickHouseError);
    expect((err as ClickHouseError).code).to.equal(396);
    expect(received).to.be.at.most(cap);
  });
});
