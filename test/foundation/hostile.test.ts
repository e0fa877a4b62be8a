import { expect } from 'chai';
import { listRoutes } from '../../api/http/routes';
import { startServer } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';
import { call } from '../helpers/http';

const HOSTILE_IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e309',
  '99999999999999999999999',
  '%00',
  // Malformed %-escapes: the router cannot decode them at all.
  '%E0%A4%A',
  '%ZZ',
  '%27%20OR%201%3D1',
  'null',
  '9007199254740993',
];

const deep = (n: number): unknown => (n === 0 ? {} : { a: deep(n - 1) });

const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  [1, 2, 3],
  'a string',
  42,
  { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
  deep(200),
  {
    id: 'x',
    ids: [1, 'two', null, -3, '1e309'],
    page: -1,
    per_page: 1e9,
    amount: 'NaN',
    order_total: -0.001,
    commission_rate: '101',
    email: '\u0000@\u0000',
    name: 'x'.repeat(100_000),
    value: { nested: true },
    from: '2026-02-31',
    to: '0000-00-00',
    metadata: [1],
    status: ['active'],
    slug: '../../etc/passwd',
    destination_url: 'javascript:alert(1)',
    valid_from: 'yesterday',
    events: Array.from({ length: 3 }, () => ({ type: 'pageview', price: 'free' })),
  },
  // Valid-looking values with a NUL inside, which PostgreSQL text cannot hold.
  {
    name: 'Ada\u0000',
    email: 'ada@example.com',
    password: 'long enough password',
    notes: 'a\u0000b',
    reason: '\u0000',
    campaign: 'c\u0000',
    label: 'l\u0000',
    order_id: 'o\u0000',
    order_total: 10,
    destination_url: 'https://shop.example/',
    metadata: { ['k\u0000']: 'v\u0000' },
    search: 'x\u0000',
  },
];

const HOSTILE_QUERIES = [
  '?page=-1&per_page=0',
  '?page=abc&per_page=1000000&sort=DROP%20TABLE&direction=sideways',
  '?from=2026-13-40&to=yesterday&status[]=x&search=%27%3B--',
  '?affiliate_id=1e309&link_id=-5&ids=1,2,x&metrics=__proto__&section=stats&top_limit=1000',
  '?page=1&page=2&per_page=10&per_page=20',
];

function withIds(path: string, id: string): string {
  return path.replace(/:[A-Za-z_]+/g, (m) => (m === ':key' ? 'constructor' : m === ':order_id' ? id : id));
}

describe('no route answers 500 to anything a client sends', function () {
  this.timeout(180_000);

  it('a path value with a malformed %-escape is 404 NOT_FOUND, with or without a token', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    for (const path of [
      '/v1/affiliates/%E0%A4%A',
      '/v1/settings/%ZZ',
      '/v1/settings/commission-tiers/%E0%A4%A',
    ]) {
      for (const token of [biz.token, undefined]) {
        const r = await call(url, 'GET', path, { token });
        // The router decodes path values while matching, before any route's auth runs.
        expect(r.status, `${path} ${token ? 'with' : 'without'} a token`).to.equal(404);
        expect(r.body.error.code).to.equal('NOT_FOUND');
      }
    }
  });

  it('survives hostile ids, bodies, queries and headers on every registered route', async () => {
    const { url, web } = await startServer();
    const routes = listRoutes(web.app);
    expect(routes.length).to.be.greaterThan(5);
    const failures: string[] = [];
    for (const route of routes) {
      const biz = await newBusiness();
      const attempts: { path: string; body?: unknown; raw?: string; headers?: Record<string, string> }[] = [];
      for (const id of HOSTILE_IDS) attempts.push({ path: withIds(route.path, id), body: {} });
      const concrete = withIds(route.path, '1');
      for (const body of HOSTILE_BODIES) attempts.push({ path: concrete, body });
      for (const q of HOSTILE_QUERIES) attempts.push({ path: concrete + q });
      attempts.push({ path: concrete, raw: '{"unterminated": ' });
      attempts.push({
        path: concrete,
        raw: '\u0000\u0001\u0002',
        headers: { 'content-type': 'application/json; charset=utf-7' },
      });
      attempts.push({
        path: concrete,
        raw: '{"a":1}',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      });
      attempts.push({
        path: concrete,
        raw: 'a=1&b=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      for (const a of attempts) {
        const method = route.method;
        const sendsBody = !['GET', 'HEAD', 'DELETE'].includes(method);
        const r = await call(url, method, a.path, {
          token: biz.token,
          headers: a.headers,
          ...(sendsBody ? (a.raw !== undefined ? { rawBody: a.raw } : { body: a.body }) : {}),
        });
        if (r.status >= 500) failures.push(`${method} ${a.path} → ${r.status} ${r.text.slice(0, 200)}`);
        if (r.status >= 400 && (r.headers.get('content-type') ?? '').includes('json')) {
          if (r.body.success !== false || typeof r.body.error?.code !== 'string')
            failures.push(`${method} ${a.path}: not the error envelope`);
        }
      }
      for (const authorization of ['Bearer ' + 'x'.repeat(600), 'Bearer \u00ff', 'Bearer a b c', biz.token]) {
        const r = await call(url, route.method, withIds(route.path, '1'), {
          headers: { authorization },
        }).catch((e) => ({
          status: 0,
          text: String(e),
        }));
        if (r.status >= 500)
          failures.push(`${route.method} ${route.path} with odd Authorization → ${r.status}`);
      }
    }
    expect(failures).to.deep.equal([]);
  });
});
