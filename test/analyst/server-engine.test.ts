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
