import net from 'node:net';
import { expect } from 'chai';
import { startServer, testConfig, type TestServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, uniq } from '../helpers/fixtures';
import { call } from '../helpers/http';
import { redirect } from '../helpers/clicks';

/**
 * Security headers (docs/architecture.md, "Request path"): every response, from the Express app and
 * from the raw hot paths (the redirect, collect) alike, has nosniff and no-referrer; pages
 * cannot be framed; under APP_SCHEME=https there is HSTS and the redirect's cookies are
 * Secure. Tests run with APP_SCHEME=https (test/setup.ts); one server runs with http.
 */
const ADMIN = 'admin-token-0123456789abcdef';

function expectBasics(h: Headers, scheme: 'http' | 'https', what: string): void {
  expect(h.get('x-content-type-options'), what).to.equal('nosniff');
  expect(h.get('referrer-policy'), what).to.equal('no-referrer');
  if (scheme === 'https') expect(h.get('strict-transport-security'), what).to.match(/^max-age=\d{7,}/);
  else expect(h.get('strict-transport-security'), what).to.equal(null);
}

function expectNoFraming(h: Headers, what: string): void {
  expect(h.get('x-frame-options'), what).to.equal('DENY');
  expect(h.get('content-security-policy'), what).to.include("frame-ancestors 'none'");
}

/** What the server answers a request node:http cannot parse (raw text of the response head). */
function malformed(url: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'));
    let text = '';
    socket.on('data', (c) => (text += c.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

for (const scheme of ['https', 'http'] as const) {
  describe(`security headers (APP_SCHEME=${scheme})`, function () {
    this.timeout(30_000);
    let s: TestServer;
    let slug: string;
    let pk: string;

    before(async () => {
      s = await startServer({
        config: {
          ...testConfig({ appScheme: scheme, adminToken: ADMIN }),
          rateLimitPrefix: `${testConfig().redisPrefix}:rl:${uniq()}`,
        },
      });
      const biz = await newBusiness();
      slug = (await newLink(biz.id, (await newAffiliate(biz.id)).id)).slug;
      pk = (await call(s.url, 'GET', '/v1/sdk/init', { token: biz.token })).body.data.publishable_key;
    });

    it('an Express JSON route, its errors and its 404', async () => {
      const ok = await call(s.url, 'GET', '/healthz');
      expect(ok.status).to.equal(200);
      expectBasics(ok.headers, scheme, 'GET /healthz');
      const unauthorized = await call(s.url, 'GET', '/v1/affiliates');
      expect(unauthorized.status).to.equal(401);
      expectBasics(unauthorized.headers, scheme, '401');
      const malformedJson = await call(s.url, 'POST', '/v1/auth/token', { rawBody: '{' });
      expect(malformedJson.status).to.equal(400);
      expectBasics(malformedJson.headers, scheme, '400');
      const missing = await call(s.url, 'GET', '/v1/nothing-here');
      expect(missing.status).to.equal(404);
      expectBasics(missing.headers, scheme, '404');
    });

    it('the redirect: 302 (GET and HEAD) and 404', async () => {
      const found = await redirect(s.url, slug);
      expect(found.status).to.equal(302);
      expectBasics(found.headers, scheme, '302');
      const head = await fetch(`${s.url}/r/${slug}`, { method: 'HEAD', redirect: 'manual' });
      expect(head.status).to.equal(302);
      expectBasics(head.headers, scheme, 'HEAD 302');
      const missing = await redirect(s.url, uniq('missing'));
      expect(missing.status).to.equal(404);
      expectBasics(missing.headers, scheme, 'redirect 404');
    });

    it(`the redirect's cookies are ${scheme === 'https' ? '' : 'not '}Secure`, async () => {
      const cookies = (await redirect(s.url, slug)).headers.getSetCookie();
      expect(cookies.map((c) => c.split('=')[0])).to.deep.equal(['aff_click', 'aff_vid']);
      for (const c of cookies) {
        if (scheme === 'https') expect(c).to.match(/; Secure$/);
        else expect(c).to.not.match(/Secure/i);
      }
    });

    it('collect: 202, its preflight and its errors', async () => {
      const accepted = await call(s.url, 'POST', '/v1/collect', {
        body: { type: 'pageview', url: 'https://shop.example/' },
        headers: { 'x-publishable-key': pk },
      });
      expect(accepted.status).to.equal(202);
      expectBasics(accepted.headers, scheme, 'collect 202');
      const preflight = await call(s.url, 'OPTIONS', '/v1/collect');
      expect(preflight.status).to.equal(204);
      expectBasics(preflight.headers, scheme, 'collect 204');
      const refused = await call(s.url, 'POST', '/v1/collect', { body: {} });
      expect(refused.status).to.equal(401);
      expectBasics(refused.headers, scheme, 'collect 401');
    });

    it('a request node:http cannot parse gets them with its 400', async () => {
      const head = (await malformed(s.url)).toLowerCase();
      expect(head).to.match(/^http\/1\.1 400/);
      expect(head).to.include('x-content-type-options: nosniff\r\n');
      expect(head).to.include('referrer-policy: no-referrer\r\n');
      expect(head.includes('strict-transport-security:')).to.equal(scheme === 'https');
    });

    it('the HTML pages (/docs, /admin/queues) cannot be framed', async () => {
      const docs = await call(s.url, 'GET', '/docs');
      expect(docs.status).to.equal(200);
      expect(docs.headers.get('content-type')).to.match(/^text\/html/);
      expectBasics(docs.headers, scheme, '/docs');
      expectNoFraming(docs.headers, '/docs');
      const board = await call(s.url, 'GET', '/admin/queues', {
        headers: { authorization: `Bearer ${ADMIN}` },
      });
      expect(board.status).to.equal(200);
      expect(board.headers.get('content-type')).to.match(/^text\/html/);
      expectBasics(board.headers, scheme, '/admin/queues');
      expectNoFraming(board.headers, '/admin/queues');
      // The framing ban is all the policy says: the pages' own scripts and styles still load.
      expect(board.headers.get('content-security-policy')).to.equal("frame-ancestors 'none'");
      const refused = await call(s.url, 'GET', '/admin/queues');
      expect(refused.status).to.equal(401);
      expectNoFraming(refused.headers, '/admin/queues 401');
    });
  });
}
