import { expect } from 'chai';
import type { Job } from 'bullmq';
import type { Deps } from '../../api/deps';
import { loadConfig } from '../../api/config';
import {
  askForRowsAgain,
  CLICK_COUNTS_JOB,
  CLICK_ROWS_JOB,
  EVENT_ROWS_JOB,
  scheduleClickFlushes,
  scheduleEventFlush,
} from '../../api/queues/flushes';
import { QUEUE_NAMES, Queues, redisConnection } from '../../api/queues';
import { deleteKeys, deps } from '../helpers/context';
import { uniq } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait';

/** The second a flush job is due at, from its id (`<name>-<second>`). */
const dueSecond = (job: Job): number => Number(job.id!.slice(job.id!.lastIndexOf('-') + 1));

describe('flush cadence: click counts every second, rows every INGEST_FLUSH_SECONDS', function () {
  let d: Deps;
  let made: Deps[] = [];

  /** Deps with queues of their own namespace (and so a fresh record of the flushes asked for). */
  async function namespaced(): Promise<Deps> {
    const base = await deps();
    const ns = `${base.config.queuePrefix}_cadence_${uniq()}`;
    const n = {
      ...base,
      queues: new Queues(redisConnection(base.config.redisUrl), ns),
      config: { ...base.config, queuePrefix: ns, ingestFlushSeconds: 5 },
    };
    made.push(n);
    return n;
  }

  beforeEach(async () => {
    d = await namespaced();
  });

  afterEach(async () => {
    for (const n of made) {
      await n.queues.close();
      await deleteKeys(n.redis, `${n.config.queuePrefix}:*`);
    }
    made = [];
  });

  it('asks for rows at the next multiple of the cadence and for counts at the next second, once each', async () => {
    // Both asks must fall in the same slots: start early in a second, and not at a 5 s boundary.
    await waitFor(
      'the start of a second, away from a 5 s boundary',
      async () => Date.now(),
      (t) => t % 1000 <= 300 && t % 5000 <= 4000,
      10_000,
      20,
    );
    const before = Date.now();
    await scheduleClickFlushes(d, true);
    await scheduleEventFlush(d);
    const after = Date.now();
    // Asked again within the same slots (more batches staged meanwhile): nothing new.
    await scheduleClickFlushes(d, true);
    await scheduleEventFlush(d);

    const jobs = await d.queues.get(QUEUE_NAMES.flushes).getJobs(['delayed', 'waiting']);
    expect(jobs.map((j) => j.name).sort()).to.deep.equal([CLICK_COUNTS_JOB, CLICK_ROWS_JOB, EVENT_ROWS_JOB]);
    const job = (name: string) => jobs.find((j) => j.name === name)!;
    for (const name of [CLICK_ROWS_JOB, EVENT_ROWS_JOB]) {
      const due = dueSecond(job(name));
      expect(due % 5, name).to.equal(0);
      expect(due * 1000 - before).to.be.within(1, 5_000);
      expect(job(name).opts.delay).to.be.at.most(5_000);
    }
    const counts = dueSecond(job(CLICK_COUNTS_JOB));
    expect(counts).to.be.within(Math.floor(before / 1000) + 1, Math.floor(after / 1000) + 1);
  });

  it('behind a backlog (a flush that ran out of its time, rows left) the next rows flush comes the next second', async () => {
    const due = async (n: Deps) =>
      (await n.queues.get(QUEUE_NAMES.flushes).getJobs(['delayed', 'waiting'])).map(dueSecond);
    const before = Date.now();
    await askForRowsAgain(d, EVENT_ROWS_JOB, true);
    const after = Date.now();
    expect(await due(d)).to.have.length(1);
    expect((await due(d))[0]).to.be.within(Math.floor(before / 1000) + 1, Math.floor(after / 1000) + 1);
    // After a flush that finished in time (however large), or found the lock held: the usual cadence.
    const other = await namespaced();
    await askForRowsAgain(other, CLICK_ROWS_JOB, false);
    await askForRowsAgain(other, EVENT_ROWS_JOB, false);
    expect(await due(other)).to.have.length(2);
    for (const second of await due(other)) expect(second % 5).to.equal(0);
  });

  it('reads the cadence from INGEST_FLUSH_SECONDS: 5 by default, 1 to 60 allowed', () => {
    expect(loadConfig({}).ingestFlushSeconds).to.equal(5);
    expect(loadConfig({ INGEST_FLUSH_SECONDS: '2' }).ingestFlushSeconds).to.equal(2);
    expect(() => loadConfig({ INGEST_FLUSH_SECONDS: '0' })).to.throw(/INGEST_FLUSH_SECONDS/);
    expect(() => loadConfig({ INGEST_FLUSH_SECONDS: '61' })).to.throw(/INGEST_FLUSH_SECONDS/);
  });
});
