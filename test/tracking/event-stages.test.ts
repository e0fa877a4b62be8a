import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { eventIdOf, type EventsJob } from '../../api/queues/events';
import { resolveEventClicks } from '../../api/tracking/load/events/clicks';
import { resolveEventCodes } from '../../api/tracking/load/events/codes';
import { eventRows } from '../../api/tracking/load/events/rows';
import { eventLoadOf, type EventLoaderDeps } from '../../api/tracking/load/events/stage';
import { stageEvents } from '../../api/tracking/load/events/stage-rows';
import { EVENT_STAGES, flushEvents } from '../../api/tracking/load/load-events';
import { PendingClickError } from '../../api/tracking/store/pending-click';
import { BROWSER_UA } from '../helpers/clicks';
import { deps } from '../helpers/context';
import { newAffiliate, newBusiness, newLink } from '../helpers/fixtures';
import { clickIdAt, clickOf, storeClicks } from '../helpers/tracking';

/**
 * The events loader's stages one at a time (api/tracking/load/load-events.ts lists them). The
 * whole path, from POST /v1/collect to the row, is test/events/collect.test.ts.
 */
const jobOf = (businessId: number, events: Omit<EventsJob['events'][number], 'id'>[]): EventsJob => {
  const batchId = randomUUID();
  return {
    businessId,
    batchId,
    receivedAt: new Date().toISOString(),
    ip: '203.0.113.7',
    userAgent: BROWSER_UA,
    proxyCountry: null,
    events: events.map((e, i) => ({ ...e, id: eventIdOf(batchId, i) })),
  };
};

async function eventCount(businessId: number): Promise<number> {
  const d = await deps();
  const rs = await d.ch.client.query({
    query: 'SELECT count() AS n FROM events WHERE business_id = {b:UInt64}',
    query_params: { b: businessId },
    format: 'JSONEachRow',
  });
  const [r] = await rs.json<{ n: string }>();
  return Number(r.n);
}

describe('events loader stages', function () {
  this.timeout(60_000);

  it('run in order: clicks, codes, rows, stage', () => {
    expect(EVENT_STAGES.map((s) => s.name)).to.deep.equal(['clicks', 'codes', 'rows', 'stage']);
  });

  it('clicks: a stored click is found; one made moments ago and not stored makes the job retry, but not on its last attempt', async () => {
    const d = await deps();
    const b = await newBusiness();
    const aff = await newAffiliate(b.id);
    const link = await newLink(b.id, aff.id);
    const stored = clickOf({ businessId: b.id, linkId: link.id, affiliateId: aff.id });
    await storeClicks([stored], 'redis');
    const found = eventLoadOf(jobOf(b.id, [{ type: 'pageview', click_id: stored.id }]), false);
    await resolveEventClicks.run(d, found);
    expect(found.clicks.get(stored.id)).to.include({ affiliate_id: aff.id, referral_link_id: link.id });

    const fresh = clickIdAt(new Date());
    const job = jobOf(b.id, [{ type: 'pageview', click_id: fresh }]);
    let thrown: unknown;
    try {
      await resolveEventClicks.run(d, eventLoadOf(job, false));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).to.be.instanceOf(PendingClickError);
    expect((thrown as PendingClickError).clickIds).to.deep.equal([fresh]);
    const last = eventLoadOf(job, true);
    await resolveEventClicks.run(d, last);
    expect(last.clicks.size).to.equal(0);
  });

  it("codes: an affiliate of the business by its code, whatever its case; another business's code is none", async () => {
    const d = await deps();
    const b = await newBusiness();
    const other = await newBusiness();
    const aff = await newAffiliate(b.id);
    const foreign = await newAffiliate(other.id);
    const load = eventLoadOf(
      jobOf(b.id, [
        { type: 'pageview', referral_code: aff.referralCode.toLowerCase() },
        { type: 'pageview', referral_code: foreign.referralCode },
        { type: 'pageview', referral_code: 'with\u0000nul' },
      ]),
      false,
    );
    await resolveEventCodes.run(d, load);
    expect([...load.codes.keys()]).to.deep.equal([aff.referralCode.toLowerCase()]);
    expect(load.codes.get(aff.referralCode.toLowerCase())?.id).to.equal(aff.id);
  });

  it('rows: attributed by the click, else by the code; page path and UTM from the URL; quantity 1 for a cart event', () => {
    const job = jobOf(7, [
      { type: 'pageview', click_id: 42, url: 'https://shop.example/p/1?utm_source=news&utm_medium=mail' },
      { type: 'add_to_cart', referral_code: 'ABC', price: 12.5 },
      { type: 'pageview' },
    ]);
    const load = eventLoadOf(job, false);
    load.clicks.set(42, clickOf({ businessId: 7, linkId: 9, affiliateId: 3 }));
    load.codes.set('abc', { id: 5, status: 'active', deleted: false } as never);
    eventRows.run({} as EventLoaderDeps, load);
    const [viaClick, viaCode, direct] = load.rows;
    expect(viaClick).to.include({
      business_id: 7,
      click_id: 42,
      affiliate_id: 3,
      referral_link_id: 9,
      path: '/p/1',
      utm_source: 'news',
      utm_medium: 'mail',
      is_bot: 0,
    });
    expect(viaCode).to.include({ affiliate_id: 5, referral_link_id: 0, price: '12.50', quantity: 1 });
    expect(direct).to.include({ affiliate_id: 0, click_id: 0, quantity: 0 });
    expect(load.rows.map((r) => r.id)).to.deep.equal(job.events.map((e) => e.id));
  });

  it('stage: a batch is staged once, so a job run twice is its rows once', async () => {
    const d = await deps();
    const b = await newBusiness();
    const job = jobOf(b.id, [{ type: 'pageview' }, { type: 'pageview' }]);
    for (let i = 0; i < 2; i++) {
      const load = eventLoadOf(job, false);
      eventRows.run(d, load);
      await stageEvents.run(d, load);
    }
    for (let i = 0; i < 50 && (await eventCount(b.id)) < 2; i++) {
      if ((await flushEvents(d)) === null) await new Promise((r) => setTimeout(r, 100));
    }
    expect(await eventCount(b.id)).to.equal(2);
  });
});
