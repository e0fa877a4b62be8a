import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createLogger } from '../../api/logger';
import { ClickIds } from '../../api/tracking/edge/click-ids';
import { GroupCommit } from '../../api/tracking/edge/group-commit';
import { locationParts } from '../../api/tracking/edge/link-cache';
import { ClickSpool } from '../../api/tracking/edge/spool';
import type { ClickBatch } from '../../api/queues/clicks';
import { ServiceUnavailableError } from '../../api/errors';
import { deps } from '../helpers/context';
import { uniq } from '../helpers/fixtures';

const logger = createLogger('silent');

describe('click intake building blocks', () => {
  describe('GroupCommit', () => {
    it('gathers what arrives together into writes of at most maxBatch, and answers each caller', async () => {
      const writes: number[][] = [];
      const gc = new GroupCommit<number>(
        async (items) => {
          writes.push(items);
          // A write that takes time, so callers pile up behind it (not a wait for a condition).
          await new Promise((r) => setTimeout(r, 5));
        },
        { maxBatch: 10, maxPending: 1000, maxInFlight: 1 },
      );
      await Promise.all(Array.from({ length: 35 }, (_, i) => gc.add(i)));
      expect(writes.flat()).to.deep.equal(Array.from({ length: 35 }, (_, i) => i));
      expect(Math.max(...writes.map((w) => w.length))).to.equal(10);
      expect(writes.length).to.equal(4);
      expect(gc.pending).to.equal(0);
      // A lone item is written on the next turn, not held for company.
      const t = Date.now();
      await gc.add(99);
      expect(Date.now() - t).to.be.lessThan(100);
    });

    it('refuses beyond maxPending with 503 (bounded memory), and a failed write fails its callers only', async () => {
      let writes = 0;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const gc = new GroupCommit<number>(
        async () => {
          writes += 1;
          await gate;
          if (writes === 1) throw new Error('disk gone');
        },
        { maxBatch: 2, maxPending: 4, maxInFlight: 1 },
      );
      const accepted = [1, 2, 3, 4].map((i) =>
        gc.add(i).then(
          () => 'ok',
          (e: Error) => e.message,
        ),
      );
      let refused: unknown;
      await gc.add(5).catch((e) => (refused = e));
      expect(refused).to.be.instanceOf(ServiceUnavailableError);
      expect((refused as ServiceUnavailableError).status).to.equal(503);
      release();
      const results = await Promise.all(accepted);
      expect(results.slice(0, 2)).to.deep.equal(['disk gone', 'disk gone']);
      expect(results.slice(2)).to.deep.equal(['ok', 'ok']);
      await gc.flush();
      expect(gc.pending).to.equal(0);
    });
  });

  describe('locationParts', () => {
    const loc = (dest: string) => {
      const p = locationParts(dest);
      return p ? `${p.head}123${p.tail}` : null;
    };
    it('adds aff_click to the query and keeps the query and fragment', () => {
      expect(loc('https://shop.example/p?x=1#top')).to.equal('https://shop.example/p?x=1&aff_click=123#top');
      expect(loc('https://shop.example/p')).to.equal('https://shop.example/p?aff_click=123');
      expect(loc('https://shop.example')).to.equal('https://shop.example/?aff_click=123');
      expect(loc('https://shop.example/p?a=b%20c&d=%26#x?y')).to.equal(
        'https://shop.example/p?a=b%20c&d=%26&aff_click=123#x?y',
      );
      expect(loc('https://shop.example/p?x=1&')).to.equal('https://shop.example/p?x=1&aff_click=123');
      expect(loc('http://shop.example/ü p')).to.equal('http://shop.example/%C3%BC%20p?aff_click=123');
    });
    it('refuses what cannot be a redirect target', () => {
      expect(loc('javascript:alert(1)')).to.equal(null);
      expect(loc('not a url')).to.equal(null);
    });
  });

  describe('ClickSpool', () => {
    let dir: string;
    beforeEach(async () => {
      dir = path.join(os.tmpdir(), `aff-spool-test-${uniq()}`);
    });
    afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

    const batch = (id: string): ClickBatch => ({ id, clicks: [{ id: 1 } as ClickBatch['clicks'][number]] });

    it('replays appended batches once, skipping a torn last line, and leaves nothing behind', async () => {
      const spool = new ClickSpool(dir, 'ns1', logger);
      await spool.append(batch('a'));
      await spool.append(batch('b'));
      const [file] = await fs.readdir(dir);
      await fs.appendFile(path.join(dir, file), '{"id":"c","clicks":[{"id"');
      const got: string[] = [];
      expect(await spool.replay(async (b) => void got.push(b.id))).to.equal(2);
      expect(got).to.deep.equal(['a', 'b']);
      expect(await fs.readdir(dir)).to.deep.equal([]);
      expect(await spool.replay(async (b) => void got.push(b.id))).to.equal(0);
      await spool.close();
    });

    it('keeps a file whose replay failed, and sends it again next time', async () => {
      const spool = new ClickSpool(dir, 'ns1', logger);
      await spool.append(batch('a'));
      await spool.append(batch('b'));
      let calls = 0;
      await spool
        .replay(async () => {
          calls += 1;
          if (calls === 2) throw new Error('redis gone again');
        })
        .catch(() => undefined);
      const got: string[] = [];
      await spool.replay(async (b) => void got.push(b.id));
      expect(got).to.deep.equal(['a', 'b']);
      await spool.close();
    });

    it("claims a dead process's files, never a live one's, and only in its own namespace", async () => {
      // A process that spooled a batch and died (SIGKILL, no chance to rotate its file).
      const script = `
        const { ClickSpool } = require('./api/tracking/edge/spool');
        const s = new ClickSpool(${JSON.stringify(dir)}, 'ns1', { warn() {}, info() {} });
        s.append({ id: 'dead', clicks: [{ id: 7 }] }).then(() => process.kill(process.pid, 'SIGKILL'));
      `;
      const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
        cwd: path.join(__dirname, '..', '..'),
        stdio: 'ignore',
      });
      await new Promise((r) => child.once('exit', r));
      const live = new ClickSpool(dir, 'ns1', logger);
      await live.append(batch('mine'));
      const other = new ClickSpool(dir, 'ns2', logger);
      await other.append(batch('theirs'));

      const third = new ClickSpool(dir, 'ns1', logger);
      const got: string[] = [];
      await third.replay(async (b) => void got.push(b.id));
      expect(got).to.deep.equal(['dead']); // `mine` is still being written by a live process
      await live.replay(async (b) => void got.push(b.id));
      expect(got).to.deep.equal(['dead', 'mine']);
      expect((await fs.readdir(dir)).every((f) => f.startsWith('clicks.ns2.'))).to.equal(true);
      await Promise.all([live.close(), other.close(), third.close()]);
    });
  });

  describe('ClickIds', () => {
    it('two processes lease different numbers and make different ids; a released number is free again', async () => {
      const d = await deps();
      const prefix = `${d.config.redisPrefix}:${uniq('ids')}`;
      const a = new ClickIds(d.redis, prefix, logger);
      const b = new ClickIds(d.redis, prefix, logger);
      await Promise.all([a.ready, b.ready]);
      expect(a.holdsLease && b.holdsLease).to.equal(true);
      expect(a.processNumber).to.not.equal(b.processNumber);
      const ids = new Set<number>();
      for (let i = 0; i < 2000; i += 1) {
        ids.add(a.next());
        ids.add(b.next());
      }
      expect(ids.size).to.equal(4000);
      expect([...ids].every((id) => Number.isSafeInteger(id))).to.equal(true);
      const taken = a.processNumber;
      await a.close();
      expect(await d.redis.exists(`${prefix}:clicks:node:${taken}`)).to.equal(0);
      await b.close();
    });

    it('when all 32 numbers are held, a process still starts (fallback number) and says so', async () => {
      const d = await deps();
      const prefix = `${d.config.redisPrefix}:${uniq('ids')}`;
      for (let n = 0; n < 32; n += 1) await d.redis.set(`${prefix}:clicks:node:${n}`, 'someone', 'EX', 60);
      const c = new ClickIds(d.redis, prefix, logger);
      await c.ready;
      expect(c.holdsLease).to.equal(false);
      expect(c.processNumber).to.be.within(0, 31);
      expect(Number.isSafeInteger(c.next())).to.equal(true);
      await c.close();
    });
  });
});
