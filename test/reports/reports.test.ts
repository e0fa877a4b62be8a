import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, type TestBusiness, tokenWithScopes } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { insertClicks, seedConversions } from '../helpers/reports';
import { expectedCampaigns, expectedChart, expectedStats, expectedTop, shift, type Conv } from './expected';
import { seedProgram, type Program } from './seed';

const FROM = '2025-10-01';
const TO = '2026-03-20';
const TODAY = '2026-03-20';

describe('reports', function () {
  this.timeout(120_000);
  let deps: Deps;
  let biz: TestBusiness;
  let other: TestBusiness;
  let p: Program;
  let q: Program;
  let api: Client;
  let otherApi: Client;
  let baseUrl: string;
  const clock = new ManualClock(new Date(`${TODAY}T15:30:00Z`));

  before(async () => {
    deps = await sharedDeps();
    biz = await newBusiness();
    other = await newBusiness();
    p = await seedProgram(deps, biz.id, { seed: 7, from: FROM, to: TO, clicks: 1500, conversions: 260 });
    // Another business with larger figures in the same days: any leak would show.
    q = await seedProgram(deps, other.id, {
      seed: 99,
      from: FROM,
      to: TO,
      clicks: 900,
      conversions: 150,
      scale: 50,
    });
    // Boundary conversions and clicks around the range used below.
    const [a1, a2, a3] = p.affiliates;
    const l1 = p.links[0];
    const edges: Omit<Conv, 'id'>[] = [
      {
        affiliateId: a1.id,
        linkId: l1.id,
        commission: '11.11',
        status: 'approved',
        convertedAt: '2026-01-10T00:00:00.000000Z',
      },
      {
        affiliateId: a2.id,
        linkId: null,
        commission: '22.22',
        status: 'approved',
        convertedAt: '2026-02-20T23:59:59.999999Z',
      },
      {
        affiliateId: a3.id,
        linkId: null,
        commission: '33.33',
        status: 'approved',
        convertedAt: '2026-01-09T23:59:59.999999Z',
      },
      {
        affiliateId: a1.id,
        linkId: l1.id,
        commission: '44.44',
        status: 'approved',
        convertedAt: '2026-02-21T00:00:00.000000Z',
      },
    ];
    const ids = await seedConversions(deps, biz.id, edges);
    p.convs.push(...edges.map((e, i) => ({ ...e, id: ids[i] })));
    const edgeClicks = [
      { at: '2026-01-10T00:00:00.000000Z', v: 'edge1' },
      { at: '2026-02-20T23:59:59.999999Z', v: 'edge2' },
      { at: '2026-01-09T23:59:59.999999Z', v: 'edge3' },
      { at: '2026-02-21T00:00:00.000000Z', v: 'edge4' },
    ].map((c) => ({
      affiliateId: a1.id,
      linkId: l1.id,
      campaign: l1.campaign,
      visitorId: c.v,
      createdAt: c.at,
    }));
    const cids = await insertClicks(deps, biz.id, edgeClicks);
    p.clicks.push(...edgeClicks.map((c, i) => ({ ...c, id: cids[i] })));
    const { url } = await startServer({ clock });
    baseUrl = url;
    api = client(url, biz.token);
    otherApi = client(url, other.token);
  });

  const RANGES: [string, string][] = [
    ['2026-01-10', '2026-02-20'],
    [FROM, TO],
    ['2025-12-01', '2025-12-31'],
    ['2026-03-01', '2026-03-01'],
  ];

  describe('GET /v1/reports/stats', () => {
    for (const [from, to] of RANGES) {
      it(`equals the figures computed from the seeded rows for ${from}..${to} (boundary days included)`, async () => {
        const r = await api.get(`/v1/reports/stats?from=${from}&to=${to}`);
        expect(r.status, r.text).to.equal(200);
        expect(r.body.success).to.equal(true);
        expect(r.body.data).to.deep.equal(expectedStats(p.convs, p.clicks, p.payouts, from, to));
      });
    }

    it('includes a conversion at 00:00:00 of from and at 23:59:59.999999 of to, and not one just outside', async () => {
      const a = (await api.get('/v1/reports/stats?from=2026-01-10&to=2026-02-20')).body.data;
      const inner = (await api.get('/v1/reports/stats?from=2026-01-11&to=2026-02-19')).body.data;
      const e = expectedStats(p.convs, p.clicks, p.payouts, '2026-01-10', '2026-02-20');
      const ei = expectedStats(p.convs, p.clicks, p.payouts, '2026-01-11', '2026-02-19');
      expect(a.total_commission_paid).to.equal(e.total_commission_paid);
      expect(inner.total_commission_paid).to.equal(ei.total_commission_paid);
      // The boundary-day approved commission: 11.11 + 22.22 plus the random rows of those days.
      const edgeDays = p.convs
        .filter(
          (c) => c.status === 'approved' && ['2026-01-10', '2026-02-20'].includes(c.convertedAt.slice(0, 10)),
        )
        .reduce((s, c) => s + Math.round(Number(c.commission) * 100), 0);
      expect(
        Math.round(a.total_commission_paid * 100) - Math.round(inner.total_commission_paid * 100),
      ).to.equal(edgeDays);
      expect(edgeDays).to.be.at.least(3333);
    });

    it('defaults to the last 30 days up to today (UTC)', async () => {
      const r = await api.get('/v1/reports/stats');
      expect(r.body.data.filters).to.deep.equal({ from: shift(TODAY, -30), to: TODAY });
      expect(r.body.data).to.deep.equal(
        expectedStats(p.convs, p.clicks, p.payouts, shift(TODAY, -30), TODAY),
      );
    });

    it('reports trends of 0.0 when the previous period is empty, and the rate trend as a point difference', async () => {
      const r = await api.get(`/v1/reports/stats?from=${FROM}&to=2025-10-31`);
      const d = r.body.data;
      expect(d.total_commission_paid).to.be.greaterThan(0);
      expect(d.total_referral_clicks).to.be.greaterThan(0);
      expect(d.trends.commission_paid).to.equal(0);
      expect(d.trends.referral_clicks).to.equal(0);
      expect(d.trends.pending_payouts).to.equal(0);
      // Previous rate is 0 (no clicks: taken as 0): the trend is the whole current rate.
      expect(d.trends.conversion_rate).to.equal(Math.round(d.conversion_rate * 10) / 10);
      expect(d.conversion_rate).to.be.greaterThan(0);
    });

    it('counts as converted only the clicks that converted: orders by referral code alone keep the rate ≤ 100', async () => {
      const b = await newBusiness();
      const aff = await newAffiliate(b.id, {}, deps);
      const link = await newLink(b.id, aff.id, {}, deps);
      const at = `${TODAY}T10:00:00.000000Z`;
      await insertClicks(deps, b.id, [
        { affiliateId: aff.id, linkId: link.id, campaign: null, visitorId: 'v1', createdAt: at },
        { affiliateId: aff.id, linkId: link.id, campaign: null, visitorId: 'v2', createdAt: at },
      ]);
      const conv = (linkId: number | null) => ({
        affiliateId: aff.id,
        linkId,
        commission: '1.00',
        status: 'pending' as const,
        convertedAt: `${TODAY}T11:00:00.000000Z`,
      });
      // One order through the link; three credited by referral code alone (no click led to them).
      await seedConversions(deps, b.id, [conv(link.id), conv(null), conv(null), conv(null)]);
      const { url } = await startServer({ clock });
      const r = await client(url, b.token).get(`/v1/reports/stats?from=${TODAY}&to=${TODAY}`);
      expect(r.body.data.total_referral_clicks).to.equal(2);
      expect(r.body.data.conversion_rate).to.equal(50);
    });

    it('gives all zeros for a business without data, whatever others have', async () => {
      const empty = await newBusiness();
      const { url } = await startServer({ clock });
      const r = await client(url, empty.token).get(`/v1/reports/stats?from=${FROM}&to=${TO}`);
      expect(r.body.data).to.deep.equal({
        total_commission_paid: 0,
        pending_payouts: 0,
        conversion_rate: 0,
        total_referral_clicks: 0,
        trends: { commission_paid: 0, pending_payouts: 0, conversion_rate: 0, referral_clicks: 0 },
        filters: { from: FROM, to: TO },
      });
    });

    it("keeps each business to its own data (the other business's figures match its own rows)", async () => {
      const r = await otherApi.get(`/v1/reports/stats?from=${FROM}&to=${TO}`);
      expect(r.body.data).to.deep.equal(expectedStats(q.convs, q.clicks, q.payouts, FROM, TO));
      expect(r.body.data.total_commission_paid).not.to.equal(
        expectedStats(p.convs, p.clicks, p.payouts, FROM, TO).total_commission_paid,
      );
    });
  });

  describe('GET /v1/reports/commission-chart', () => {
    for (const g of ['daily', 'weekly', 'monthly'] as const) {
      it(`buckets ${g} with the spec's labels, 2-decimal values and 0 for empty buckets`, async () => {
        for (const [from, to] of [
          ['2026-01-10', '2026-02-20'],
          ['2025-12-29', '2026-01-04'],
          [FROM, TO],
        ]) {
          const r = await api.get(`/v1/reports/commission-chart?from=${from}&to=${to}&granularity=${g}`);
          expect(r.status, r.text).to.equal(200);
          expect(r.body.data).to.deep.equal(expectedChart(p.convs, from, to, g));
        }
      });
    }

    it('defaults to daily and shows the label forms MMM DD, MMM DD - MMM DD, MMM YYYY', async () => {
      const d = await api.get('/v1/reports/commission-chart?from=2026-02-26&to=2026-03-03');
      expect(d.body.data.granularity).to.equal('daily');
      expect(d.body.data.labels).to.deep.equal(['Feb 26', 'Feb 27', 'Feb 28', 'Mar 01', 'Mar 02', 'Mar 03']);
      const w = await api.get(
        '/v1/reports/commission-chart?from=2026-02-26&to=2026-03-10&granularity=weekly',
      );
      expect(w.body.data.labels).to.deep.equal(['Feb 26 - Mar 01', 'Mar 02 - Mar 08', 'Mar 09 - Mar 10']);
      const m = await api.get(
        '/v1/reports/commission-chart?from=2025-12-15&to=2026-02-02&granularity=monthly',
      );
      expect(m.body.data.labels).to.deep.equal(['Dec 2025', 'Jan 2026', 'Feb 2026']);
      const empty = await api.get('/v1/reports/commission-chart?from=2024-01-01&to=2024-01-03');
      expect(empty.body.data.data).to.deep.equal([0, 0, 0]);
    });

    it('sums to total_commission_paid', async () => {
      const c = (await api.get(`/v1/reports/commission-chart?from=${FROM}&to=${TO}&granularity=weekly`)).body
        .data;
      const s = (await api.get(`/v1/reports/stats?from=${FROM}&to=${TO}`)).body.data;
      const cents = c.data.reduce((acc: number, v: number) => acc + Math.round(v * 100), 0);
      expect(cents).to.equal(Math.round(s.total_commission_paid * 100));
    });
  });

  describe('GET /v1/reports/top-affiliates', () => {
    it('ranks by approved commission earned, with clicks and conversions, active affiliates with activity only', async () => {
      for (const [from, to] of RANGES) {
        const r = await api.get(`/v1/reports/top-affiliates?from=${from}&to=${to}`);
        expect(r.status).to.equal(200);
        expect(r.body.data).to.deep.equal({
          items: expectedTop(p.convs, p.clicks, p.affiliates, from, to, 10),
          filters: { from, to },
        });
      }
      const names = (await api.get(`/v1/reports/top-affiliates?from=${FROM}&to=${TO}`)).body.data.items.map(
        (i: { name: string }) => i.name,
      );
      expect(names).not.to.include('Dan Deleted');
      expect(names).not.to.include('Eve Idle');
      expect(names).to.include('Alice Able');
    });

    it('honours limit', async () => {
      const r = await api.get(`/v1/reports/top-affiliates?from=${FROM}&to=${TO}&limit=2`);
      expect(r.body.data.items).to.deep.equal(expectedTop(p.convs, p.clicks, p.affiliates, FROM, TO, 2));
      expect(r.body.data.items).to.have.length(2);
    });
  });

  describe('GET /v1/reports/clicks-by-campaign', () => {
    it('lists every active campaign, zeros included, clicks descending, no campaign last', async () => {
      for (const [from, to] of RANGES) {
        const r = await api.get(`/v1/reports/clicks-by-campaign?from=${from}&to=${to}`);
        expect(r.body.data).to.deep.equal({
          items: expectedCampaigns(p.clicks, p.links, from, to, 10),
          filters: { from, to },
        });
      }
      const items = (await api.get(`/v1/reports/clicks-by-campaign?from=${FROM}&to=${TO}`)).body.data.items;
      expect(items[items.length - 1].campaign).to.equal(null);
      expect(items).to.deep.include({ campaign: 'empty', clicks: 0 });
      // An inactive link's campaign shows only through its clicks in the range.
      const none = (await api.get('/v1/reports/clicks-by-campaign?from=2024-01-01&to=2024-01-31')).body.data
        .items;
      expect(none.map((i: { campaign: string | null }) => i.campaign)).to.deep.equal([
        'empty',
        'spring',
        'summer',
        null,
      ]);
    });

    it('honours limit', async () => {
      const r = await api.get(`/v1/reports/clicks-by-campaign?from=${FROM}&to=${TO}&limit=2`);
      expect(r.body.data.items).to.deep.equal(expectedCampaigns(p.clicks, p.links, FROM, TO, 2));
    });
  });

  describe('GET /v1/reports/payouts', () => {
    const expectedPayouts = (prog: Program, from: string, to: string, status?: string) =>
      prog.payouts
        .filter((x) => !status || x.status === status)
        .filter((x) => {
          const d = (x.status === 'completed' ? x.paidAt! : x.createdAt).slice(0, 10);
          return d >= from && d <= to;
        })
        .sort((x, y) => (x.createdAt < y.createdAt ? 1 : -1));

    it('filters completed payouts by paid_at and others by created_at, newest first, with Payout objects', async () => {
      const r = await api.get(`/v1/reports/payouts?from=${FROM}&to=${TO}`);
      const exp = expectedPayouts(p, FROM, TO);
      expect(r.body.data.items.map((i: { id: number }) => i.id)).to.deep.equal(exp.map((x) => x.id));
      expect(r.body.data.meta).to.deep.equal({
        current_page: 1,
        per_page: 15,
        total: exp.length,
        last_page: 1,
      });
      expect(r.body.data.filters).to.deep.equal({ from: FROM, to: TO, status: null, affiliate_id: null });
      const first = r.body.data.items.find((i: { status: string }) => i.status === 'completed');
      const seeded = p.payouts.find((x) => x.id === first.id)!;
      expect(first).to.deep.equal({
        id: seeded.id,
        affiliate_id: seeded.affiliateId,
        affiliate_name: p.affiliates.find((a) => a.id === seeded.affiliateId)!.name,
        amount: Number(seeded.amount),
        currency: 'USD',
        method: 'paypal',
        status: 'completed',
        reference: first.reference,
        payout_run_id: null,
        paid_at: seeded.paidAt,
        created_at: seeded.createdAt,
      });
      expect(first.reference).to.match(/^TX-\d$/);
      expect(first.paid_at).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    });

    it('uses paid_at, not created_at, for completed payouts at the range edge', async () => {
      const c = p.payouts.find((x) => x.status === 'completed')!;
      const created = c.createdAt.slice(0, 10);
      const paid = c.paidAt!.slice(0, 10);
      const onCreated = await api.get(`/v1/reports/payouts?from=${created}&to=${created}&status=completed`);
      expect(onCreated.body.data.items.map((i: { id: number }) => i.id)).not.to.include(c.id);
      const onPaid = await api.get(`/v1/reports/payouts?from=${paid}&to=${paid}&status=completed`);
      expect(onPaid.body.data.items.map((i: { id: number }) => i.id)).to.include(c.id);
    });

    it('filters by status and affiliate and pages', async () => {
      for (const s of ['pending', 'completed', 'failed']) {
        const r = await api.get(`/v1/reports/payouts?from=${FROM}&to=${TO}&status=${s}`);
        expect(r.body.data.items.map((i: { id: number }) => i.id)).to.deep.equal(
          expectedPayouts(p, FROM, TO, s).map((x) => x.id),
        );
      }
      const aff = p.payouts[0].affiliateId;
      const byAff = await api.get(`/v1/reports/payouts?from=${FROM}&to=${TO}&affiliate_id=${aff}`);
      expect(byAff.body.data.items.every((i: { affiliate_id: number }) => i.affiliate_id === aff)).to.equal(
        true,
      );
      expect(byAff.body.data.items.length).to.equal(p.payouts.filter((x) => x.affiliateId === aff).length);
      const all = expectedPayouts(p, FROM, TO);
      const page2 = await api.get(`/v1/reports/payouts?from=${FROM}&to=${TO}&per_page=2&page=2`);
      expect(page2.body.data.meta).to.deep.equal({
        current_page: 2,
        per_page: 2,
        total: all.length,
        last_page: Math.ceil(all.length / 2),
      });
      expect(page2.body.data.items.map((i: { id: number }) => i.id)).to.deep.equal(
        all.slice(2, 4).map((x) => x.id),
      );
    });

    it("refuses another business's affiliate_id with 422 and never lists its payouts", async () => {
      const r = await api.get(`/v1/reports/payouts?affiliate_id=${q.affiliates[0].id}`);
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.key('affiliate_id');
      const mine = await api.get(`/v1/reports/payouts?from=${FROM}&to=${TO}&per_page=100`);
      const theirs = new Set(q.payouts.map((x) => x.id));
      expect(mine.body.data.items.some((i: { id: number }) => theirs.has(i.id))).to.equal(false);
    });
  });

  describe('GET /v1/reports/export', () => {
    const parse = (text: string) => text.trimEnd().split('\n');

    it('writes the sections in the spec order with their headers, whatever order is asked', async () => {
      const r = await api.get(
        `/v1/reports/export?from=${FROM}&to=${TO}&sections=payouts,commission_chart,stats,nonsense,clicks_by_campaign,top_affiliates`,
      );
      expect(r.status).to.equal(200);
      expect(r.headers.get('content-type')).to.match(/^text\/csv/);
      expect(r.headers.get('content-disposition')).to.match(
        /^attachment; filename="report-\d{4}-\d{2}-\d{2}-\d{6}\.csv"$/,
      );
      const lines = parse(r.text);
      const titles = lines.filter((l) => l.startsWith('--- '));
      expect(titles).to.deep.equal([
        '--- Stats ---',
        '--- Top Affiliates ---',
        '--- Clicks by Campaign ---',
        '--- Commission Chart ---',
        '--- Payouts ---',
      ]);
      const headerAfter = (t: string) => lines[lines.indexOf(t) + 1];
      expect(headerAfter('--- Stats ---')).to.equal('Metric,Value,Trend (%)');
      expect(headerAfter('--- Top Affiliates ---')).to.equal('Name,Referral Code,Earned,Clicks,Conversions');
      expect(headerAfter('--- Clicks by Campaign ---')).to.equal('Campaign,Clicks');
      expect(headerAfter('--- Commission Chart ---')).to.equal('Date,Commission');
      expect(headerAfter('--- Payouts ---')).to.equal(
        'Affiliate,Amount,Currency,Method,Status,Reference,Paid At,Created At',
      );
      expect(lines).to.include(
        '(no campaign),' +
          expectedCampaigns(p.clicks, p.links, FROM, TO, 10).find((c) => c.campaign === null)!.clicks,
      );
      const s = expectedStats(p.convs, p.clicks, p.payouts, FROM, TO);
      expect(lines).to.include(
        // Money cells keep 2 decimals in CSV (decimalCell), as the chart's empty buckets do.
        `Total Commission Paid,${s.total_commission_paid.toFixed(2)},${s.trends.commission_paid}`,
      );
      expect(lines).to.include(
        `Total Referral Clicks,${s.total_referral_clicks},${s.trends.referral_clicks}`,
      );
      const payoutLines = lines.slice(lines.indexOf('--- Payouts ---') + 2);
      expect(payoutLines).to.have.length(
        p.payouts.filter((x) => {
          const d = (x.status === 'completed' ? x.paidAt! : x.createdAt).slice(0, 10);
          return d >= FROM && d <= TO;
        }).length,
      );
      for (const l of payoutLines) expect(l.split(',')[1], l).to.match(/^\d+\.\d{2}$/);
      const completed = payoutLines.find((l) => l.includes(',completed,'))!;
      expect(completed).to.match(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const pending = payoutLines.find((l) => l.includes(',pending,'))!;
      expect(pending).to.match(/,pending,,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('exports only the named sections; all of them by default', async () => {
      const some = await api.get(
        `/v1/reports/export?from=${FROM}&to=${TO}&sections=clicks_by_campaign,stats`,
      );
      expect(parse(some.text).filter((l) => l.startsWith('--- '))).to.deep.equal([
        '--- Stats ---',
        '--- Clicks by Campaign ---',
      ]);
      const all = await api.get(`/v1/reports/export?from=${FROM}&to=${TO}`);
      expect(parse(all.text).filter((l) => l.startsWith('--- '))).to.have.length(5);
      const unknownOnly = await api.get(`/v1/reports/export?from=${FROM}&to=${TO}&sections=nonsense,STATS_X`);
      expect(unknownOnly.text).to.equal(all.text);
      const chartLines = parse(all.text);
      const i = chartLines.indexOf('--- Commission Chart ---');
      const chart = expectedChart(p.convs, FROM, TO, 'daily');
      expect(chartLines.slice(i + 2, i + 2 + chart.labels.length)).to.deep.equal(
        chart.labels.map((l, k) => `${l},${chart.data[k].toFixed(2)}`),
      );
    });

    it('writes format=xlsx as a workbook with one sheet per section', async () => {
      const res = await fetch(
        `${baseUrl}/v1/reports/export?from=${FROM}&to=${TO}&format=xlsx&sections=payouts,stats,clicks_by_campaign,top_affiliates,commission_chart`,
        {
          headers: { authorization: `Bearer ${biz.token}` },
        },
      );
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers.get('content-disposition')).to.match(/\.xlsx"$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await res.arrayBuffer());
      expect(wb.worksheets.map((w) => w.name)).to.deep.equal([
        'Stats',
        'Top Affiliates',
        'Clicks by Campaign',
        'Commission Chart',
        'Payouts',
      ]);
      const values = (name: string, row: number) =>
        (wb.getWorksheet(name)!.getRow(row).values as unknown[]).slice(1);
      expect(values('Stats', 1)).to.deep.equal(['Metric', 'Value', 'Trend (%)']);
      const s = expectedStats(p.convs, p.clicks, p.payouts, FROM, TO);
      expect(values('Stats', 2)).to.deep.equal([
        'Total Commission Paid',
        s.total_commission_paid,
        s.trends.commission_paid,
      ]);
      expect(values('Payouts', 1)).to.deep.equal([
        'Affiliate',
        'Amount',
        'Currency',
        'Method',
        'Status',
        'Reference',
        'Paid At',
        'Created At',
      ]);
      const top = expectedTop(p.convs, p.clicks, p.affiliates, FROM, TO, 10);
      expect(wb.getWorksheet('Top Affiliates')!.rowCount).to.equal(top.length + 1);
      expect(values('Top Affiliates', 2)).to.deep.equal([
        top[0].name,
        top[0].referral_code,
        top[0].earned,
        top[0].clicks,
        top[0].conversions,
      ]);
    });
  });

  describe('validation and access', () => {
    const bad: [string, string][] = [
      ['/v1/reports/stats?from=2026-02-31', 'from'],
      ['/v1/reports/stats?from=20260101', 'from'],
      ['/v1/reports/stats?from=2026-02-10&to=2026-02-09', 'to'],
      ['/v1/reports/stats?to=2026-01-01', 'to'],
      ['/v1/reports/stats?from=1969-12-31', 'from'],
      ['/v1/reports/stats?to=2101-01-01&from=2026-01-01', 'to'],
      ['/v1/reports/commission-chart?granularity=hourly', 'granularity'],
      ['/v1/reports/commission-chart?from=2026-02-10&to=2026-02-01', 'to'],
      ['/v1/reports/top-affiliates?limit=0', 'limit'],
      ['/v1/reports/top-affiliates?limit=51', 'limit'],
      ['/v1/reports/top-affiliates?limit=abc', 'limit'],
      ['/v1/reports/clicks-by-campaign?limit=51', 'limit'],
      ['/v1/reports/clicks-by-campaign?to=bad', 'to'],
      ['/v1/reports/payouts?status=paid', 'status'],
      ['/v1/reports/payouts?per_page=0', 'per_page'],
      ['/v1/reports/payouts?per_page=101', 'per_page'],
      ['/v1/reports/payouts?page=0', 'page'],
      ['/v1/reports/payouts?affiliate_id=0', 'affiliate_id'],
      ['/v1/reports/payouts?affiliate_id=999999999', 'affiliate_id'],
      ['/v1/reports/export?from=2026-03-01&to=2026-02-01', 'to'],
      ['/v1/reports/export?format=pdf', 'format'],
    ];
    for (const [path, field] of bad) {
      it(`422 VALIDATION_ERROR naming ${field} for ${path}`, async () => {
        const r = await api.get(path);
        expect(r.status, r.text).to.equal(422);
        expect(r.body.error.code).to.equal('VALIDATION_ERROR');
        expect(r.body.error.details).to.have.property(field);
      });
    }

    it('accepts the edges: limit 1 and 50, per_page 1 and 100, to equal to from', async () => {
      for (const path of [
        '/v1/reports/top-affiliates?limit=1',
        '/v1/reports/top-affiliates?limit=50',
        '/v1/reports/clicks-by-campaign?limit=1',
        '/v1/reports/payouts?per_page=1',
        '/v1/reports/payouts?per_page=100',
        '/v1/reports/stats?from=2026-01-01&to=2026-01-01',
      ])
        expect((await api.get(path)).status, path).to.equal(200);
    });

    it('needs a token (401) with reports:read (403)', async () => {
      const { url } = await startServer({ clock });
      const noScope = client(url, await tokenWithScopes(biz.id, ['orders:read']));
      for (const path of [
        '/v1/reports/stats',
        '/v1/reports/commission-chart',
        '/v1/reports/top-affiliates',
        '/v1/reports/clicks-by-campaign',
        '/v1/reports/payouts',
        '/v1/reports/export',
      ]) {
        expect((await client(url).get(path)).status, path).to.equal(401);
        const r = await noScope.get(path);
        expect(r.status, path).to.equal(403);
        expect(r.body.error.code).to.equal('FORBIDDEN');
      }
    });

    it('answers 500 REPORT_ERROR when ClickHouse fails', async () => {
      const broken = {
        ...deps.ch,
        client: { query: () => Promise.reject(new Error('connection refused')) },
      } as unknown as Deps['ch'];
      const { url } = await startServer({ ch: broken, clock });
      const c = client(url, biz.token);
      for (const path of [
        '/v1/reports/stats',
        '/v1/reports/commission-chart',
        '/v1/reports/top-affiliates',
        '/v1/reports/clicks-by-campaign',
        '/v1/reports/payouts',
        '/v1/reports/export',
        '/v1/reports/export?sections=payouts',
      ]) {
        const r = await c.get(path);
        expect(r.status, path).to.equal(500);
        expect(r.body.error).to.deep.equal({
          code: 'REPORT_ERROR',
          message: 'The report could not be produced',
        });
      }
    });
  });
});
