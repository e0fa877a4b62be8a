import fs from 'node:fs/promises';
import { expect } from 'chai';
import { recordEvents } from '../../api/outbox/record-events';
import { isolatedEnv, runTs } from '../helpers/child-process';
import { deleteKeys, deps } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';
import { call } from '../helpers/http';
import { freePort } from '../helpers/net';
import { waitFor } from '../helpers/wait';
import { Receiver } from './receiver';

/**
 * Under the Procfile the webhook attempts are counted in the `worker` process, not the web's:
 * with METRICS_PORT the worker serves its own GET /metrics, behind the admin token.
 */
describe('the worker process serves its own metrics on METRICS_PORT', function () {
  this.timeout(90_000);

  it('counts its webhook attempts there, and refuses a scrape without the admin token', async () => {
    const base = await deps();
    const port = await freePort();
    const { ns, chPath, env } = isolatedEnv(base, 'wm', {
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      METRICS_PORT: String(port),
    });
    const rx = await new Receiver().start();
    const worker = runTs('workers/index.ts', env);
    const out = () => worker.output();
    const metricsUrl = `http://127.0.0.1:${port}`;
    const auth = { authorization: `Bearer ${base.config.adminToken}` };
    try {
      const biz = await newBusiness(base);
      const hookPath = `/ok/${uniq()}`;
      await base.db.none(
        `INSERT INTO webhook_endpoints (business_id, url, events, secret) VALUES ($1, $2, '{*}', $3)`,
        [biz.id, `${rx.url}${hookPath}`, `whsec_${Buffer.alloc(32, 7).toString('base64')}`],
      );
      await recordEvents(base.db, biz.id, [{ type: 'webhook.test', object: { id: 0 } }]);

      await waitFor(
        () => `the delivery (worker output: ${out()})`,
        async () => rx.at(hookPath).length,
        (n) => n === 1,
        60_000,
      );
      const scraped = await waitFor(
        () => `a succeeded attempt on the worker's /metrics (worker output: ${out()})`,
        async () => (await call(metricsUrl, 'GET', '/metrics', { headers: auth })).text,
        (text) => /^webhook_delivery_attempts_total\{outcome="succeeded"\} [1-9]/m.test(text),
        10_000,
      );
      expect(scraped).to.match(/^webhook_delivery_lag_seconds_count [1-9]/m);
      expect(scraped).to.match(/^queue_jobs\{queue="webhooks",state="waiting"\} \d+/m);

      const refused = await call(metricsUrl, 'GET', '/metrics');
      expect(refused.status).to.equal(401);
      expect(refused.body).to.deep.equal({
        success: false,
        error: { code: 'UNAUTHORIZED', message: 'Admin token required' },
      });
    } finally {
      worker.child.kill('SIGTERM');
      expect((await worker.exited).code, out()).to.equal(0);
      await rx.close();
      await deleteKeys(base.redis, `${ns}:*`);
      await fs.rm(chPath, { recursive: true, force: true });
    }
  });
});
