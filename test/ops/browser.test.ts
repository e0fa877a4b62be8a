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

  it('/docs opens an operation on its real response schema and examples', async () => {
    const { url } = await startServer();
    const page = await browser.newPage({ viewport: { width: 1280, height: 2400 } });
    await page.goto(`${url}/docs`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 90_000 });
    const op = page.locator('#operations-payouts-postV1Payouts');
    // Operations render as they are scrolled to.
    await page.waitForFunction(
      `(() => {
        if (document.querySelector('#operations-payouts-postV1Payouts')) return true;
        const atEnd = window.innerHeight + window.scrollY >= document.body.scrollHeight - 1;
        if (atEnd) window.scrollTo(0, 0);
        else window.scrollBy(0, window.innerHeight / 2);
        return false;
      })()`,
      null,
      { timeout: 90_000, polling: 100 },
    );
    await op.scrollIntoViewIfNeeded();
    if (!(await op.locator('.opblock-body').isVisible()))
      await op.locator('.opblock-summary').first().click();
    await op.locator('.opblock-body').waitFor({ timeout: 30_000 });
    const text = await op.innerText();
    expect(text).to.include('Pays an affiliate (records a pending payout)');
    expect(text).to.include("at most the affiliate's balance");
    // The request and success examples are the documented ones, not strings made from patterns.
    expect(text).to.include('"affiliate_name": "Ada Lovelace"');
    expect(text).to.include('"affiliate_id": 42');
    // Only the codes this operation answers, each with its own example.
    expect(text).to.include('VALIDATION_ERROR');
    expect(text).not.to.include('PARTNER_DISABLED');
    // The schema tab of the success answer shows data's fields, not "data": "string".
    await op
      .locator(
        '.responses-wrapper button[data-name="model"], .responses-wrapper .tablinks[data-name="model"]',
      )
      .first()
      .click();
    await op.locator('.responses-wrapper .model-box').first().waitFor({ timeout: 30_000 });
    // The success schema opens on its top level: "Expand all" on it shows data's fields.
    const success = op.locator('.responses-wrapper tr.response').first();
    for (const button of await success.getByText('Expand all', { exact: true }).all())
      await button.click().catch(() => undefined);
    fs.mkdirSync(path.join(__dirname, '..', '..', 'tmp'), { recursive: true });
    await op.screenshot({ path: path.join(__dirname, '..', '..', 'tmp', 'docs-operation.png') });
    const schema = await success.innerText();
    // data is the Payout object, not the bare string every answer showed before.
    expect(schema).to.match(/data\s*(Expand all|Collapse all)?\s*object/);
    expect(schema).not.to.match(/data\s*string/);
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
