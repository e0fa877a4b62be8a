import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/context';
import { newBusinessClient, newLink } from '../helpers/fixtures';
import { insertClicks, seedConversions } from '../helpers/reports';
import { PASSWORD, portalAffiliate } from './helpers';

/** docs/examples/portal.html as a merchant would host it: a static file on its own origin. */
async function staticServer(): Promise<{ port: number; close: () => void }> {
  const page = await fs.readFile(path.join(__dirname, '../../docs/examples/portal.html'));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

describe('affiliate portal: the example page in a real browser', function () {
  this.timeout(180_000);
  let browser: Browser;
  let api: TestServer;

  before(async () => {
    browser = await launchBrowser();
    api = await startServer();
  });
  after(async () => {
    await browser?.close();
  });

  it('served from another origin, it signs in and shows the figures; an unlisted origin is refused by CORS', async () => {
    const { biz, api: merchant } = await newBusinessClient(api.url);
    const a = await portalAffiliate(merchant, { name: 'Browser Bea' });
    const link = await newLink(biz.id, a.id);
    const now = new Date();
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().replace('Z', '000Z');
    await insertClicks(
      api.deps,
      biz.id,
      [1, 1, 2, 3, 3, 3].map((n, i) => ({
        affiliateId: a.id,
        linkId: link.id,
        campaign: null,
        visitorId: `v${i}`,
        createdAt: day(n),
      })),
    );
    await seedConversions(api.deps, biz.id, [
      { affiliateId: a.id, linkId: link.id, commission: '12.50', status: 'approved', convertedAt: day(1) },
      { affiliateId: a.id, linkId: link.id, commission: '4.25', status: 'pending', convertedAt: day(2) },
    ]);
    const site = await staticServer();
    const origin = `http://localhost:${site.port}`;
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const open = () =>
        page.goto(`${origin}/portal.html?api=${encodeURIComponent(api.url)}&business=${biz.slug}`);
      const submit = async () => {
        await page.fill('#email', a.email);
        await page.fill('#password', PASSWORD);
        await page.click('#submit');
      };

      // Not yet listed: the browser refuses the cross-origin answer.
      await open();
      await submit();
      await page.waitForSelector('#error:not(:empty)', { timeout: 30_000 });
      expect(await page.isHidden('#stats')).to.equal(true);

      expect(
        (await merchant.put('/v1/settings/portal_origins', { body: { value: [origin] } })).status,
      ).to.equal(200);
      await open();
      await submit();
      await page.waitForSelector('#stats:not([hidden])', { timeout: 30_000 });
      expect(await page.textContent('#name')).to.equal('Browser Bea');
      expect(await page.textContent('#clicks')).to.equal('6');
      expect(await page.textContent('#conversions')).to.equal('2');
      expect(await page.getAttribute('#earned', 'data-value')).to.equal('12.5');
      expect(await page.getAttribute('#pending', 'data-value')).to.equal('4.25');
      expect(await page.locator('#daily tbody tr').count()).to.equal(3);
      await context.close();
    } finally {
      site.close();
    }
  });
});
