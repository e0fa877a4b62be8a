import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { HostingNetworks } from '../../api/domain/hosting-networks';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import { dedupeKey } from '../../api/tracking/load/clicks/quality';
import { flushClickCounts } from '../../api/tracking/load/click-counts';
import { flushClickRows, loadClicks } from '../../api/tracking/load/load-clicks';
import type { RawClick } from '../../api/queues/clicks';
import type { WorkerPool } from '../../workers/index';
import { BOT_UA, clickCount, rawClick, startClickWorkers, untilClickCount } from '../helpers/clicks';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, setSettings, uniq, type TestLink } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { clickIdAt, conversionJob } from '../helpers/tracking';
import { waitFor } from '../helpers/wait';

const MINUTE = 60_000;

describe('fraud: click quality', function () {
  this.timeout(60_000);
  let d: Deps;
  let dc: Deps;
  let url: string;

  before(async () => {
    d = await deps();
    const dir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
    const file = path.join(dir, 'networks.csv');
    writeFileSync(
      file,
      '# test networks\n192.0.2.0/24,64500,Example Hosting\n2001:db8:aa::/48,64501,Example Cloud\n',
    );
    dc = { ...d, config: { ...d.config, hostingNetworksFile: file } };
    ({ url } = await startServer());
  });

  async function linkOf(settings: Parameters<typeof setSettings>[1]): Promise<TestLink> {
    const b = await newBusiness();
    await setSettings(b.id, settings);
    return newLink(b.id, (await newAffiliate(b.id)).id);
  }

  const click = (link: TestLink, at: number, ip: string, ua?: string): RawClick => ({
    ...rawClick(clickIdAt(new Date(at)), link, ua),
    ip_address: ip,
  });

  async function load(deps: Deps, clicks: RawClick[]): Promise<void> {
    await loadClicks(deps, [{ id: uniq('batch'), clicks }]);
    await flushClickCounts(deps);
    await flushClickRows(deps);
  }

  async function qualities(businessId: number): Promise<Record<string, string>> {
    const rs = await d.ch.client.query({
      query: 'SELECT toString(id) AS id, quality FROM clicks FINAL WHERE business_id = {b:UInt64}',
      query_params: { b: businessId },
      format: 'JSONEachRow',
    });
    const rows = await rs.json<{ id: string; quality: string }>();
    return Object.fromEntries(rows.map((r) => [r.id, r.quality]));
  }

  describe('the dedupe window', () => {
    it('keeps a repeat from one IP on one link within the window as duplicate, uncounted; the window edge counts again', async () => {
      const link = await linkOf({ click_dedupe_minutes: 10 });
      const t = Date.now() - 30 * MINUTE;
      const first = click(link, t, '203.0.113.10');
      const repeat = click(link, t + 5 * MINUTE, '203.0.113.10');
      const otherIp = click(link, t + 5 * MINUTE, '203.0.113.11');
      const atEdge = click(link, t + 10 * MINUTE, '203.0.113.10');
      const inNewWindow = click(link, t + 20 * MINUTE - 1, '203.0.113.10');
      const bot = click(link, t + 21 * MINUTE, '203.0.113.10', BOT_UA);
      await load(d, [first, repeat, otherIp, atEdge, inNewWindow, bot]);
      expect(await qualities(link.businessId)).to.deep.equal({
        [first.id]: 'ok',
        [repeat.id]: 'duplicate',
        [otherIp.id]: 'ok',
        [atEdge.id]: 'ok',
        [inNewWindow.id]: 'duplicate',
        [bot.id]: 'bot',
      });
      expect(await clickCount(link.id)).to.equal(3);
    });

    it('dedupe state is bounded: one key per link and IP, expiring with the window', async () => {
      const link = await linkOf({ click_dedupe_minutes: 10 });
      const c = click(link, Date.now(), '203.0.113.20');
      await load(d, [c]);
      const ttl = await d.redis.pttl(dedupeKey(d.config.redisPrefix, { ...c, ip_address: '203.0.113.20' }));
      expect(ttl).to.be.within(9 * MINUTE, 10 * MINUTE);
    });

    it('a flood from one IP in one step keeps the last counted click as the key, expiring with its window', async () => {
      const link = await linkOf({ click_dedupe_minutes: 30 });
      const now = Date.now();
      const ip = '203.0.113.25';
      const [a, b, c, e] = [40, 20, 5, 1].map((m) => click(link, now - m * MINUTE, ip));
      await load(d, [a, b, c, e]);
      expect(await qualities(link.businessId)).to.deep.equal({
        [a.id]: 'ok',
        [b.id]: 'duplicate',
        [c.id]: 'ok',
        [e.id]: 'duplicate',
      });
      const key = dedupeKey(d.config.redisPrefix, { ...c, ip_address: ip });
      expect((await d.redis.get(key))?.split(':')[0]).to.equal(String(c.id));
      expect(await d.redis.pttl(key)).to.be.within(24 * MINUTE, 25 * MINUTE);
      // The next step sees the state the flood left: c's window still runs.
      const later = click(link, now, ip);
      await load(d, [later]);
      expect((await qualities(link.businessId))[later.id]).to.equal('duplicate');
      expect(await clickCount(link.id)).to.equal(2);
    });

    it('a batch loaded twice does not make its own clicks duplicates', async () => {
      const link = await linkOf({ click_dedupe_minutes: 10 });
      const c = click(link, Date.now() - MINUTE, '203.0.113.30');
      const batch = { id: uniq('batch'), clicks: [c] };
      await loadClicks(d, [batch]);
      await loadClicks(d, [{ id: uniq('again'), clicks: [c] }]);
      await flushClickCounts(d);
      await flushClickRows(d);
      expect(await qualities(link.businessId)).to.deep.equal({ [c.id]: 'ok' });
    });

    it('off (0, the default): every human click counts', async () => {
      const link = await linkOf({});
      const t = Date.now() - MINUTE;
      await load(d, [click(link, t, '203.0.113.40'), click(link, t + 1, '203.0.113.40')]);
      expect(await clickCount(link.id)).to.equal(2);
    });
  });

  describe('datacenter_click', () => {
    it('reject: a hosting-network click is datacenter and uncounted; flag: datacenter and counted; bot wins', async () => {
      const t = Date.now() - MINUTE;
      const rejecting = await linkOf({ fraud_rules: { datacenter_click: 'reject' } });
      const r1 = click(rejecting, t, '192.0.2.5');
      const r2 = click(rejecting, t, '2001:db8:aa::7');
      const near = click(rejecting, t, '192.0.3.1');
      const bot = click(rejecting, t, '192.0.2.6', BOT_UA);
      await load(dc, [r1, r2, near, bot]);
      expect(await qualities(rejecting.businessId)).to.deep.equal({
        [r1.id]: 'datacenter',
        [r2.id]: 'datacenter',
        [near.id]: 'ok',
        [bot.id]: 'bot',
      });
      expect(await clickCount(rejecting.id)).to.equal(1);

      const flagging = await linkOf({ fraud_rules: { datacenter_click: 'flag' } });
      const f1 = click(flagging, t, '192.0.2.5');
      await load(dc, [f1]);
      expect(await qualities(flagging.businessId)).to.deep.equal({ [f1.id]: 'datacenter' });
      expect(await clickCount(flagging.id)).to.equal(1);

      const off = await linkOf({});
      const o1 = click(off, t, '192.0.2.5');
      await load(dc, [o1]);
      expect(await qualities(off.businessId)).to.deep.equal({ [o1.id]: 'ok' });
    });

    it('the hosting-network list: CIDRs of both families, merged; mapped IPv4 and odd text handled', () => {
      const n = HostingNetworks.parse(
        '10.0.0.0/8\n10.1.0.0/16\n# c\n\n2001:db8::/32,1,x\nbad\n300.1.1.1/8\n',
      );
      expect(n.size).to.equal(2);
      expect(n.has('10.255.255.255')).to.equal(true);
      expect(n.has('11.0.0.0')).to.equal(false);
      expect(n.has('9.255.255.255')).to.equal(false);
      expect(n.has('::ffff:10.0.0.1')).to.equal(true);
      expect(n.has('2001:db8:ffff::1')).to.equal(true);
      expect(n.has('2001:db9::1')).to.equal(false);
      expect(n.has('')).to.equal(false);
      expect(n.has('not an ip')).to.equal(false);
    });
  });

  describe('POST /v1/clicks, GET /v1/clicks and GET /v1/reports/fraud', () => {
    let workers: WorkerPool;
    before(() => {
      workers = startClickWorkers(d);
    });
    after(async () => workers.close());

    it('dedupes POST /v1/clicks; the list shows counted clicks unless quality asks; the fraud report counts both', async () => {
      const biz = await newBusiness();
      await setSettings(biz.id, { click_dedupe_minutes: 60, commission_rate: '10.00' });
      const aff = await newAffiliate(biz.id);
      const link = await newLink(biz.id, aff.id);
      const api = client(url, biz.token);
      for (const ip of ['203.0.113.50', '203.0.113.50', '203.0.113.51']) {
        const r = await api.post('/v1/clicks', {
          body: {
            slug: link.slug,
            ip_address: ip,
            user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0',
          },
        });
        expect(r.status).to.equal(202);
      }
      await untilClickCount(link.id, 2);
      const all = await waitFor(
        '3 clicks in ClickHouse',
        () => api.get('/v1/clicks?quality=all'),
        (r) => r.body.data?.items?.length === 3,
      );
      expect(all.body.data.items.map((c: any) => c.quality).sort()).to.deep.equal(['duplicate', 'ok', 'ok']);
      expect((await api.get('/v1/clicks')).body.data.items.map((c: any) => c.quality)).to.deep.equal([
        'ok',
        'ok',
      ]);
      const dups = await api.get('/v1/clicks?quality=duplicate');
      expect(dups.body.data.items).to.have.length(1);
      expect((await api.get('/v1/clicks?quality=human')).status).to.equal(422);
      expect(await clickCount(link.id)).to.equal(2);

      // Conversions: one flagged, one rejected by a rule, one clean.
      await setSettings(biz.id, { fraud_rules: { review_above: 'reject' }, fraud_review_amount: '500.00' });
      const job = (o: object) => conversionJob(biz.id, { referralCode: aff.referralCode, ...o });
      const keys = [
        await recordConversion(d, job({ customerEmail: 'a@mailinator.com' })),
        await recordConversion(d, job({ orderTotal: '600.00', subtotal: '600.00' })),
        await recordConversion(d, job({ customerEmail: 'b@example.com' })),
      ];
      await syncConversions(d, { businessId: biz.id, ids: keys.map((k) => k.id) });
      const report = await api.get('/v1/reports/fraud');
      expect(report.status).to.equal(200);
      expect(report.body.data).to.deep.equal({
        flagged: { count: 1, commission: 10 },
        rejected: { count: 1, commission: 60 },
        by_rule: [
          { rule: 'self_referral', flagged: 0, rejected: 0 },
          { rule: 'repeat_customer_ip', flagged: 0, rejected: 0 },
          { rule: 'disposable_email', flagged: 1, rejected: 0 },
          { rule: 'review_above', flagged: 0, rejected: 1 },
          { rule: 'datacenter_click', flagged: 0, rejected: 0 },
        ],
        clicks: { duplicate: 1, datacenter: 0, bot: 0 },
      });
      // Another range: nothing.
      const old = await api.get('/v1/reports/fraud?from=2020-01-01&to=2020-01-31');
      expect(old.body.data.flagged).to.deep.equal({ count: 0, commission: 0 });
      expect(old.body.data.clicks).to.deep.equal({ duplicate: 0, datacenter: 0, bot: 0 });
      expect((await api.get('/v1/reports/fraud?from=2020-02-01&to=2020-01-01')).status).to.equal(422);
    });
  });
});
