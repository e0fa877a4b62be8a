import http from 'node:http';
import { expect } from 'chai';
import { deps, startServer, type TestServer } from '../helpers/context';
import { newBusiness, setSettings, tokenWithScopes } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

describe('events: GET /v1/sdk/init and GET /sdk.js', function () {
  this.timeout(30_000);
  let server: TestServer;

  before(async () => {
    server = await startServer();
  });

  it('sdk/init: the publishable key, absolute URLs from the request host, the cookie window and a snippet', async () => {
    const biz = await newBusiness();
    await setSettings(biz.id, { cookie_duration: 45 });
    const r = await client(server.url, biz.token).get('/v1/sdk/init');
    expect(r.status).to.equal(200);
    expect(r.body.success).to.equal(true);
    const data = r.body.data;
    expect(Object.keys(data).sort()).to.deep.equal(
      ['publishable_key', 'collect_url', 'script_url', 'cookie_duration', 'snippet'].sort(),
    );
    expect(data.publishable_key).to.match(/^pk_[A-Za-z0-9_-]{32}$/);
    expect(data.collect_url).to.equal(`${server.url}/v1/collect`);
    expect(data.script_url).to.equal(`${server.url}/sdk.js`);
    expect(data.cookie_duration).to.equal(45);
    expect(data.snippet).to.equal(
      `<script async src="${server.url}/sdk.js" data-key="${data.publishable_key}" data-cookie-days="45"></script>`,
    );
  });

  it('one key per business: the same on every call (even concurrent first calls), another for another business', async () => {
    const biz = await newBusiness();
    const api = client(server.url, biz.token);
    const keys = await Promise.all(Array.from({ length: 5 }, () => api.get('/v1/sdk/init')));
    expect(new Set(keys.map((k) => k.body.data.publishable_key)).size).to.equal(1);
    const again = await api.get('/v1/sdk/init');
    expect(again.body.data.publishable_key).to.equal(keys[0].body.data.publishable_key);
    const other = await client(server.url, (await newBusiness()).token).get('/v1/sdk/init');
    expect(other.body.data.publishable_key).not.to.equal(keys[0].body.data.publishable_key);
    const d = await deps();
    const rows = await d.db.any('SELECT key FROM publishable_keys WHERE business_id = $1', [biz.id]);
    expect(rows).to.deep.equal([{ key: keys[0].body.data.publishable_key }]);
  });

  it('the URLs name the host the request came in on; a Host that is not a plain host name falls back to APP_DOMAIN', async () => {
    const biz = await newBusiness();
    const initWithHost = (host: string) =>
      new Promise<any>((resolve, reject) => {
        const u = new URL(server.url);
        const req = http.request(
          {
            host: u.hostname,
            port: u.port,
            path: '/v1/sdk/init',
            headers: { host, authorization: `Bearer ${biz.token}` },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve(JSON.parse(text)));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const named = await initWithHost('api.shop-tracking.example:8443');
    expect(named.data.collect_url).to.equal('http://api.shop-tracking.example:8443/v1/collect');
    expect(named.data.script_url).to.equal('http://api.shop-tracking.example:8443/sdk.js');
    const odd = await initWithHost('odd_host"><script>');
    expect(odd.data.collect_url).to.equal('https://affiliates.test/v1/collect');
    expect(odd.data.snippet).not.to.include('<script>"');
  });

  it('sdk/init: 401 without a token, 403 without the sdk:init scope', async () => {
    const biz = await newBusiness();
    expect((await call(server.url, 'GET', '/v1/sdk/init')).status).to.equal(401);
    const r = await client(server.url, await tokenWithScopes(biz.id, ['pageviews:write'])).get(
      '/v1/sdk/init',
    );
    expect(r.status).to.equal(403);
    const ok = await client(server.url, await tokenWithScopes(biz.id, ['sdk:init'])).get('/v1/sdk/init');
    expect(ok.status).to.equal(200);
    expect(ok.headers.get('x-ratelimit-limit')).to.equal('120');
  });

  it('/sdk.js: public, JavaScript, cacheable; cookie, collect and event logic inside', async () => {
    const r = await call(server.url, 'GET', '/sdk.js');
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.match(/^application\/javascript/);
    expect(r.headers.get('cache-control')).to.match(/public, max-age=\d+/);
    for (const piece of [
      '/v1/collect',
      'X-Publishable-Key',
      'data-key',
      'aff_click',
      'aff_ref',
      'aff_vid',
      'keepalive',
      'sendBeacon',
      "track('pageview')",
      'add_to_cart',
    ])
      expect(r.text).to.include(piece);
    // Parses as a script.
    expect(() => new Function(r.text)).not.to.throw();
  });
});
