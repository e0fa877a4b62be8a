import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness, tokenWithScopes, type TestBusiness } from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { analyticsApi, type AnalyticsApi } from '../helpers/analytics';

const TODAY = '2026-06-30';
const PATH = '/v1/affiliate/analytics';

describe('GET /v1/affiliate/analytics: validation, defaults, auth and limits', function () {
  this.timeout(60_000);
  let url: string;
  let biz: TestBusiness;
  let api: AnalyticsApi;

  before(async () => {
    ({ url } = await startServer({ clock: new ManualClock(new Date(`${TODAY}T23:59:59Z`)) }));
    biz = await newBusiness();
    api = analyticsApi(url, biz.id);
  });

  async function invalid(query: string, field: string): Promise<string[]> {
    const r = await api.get(`${PATH}?${query}`);
    expect(r.status, `${query}: ${r.text}`).to.equal(422);
    expect(r.body.success).to.equal(false);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details, query).to.have.property(field);
    expect(r.body.error.details[field]).to.be.an('array').that.is.not.empty;
    return r.body.error.details[field];
  }

  async function fine(query: string): Promise<any> {
    const r = await api.get(`${PATH}?${query}`);
    expect(r.status, `${query}: ${r.text}`).to.equal(200);
    return r.body.data;
  }

  it('section is required and must be one of the seven', async () => {
    await invalid('', 'section');
    await invalid('from=2026-06-01', 'section');
    await invalid('section=', 'section');
    await invalid('section=overview', 'section');
    await invalid('section=STATS', 'section');
    for (const s of [
      'stats',
      'trends',
      'charts',
      'tables',
      'recent_clicks',
      'recent_conversions',
      'recent_events',
    ]) {
      const data = await fine(`section=${s}`);
      expect(data).to.have.keys('filters', 'section', s);
      expect(data.section).to.equal(s);
    }
  });

  it('a metric that does not belong to the section is 422 on metrics, naming it', async () => {
    const cases: [string, string, string][] = [
      ['stats', 'clicks', 'clicks'],
      ['stats', 'total_clicks,bogus', 'bogus'],
      ['trends', 'total_clicks', 'total_clicks'],
      ['charts', 'top_pages', 'top_pages'],
      ['charts', 'clicks', 'clicks'],
      ['tables', 'device_breakdown', 'device_breakdown'],
      ['tables', '__proto__', '__proto__'],
    ];
    for (const [section, metrics, bad] of cases) {
      const messages = await invalid(`section=${section}&metrics=${metrics}`, 'metrics');
      expect(messages.join(' ')).to.include(`section ${section}: ${bad}.`);
    }
    expect(
      Object.keys((await fine('section=stats&metrics=total_clicks, unique_visitors')).stats),
    ).to.deep.equal(['total_clicks', 'unique_visitors']);
    expect(Object.keys((await fine('section=trends&metrics=')).trends)).to.have.length(8);
  });

  it('from and to: real dates, from <= to, to <= today (UTC), from not before 1970', async () => {
    await invalid('section=stats&from=2026-02-30', 'from');
    await invalid('section=stats&from=06/01/2026', 'from');
    await invalid('section=stats&to=yesterday', 'to');
    await invalid('section=stats&from=2026-06-10&to=2026-06-09', 'to');
    await invalid('section=stats&to=2026-07-01', 'to');
    await invalid('section=recent_clicks&from=2026-07-01', 'to');
    await invalid('section=stats&from=1969-12-31&to=1970-01-10', 'from');
    const edge = await fine('section=stats&from=2026-06-30&to=2026-06-30');
    expect(edge.filters).to.deep.equal({ from: TODAY, to: TODAY });
    expect((await fine('section=trends&from=1970-01-01&to=1970-01-02')).filters).to.deep.equal({
      from: '1970-01-01',
      to: '1970-01-02',
    });
  });

  it('from defaults to 30 days ago, and to to today; a to before that default is 422', async () => {
    expect((await fine('section=stats')).filters).to.deep.equal({ from: '2026-05-31', to: TODAY });
    expect((await fine('section=stats&to=2026-06-10')).filters).to.deep.equal({
      from: '2026-05-31',
      to: '2026-06-10',
    });
    expect((await fine('section=stats&to=2026-05-31')).filters).to.deep.equal({
      from: '2026-05-31',
      to: '2026-05-31',
    });
    await invalid('section=stats&to=2026-05-30', 'to');
    expect((await fine('section=stats&from=2026-06-20')).filters).to.deep.equal({
      from: '2026-06-20',
      to: TODAY,
    });
    const charts = (await fine('section=charts&metrics=clicks_over_time')).charts;
    expect(charts.clicks_over_time.labels).to.have.length(31);
    expect(charts.clicks_over_time.labels[0]).to.equal('2026-05-31');
  });

  it('page >= 1, per_page 1-100 and top_limit 1-50, with their defaults', async () => {
    await invalid('section=recent_clicks&page=0', 'page');
    await invalid('section=recent_clicks&page=-3', 'page');
    await invalid('section=recent_clicks&page=abc', 'page');
    await invalid('section=recent_clicks&per_page=0', 'per_page');
    await invalid('section=recent_events&per_page=101', 'per_page');
    await invalid('section=recent_conversions&per_page=1.5', 'per_page');
    await invalid('section=tables&top_limit=0', 'top_limit');
    await invalid('section=tables&top_limit=51', 'top_limit');
    await invalid('section=tables&top_limit=ten', 'top_limit');
    expect((await fine('section=recent_clicks')).recent_clicks.pagination).to.deep.equal({
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: 0,
    });
    expect((await fine('section=recent_events&per_page=100&page=3')).recent_events.pagination).to.include({
      current_page: 3,
      per_page: 100,
    });
    expect(
      (await fine('section=recent_conversions&per_page=1')).recent_conversions.pagination.per_page,
    ).to.equal(1);
    await fine('section=tables&top_limit=50');
    await fine('section=tables&top_limit=1');
  });

  it('401 without a token, 403 without reports:read', async () => {
    const none = await call(url, 'GET', `${PATH}?section=stats`);
    expect(none.status).to.equal(401);
    expect(none.body.error.code).to.equal('UNAUTHORIZED');
    const token = await tokenWithScopes(biz.id, ['orders:read', 'affiliates:read']);
    const denied = await client(url, token).get(`${PATH}?section=stats`);
    expect(denied.status).to.equal(403);
    expect(denied.body.error.code).to.equal('FORBIDDEN');
    const allowed = await client(url, await tokenWithScopes(biz.id, ['reports:read'])).get(
      `${PATH}?section=stats`,
    );
    expect(allowed.status).to.equal(200);
  });

  it('allows 120 requests a minute per token; the 121st is 429 with Retry-After', async () => {
    const token = await tokenWithScopes(biz.id, ['reports:read']);
    const other = await tokenWithScopes(biz.id, ['reports:read']);
    const c = client(url, token);
    // Invalid queries still spend the budget (the limiter runs before validation) and
    // answer without touching ClickHouse.
    for (let i = 0; i < 120; i += 1) {
      const r = await c.get(`${PATH}?section=nope`);
      expect(r.status).to.equal(422);
      expect(r.headers.get('x-ratelimit-limit')).to.equal('120');
    }
    const over = await c.get(`${PATH}?section=stats`);
    expect(over.status).to.equal(429);
    expect(over.body.error.code).to.equal('TOO_MANY_REQUESTS');
    expect(Number(over.headers.get('retry-after'))).to.be.greaterThan(0);
    expect(over.headers.get('x-ratelimit-remaining')).to.equal('0');
    expect((await client(url, other).get(`${PATH}?section=stats`)).status).to.equal(200);
  });

  it('a store failure is 500 SERVER_ERROR with nothing internal in the body', async () => {
    const d = await sharedDeps();
    const failing = {
      ...d.ch,
      client: { query: () => Promise.reject(new Error('ClickHouse exploded at analytics_traffic')) },
    } as unknown as typeof d.ch;
    const broken = await startServer({ ch: failing, clock: new ManualClock(new Date(`${TODAY}T12:00:00Z`)) });
    const r = await client(broken.url, await tokenWithScopes(biz.id, ['reports:read'])).get(
      `${PATH}?section=stats`,
    );
    expect(r.status).to.equal(500);
    expect(r.body).to.deep.equal({
      success: false,
      error: { code: 'SERVER_ERROR', message: r.body.error.message },
    });
    expect(r.text).not.to.match(/ClickHouse|analytics_traffic|exploded/);
  });
});
