import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { createRedis } from '../../api/deps';
import { Queues, redisConnection } from '../../api/queues';
import type { WorkerPool } from '../../workers/index';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import {
  BOT_UA,
  BROWSER_UA,
  clickCount,
  clickRows,
  redirect,
  startClickWorkers,
  untilClickRows,
  untilClickCount,
} from '../helpers/clicks';
import { freePort } from '../helpers/net';

/** A Redis of this test's own: the shared one serves everybody else's tests and must stay up. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = createRedis(`redis://127.0.0.1:${port}`);
  probe.on('error', () => undefined);
  try {
    await waitFor(
      'Redis to answer PING',
      () => probe.ping().catch(() => 'down'),
      (r) => r === 'PONG',
      10_000,
    );
  } finally {
    probe.disconnect();
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

async function spooledClicks(dir: string): Promise<number> {
  let n = 0;
  for (const f of await fs.readdir(dir).catch(() => [] as string[])) {
    const text = await fs.readFile(path.join(dir, f), 'utf8');
    for (const line of text.split('\n').filter(Boolean))
      n += (JSON.parse(line) as { clicks: unknown[] }).clicks.length;
  }
  return n;
}

describe('Redis outage: redirects still answer, and every click is counted once Redis is back', function () {
  this.timeout(90_000);
  let redis: ChildProcess;
  let d: Deps;
  let workers: WorkerPool | null = null;
  let spoolDir: string;

  before(async () => {
    const base = await deps();
    const port = await freePort();
    redis = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    const ns = `${base.config.queuePrefix}_outage_${uniq()}`;
    spoolDir = path.join(os.tmpdir(), `aff-spool-${ns}`);
    const r = createRedis(url);
    r.on('error', () => undefined);
    d = {
      ...base,
      redis: r,
      queues: new Queues(redisConnection(url), ns),
      config: {
        ...base.config,
        redisUrl: url,
        redisPrefix: ns,
        queuePrefix: ns,
        rateLimitPrefix: `${ns}:rl`,
        clickSpoolDir: spoolDir,
      },
    };
    // The producers this test's workers use: their connection errors during the outage are expected.
    for (const q of d.queues.all()) q.on('error', () => undefined);
  });

  after(async () => {
    await workers?.close();
    await d.queues.close().catch(() => undefined);
    // Before the server goes: a client disconnected while re-connecting never reaches "end".
    d.redis.disconnect();
    await stopRedis(redis);
    await fs.rm(spoolDir, { recursive: true, force: true });
  });

  it('spools while Redis is down, replays when it is back, counts each click once', async () => {
    const { url: web } = await startServer({ redis: d.redis, queues: d.queues, config: d.config });
    workers = startClickWorkers(d);
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);

    // Before: the normal path.
    for (let i = 0; i < 5; i += 1) expect((await redirect(web, link.slug)).status).to.equal(302);
    expect(await untilClickCount(link.id, 5)).to.equal(5);

    // Redis goes away: redirects still answer 302, promptly, and the clicks go to the spool.
    const port = Number(new URL(d.config.redisUrl).port);
    await stopRedis(redis);
    const during: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const t = Date.now();
      const r = await redirect(web, link.slug);
      expect(r.status).to.equal(302);
      during.push(Number(/aff_click=(\d+)/.exec(r.headers.get('location')!)![1]));
      expect(Date.now() - t).to.be.lessThan(1_500);
    }
    const burst = await Promise.all(Array.from({ length: 20 }, () => redirect(web, link.slug)));
    expect(burst.map((r) => r.status)).to.deep.equal(Array(20).fill(302));
    expect((await redirect(web, link.slug, { 'user-agent': BOT_UA })).status).to.equal(302);
    const api = await client(web, b.token).post('/v1/clicks', {
      body: { slug: link.slug, user_agent: BROWSER_UA },
    });
    expect(api.status).to.equal(202);
    expect(await spooledClicks(spoolDir)).to.equal(10 + 20 + 1 + 1);

    // Neither Redis nor the disk: 503, never a 302 for a click that could be lost.
    const blocker = path.join(os.tmpdir(), `aff-spool-blocker-${uniq()}`);
    await fs.writeFile(blocker, 'not a directory');
    const noDisk = await startServer({
      redis: d.redis,
      queues: d.queues,
      config: { ...d.config, clickSpoolDir: path.join(blocker, 'spool') },
    });
    const refused = await redirect(noDisk.url, link.slug);
    expect(refused.status).to.equal(503);
    expect(refused.headers.get('set-cookie')).to.equal(null);
    expect(await refused.json()).to.deep.equal({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable' },
    });
    await fs.rm(blocker, { force: true });

    // Redis is back (empty: no persistence): the spool is replayed and loaded.
    redis = await startRedis(port);
    const humans = 5 + 10 + 20 + 1;
    expect(await untilClickCount(link.id, humans, 30_000)).to.equal(humans);
    expect(await untilClickRows(b.id, humans + 1, 10_000)).to.deep.equal({
      rows: humans + 1,
      ids: humans + 1,
      bots: 1,
    });
    expect(
      await waitFor(
        'the spool folder to empty',
        () => fs.readdir(spoolDir),
        (f) => f.length === 0,
      ),
    ).to.deep.equal([]);
    const rs = await d.ch.client.query({
      query: 'SELECT count() AS n FROM clicks WHERE business_id = {b:UInt64} AND id IN {ids:Array(UInt64)}',
      query_params: { b: b.id, ids: during },
      format: 'JSONEachRow',
    });
    expect(Number((await rs.json<{ n: number }>())[0].n)).to.equal(during.length);

    // And after: business as usual, nothing counted twice.
    expect((await redirect(web, link.slug)).status).to.equal(302);
    expect(await untilClickCount(link.id, humans + 1)).to.equal(humans + 1);
    // A fixed window on purpose: it proves nothing more is counted after a flush period
    // (INGEST_FLUSH_SECONDS=1 in test/setup.ts); there is no event to wait on.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await clickCount(link.id)).to.equal(humans + 1);
    expect((await clickRows(b.id)).rows).to.equal(humans + 2);
  });
});
