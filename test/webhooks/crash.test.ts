import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { isolatedEnv, runTs } from '../helpers/child-process';
import { deleteKeys, deps, startServer } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { insertConversion } from '../helpers/orders';
import { waitFor } from '../helpers/wait';
import { Receiver } from './receiver';

describe('webhooks: a worker killed between the commit and the delivery', function () {
  this.timeout(120_000);

  it('loses no event: another worker delivers every one, signed', async () => {
    const base = await deps();
    const { ns, chPath, env } = isolatedEnv(base, 'whcrash', {
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_LEASE_SECONDS: '2',
    });
    const rx = await new Receiver().start();
    const children: ChildProcess[] = [];
    const run = (extra: NodeJS.ProcessEnv = {}) => {
      const c = runTs('test/helpers/webhook-crash-worker.ts', { ...env, ...extra });
      children.push(c.child);
      return c;
    };
    try {
      const { url } = await startServer({
        config: { ...base.config, webhooks: { ...base.config.webhooks, allowPrivateUrls: true } },
      });
      const biz = await newBusiness();
      const api = client(url, biz.token);
      const path_ = `/ok/${uniq()}`;
      const hook = await api.post('/v1/webhooks', { body: { url: `${rx.url}${path_}`, events: ['*'] } });
      expect(hook.status, hook.text).to.equal(201);
      // Committed changes while no worker runs: 25 approvals in one bulk request.
      const ids: number[] = [];
      for (let i = 0; i < 25; i += 1) ids.push((await insertConversion(biz.id, {}, base)).id);
      expect((await api.post('/v1/orders/bulk-approve', { body: { ids } })).status).to.equal(200);

      const a = run({ CRASH_AFTER_CLAIM: '1' });
      const killed = await a.exited;
      expect(killed.signal, a.output()).to.equal('SIGKILL');
      expect(a.output()).to.match(/claimed \d+/);
      expect(rx.at(path_), 'nothing was sent before the kill').to.have.length(0);

      const b = run();
      const got = await waitFor(
        () => `every approval at the receiver (worker output: ${b.output()})`,
        async () => new Set(rx.at(path_).map((r) => r.headers['webhook-id'])).size,
        (n) => n === ids.length,
        60_000,
      );
      expect(got).to.equal(ids.length);
      const wh = new Webhook(hook.body.data.secret);
      const objects = rx
        .at(path_)
        .map(
          (r) =>
            wh.verify(r.body, r.headers as Record<string, string>) as { data: { object: { id: number } } },
        );
      expect([...new Set(objects.map((o) => o.data.object.id))].sort((x, y) => x - y)).to.deep.equal(ids);
      const rows = await base.db.any<{ status: string }>(
        'SELECT status FROM webhook_deliveries WHERE endpoint_id = $1',
        [hook.body.data.id],
      );
      expect(rows.map((r) => r.status)).to.deep.equal(Array(ids.length).fill('succeeded'));
      b.child.kill('SIGTERM');
      expect((await b.exited).code, b.output()).to.equal(0);
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await rx.close();
      await deleteKeys(base.redis, `${ns}:*`);
      await fs.rm(chPath, { recursive: true, force: true });
    }
  });
});
