import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startServer, testConfig } from '../helpers/context';

const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
const ADMIN = 'admin-token-browser-0123456789';

describe('operator and reference pages in a real browser', function () {
  this.timeout(180_000);
  let browser: Browser;

  before(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('/docs renders the API reference', async () => {
    const { url } = await startServer();
    const page = await browser.newPage();
    await page.goto(`${url}/docs`);
    await page.waitForSelector('.swagger-ui .info .title', { timeout: 30_000 });
    expect(await page.textContent('.swagger-ui .info .title')).to.include('Affiliate program API');
    await page.waitForSelector('.opblock-summary-path', { timeout: 30_000 });
    // Operations render as the reader scrolls to them: scroll down step by step (back to the
    // top at the end) until each route has been on the page.
    for (const route of ['/v1/auth/token', '/v1/conversions', '/v1/portal/token', '/v1/payout-runs'])
      await page.waitForFunction(
        `(() => {
          const atEnd = window.innerHeight + window.scrollY >= document.body.scrollHeight - 1;
          if (atEnd) window.scrollTo(0, 0);
          else window.scrollBy(0, window.innerHeight / 2);
          return document.querySelector('.swagger-ui')?.textContent?.includes(${JSON.stringify(route)}) ?? false;
        })()`,
        null,
        { timeout: 30_000, polling: 100 },
      );
    await page.screenshot({ path: path.join(ARTIFACTS, 'docs.png'), fullPage: false });
    await page.close();
  });

  it('/admin/queues renders every queue behind the admin token', async () => {
    const { url } = await startServer({ config: { ...testConfig(), adminToken: ADMIN } });
    const context = await browser.newContext({ extraHTTPHeaders: { authorization: `Bearer ${ADMIN}` } });
    const page = await context.newPage();
    await page.goto(`${url}/admin/queues`);
    await page.waitForFunction("document.body.innerText.includes('conversion-sync')", null, {
      timeout: 30_000,
    });
    // The overview panel loads after the queue list; wait so the screenshot shows it.
    await page.waitForFunction("!document.body.innerText.includes('Loading...')", null, { timeout: 30_000 });
    const text = await page.innerText('body');
    for (const q of ['clicks', 'conversions', 'auto-approve', 'exports']) expect(text).to.include(q);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-queues.png'), fullPage: false });
    await context.close();
  });
});
