import { expect } from 'chai';
import { loadConfig } from '../../api/config';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { clicksProcessor } from '../../workers/processors/clicks';
import { flushesProcessor } from '../../workers/processors/flushes';
import { eventsProcessor } from '../../workers/processors/events';
import { deps, startServer, type TestServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, type TestBusiness, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { redirect } from '../helpers/clicks';
import { eventsOf } from '../helpers/tracking';

/**
 * TRUST_PROXY (README "Configuration"): the client is the first untrusted address counting
 * from the right of X-Forwarded-For, and country headers count only from a trusted peer: the
 * same on the redirect, on collect and on the Express app (its per-IP rate limit). Tests
 * connect from 127.0.0.1, so a list that leaves loopback out makes the peer untrusted.
 *
 * Every request below also carries an address a client would prepend itself: 81.2.69.160
 * (GeoIP: GB). The proxies' view of the client is 8.8.8.8 (GeoIP: US).
 */
const SPOOFED = '81.2.69.160';

interface Case {
  trustProxy: string;
  /** X-Forwarded-For as the last proxy passes it on, the client's own entry first. */
  forwardedFor: string;
  /** The client address the rule must find. */
  ip: string;
  /** Whether the socket peer (127.0.0.1) is a trusted proxy, so country headers count. */
  peerTrusted: boolean;
}

const CASES: Case[] = [
  { trustProxy: '0', forwardedFor: `${SPOOFED}, 8.8.8.8`, ip: '127.0.0.1', peerTrusted: false },
  { trustProxy: 'false', forwardedFor: `${SPOOFED}, 8.8.8.8`, ip: '127.0.0.1', peerTrusted: false },
  { trustProxy: '1', forwardedFor: `${SPOOFED}, 8.8.8.8`, ip: '8.8.8.8', peerTrusted: true },
  { trustProxy: '2', forwardedFor: `${SPOOFED}, 8.8.8.8, 10.0.0.1`, ip: '8.8.8.8', peerTrusted: true },
  {
    trustProxy: '127.0.0.1/32, 10.0.0.0/8',
    forwardedFor: `${SPOOFED}, 10.0.0.7, 8.8.8.8, 10.0.0.2, 10.0.0.1`,
    ip: '8.8.8.8',
    peerTrusted: true,
  },
  { trustProxy: 'loopback', forwardedFor: `${SPOOFED}, 8.8.8.8`, ip: '8.8.8.8', peerTrusted: true },
  { trustProxy: '10.0.0.0/8', forwardedFor: `${SPOOFED}, 8.8.8.8`, ip: '127.0.0.1', peerTrusted: false },
];

/** A server whose TRUST_PROXY is `value`, read as the process reads it, with its own rate-limit budgets. */
async function serverTrusting(value: string): Promise<TestServer> {
  const config = loadConfig({ ...process.env, TRUST_PROXY: value });
  return startServer({ config: { ...config, rateLimitPrefix: `${config.redisPrefix}:rl:${uniq()}` } });
}

/** The stored click of one redirect through `s` (a link of its own, so the row is this request's). */
async function clickThrough(
  s: TestServer,
  biz: TestBusiness,
  affiliateId: number,
  headers: Record<string, string>,
): Promise<{ ip_address: string; country: string }> {
  const link = await newLink(biz.id, affiliateId);
  expect((await redirect(s.url, link.slug, headers)).status).to.equal(302);
  const d = await deps();
  const rows = await waitFor(
    `the click of link ${link.id} in ClickHouse`,
    async () => {
      const rs = await d.ch.client.query({
        query: `SELECT ip_address, country FROM clicks WHERE referral_link_id = {l:UInt64}`,
        query_params: { l: link.id },
        format: 'JSONEachRow',
      });
      return rs.json<{ ip_address: string; country: string }>();
    },
    (r) => r.length > 0,
    10_000,
  );
  expect(rows, `click of link ${link.id}`).to.have.length(1);
  return rows[0];
}

describe('TRUST_PROXY: one client address and country rule on every path', function () {
  this.timeout(60_000);
  let workers: WorkerPool;
  let biz: TestBusiness;
  let affiliateId: number;

  before(async () => {
    workers = startWorkers(await deps(), [clicksProcessor, eventsProcessor, flushesProcessor]);
    biz = await newBusiness();
    affiliateId = (await newAffiliate(biz.id)).id;
  });
  after(async () => workers.close());

  for (const c of CASES) {
    describe(`TRUST_PROXY=${c.trustProxy}`, () => {
      let s: TestServer;
      before(async () => {
        s = await serverTrusting(c.trustProxy);
      });
      // What GeoIP makes of the client address the rule finds.
      const geoCountry = c.ip === '8.8.8.8' ? 'US' : '';

      it(`the redirect stores ${c.ip} as the click's address; the edge's country only from a trusted peer`, async () => {
        const plain = await clickThrough(s, biz, affiliateId, { 'x-forwarded-for': c.forwardedFor });
        expect(plain).to.deep.equal({ ip_address: c.ip, country: geoCountry });

        const cf = await clickThrough(s, biz, affiliateId, {
          'x-forwarded-for': c.forwardedFor,
          'cf-ipcountry': 'DE',
          'x-country-code': 'FR',
        });
        expect(cf).to.deep.equal({ ip_address: c.ip, country: c.peerTrusted ? 'DE' : geoCountry });

        const xcc = await clickThrough(s, biz, affiliateId, {
          'x-forwarded-for': c.forwardedFor,
          'x-country-code': 'FR',
        });
        expect(xcc.country).to.equal(c.peerTrusted ? 'FR' : geoCountry);
      });

      it('collect: events take their country from the same address and headers', async () => {
        const shop = await newBusiness();
        const pk = (await client(s.url, shop.token).get('/v1/sdk/init')).body.data.publishable_key;
        const send = async (path: string, headers: Record<string, string>) => {
          const r = await call(s.url, 'POST', '/v1/collect', {
            body: { type: 'pageview', url: `https://shop.example${path}` },
            headers: { 'x-publishable-key': pk, 'x-forwarded-for': c.forwardedFor, ...headers },
          });
          expect(r.status, r.text).to.equal(202);
        };
        await send('/plain', {});
        await send('/cf', { 'cf-ipcountry': 'DE' });
        await send('/xcc', { 'x-country-code': 'FR' });
        const rows = await eventsOf(shop.id, 3);
        const countryAt = (path: string) => rows.find((e: any) => e.path === path)?.country;
        expect(countryAt('/plain')).to.equal(geoCountry);
        expect(countryAt('/cf')).to.equal(c.peerTrusted ? 'DE' : geoCountry);
        expect(countryAt('/xcc')).to.equal(c.peerTrusted ? 'FR' : geoCountry);
      });

      // The per-IP budget shows whose it is: a client changing the entry it wrote itself keeps
      // spending the same budget; only a different address (here the bare peer) starts a new one.
      const limited = [
        { what: "collect's (a raw hot path)", path: '/v1/collect', status: 401, limit: 300 },
        { what: 'POST /v1/auth/token (an Express route)', path: '/v1/auth/token', status: 422, limit: 120 },
      ];
      for (const l of limited) {
        it(`${l.what} per-IP rate limit counts the client the rule finds, not the address a client wrote`, async () => {
          const remaining = async (xff?: string) => {
            const r = await call(s.url, 'POST', l.path, {
              body: {},
              headers: xff ? { 'x-forwarded-for': xff } : {},
            });
            expect(r.status).to.equal(l.status);
            return Number(r.headers.get('x-ratelimit-remaining'));
          };
          const proxied = c.forwardedFor.slice(`${SPOOFED}, `.length);
          // (Earlier tests of this server may have spent some of this client's budget already.)
          const before = await remaining(c.forwardedFor);
          expect(await remaining(`203.0.113.9, ${proxied}`)).to.equal(before - 1);
          // No X-Forwarded-For: the peer itself, the same client only when the header never counted.
          expect(await remaining()).to.equal(c.ip === '127.0.0.1' ? before - 2 : l.limit - 1);
        });
      }
    });
  }

  it('an IPv4-mapped address is stored as IPv4, from X-Forwarded-For as from the socket', async () => {
    const s = await serverTrusting('1');
    expect(await clickThrough(s, biz, affiliateId, { 'x-forwarded-for': '::ffff:8.8.8.8' })).to.deep.equal({
      ip_address: '8.8.8.8',
      country: 'US',
    });
  });
});
