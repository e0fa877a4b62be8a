import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { Queue } from 'bullmq';
import type { Deps } from '../../api/deps';
import { flushClickCounts } from '../../api/tracking/load/click-counts';
import {
  inboxKeys,
  inboxRegistryKey,
  parcelKey,
  shipInbox,
  shipOrphanInboxes,
} from '../../api/tracking/edge/inbox';
import { acquireClickIntake, releaseClickIntake } from '../../api/tracking/edge/intake';
import { flushClickRows, loadParcel } from '../../api/tracking/load/load-clicks';
import { CLICK_JOB_OPTIONS, type ClickBatchWire, encodeBatch, type ParcelJob } from '../../api/queues/clicks';
import { QUEUE_NAMES, Queues, redisConnection } from '../../api/queues';
import { deleteKeys, deps } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, type TestLink, uniq } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait';
import {
  clickCount,
  clickRows,
  loadedClicks,
  rawClick,
  redirect,
  startClickWorkers,
} from '../helpers/clicks';

const ROOT = path.join(__dirname, '..', '..');

/** Deps of a namespace of this test's own: its inboxes, parcels and queues are the only ones there. */
function namespaced(base: Deps, ns: string): Deps {
  return {
    ...base,
    queues: new Queues(redisConnection(base.config.redisUrl), ns),
    config: { ...base.config, queuePrefix: ns, redisPrefix: ns },
  };
}

// Ids of two days ago, clear of those the intakes of this run make.
let nextId = (Date.now() - 2 * 86_400_000 - Date.UTC(2024, 0, 1)) * 4096;

function batch(link: TestLink, n: number): ClickBatchWire {
  const clicks = Array.from({ length: n }, () => rawClick((nextId += 1), link));
  return encodeBatch({ id: `c${clicks[0].id}`, clicks });
}

/** The click ids held anywhere in a namespace's inboxes and parcels. */
async function clicksInRedis(d: Deps): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const pattern of [
    `${d.config.redisPrefix}:clicks:inbox:*`,
    `${d.config.redisPrefix}:clicks:parcel:*`,
  ]) {
    let cursor = '0';
    do {
      const [next, keys] = await d.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) {
        if ((await d.redis.type(key)) !== 'list') continue;
        for (const item of await d.redis.lrange(key, 0, -1))
          for (const t of (JSON.parse(item) as ClickBatchWire).tuples) ids.add(t[0]);
      }
    } while (cursor !== '0');
  }
  return ids;
}

async function parcelJobs(queue: Queue): Promise<string[]> {
  return (await queue.getJobs(['waiting'])).map((j) => (j.data as ParcelJob).parcel).sort();
}

describe('click inboxes: edge batches shipped as parcels, each click loaded once', function () {
  this.timeout(60_000);
  let d: Deps;
  let queue: Queue;

  beforeEach(async () => {
    d = namespaced(await deps(), `${(await deps()).config.queuePrefix}_inbox_${uniq()}`);
    queue = d.queues.get(QUEUE_NAMES.clicks);
  });

  afterEach(async () => {
    await d.queues.close();
    await deleteKeys(d.redis, `${d.config.redisPrefix}:*`);
  });

  const pushTo = (inboxId: string, ...batches: ClickBatchWire[]) =>
    d.redis.rpush(inboxKeys(d.config.redisPrefix, inboxId).list, ...batches.map((b) => JSON.stringify(b)));

  it('the intake ships its batches as parcels (one small job each) and forgets its inbox on close', async () => {
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const intake = acquireClickIntake(d);
    const sent: number[] = [];
    const fields = () => {
      const { id: _id, ...rest } = rawClick(0, link);
      return rest;
    };
    for (let burst = 0; burst < 3; burst += 1)
      sent.push(...(await Promise.all(Array.from({ length: 30 }, () => intake.capture(fields())))));
    await releaseClickIntake(d);

    // Every click sits in a parcel that a waiting job names; no inbox is left, nor registered.
    const jobs = await queue.getJobs(['waiting']);
    expect(jobs.length).to.be.at.least(1);
    for (const j of jobs) {
      expect(Object.keys(j.data as object)).to.deep.equal(['parcel']);
      expect(j.id).to.equal(`p-${(j.data as ParcelJob).parcel}`);
    }
    expect([...(await clicksInRedis(d))].sort()).to.deep.equal([...sent].sort());
    expect(await d.redis.scard(inboxRegistryKey(d.config.redisPrefix))).to.equal(0);

    const workers = startClickWorkers(d);
    try {
      expect(await loadedClicks(link, sent.length)).to.deep.equal({
        counted: sent.length,
        rows: { rows: sent.length, ids: sent.length, bots: 0 },
      });
      // Loaded parcels are deleted.
      expect(
        await waitFor(
          'the clicks to leave Redis',
          () => clicksInRedis(d),
          (s) => s.size === 0,
        ),
      ).to.have.property('size', 0);
    } finally {
      await workers.close();
    }
  });

  it('a ship that fails after wrapping the parcel leaves it to the next ship, which adds its job once', async () => {
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const inbox = uniq('inbox');
    await pushTo(inbox, batch(link, 3), batch(link, 2));

    // A queue whose connection is gone: the parcel is made, its job cannot be added.
    const broken = new Queue(QUEUE_NAMES.clicks, {
      connection: redisConnection(d.config.redisUrl),
      prefix: d.config.queuePrefix,
    });
    await broken.close();
    let failure: unknown;
    await shipInbox(d.redis, broken, d.config.redisPrefix, inbox, false).catch((e) => (failure = e));
    expect(failure).to.be.instanceOf(Error);
    const k = inboxKeys(d.config.redisPrefix, inbox);
    const [left] = await d.redis.smembers(k.parcels);
    expect(await d.redis.llen(parcelKey(d.config.redisPrefix, left))).to.equal(2);
    expect(await d.redis.exists(k.list)).to.equal(0);
    expect(await parcelJobs(queue)).to.deep.equal([]);

    // More clicks meanwhile; the next ship sends the leftover parcel and the new one.
    await pushTo(inbox, batch(link, 4));
    expect(await shipInbox(d.redis, queue, d.config.redisPrefix, inbox, true)).to.equal(2);
    const parcels = await parcelJobs(queue);
    expect(parcels).to.have.length(2).and.include(left);
    expect(await d.redis.scard(k.parcels)).to.equal(0);
    // Nothing left to ship; shipping the leftover again would be a no-op add (same job id).
    expect(await shipInbox(d.redis, queue, d.config.redisPrefix, inbox, true)).to.equal(0);
    await queue.add('parcel', { parcel: left }, { ...CLICK_JOB_OPTIONS, jobId: `p-${left}` });
    expect(await parcelJobs(queue)).to.have.length(2);

    for (const p of parcels) await loadParcel(d, p);
    await flushClickCounts(d);
    await flushClickRows(d);
    expect(await clickCount(link.id, d)).to.equal(9);
    expect(await clickRows(b.id, d)).to.deep.equal({ rows: 9, ids: 9, bots: 0 });
  });

  it('a parcel loaded twice, and a batch shipped in two parcels, count each click once', async () => {
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const [x, y, z] = [batch(link, 5), batch(link, 4), batch(link, 3)];
    // Parcel A holds x and y; parcel B holds y again (a batch whose write timed out and was
    // spooled but landed too) and z: the second load stages z alone.
    await d.redis.rpush(parcelKey(d.config.redisPrefix, 'A'), JSON.stringify(x), JSON.stringify(y));
    await d.redis.rpush(parcelKey(d.config.redisPrefix, 'B'), JSON.stringify(y), JSON.stringify(z));
    expect(await loadParcel(d, 'A')).to.deep.equal({ rows: 9, bots: 0, staged: 2 });
    expect(await loadParcel(d, 'B')).to.deep.equal({ rows: 7, bots: 0, staged: 1 });
    // Run again after it was loaded and deleted: nothing to load.
    expect(await loadParcel(d, 'A')).to.deep.equal({ rows: 0, bots: 0, staged: 0 });
    expect(
      await d.redis.exists(parcelKey(d.config.redisPrefix, 'A'), parcelKey(d.config.redisPrefix, 'B')),
    ).to.equal(0);
    await flushClickCounts(d);
    await flushClickRows(d);
    expect(await clickCount(link.id, d)).to.equal(12);
    expect(await clickRows(b.id, d)).to.deep.equal({ rows: 12, ids: 12, bots: 0 });
  });

  it("the sweep ships the inbox of an owner that stopped pushing, and leaves a live owner's alone", async () => {
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const registry = inboxRegistryKey(d.config.redisPrefix);
    const [dead, live, idle] = [uniq('dead'), uniq('live'), uniq('idle')];
    await d.redis.sadd(registry, dead, live, idle);
    await pushTo(dead, batch(link, 3));
    await pushTo(live, batch(link, 2));
    await d.redis.set(inboxKeys(d.config.redisPrefix, live).alive, '1', 'EX', 30);

    expect(await shipOrphanInboxes(d)).to.equal(1);
    const [parcel] = await parcelJobs(queue);
    expect((await loadParcel(d, parcel)).rows).to.equal(3);
    // The dead inbox (now empty) and the idle one (empty all along) are forgotten.
    expect(await d.redis.smembers(registry)).to.deep.equal([live]);
    expect(await d.redis.llen(inboxKeys(d.config.redisPrefix, live).list)).to.equal(1);
  });

  it('a web process killed with SIGKILL right after its 302s loses none of those clicks', async () => {
    const chPath = path.join(os.tmpdir(), `aff-ch-${d.config.redisPrefix}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      QUEUE_PREFIX: d.config.queuePrefix,
      REDIS_PREFIX: d.config.redisPrefix,
      CLICKHOUSE_PATH: chPath,
      LOG_LEVEL: 'silent',
      INBOX_ALIVE_SECONDS: '1',
    };
    delete env.CLICKHOUSE_URL;
    let child: ChildProcess | null = null;
    try {
      const b = await newBusiness();
      const link = await newLink(b.id, (await newAffiliate(b.id)).id);
      child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/web-child.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout!.on('data', (c) => (out += c));
      const { port } = JSON.parse(
        await waitFor(
          () => `the child's first line (output: ${out})`,
          async () => out,
          (o) => o.includes('\n') || child!.exitCode !== null,
          30_000,
        ),
      ) as { port: number };
      const answered: number[] = [];
      for (let burst = 0; burst < 4; burst += 1) {
        const rs = await Promise.all(
          Array.from({ length: 25 }, () => redirect(`http://127.0.0.1:${port}`, link.slug)),
        );
        for (const r of rs) {
          expect(r.status).to.equal(302);
          answered.push(Number(/aff_click=(\d+)/.exec(r.headers.get('location')!)![1]));
        }
      }
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGKILL');
      await exited;

      // Each answered click is in Redis: in the dead process's inbox, or in a parcel it shipped.
      const held = await clicksInRedis(d);
      expect(answered.filter((id) => !held.has(id))).to.deep.equal([]);

      // Once its inbox is abandoned, the sweep ships it and the loader counts every click once.
      // The fixed wait is the lease expiry itself: the dead process's alive key lapses after 1 s.
      await new Promise((r) => setTimeout(r, 1_100));
      await shipOrphanInboxes(d);
      const workers = startClickWorkers(d);
      try {
        expect(await loadedClicks(link, answered.length)).to.deep.equal({
          counted: answered.length,
          rows: { rows: answered.length, ids: answered.length, bots: 0 },
        });
      } finally {
        await workers.close();
      }
      expect(await d.redis.scard(inboxRegistryKey(d.config.redisPrefix))).to.equal(0);
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await fs.rm(chPath, { recursive: true, force: true });
    }
  });
});
