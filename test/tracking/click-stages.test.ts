import { expect } from 'chai';
import { QUEUE_NAMES } from '../../api/queues';
import type { ClickBatch } from '../../api/queues/clicks';
import { CLICK_COUNTS_JOB, CLICK_ROWS_JOB } from '../../api/queues/flushes';
import { enrichClicks } from '../../api/tracking/load/clicks/enrich';
import { requestClickFlushes } from '../../api/tracking/load/clicks/request-flushes';
import { clickLoadOf, type ClickLoaderDeps } from '../../api/tracking/load/clicks/stage';
import { stageClicks } from '../../api/tracking/load/clicks/stage-rows';
import { CLICK_STAGES, flushClickRows } from '../../api/tracking/load/load-clicks';
import { findClicks } from '../../api/tracking/store/find-clicks';
import { BOT_UA, clickRows, rawClick } from '../helpers/clicks';
import { deps } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, uniq } from '../helpers/fixtures';
import { clickIdAt } from '../helpers/tracking';

/**
 * The click loader's stages one at a time (api/tracking/load/load-clicks.ts lists them; the
 * quality stage's own test is test/fraud/click-quality.test.ts). The whole loader's
 * exactly-once behaviour is test/clicks/exactly-once.test.ts.
 */
describe('click loader stages', function () {
  this.timeout(60_000);

  it('run in order: enrich, quality, stage, request-flushes', () => {
    expect(CLICK_STAGES.map((s) => s.name)).to.deep.equal(['enrich', 'quality', 'stage', 'request-flushes']);
  });

  it('enrich: each click becomes its row, bots told apart, batch ids kept', async () => {
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const now = new Date();
    const batches: ClickBatch[] = [
      { id: uniq('batch'), clicks: [rawClick(clickIdAt(now), link), rawClick(clickIdAt(now), link, BOT_UA)] },
      { id: uniq('batch'), clicks: [rawClick(clickIdAt(now), link)] },
    ];
    const load = clickLoadOf(batches);
    await enrichClicks.run({} as ClickLoaderDeps, load);
    expect(load.batches.map((x) => x.id)).to.deep.equal(batches.map((x) => x.id));
    expect(load.rows).to.equal(3);
    expect(load.bots).to.equal(1);
    const [human, bot] = load.batches[0].rows;
    expect(human).to.include({ business_id: b.id, referral_link_id: link.id, is_bot: 0 });
    expect(bot.is_bot).to.equal(1);
    expect(human.browser).to.not.equal('');
  });

  it('stage: a batch is staged once, its human clicks counted and findable at once', async () => {
    const d = await deps();
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id);
    const now = new Date();
    const ids = [clickIdAt(now), clickIdAt(now), clickIdAt(now)];
    const batch: ClickBatch = {
      id: uniq('batch'),
      clicks: [rawClick(ids[0], link), rawClick(ids[1], link), rawClick(ids[2], link, BOT_UA)],
    };
    const first = clickLoadOf([batch]);
    await enrichClicks.run(d, first);
    await stageClicks.run(d, first);
    expect(first).to.include({ staged: 1, humans: 2 });
    // Findable by id from the moment it is staged (the recent clicks), before any flush.
    expect([...(await findClicks(d, b.id, ids)).keys()].sort()).to.deep.equal([...ids].sort());

    const again = clickLoadOf([JSON.parse(JSON.stringify(batch)) as ClickBatch]);
    await enrichClicks.run(d, again);
    await stageClicks.run(d, again);
    expect(again.staged).to.equal(0);

    // Flushed, the batch is its rows once each (another flush may hold the lock a moment).
    for (let i = 0; i < 50 && (await clickRows(b.id, d)).rows < 3; i++) {
      if ((await flushClickRows(d)) === null) await new Promise((r) => setTimeout(r, 100));
    }
    expect(await clickRows(b.id, d)).to.deep.equal({ rows: 3, ids: 3, bots: 1 });
  });

  it('request-flushes: the rows flush always, the counts flush within a second when clicks count', async () => {
    const d = await deps();
    const queue = d.queues.get(QUEUE_NAMES.flushes);
    const secondsFrom = (every: number, ms: number) => (Math.floor(ms / 1000 / every) + 1) * every;
    const before = Date.now();
    const load = clickLoadOf([]);
    load.humans = 1;
    await requestClickFlushes.run(d, load);
    const after = Date.now();
    const jobIds = async (name: string, every: number) => {
      const found = [];
      for (const s of new Set([secondsFrom(every, before), secondsFrom(every, after)])) {
        const job = await queue.getJob(`${name}-${s}`);
        if (job) found.push(job.name);
      }
      return found;
    };
    expect(await jobIds(CLICK_ROWS_JOB, d.config.ingestFlushSeconds)).to.include(CLICK_ROWS_JOB);
    expect(await jobIds(CLICK_COUNTS_JOB, 1)).to.include(CLICK_COUNTS_JOB);
  });
});
