import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import { startServer } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';
import { analyticsApi, seedProgram, type AnalyticsApi, type SeedProgram } from '../helpers/analytics';
import { Oracle, type Range } from './oracle';

/**
 * Every analytics figure against the same figure computed from the seeded rows (oracle.ts),
 * on six months of activity of two businesses that share days, visitors, paths and products.
 */

const TODAY = '2026-06-30';
const DEFAULT_RANGE: Range = { from: '2026-05-31', to: TODAY };
const SPRING: Range = { from: '2026-03-10', to: '2026-04-20' };
const MONTHS_AND_DAYS: Range = { from: '2026-01-15', to: '2026-04-10' };
const RANGES: Record<string, Range> = {
  'the default range (30 days ago to today)': DEFAULT_RANGE,
  'a six-week range with rows on its boundary instants': SPRING,
  'two whole months between part-months (month and day rollup rows)': MONTHS_AND_DAYS,
  'a single day': { from: '2026-04-20', to: '2026-04-20' },
  'the whole history': { from: '2026-01-01', to: TODAY },
  'a first month with nothing before it': { from: '2026-01-01', to: '2026-01-31' },
  'a month after the first (trends against a busy month)': { from: '2026-02-01', to: '2026-02-28' },
  'a range before any activity': { from: '2025-06-01', to: '2025-06-30' },
};

const query = (r: Range) => (r === DEFAULT_RANGE ? '' : `&from=${r.from}&to=${r.to}`);

async function section(api: AnalyticsApi, name: string, extra = ''): Promise<any> {
  const res = await api.get(`/v1/affiliate/analytics?section=${name}${extra}`);
  expect(res.status, res.text).to.equal(200);
  expect(res.body.success).to.equal(true);
  expect(res.body.data.section).to.equal(name);
  return res.body.data;
}

async function wholeFeed(
  api: AnalyticsApi,
  name: string,
  r: Range,
  perPage: number,
): Promise<{ rows: any[]; pages: any[] }> {
  const rows: any[] = [];
  const pages: any[] = [];
  for (let page = 1; ; page += 1) {
    const data = await section(api, name, `${query(r)}&per_page=${perPage}&page=${page}`);
    pages.push(data[name].pagination);
    rows.push(...data[name].data);
    if (page >= data[name].pagination.last_page) break;
  }
  return { rows, pages };
}

describe('analytics figures on seeded history', function () {
  this.timeout(120_000);
  let a: { api: AnalyticsApi; program: SeedProgram; oracle: Oracle };
  let b: { api: AnalyticsApi; program: SeedProgram; oracle: Oracle };
  let empty: AnalyticsApi;

  before(async () => {
    const { url, deps } = await startServer({ clock: new ManualClock(new Date(`${TODAY}T15:00:00Z`)) });
    const [bizA, bizB, bizC] = [await newBusiness(), await newBusiness(), await newBusiness()];
    const edges = [SPRING, DEFAULT_RANGE, MONTHS_AND_DAYS, { from: '2026-04-20', to: '2026-04-20' }];
    const programA = await seedProgram(deps, bizA.id, {
      seed: 7,
      start: '2026-01-01',
      end: TODAY,
      clicks: 1800,
      events: 2600,
      conversions: 240,
      edges,
    });
    const programB = await seedProgram(deps, bizB.id, {
      seed: 8,
      start: '2026-01-01',
      end: TODAY,
      clicks: 700,
      events: 900,
      conversions: 90,
      affiliates: 3,
      edges,
    });
    a = { api: analyticsApi(url, bizA.id), program: programA, oracle: new Oracle(programA) };
    b = { api: analyticsApi(url, bizB.id), program: programB, oracle: new Oracle(programB) };
    empty = analyticsApi(url, bizC.id);
  });

  for (const [label, r] of Object.entries(RANGES)) {
    describe(label, () => {
      it('stats equal the seeded rows', async () => {
        const data = await section(a.api, 'stats', query(r));
        expect(data.filters).to.deep.equal(r);
        expect(data.stats).to.deep.equal(a.oracle.stats(r));
      });

      it('trends equal the change against the preceding period of equal length', async () => {
        const data = await section(a.api, 'trends', query(r));
        expect(data.trends).to.deep.equal(a.oracle.trends(r));
      });

      it('charts: zero-filled daily series and breakdowns equal the seeded rows', async () => {
        const data = await section(a.api, 'charts', query(r));
        expect(data.charts).to.deep.equal(a.oracle.charts(r));
      });

      it('tables equal the seeded rows, at the default and a small top_limit', async () => {
        expect((await section(a.api, 'tables', query(r))).tables).to.deep.equal(a.oracle.tables(r, 10));
        expect((await section(a.api, 'tables', `${query(r)}&top_limit=3`)).tables).to.deep.equal(
          a.oracle.tables(r, 3),
        );
      });
    });
  }

  it('the seeded history is busy enough for the checks above to mean something', () => {
    const s = a.oracle.stats(SPRING);
    expect(s.total_clicks).to.be.greaterThan(200);
    expect(s.total_conversions).to.be.greaterThan(20);
    expect(s.total_add_to_carts).to.be.greaterThan(20);
    const t = a.oracle.trends(SPRING);
    expect(Object.values(t).filter((v) => v !== 0)).to.have.length.greaterThan(5);
    const tables = a.oracle.tables({ from: '2026-01-01', to: TODAY }, 50);
    expect(tables.top_products.length).to.be.greaterThan(10);
    expect(
      tables.top_tracking_codes.some((x) =>
        a.program.affiliates.some((af) => af.referral_code === x.tracking_code),
      ),
    ).to.equal(true);
  });

  it('counts the first and last instants of a range and nothing just outside it', async () => {
    const day = { from: '2026-04-20', to: '2026-04-20' };
    const stats = (await section(a.api, 'stats', query(day))).stats;
    const inside = (iso: string) => iso.startsWith('2026-04-20');
    const edgeClicks = a.program.clicks.filter(
      (c) => c.is_bot === 0 && /T(00:00:00\.000000|23:59:59\.999999)Z$/.test(c.created_at),
    );
    expect(edgeClicks.some((c) => inside(c.created_at))).to.equal(true);
    expect(edgeClicks.some((c) => !inside(c.created_at) && c.created_at.startsWith('2026-04-21'))).to.equal(
      true,
    );
    expect(edgeClicks.some((c) => c.created_at.startsWith('2026-04-19T23:59:59.999999'))).to.equal(true);
    expect(stats.total_clicks).to.equal(
      a.program.clicks.filter((c) => c.is_bot === 0 && inside(c.created_at)).length,
    );
    const charts = (await section(a.api, 'charts', `${query(SPRING)}&metrics=clicks_over_time`)).charts;
    expect(charts.clicks_over_time.labels[0]).to.equal('2026-03-10');
    expect(charts.clicks_over_time.labels.at(-1)).to.equal('2026-04-20');
    expect(charts.clicks_over_time.labels).to.have.length(42);
  });

  it('excludes bot clicks from every figure and feed', async () => {
    const bots = a.program.clicks.filter(
      (c) => c.is_bot === 1 && c.created_at >= SPRING.from && c.created_at < '2026-04-21',
    );
    expect(bots.length).to.be.greaterThan(10);
    const stats = (await section(a.api, 'stats', query(SPRING))).stats;
    const all = a.program.clicks.filter((c) => c.created_at >= SPRING.from && c.created_at < '2026-04-21');
    expect(stats.total_clicks).to.equal(all.length - bots.length);
    const feed = await wholeFeed(a.api, 'recent_clicks', SPRING, 100);
    const botIds = new Set(bots.map((c) => c.id));
    expect(feed.rows.filter((r) => botIds.has(r.id))).to.deep.equal([]);
    const events = await wholeFeed(a.api, 'recent_events', SPRING, 100);
    expect(events.rows.filter((r) => r.type === 'click' && botIds.has(Number(r.id)))).to.deep.equal([]);
  });

  it('counts only the latest version of a conversion: voided after loading means not counted', async () => {
    const voided = a.program.conversions.filter((c) => c.status === 'rejected' || c.status === 'cancelled');
    expect(voided.length).to.be.greaterThan(10);
    const whole = { from: '2026-01-01', to: TODAY };
    const feed = await wholeFeed(a.api, 'recent_conversions', whole, 100);
    const ids = new Set(feed.rows.map((r) => r.id));
    expect(voided.filter((c) => ids.has(c.id))).to.deep.equal([]);
    expect(feed.rows.map((r) => r.id)).to.deep.equal(a.oracle.recentConversions(whole).map((r) => r.id));
  });

  describe('feeds', () => {
    for (const name of ['recent_clicks', 'recent_conversions', 'recent_events'] as const) {
      it(`${name}: every page in order, newest first, with pagination and feed timestamps`, async () => {
        const expected =
          name === 'recent_clicks'
            ? a.oracle.recentClicks(SPRING)
            : name === 'recent_conversions'
              ? a.oracle.recentConversions(SPRING)
              : a.oracle.recentEvents(SPRING);
        const perPage = name === 'recent_conversions' ? 7 : 40;
        const { rows, pages } = await wholeFeed(a.api, name, SPRING, perPage);
        expect(rows).to.deep.equal(expected);
        const lastPage = Math.ceil(expected.length / perPage);
        expect(pages).to.deep.equal(
          pages.map((_p, i) => ({
            current_page: i + 1,
            last_page: lastPage,
            per_page: perPage,
            total: expected.length,
          })),
        );
        for (const row of rows) expect(row.created_at).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        const beyond = await section(
          a.api,
          name,
          `${query(SPRING)}&per_page=${perPage}&page=${lastPage + 1}`,
        );
        expect(beyond[name]).to.deep.equal({
          data: [],
          pagination: {
            current_page: lastPage + 1,
            last_page: lastPage,
            per_page: perPage,
            total: expected.length,
          },
        });
      });
    }

    it('defaults to page 1 of 15 rows over the last 30 days, and per_page 100 is allowed', async () => {
      const data = await section(a.api, 'recent_events');
      expect(data.filters).to.deep.equal(DEFAULT_RANGE);
      const expected = a.oracle.recentEvents(DEFAULT_RANGE);
      expect(data.recent_events.data).to.deep.equal(expected.slice(0, 15));
      expect(data.recent_events.pagination).to.deep.equal({
        current_page: 1,
        last_page: Math.ceil(expected.length / 15),
        per_page: 15,
        total: expected.length,
      });
      const big = await section(a.api, 'recent_clicks', '&per_page=100&page=2');
      expect(big.recent_clicks.data).to.deep.equal(a.oracle.recentClicks(DEFAULT_RANGE).slice(100, 200));
    });

    it('recent_events covers clicks, every event type and conversions with their order fields', async () => {
      const { rows } = await wholeFeed(a.api, 'recent_events', SPRING, 100);
      expect(new Set(rows.map((r) => r.type))).to.deep.equal(
        new Set([
          'click',
          'pageview',
          'product_view',
          'add_to_cart',
          'remove_from_cart',
          'thank_you_view',
          'conversion',
        ]),
      );
      const sale = rows.find((r) => r.type === 'conversion');
      expect(sale.order_total).to.match(/^\d+\.\d{2}$/);
      expect(sale.order_id).to.be.a('string');
    });
  });

  describe('metrics filtering', () => {
    it('returns only the asked metrics of stats, trends, charts and tables, in the section order', async () => {
      const s = await section(a.api, 'stats', `${query(SPRING)}&metrics=conversion_rate,total_clicks`);
      expect(s.stats).to.deep.equal({
        total_clicks: a.oracle.stats(SPRING).total_clicks,
        conversion_rate: a.oracle.stats(SPRING).conversion_rate,
      });
      expect(Object.keys(s.stats)).to.deep.equal(['total_clicks', 'conversion_rate']);
      const t = await section(a.api, 'trends', `${query(SPRING)}&metrics=revenue`);
      expect(t.trends).to.deep.equal({ revenue: a.oracle.trends(SPRING).revenue });
      const c = await section(
        a.api,
        'charts',
        `${query(SPRING)}&metrics=device_breakdown, revenue_over_time`,
      );
      const oc = a.oracle.charts(SPRING);
      expect(c.charts).to.deep.equal({
        revenue_over_time: oc.revenue_over_time,
        device_breakdown: oc.device_breakdown,
      });
      const tb = await section(a.api, 'tables', `${query(SPRING)}&metrics=top_products&top_limit=50`);
      expect(tb.tables).to.deep.equal({ top_products: a.oracle.tables(SPRING, 50).top_products });
    });

    it('ignores metrics on the feeds, even names that belong to no section', async () => {
      const data = await section(a.api, 'recent_clicks', `${query(SPRING)}&metrics=nonsense`);
      expect(data.recent_clicks.data).to.deep.equal(a.oracle.recentClicks(SPRING).slice(0, 15));
    });
  });

  describe('tenancy', () => {
    it('no figure of one business includes another business on the same days, visitors, paths and products', async () => {
      for (const r of [SPRING, DEFAULT_RANGE]) {
        expect((await section(b.api, 'stats', query(r))).stats).to.deep.equal(b.oracle.stats(r));
        expect((await section(b.api, 'trends', query(r))).trends).to.deep.equal(b.oracle.trends(r));
        expect((await section(b.api, 'charts', query(r))).charts).to.deep.equal(b.oracle.charts(r));
        expect((await section(b.api, 'tables', query(r))).tables).to.deep.equal(b.oracle.tables(r, 10));
        for (const name of ['recent_clicks', 'recent_conversions', 'recent_events']) {
          const feed = await wholeFeed(b.api, name, r, 100);
          const expected =
            name === 'recent_clicks'
              ? b.oracle.recentClicks(r)
              : name === 'recent_conversions'
                ? b.oracle.recentConversions(r)
                : b.oracle.recentEvents(r);
          expect(feed.rows).to.deep.equal(expected);
        }
      }
    });

    it('a business without activity sees zeros and empty lists while others are busy', async () => {
      const stats = (await section(empty, 'stats', query(SPRING))).stats;
      expect(Object.values(stats).every((v) => v === 0)).to.equal(true);
      expect(Object.keys(stats)).to.have.length(13);
      const trends = (await section(empty, 'trends', query(SPRING))).trends;
      expect(Object.values(trends).every((v) => v === 0)).to.equal(true);
      const charts = (await section(empty, 'charts', query(SPRING))).charts;
      expect(charts.clicks_over_time.data.every((v: number) => v === 0)).to.equal(true);
      expect(charts.device_breakdown).to.deep.equal({
        labels: ['desktop', 'mobile', 'tablet'],
        data: [0, 0, 0],
      });
      expect(charts.country_breakdown).to.deep.equal({ labels: [], data: [] });
      const tables = (await section(empty, 'tables', query(SPRING))).tables;
      expect(tables).to.deep.equal({
        top_pages: [],
        top_tracking_codes: [],
        top_affiliates: [],
        top_products: [],
      });
      for (const name of ['recent_clicks', 'recent_conversions', 'recent_events']) {
        const feed = (await section(empty, name, query(SPRING)))[name];
        expect(feed).to.deep.equal({
          data: [],
          pagination: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
        });
      }
    });
  });
});
