import { expect } from 'chai';
import type { Config } from '../../api/config';
import type { Deps } from '../../api/deps';
import { recordEvents } from '../../api/outbox/record-events';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { webhooksProcessor } from '../../workers/processors/webhooks';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { Receiver } from './receiver';

/**
 * A business whose endpoints answer, but slowly, gets the narrow share a failing endpoint gets,
 * and all its degraded endpoints together hold at most 4 deliveries in flight: it can hold a
 * few worker slots, never all of them (sql/queries/webhooks/claim-due.sql).
 */
describe('webhooks: slow endpoints share a few workers', function () {
  this.timeout(60_000);
  let d: Deps;
  let url: string;
  let rx: Receiver;
  let workers: WorkerPool;

  before(async () => {
    const base = await sharedDeps();
    const config: Config = {
      ...base.config,
      webhooks: {
        ...base.config.webhooks,
        allowPrivateUrls: true,
        relayIntervalMs: 50,
        concurrency: 6,
        perEndpointConcurrency: 8,
      },
    };
    ({ url, deps: d } = await startServer({ config }));
    rx = await new Receiver().start();
    workers = startWorkers(d, [webhooksProcessor]);
  });

  after(async () => {
    await rx?.close();
    await workers?.close();
  });

  async function endpointAt(token: string, path: string): Promise<number> {
    const r = await client(url, token).post('/v1/webhooks', {
      body: { url: `${rx.url}${path}`, events: ['*'] },
    });
    expect(r.status, r.text).to.equal(201);
    return r.body.data.id as number;
  }

  it("holds eight crawling endpoints of one business to 4 in flight; another business's event goes straight through", async () => {
    const crawler = await newBusiness(d);
    const paths = Array.from({ length: 8 }, (_, i) => `/slow/3000/${uniq()}-${i}`);
    for (const p of paths) await endpointAt(crawler.token, p);
    await recordEvents(
      d.db,
      crawler.id,
      Array.from({ length: 20 }, (_, i) => ({ type: 'affiliate.created' as const, object: { i } })),
    );
    const quiet = await newBusiness(d);
    const fast = `/ok/${uniq()}`;
    await endpointAt(quiet.token, fast);

    await waitFor(
      "the crawler's attempts under way",
      async () => rx.slowOpen,
      (n) => n >= 4,
    );
    const t0 = Date.now();
    await recordEvents(d.db, quiet.id, [{ type: 'affiliate.created', object: { id: 1 } }]);
    await waitFor(
      "the quiet business's event",
      async () => rx.at(fast).length,
      (n) => n === 1,
    );
    // Each of the crawler's attempts takes 3 s: had it held every worker, this would wait for one.
    expect(Date.now() - t0).to.be.below(2_000);
    // A second round of the crawler's attempts, still within its share.
    await waitFor(
      'a second round',
      async () => paths.reduce((n, p) => n + rx.at(p).length, 0),
      (n) => n >= 8,
      20_000,
    );
    expect(rx.slowOpenMax).to.equal(4);
    const marked = await d.db.any<{ slow: boolean }>(
      'SELECT slow FROM webhook_endpoints WHERE business_id = $1',
      [crawler.id],
    );
    expect(marked.map((m) => m.slow)).to.deep.equal(Array(8).fill(true));
  });

  it('gives an endpoint its full share once it answers quickly, and narrows it again when it slows', async () => {
    const biz = await newBusiness(d);
    const api = client(url, biz.token);
    const id = await endpointAt(biz.token, `/ok/${uniq()}`);
    const slowOf = async () =>
      (await d.db.one<{ slow: boolean }>('SELECT slow FROM webhook_endpoints WHERE id = $1', [id])).slow;
    // New: narrow until its first quick answer.
    expect(await slowOf()).to.equal(true);
    expect((await api.post(`/v1/webhooks/${id}/test`)).status).to.equal(202);
    await waitFor('the quick answer', slowOf, (slow) => slow === false);

    const path = `/slow/2500/${uniq()}`;
    expect((await api.patch(`/v1/webhooks/${id}`, { body: { url: `${rx.url}${path}` } })).status).to.equal(
      200,
    );
    expect((await api.post(`/v1/webhooks/${id}/test`)).status).to.equal(202);
    await waitFor('the slow answer', slowOf, (slow) => slow === true, 15_000);
    expect(rx.at(path)).to.have.length(1);
  });
});
