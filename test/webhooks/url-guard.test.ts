import type { LookupAddress } from 'node:dns';
import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { postWebhook } from '../../api/features/webhooks/http-post';
import { guardedLookup, RefusedAddressError } from '../../api/features/webhooks/url-guard';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { Receiver } from './receiver';

/**
 * Hosts an endpoint may not be on, each with why: IPv6 forms that carry an IPv4 address are
 * judged by that address, and every special-purpose range is refused.
 */
const REFUSED: [host: string, why: string][] = [
  ['[::127.0.0.1]', 'IPv4-compatible loopback'],
  ['[::a00:1]', 'IPv4-compatible 10.0.0.1'],
  ['[::ffff:169.254.169.254]', 'IPv4-mapped link-local (cloud metadata)'],
  ['[::ffff:0:7f00:1]', 'IPv4-translated (RFC 6145) loopback'],
  ['[64:ff9b::7f00:1]', 'NAT64 well-known prefix, loopback'],
  ['[64:ff9b::c0a8:101]', 'NAT64 well-known prefix, 192.168.1.1'],
  ['[64:ff9b:1::7f00:1]', 'NAT64 local-use prefix, loopback in the last 32 bits'],
  ['[64:ff9b:1:a00:1::]', 'NAT64 local-use prefix, 10.0.0.1 at the /48 position'],
  ['[2002:7f00:1::]', '6to4 of loopback'],
  ['[2002:a9fe:a9fe::1]', '6to4 of 169.254.169.254'],
  ['[2001:0:4136:e378:8000:63bf:3fff:fdd2]', 'Teredo, client 192.0.2.45 (TEST-NET-1)'],
  ['[2001:0:7f00:1::f7f7:f7f7]', 'Teredo, server on loopback'],
  ['192.0.2.1', 'TEST-NET-1'],
  ['198.51.100.7', 'TEST-NET-2'],
  ['203.0.113.9', 'TEST-NET-3'],
  ['198.18.0.1', 'benchmarking 198.18/15'],
  ['198.19.255.254', 'benchmarking 198.18/15, its top'],
  ['0.1.2.3', '0/8'],
  ['100.64.0.1', 'shared address space'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['240.0.0.1', 'reserved 240/4'],
  ['255.255.255.255', 'broadcast'],
  ['[ff02::1]', 'IPv6 multicast'],
  ['[100::1]', 'discard-only'],
  ['[2001:db8::1]', 'documentation'],
  ['[2001:2::1]', 'IPv6 benchmarking'],
  ['[::]', 'unspecified'],
];

/** Public addresses next to the refused ones, and public IPv4 addresses in the embedding forms. */
const ACCEPTED: [host: string, why: string][] = [
  ['192.0.3.1', 'just above TEST-NET-1'],
  ['198.17.255.254', 'just below 198.18/15'],
  ['198.20.0.1', 'just above 198.18/15'],
  ['203.0.114.1', 'just above TEST-NET-3'],
  ['1.0.0.1', 'just above 0/8'],
  ['223.255.255.254', 'just below multicast'],
  ['[::808:808]', 'IPv4-compatible 8.8.8.8'],
  ['[::ffff:8.8.8.8]', 'IPv4-mapped 8.8.8.8'],
  ['[64:ff9b::808:808]', 'NAT64 of 8.8.8.8'],
  ['[64:ff9b:1:808:8:808:808:0]', 'NAT64 local-use, a public address at every position'],
  ['[2002:808:808::1]', '6to4 of 8.8.8.8'],
  ['[2001:0:4136:e378::f7f7:f7f7]', 'Teredo, public server and client 8.8.8.8'],
  ['[2606:4700:4700::1111]', 'ordinary global IPv6'],
];

/** What the connection's own lookup does with `host`: the address it would connect to, or its refusal. */
function lookup(host: string): Promise<{ address?: string; error?: Error }> {
  return new Promise((resolve) => {
    guardedLookup(false)(host.replace(/^\[|\]$/g, ''), { all: true }, (error, address) => {
      if (error) resolve({ error });
      else resolve({ address: (address as unknown as LookupAddress[])[0].address });
    });
  });
}

describe('webhook URL guard: special-purpose and IPv4-embedding addresses', function () {
  this.timeout(60_000);
  let base: Deps;
  let url: string;
  /** A client of a fresh business: write budgets are per token, and each check here writes. */
  const fresh = async (): Promise<Client> => client(url, (await newBusiness()).token);

  before(async () => {
    base = await sharedDeps();
    ({ url } = await startServer({
      config: { ...base.config, webhooks: { ...base.config.webhooks, allowPrivateUrls: false } },
    }));
  });

  it('refuses each at creation and when an endpoint is moved onto it (422 on url)', async () => {
    const [api, mover] = [await fresh(), await fresh()];
    const created = await mover.post('/v1/webhooks', {
      body: { url: 'https://93.184.215.14/hook', events: ['*'] },
    });
    expect(created.status, created.text).to.equal(201);
    const id = created.body.data.id;
    for (const [host, why] of REFUSED) {
      const target = `http://${host}/hook`;
      const r = await api.post('/v1/webhooks', { body: { url: target, events: ['*'] } });
      expect(r.status, `create ${host}: ${why}`).to.equal(422);
      expect(r.body.error.details, why).to.have.property('url');
      const moved = await mover.patch(`/v1/webhooks/${id}`, { body: { url: target } });
      expect(moved.status, `patch ${host}: ${why}`).to.equal(422);
      expect(moved.body.error.details, why).to.have.property('url');
    }
    // Nothing was made, and the endpoint stayed where it was.
    expect((await api.get('/v1/webhooks')).body.data.items).to.have.length(0);
    expect((await mover.get(`/v1/webhooks/${id}`)).body.data.url).to.equal('https://93.184.215.14/hook');
  });

  it('accepts the public addresses beside them, at creation and when moved', async () => {
    const api = await fresh();
    const first = await api.post('/v1/webhooks', { body: { url: 'https://93.184.215.14/a', events: ['*'] } });
    expect(first.status, first.text).to.equal(201);
    for (const [host, why] of ACCEPTED) {
      const target = `https://${host}/hook`;
      const moved = await api.patch(`/v1/webhooks/${first.body.data.id}`, { body: { url: target } });
      expect(moved.status, `patch ${host}: ${why}: ${moved.text}`).to.equal(200);
      expect(moved.body.data.url).to.equal(target);
      const created = await api.post('/v1/webhooks', { body: { url: target, events: ['*'] } });
      expect(created.status, `create ${host}: ${why}: ${created.text}`).to.equal(201);
    }
  });

  it('refuses each again when the socket connects, and lets the public ones through', async () => {
    for (const [host, why] of REFUSED) {
      const sent = await postWebhook(`http://${host}/hook`, {}, '{}', {
        timeoutMs: 1_000,
        allowPrivate: false,
      });
      expect(sent, `post ${host}: ${why}`).to.deep.include({ kind: 'refused' });
      const looked = await lookup(host);
      expect(looked.error, `lookup ${host}: ${why}`).to.be.instanceOf(RefusedAddressError);
    }
    for (const [host, why] of ACCEPTED) {
      const looked = await lookup(host);
      expect(looked.error, `lookup ${host}: ${why}`).to.equal(undefined);
      expect(looked.address, why).to.be.a('string');
    }
  });

  it('an IPv4-mapped loopback URL really reaches loopback: refused unless private URLs are allowed', async () => {
    const rx = await new Receiver().start();
    try {
      const mapped = rx.url.replace('127.0.0.1', '[::ffff:127.0.0.1]');
      const opts = { timeoutMs: 2_000, allowPrivate: false };
      expect(await postWebhook(`${mapped}/ok/mapped`, {}, '{}', opts)).to.deep.include({ kind: 'refused' });
      expect(rx.received).to.have.length(0);
      // The same URL, allowed, is answered by the receiver on 127.0.0.1: the refusal above is
      // what stood between the endpoint and the loopback interface.
      expect(
        await postWebhook(`${mapped}/ok/mapped`, {}, '{}', { ...opts, allowPrivate: true }),
      ).to.deep.equal({
        kind: 'answered',
        status: 200,
      });
      expect(rx.received.map((r) => r.path)).to.deep.equal(['/ok/mapped']);
    } finally {
      await rx.close();
    }
  });
});
