import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { WorkerPool } from '../../workers/index';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { clickOf, eventsOf, recorded, startTrackingWorkers, storeClicks } from '../helpers/tracking';

/** A merchant's shop on its own origin, embedding the SDK with the snippet from sdk/init. */
function shopServer(snippet: string): Promise<{ url: string; close: () => void }> {
  const page = (title: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>
${snippet}</head><body><h1>${title}</h1>
<button id="add" onclick="affiliate.track('add_to_cart', {product_id: 'mug-1', product_name: 'Mug', price: 12.5, quantity: 2})">Add to cart</button>
</body></html>`;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(req.url?.startsWith('/thanks') ? 'Thank you' : 'Mug shop'));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

describe('events: the SDK in a real browser', function () {
  this.timeout(120_000);
  let browser: Browser;
  let pool: WorkerPool;
  let api: TestServer;

  before(async () => {
    browser = await launchBrowser();
    pool = await startTrackingWorkers();
    api = await startServer();
  });
  after(async () => {
    await browser?.close();
    await pool?.close();
  });

  it('keeps aff_click in a first-party cookie, sends pageviews and add_to_cart, and the conversion is attributed', async () => {
    const biz = await newBusiness();
    const merchant = client(api.url, biz.token);
    const init = (await merchant.get('/v1/sdk/init')).body.data;
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id);
    // The click /r/{slug} made before redirecting to the shop with aff_click.
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id });
    await storeClicks([click], 'redis');
    const shop = await shopServer(init.snippet);
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${shop.url}/landing?aff_click=${click.id}&utm_source=blog&utm_medium=affiliate`);
      await page.waitForFunction('window.affiliate && window.affiliate.version === 1');

      const cookies = await context.cookies(shop.url);
      const affClick = cookies.find((c) => c.name === 'aff_click');
      expect(affClick?.value).to.equal(String(click.id));
      // cookie_duration days (30), as a first-party cookie of the shop.
      expect(affClick!.expires * 1000 - Date.now()).to.be.within(
        30 * 86400_000 - 120_000,
        30 * 86400_000 + 1000,
      );
      expect(affClick!.sameSite).to.equal('Lax');
      expect(cookies.find((c) => c.name === 'aff_vid')?.value).to.match(/^[0-9a-f-]{36}$/);

      await page.click('#add');
      // A later page without the parameter still carries the click from the cookie.
      await page.goto(`${shop.url}/thanks`);
      await page.waitForFunction('window.affiliate && window.affiliate.version === 1');

      const rows = await eventsOf(biz.id, 3, 30_000);
      const vid = cookies.find((c) => c.name === 'aff_vid')!.value;
      for (const e of rows) {
        expect(e).to.deep.include({
          click_id: click.id,
          affiliate_id: aff.id,
          referral_link_id: link.id,
          visitor_id: vid,
        });
        expect(e.session_id).to.match(/^[0-9a-f-]{36}$/);
      }
      const landing = rows.find((e) => e.type === 'pageview' && e.path === '/landing');
      expect(landing).to.deep.include({ title: 'Mug shop', utm_source: 'blog', traffic_source: 'affiliate' });
      expect(rows.find((e) => e.type === 'add_to_cart')).to.deep.include({
        product_id: 'mug-1',
        product_name: 'Mug',
        price: 12.5,
        quantity: 2,
      });
      expect(rows.find((e) => e.type === 'pageview' && e.path === '/thanks')?.title).to.equal('Thank you');

      // The merchant's server reads the cookie at checkout and records the order with it.
      const clickId = Number((await context.cookies(shop.url)).find((c) => c.name === 'aff_click')!.value);
      const orderId = `web-${click.id}`;
      const posted = await merchant.post('/v1/conversions', {
        body: { order_id: orderId, order_total: 25, click_id: clickId, visitor_id: vid },
      });
      expect(posted.status).to.equal(202);
      const order = await recorded(merchant, orderId);
      expect(order.affiliate.id).to.equal(aff.id);
      expect(order.click).to.deep.include({ id: click.id, referral_link_id: link.id });
      await context.close();
    } finally {
      shop.close();
    }
  });

  it('ref=<referral code> on the landing URL is kept instead, and attributes the events', async () => {
    const biz = await newBusiness();
    const init = (await client(api.url, biz.token).get('/v1/sdk/init')).body.data;
    const aff = await newAffiliate(biz.id);
    const shop = await shopServer(init.snippet);
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${shop.url}/?ref=${aff.referralCode}`);
      await page.waitForFunction('window.affiliate && window.affiliate.version === 1');
      const cookies = await context.cookies(shop.url);
      expect(cookies.find((c) => c.name === 'aff_ref')?.value).to.equal(aff.referralCode);
      expect(cookies.find((c) => c.name === 'aff_click')).to.equal(undefined);
      const [row] = await eventsOf(biz.id, 1, 30_000);
      expect(row).to.deep.include({
        referral_code: aff.referralCode,
        affiliate_id: aff.id,
        traffic_source: 'affiliate',
      });
      await context.close();
    } finally {
      shop.close();
    }
  });
});
