import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { compactClickSessions } from '../../api/features/reports/click-sessions-rollup';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { insertClicks, prng, type SeedClick } from '../helpers/reports';
import { sessions, type Click } from './expected';

describe('click rollups', function () {
  this.timeout(60_000);
  let deps: Deps;
  let api: Client;
  let businessId: number;
  let link: { id: number; affiliateId: number; campaign: string | null };
  const clicks: Click[] = [];
  // Long before any other test's data: the compaction watermark is global, so it must not
  // cover days that other tests still insert clicks into.
  const clock = new ManualClock(new Date('2019-01-25T12:00:00Z'));

  const add = async (list: SeedClick[], token?: string) => {
    const ids = await insertClicks(deps, businessId, list, token);
    clicks.push(...list.map((c, i) => ({ ...c, id: ids[i] })));
  };
  const stats = async (from: string, to: string) => {
    const r = await api.get(`/v1/reports/stats?from=${from}&to=${to}`);
    expect(r.status, r.text).to.equal(200);
    return r.body.data;
  };

  /** The report export's sections as CSV (the file name's stamp left out). */
  const exported = async (from: string, to: string) => {
    const r = await api.get(`/v1/reports/export?from=${from}&to=${to}`);
    expect(r.status, r.text).to.equal(200);
    expect(r.text).to.include('Total Referral Clicks');
    return r.text;
  };

  before(async () => {
    deps = await sharedDeps();
    const biz = await newBusiness();
    businessId = biz.id;
    const a = await newAffiliate(biz.id, {}, deps);
    const l = await newLink(biz.id, a.id, { campaign: 'roll' }, deps);
    link = { id: l.id, affiliateId: a.id, campaign: 'roll' };
    const l2 = await newLink(biz.id, a.id, { campaign: null }, deps);
    const rnd = prng(3);
    const list: SeedClick[] = [];
    for (let i = 0; i < 800; i += 1) {
      const day = 1 + Math.floor(rnd() * 24);
      const hour = Math.floor(rnd() * 24);
      const to = rnd() < 0.5 ? link : { id: l2.id, affiliateId: a.id, campaign: null };
      list.push({
        affiliateId: to.affiliateId,
        linkId: to.id,
        campaign: to.campaign,
        visitorId: `v${Math.floor(rnd() * 15)}`,
        isBot: rnd() < 0.1,
        createdAt: `2019-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}:00.000000Z`,
      });
    }
    await add(list);
    const { url } = await startServer({ clock });
    api = client(url, biz.token);
  });

  it('gives the same click sessions before and after compaction, for ranges across the watermark', async () => {
    const ranges: [string, string][] = [
      ['2019-01-01', '2019-01-24'],
      ['2019-01-05', '2019-01-23'],
      ['2019-01-20', '2019-01-24'],
      ['2019-01-23', '2019-01-23'],
    ];
    const before = [];
    const exportsBefore = [];
    for (const [f, t] of ranges) {
      const s = await stats(f, t);
      expect(s.total_referral_clicks, `${f}..${t}`).to.equal(sessions(clicks, f, t));
      before.push(s);
      exportsBefore.push(await exported(f, t));
    }
    const run = await compactClickSessions({ ...deps, clock });
    expect(run).to.deep.include({ to: '2019-01-23' });
    const rows = await deps.ch.client.query({
      query: 'SELECT count() AS n FROM click_sessions_daily FINAL WHERE business_id = {b:UInt64}',
      query_params: { b: businessId },
      format: 'JSONEachRow',
    });
    expect((await rows.json<{ n: number }>())[0].n).to.be.greaterThan(15);
    for (const [i, [f, t]] of ranges.entries()) {
      expect(await stats(f, t), `${f}..${t}`).to.deep.equal(before[i]);
      expect(await exported(f, t), `export ${f}..${t}`).to.equal(exportsBefore[i]);
    }
  });

  it('counts a click that arrives late for a compacted day after the next compaction run', async () => {
    await add([{ ...late(), visitorId: 'late-visitor' }]);
    await compactClickSessions({ ...deps, clock });
    expect((await stats('2019-01-01', '2019-01-24')).total_referral_clicks).to.equal(
      sessions(clicks, '2019-01-01', '2019-01-24'),
    );
    // A second run without new clicks changes nothing.
    await compactClickSessions({ ...deps, clock });
    expect((await stats('2019-01-01', '2019-01-24')).total_referral_clicks).to.equal(
      sessions(clicks, '2019-01-01', '2019-01-24'),
    );
  });

  it('counts a retried batch (same dedup token) once, and bots never', async () => {
    const batch: SeedClick[] = [
      { ...late(), visitorId: 'retry-1', createdAt: '2019-01-24T05:00:00.000000Z' },
      { ...late(), visitorId: 'retry-2', createdAt: '2019-01-24T05:10:00.000000Z' },
      { ...late(), visitorId: 'bot', isBot: true, createdAt: '2019-01-24T05:20:00.000000Z' },
    ];
    const before = await api.get('/v1/reports/clicks-by-campaign?from=2019-01-24&to=2019-01-24');
    await add(batch, 'retry-token-1');
    await insertClicks(deps, businessId, batch, 'retry-token-1');
    const after = await api.get('/v1/reports/clicks-by-campaign?from=2019-01-24&to=2019-01-24');
    const roll = (r: typeof after) =>
      r.body.data.items.find((i: { campaign: string }) => i.campaign === 'roll').clicks;
    expect(roll(after) - roll(before)).to.equal(2);
    expect((await stats('2019-01-24', '2019-01-24')).total_referral_clicks).to.equal(
      sessions(clicks, '2019-01-24', '2019-01-24'),
    );
    // Two different batches whose rollup rows look alike are both counted.
    const twin: SeedClick = { ...late(), visitorId: 'twin', createdAt: '2019-01-24T07:00:00.000000Z' };
    await add([twin]);
    await add([twin]);
    const twice = await api.get('/v1/reports/clicks-by-campaign?from=2019-01-24&to=2019-01-24');
    expect(roll(twice) - roll(after)).to.equal(2);
  });

  function late(): SeedClick {
    return {
      affiliateId: link.affiliateId,
      linkId: link.id,
      campaign: 'roll',
      visitorId: 'x',
      createdAt: '2019-01-21T03:00:00.000000Z',
    };
  }
});
