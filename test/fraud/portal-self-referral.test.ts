import { expect } from 'chai';
import type { TestServer } from '../helpers/context';
import { newBusinessClient } from '../helpers/fixtures';
import { recorded, trackingSuite } from '../helpers/tracking';
import { PASSWORD, portalAffiliate, signIn } from '../portal/helpers';

/**
 * The portal and the fraud rules meet at portal_sign_ins: a sign-in through the portal's door
 * records the client IP, and self_referral flags an order from that IP credited to the same
 * affiliate, end to end through the HTTP API.
 */
describe('fraud: self_referral from a portal sign-in', function () {
  this.timeout(60_000);
  let server: TestServer;

  trackingSuite((s) => (server = s));

  it('flags an order from the IP the affiliate signed in from, and not one from another IP', async () => {
    const { biz, api } = await newBusinessClient(server.url);
    await api.put('/v1/settings', { body: { commission_rate: 10 } });
    const me = await portalAffiliate(api);
    const other = await portalAffiliate(api);
    const code = async (id: number) =>
      (await api.get(`/v1/affiliates/${id}`)).body.data.referral_code as string;
    // Only `me` signs in; the test's requests reach the service from 127.0.0.1.
    expect((await signIn(server.url, biz.slug, me.email, PASSWORD)).status).to.equal(200);

    const order = async (orderId: string, affiliateId: number, ip: string) => {
      const r = await api.post('/v1/conversions', {
        body: {
          order_id: orderId,
          order_total: 80,
          referral_code: await code(affiliateId),
          ip_address: ip,
          customer: { name: 'Grace Hopper', email: 'grace@customer.example' },
        },
      });
      expect(r.status).to.equal(202);
      return recorded(api, orderId);
    };
    const own = await order('SR-1001', me.id, '127.0.0.1');
    expect(own.risk).to.deep.equal({ flagged: true, reasons: ['self_referral'] });
    expect(own.status).to.equal('pending');
    const elsewhere = await order('SR-1002', me.id, '203.0.113.50');
    expect(elsewhere.risk).to.deep.equal({ flagged: false, reasons: [] });
    // Another affiliate of the business never signed in from there.
    const notTheirs = await order('SR-1003', other.id, '127.0.0.1');
    expect(notTheirs.risk).to.deep.equal({ flagged: false, reasons: [] });

    const flagged = await api.get('/v1/orders?flagged=true');
    expect(flagged.body.data.items.map((o: { order_id: string }) => o.order_id)).to.deep.equal(['SR-1001']);
  });
});
