import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { expect } from 'chai';
import { Queue } from 'bullmq';
import type { Deps } from '../../api/deps';
import { clickCountKeys, flushClickCounts } from '../../api/tracking/load/click-counts';
import { clickLine, enrichClick } from '../../api/tracking/store/click-row';
import { findClicks } from '../../api/tracking/store/find-clicks';
import { CHUNK_ROWS } from '../../api/tracking/load/flush';
import { acquireClickIntake, releaseClickIntake } from '../../api/tracking/edge/intake';
import { clickRowsPending, flushClickRows, loadClicks } from '../../api/tracking/load/load-clicks';
import {
  RECENT_CLICK_TTL_SECONDS,
  recentClickKeys,
  recentClickLines,
  recentClicksIndex,
} from '../../api/tracking/store/recent-clicks';
import {
  LATE_AFTER_MS,
  STAGED_MARKER_SECONDS,
  stageKeys,
  StagingBacklogError,
} from '../../api/tracking/load/staging';
import type { ClickBatch, RawClick } from '../../api/queues/clicks';
import { rememberLines } from '../helpers/tracking';
import { ManualClock } from '../../api/clock';
import { QUEUE_NAMES, redisConnection } from '../../api/queues';
import { isolatedEnv, runTs } from '../helpers/child-process';
import { deleteKeys, deps } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, type TestLink, uniq } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait';
import { BOT_UA, clickCount, clickRows, rawClick, untilClickCount } from '../helpers/clicks';

const raw = rawClick;

// Ids of a day ago, clear of the ids this process's intake makes now.
const fields = (link: TestLink): Omit<RawClick, 'id'> => {
  const { id: _id, ...rest } = raw(0, link);
  return rest;
};

let nextId = (Date.now() - 86_400_000 - Date.UTC(2024, 0, 1)) * 4096;
const ids = (n: number) => Array.from({ length: n }, () => (nextId += 1));

describe('clicks are loaded and counted exactly once', function () {
  this.timeout(60_000);

  it('a batch delivered twice (a retried job, a replayed spool) is one row and one count per click', async () => {
    const d = await deps();
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const batch: ClickBatch = {
      id: uniq('batch'),
      clicks: [...ids(5).map((id) => raw(id, link)), raw(ids(1)[0], link, BOT_UA)],
    };
    await loadClicks(d, [batch]);
    await loadClicks(d, [batch]);
    await loadClicks(d, [JSON.parse(JSON.stringify(batch)) as ClickBatch]);
    await flushClickCounts(d);
    await flushClickRows(d);
    expect(await clickCount(link.id)).to.equal(5);
    expect(await clickRows(b.id)).to.deep.equal({ rows: 6, ids: 6, bots: 1 });
  });

  it('markers live half an hour; a late batch delivered after its marker expired is still one row and one count per click', async () => {
    const d = await deps();
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    // Made a day ago (older than LATE_AFTER_MS): a spool replayed long after its write landed.
    const batch: ClickBatch = { id: uniq('batch'), clicks: ids(4).map((id) => raw(id, link)) };
    await loadClicks(d, [batch]);
    const marker = stageKeys(d.config.redisPrefix, 'clicks').staged(batch.id);
    const ttl = await d.redis.ttl(marker);
    expect(ttl).to.be.within(STAGED_MARKER_SECONDS - 5, STAGED_MARKER_SECONDS);
    await flushClickCounts(d);
    await flushClickRows(d);
    await d.redis.del(marker); // what half an hour does
    const again = await loadClicks(d, [batch]);
    expect(again.staged).to.equal(0);
    // A redelivery that brings one click ClickHouse lacks stages that one only.
    const extra = raw(ids(1)[0], link);
    await d.redis.del(marker);
    expect((await loadClicks(d, [{ id: batch.id, clicks: [...batch.clicks, extra] }])).staged).to.equal(1);
    await flushClickCounts(d);
    await flushClickRows(d);
    expect(await clickCount(link.id)).to.equal(5);
    expect(await clickRows(b.id)).to.deep.equal({ rows: 5, ids: 5, bots: 0 });
  });

  it('a late batch waits (its job retries) while a staging older than the markers still waits for ClickHouse', async () => {
    const d = await deps();
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const batch: ClickBatch = { id: uniq('batch'), clicks: ids(3).map((id) => raw(id, link)) };
    // Staged 40 minutes ago, and ClickHouse unreachable since: its rows still wait in Redis.
    const past = new ManualClock(new Date(Date.now() - LATE_AFTER_MS - 15 * 60_000));
    try {
      await loadClicks({ ...d, clock: past }, [batch]);
      await d.redis.del(stageKeys(d.config.redisPrefix, 'clicks').staged(batch.id));
      let refused: unknown;
      await loadClicks(d, [batch]).catch((e: unknown) => (refused = e));
      expect(refused).to.be.instanceOf(StagingBacklogError);
    } finally {
      await flushClickRows(d);
    }
    // ClickHouse has them now: the redelivery adds nothing.
    expect((await loadClicks(d, [batch])).staged).to.equal(0);
    await flushClickCounts(d);
    await flushClickRows(d);
    expect(await clickCount(link.id)).to.equal(3);
    expect(await clickRows(b.id)).to.deep.equal({ rows: 3, ids: 3, bots: 0 });
  });

  it('a row flush that dies between the chunks of a long frozen list is finished by the next, each row once', async function () {
    const d = await deps();
    if (!d.ch.insertRaw) this.skip(); // the failure below is injected into the embedded engine's insert
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    // Ids of ten minutes ago (not late), above those any other test makes.
    let id = (Date.now() - 600_000 - Date.UTC(2024, 0, 1)) * 4096 + 4095;
    const perBatch = 500;
    const batches = Math.ceil((CHUNK_ROWS * 2) / perBatch); // two chunks and a bit
    await flushClickRows(d);
    // Raw counts below must see a duplicate: no merge may fold it away meanwhile.
    await d.ch.client.command({ query: 'SYSTEM STOP MERGES clicks' });
    try {
      for (let i = 0; i < batches; i += 1) {
        const clicks = Array.from({ length: perBatch }, () => raw((id += 1), link));
        await loadClicks(d, [{ id: uniq('batch'), clicks }]); // one staged element each
      }
      let inserts = 0;
      const dying = {
        ...d,
        ch: {
          ...d.ch,
          insertRaw: (i: Parameters<NonNullable<Deps['ch']['insertRaw']>>[0]) =>
            ++inserts === 2 ? Promise.reject(new Error('worker killed')) : d.ch.insertRaw!(i),
        },
      };
      let died: unknown;
      await flushClickRows(dying).catch((e: unknown) => (died = e));
      expect((died as Error)?.message).to.equal('worker killed');
      // The first chunk is in; the frozen list waits with its flush id.
      expect((await clickRows(b.id)).rows).to.equal(CHUNK_ROWS);
      expect(await flushClickRows(d)).to.equal(batches * perBatch);
      expect(await clickRows(b.id)).to.deep.equal({
        rows: batches * perBatch,
        ids: batches * perBatch,
        bots: 0,
      });
      await flushClickCounts(d);
      expect(await clickCount(link.id)).to.equal(batches * perBatch);
    } finally {
      await d.ch.client.command({ query: 'SYSTEM START MERGES clicks' });
    }
  });

  it('a flush inserts what was staged when it began; what arrives meanwhile waits for the next, unless behind a backlog', async function () {
    const d = await deps();
    if (!d.ch.insertRaw) this.skip(); // the arrivals below are injected into the embedded engine's insert
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const stage = (n: number) =>
      loadClicks(d, [{ id: uniq('batch'), clicks: ids(n).map((id) => raw(id, link)) }]);
    await flushClickRows(d);
    // Rows that arrive while the flush inserts: `arriving[k]` during its k-th insert.
    const during = (arriving: number[]) => {
      const sizes: number[] = [];
      const ch = {
        ...d.ch,
        insertRaw: async (i: Parameters<NonNullable<Deps['ch']['insertRaw']>>[0]) => {
          sizes.push(i.body.toString().split('\n').filter(Boolean).length);
          for (let left = arriving[sizes.length - 1] ?? 0; left > 0; left -= 500)
            await stage(Math.min(left, 500));
          return d.ch.insertRaw!(i);
        },
      };
      return { deps: { ...d, ch }, sizes };
    };

    // A trickle during the insert is not inserted on its own: the next flush takes it.
    await stage(3);
    const trickle = during([2]);
    expect(await flushClickRows(trickle.deps)).to.equal(3);
    expect(trickle.sizes).to.deep.equal([3]);
    expect(await clickRowsPending(d)).to.equal(true);

    // Behind a take of a full chunk or more (a backlog), the same flush takes again.
    for (let left = CHUNK_ROWS; left > 0; left -= 500) await stage(500);
    const backlog = during([500]);
    expect(await flushClickRows(backlog.deps)).to.equal(2 + CHUNK_ROWS + 500);
    expect(backlog.sizes).to.deep.equal([2 + CHUNK_ROWS, 500]);
    expect(await clickRowsPending(d)).to.equal(false);
    expect(await clickRows(b.id)).to.deep.equal({
      rows: 5 + CHUNK_ROWS + 500,
      ids: 5 + CHUNK_ROWS + 500,
      bots: 0,
    });
  });

  it('a loaded click is kept for attribution in the same step, by the id range of its process', async () => {
    const d = await deps();
    const b = await newBusiness();
    const other = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    // Ids carry their millisecond since 2024-01-01 above 12 bits, then a process number (5
    // bits) and a sequence (7 bits). Two processes' ids interleave in one batch, and 60 of
    // process 7's make more than one range (50 clicks a range at most).
    const ms = Date.now() - 3_600_000 - Date.UTC(2024, 0, 1);
    const idOf = (process: number, n: number) =>
      (ms + Math.floor(n / 128)) * 4096 + process * 128 + (n % 128);
    const seven = Array.from({ length: 60 }, (_, n) => idOf(7, 2 * n));
    const nine = [idOf(9, 0), idOf(9, 1)];
    const ids = [seven[0], nine[0], ...seven.slice(1), nine[1]];
    const gap = seven[3] + 1; // inside a stored range, never made
    const clicks = ids.map((id, i) => ({
      ...raw(id, link),
      campaign: 'spring',
      // One referrer holds the gap's id as a line would begin: still not a line of its own.
      referrer: i === 5 ? `https://r.example/?a=[${b.id},${gap},` : 'https://r.example/',
    }));
    await loadClicks(d, [{ id: uniq('batch'), clicks }]);

    for (const process of [7, 9]) {
      const k = recentClickKeys(d.config.redisPrefix, idOf(process, 0));
      expect(k.ranges).to.match(new RegExp(`:recent-clicks:p${process}$`));
    }
    expect(await d.redis.zcard(recentClickKeys(d.config.redisPrefix, seven[0]).ranges)).to.be.greaterThan(1);
    const found = await findClicks(d, b.id, ids);
    expect([...found.keys()].sort()).to.deep.equal([...ids].sort());
    expect(found.get(seven[59])).to.deep.equal({
      id: seven[59],
      business_id: b.id,
      referral_link_id: link.id,
      affiliate_id: link.affiliateId,
      visitor_id: clicks[ids.indexOf(seven[59])].visitor_id,
      campaign: 'spring',
      landing_page: 'https://shop.example/',
      referrer: 'https://r.example/',
      is_bot: false,
      created_at: new Date(Date.UTC(2024, 0, 1) + Math.floor(seven[59] / 4096))
        .toISOString()
        .replace('Z', '000Z'),
      quality: 'ok',
    });
    // An id inside a stored range that was never made (the gaps between process 7's ids) and an
    // id of a process with nothing stored are not found, nor is anything by another business.
    const never = [gap, idOf(11, 0)];
    expect(await recentClickLines(d, never)).to.deep.equal([null, null]);
    expect((await findClicks(d, other.id, ids)).size).to.equal(0);
  });

  it('the recent clicks drop ranges older than their window as new ones are written', async () => {
    const d = await deps();
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const at = (agoMs: number) => (Date.now() - agoMs - Date.UTC(2024, 0, 1)) * 4096 + 13 * 128;
    const old = at(RECENT_CLICK_TTL_SECONDS * 1000 + 60_000);
    const fresh = at(1_000);
    const [oldLine, freshLine] = [old, fresh].map((id) => clickLine(enrichClick(raw(id, link))));
    // Written while it was still within the window (two minutes ago), then found.
    await rememberLines(d, recentClicksIndex(d.config.redisPrefix, [old], Date.now() - 120_000), [oldLine]);
    expect((await recentClickLines(d, [old]))[0]).to.equal(oldLine);
    await rememberLines(d, recentClicksIndex(d.config.redisPrefix, [fresh], Date.now()), [freshLine]);
    expect(await recentClickLines(d, [old, fresh])).to.deep.equal([null, freshLine]);
    const k = recentClickKeys(d.config.redisPrefix, fresh);
    expect(await d.redis.hkeys(k.lines)).to.not.include(String(old));
    expect(await d.redis.ttl(k.ranges)).to.be.within(RECENT_CLICK_TTL_SECONDS - 5, RECENT_CLICK_TTL_SECONDS);
  });

  it('a flush that dies after its PostgreSQL commit and is run again counts nothing twice', async () => {
    const d = await deps();
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    await loadClicks(d, [{ id: uniq('batch'), clicks: ids(3).map((id) => raw(id, link)) }]);
    await flushClickCounts(d);
    expect(await clickCount(link.id)).to.equal(3);
    // Put back what a crash between the commit and the Redis cleanup leaves behind.
    const { flush_id } = await d.db.one<{ flush_id: string }>(
      'SELECT flush_id FROM click_count_flushes WHERE business_id = $1 ORDER BY created_at DESC LIMIT 1',
      [b.id],
    );
    const k = clickCountKeys(d.config.redisPrefix);
    await d.redis.hset(k.frozen, `${b.id}:${link.id}`, 3);
    await d.redis.set(k.frozenId, flush_id);
    await loadClicks(d, [{ id: uniq('batch'), clicks: ids(2).map((id) => raw(id, link)) }]);
    await flushClickCounts(d); // finishes the leftover flush: adds nothing
    expect(await clickCount(link.id)).to.equal(3);
    expect(await d.redis.exists(k.frozen)).to.equal(0);
    await flushClickCounts(d); // the 2 counted meanwhile
    expect(await clickCount(link.id)).to.equal(5);
  });

  it('concurrent flushes and loads never lose or double a count', async () => {
    const d = await deps();
    const b = await newBusiness();
    const aff = await newAffiliate(b.id);
    const links = [await newLink(b.id, aff.id), await newLink(b.id, aff.id)];
    const loads = Array.from({ length: 20 }, (_, i) =>
      loadClicks(d, [{ id: uniq('batch'), clicks: ids(10).map((id) => raw(id, links[i % 2])) }]),
    );
    const flushes = Array.from({ length: 10 }, () => flushClickCounts(d));
    await Promise.all([...loads, ...flushes]);
    await Promise.all([flushClickCounts(d), flushClickCounts(d)]);
    await flushClickCounts(d);
    expect(await clickCount(links[0].id)).to.equal(100);
    expect(await clickCount(links[1].id)).to.equal(100);
  });

  /**
   * A real worker process SIGKILLed mid-batch. The embedded ClickHouse admits one process per
   * data folder and this test process holds the run's folder, so the child worker gets its
   * own folder (and its own queue and Redis prefixes), and the next worker process, which opens
   * that folder after the first is dead, reports its rows at start and at exit. The first child
   * kills itself right after its first ClickHouse insert
   * succeeds, before BullMQ records the job as complete, which is the worst moment: the job is
   * retried (as stalled) by the next worker and inserts the same batch again. The point proven:
   * that retry leaves no duplicate row (no FINAL in the count) and no double count in
   * click_count.
   */
  it('a worker killed with SIGKILL between its ClickHouse insert and the job completion duplicates nothing', async () => {
    const base = await deps();
    const { ns, chPath, env } = isolatedEnv(base, 'crash');
    const d: Deps = { ...base, config: { ...base.config, queuePrefix: ns, redisPrefix: ns } };
    const queue = new Queue(QUEUE_NAMES.clicks, {
      connection: redisConnection(base.config.redisUrl),
      prefix: ns,
    });
    const children: ChildProcess[] = [];
    try {
      const b = await newBusiness();
      const link = await newLink(b.id, (await newAffiliate(b.id)).id);
      // Three bursts through the real intake (group commit: one batch per burst), shipped from
      // its inbox as parcels when it closes.
      const intake = acquireClickIntake(d);
      const sent: number[] = [];
      for (let burst = 0; burst < 3; burst += 1) {
        const burstIds = await Promise.all(Array.from({ length: 40 }, () => intake.capture(fields(link))));
        sent.push(...burstIds);
      }
      await releaseClickIntake(d);
      const waiting = await queue.getJobCounts('waiting');
      expect(waiting.waiting).to.be.at.least(1);

      const run = (extra: NodeJS.ProcessEnv) => {
        const c = runTs('test/helpers/click-crash-worker.ts', { ...env, ...extra });
        children.push(c.child);
        return c;
      };
      const rowsAt = (output: string, phase: string) => {
        const line = output.split('\n').find((l) => l.startsWith(`{"phase":"${phase}"`));
        expect(line, output).to.be.a('string');
        const { rows, ids } = JSON.parse(line!) as { rows: number; ids: number };
        return { rows, ids };
      };

      const a = run({ MODE: 'work', CRASH_AFTER_INSERT: '1' });
      const killed = await a.exited;
      expect(killed.signal, a.output()).to.equal('SIGKILL');
      expect(a.output()).to.include('inserted');

      const bWorker = run({ MODE: 'work' });
      await waitFor(
        () => `worker B to be ready (output: ${bWorker.output()})`,
        async () => bWorker.output(),
        (o) => o.includes('ready') || bWorker.child.exitCode !== null,
        30_000,
      );
      const afterCrash = rowsAt(bWorker.output(), 'start');
      expect(afterCrash.rows).to.be.greaterThan(0); // the crashed worker's insert did land
      expect(afterCrash.rows).to.equal(afterCrash.ids);
      const counted = await untilClickCount(link.id, sent.length, 30_000);
      expect(counted, bWorker.output()).to.equal(sent.length);
      await waitFor(
        'the click queue to drain',
        async () => {
          const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
          return c.waiting + c.active + c.delayed + c.failed;
        },
        (n) => n === 0,
        15_000,
      );
      const counts = await queue.getJobCounts('failed');
      expect(counts.failed).to.equal(0);
      bWorker.child.kill('SIGTERM');
      expect((await bWorker.exited).code, bWorker.output()).to.equal(0);

      expect(rowsAt(bWorker.output(), 'end')).to.deep.equal({ rows: sent.length, ids: sent.length });
      expect(await clickCount(link.id)).to.equal(sent.length);
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await queue.close();
      await deleteKeys(base.redis, `${ns}:*`);
      await fs.rm(chPath, { recursive: true, force: true });
    }
  });
});
