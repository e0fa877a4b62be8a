import { Writable } from 'node:stream';
import fs from 'node:fs/promises';
import { createClient } from '@clickhouse/client';
import { expect } from 'chai';
import { loadConfig } from '../../api/config';
import { ValidationError } from '../../api/errors';
import { createLogger } from '../../api/logger';
import { demoKeyFile, ensureDemoBusiness, seedFailure, surfaces } from '../../scripts/demo';
import { halfInCents } from '../../scripts/seed';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';
import { call } from '../helpers/http';

/** What a new user meets on the first run (README, "The two commands"). */
describe('first run', () => {
  describe('configuration', () => {
    it('APP_DOMAIN follows PORT unless set', () => {
      expect(loadConfig({ PORT: '3400' }).appDomain).to.equal('localhost:3400');
      expect(loadConfig({}).appDomain).to.equal('localhost:3000');
      expect(loadConfig({ PORT: '3400', APP_DOMAIN: 'shop.example' }).appDomain).to.equal('shop.example');
    });
  });

  describe('the start banner', () => {
    const config = loadConfig({});
    it('names the reference, and the admin and analyst surfaces as off when not configured', () => {
      const lines = surfaces(config, 'http://localhost:3400').join('\n');
      expect(lines).to.include('http://localhost:3400/docs');
      expect(lines).to.match(/Queues: +off \(set ADMIN_TOKEN/);
      expect(lines).to.match(/ClickHouse: +off \(set ANALYST_PASSWORD/);
      expect(lines).not.to.include('/admin/queues  (');
    });
    it('prints the enabled ones with how to sign in', () => {
      const on = {
        ...config,
        adminToken: 'admin-token-0123456789',
        analyst: { ...config.analyst, password: 'pw-0123' },
      };
      const lines = surfaces(on, 'http://localhost:3400').join('\n');
      expect(lines).to.include(
        'http://localhost:3400/admin/queues  (browser sign-in: any user name, ADMIN_TOKEN as password)',
      );
      expect(lines).to.include(
        'http://localhost:3400/clickhouse  (user analyst, ANALYST_PASSWORD as password',
      );
      // The secrets themselves are never printed.
      expect(lines).not.to.include('admin-token-0123456789');
      expect(lines).not.to.include('pw-0123');
    });
  });

  describe('the demo data', () => {
    it('pays half of the available balance, rounded down to cents, and nothing from none', () => {
      expect(halfInCents('10.01')).to.equal('5.00');
      expect(halfInCents('0.01')).to.equal(null);
      expect(halfInCents('0.00')).to.equal(null);
      expect(halfInCents('-40.00')).to.equal(null);
      expect(halfInCents('1234.57')).to.equal('617.28');
    });
    it('a seed failure is reported with the field and its reason', () => {
      const text = seedFailure(
        ValidationError.field('amount', "amount must not exceed the affiliate's balance (3.00)"),
      );
      expect(text).to.equal(
        'Demo data could not be seeded: The given data was invalid ' +
          `{"amount":["amount must not exceed the affiliate's balance (3.00)"]}. The service keeps running.`,
      );
    });
  });

  describe('the demo key', () => {
    it('is reused across starts while it works, and replaced (once) when revoked', async () => {
      const base = await sharedDeps();
      // A database of its own name, so this test's key file is its own.
      const d = {
        ...base,
        config: { ...base.config, databaseUrl: `${base.config.databaseUrl}?t=${uniq()}` },
      };
      const file = demoKeyFile(d);
      try {
        const first = await ensureDemoBusiness(d);
        const again = await ensureDemoBusiness(d);
        expect(again.created).to.equal(false);
        expect(again.reused).to.equal(true);
        expect(again.apiKey).to.equal(first.apiKey);
        expect(again.apiSecret).to.equal(first.apiSecret);
        expect((await fs.stat(file)).mode & 0o777).to.equal(0o600);
        await d.db.apiKeys.revoke(again.apiKey);
        const replaced = await ensureDemoBusiness(d);
        expect(replaced.reused).to.equal(false);
        expect(replaced.apiKey).not.to.equal(first.apiKey);
        const third = await ensureDemoBusiness(d);
        expect(third.apiKey).to.equal(replaced.apiKey);
        const { keys } = await d.db.one<{ keys: number }>(
          `SELECT count(*)::int AS keys FROM api_keys WHERE business_id = $1 AND label = 'demo'`,
          [first.businessId],
        );
        expect(keys).to.equal(1);
      } finally {
        await fs.rm(file, { force: true });
      }
    });
  });

  describe('HTTP', () => {
    it('a known path asked with a wrong method is 405 with Allow, in the error envelope', async () => {
      const { url } = await startServer();
      const biz = await newBusiness();
      const r = await call(url, 'PUT', '/v1/links/7', { token: biz.token, body: {} });
      expect(r.status).to.equal(405);
      expect(r.headers.get('allow')).to.equal('DELETE, PATCH');
      expect(r.body).to.deep.equal({
        success: false,
        error: { code: 'METHOD_NOT_ALLOWED', message: 'PUT is not allowed here; allowed: DELETE, PATCH' },
      });
      // As Express matches: any case, a trailing slash.
      const token = await call(url, 'GET', '/V1/Auth/Token/');
      expect(token.status).to.equal(405);
      expect(token.headers.get('allow')).to.equal('POST');
      // An unknown path stays 404.
      expect((await call(url, 'PUT', '/v1/no-such-thing')).status).to.equal(404);
    });

    it('request logs carry the full path, not the router-relative one', async () => {
      const lines: Record<string, unknown>[] = [];
      const logger = createLogger(
        'info',
        {},
        new Writable({
          write(chunk: Buffer, _enc, done) {
            lines.push(JSON.parse(chunk.toString()));
            done();
          },
        }),
      );
      const { url } = await startServer({ logger });
      await call(url, 'GET', '/docs/assets/swagger-ui.css?v=1');
      await call(url, 'GET', '/healthz');
      const paths = lines.filter((l) => l.msg === 'request').map((l) => l.path);
      expect(paths).to.include.members(['/docs/assets/swagger-ui.css', '/healthz']);
      expect(paths).not.to.include('/swagger-ui.css');
    });

    it('a ClickHouse client that missed /clickhouse is told where the endpoint is', async () => {
      const { url } = await startServer();
      const r = await call(url, 'POST', '/?query_id=abc&database=clickhouse', {
        rawBody: 'SELECT 1',
        headers: { 'content-type': 'text/plain' },
      });
      expect(r.status).to.equal(400);
      expect(r.body.error.code).to.equal('BAD_REQUEST');
      expect(r.body.error.message).to.include("pathname: '/clickhouse'");
      // @clickhouse/client itself, its path given inside url.
      const ch = createClient({ url: `${url}/clickhouse`, username: 'analyst', password: 'x' });
      const err = await ch.query({ query: 'SELECT 1' }).catch((e: unknown) => e as Error);
      await ch.close();
      expect(String((err as Error).message)).to.include('/clickhouse');
    });
  });
  describe('/clickhouse errors', () => {
    const PASSWORD = 'analyst-secret-0123';
    const ask = async (url: string, body: string, type = 'text/plain') => {
      const res = await fetch(`${url}/clickhouse/`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`analyst:${PASSWORD}`).toString('base64')}`,
          'Content-Type': type,
        },
        body,
      });
      return { status: res.status, text: await res.text() };
    };
    let url: string;
    before(async () => {
      const base = await sharedDeps();
      ({ url } = await startServer({
        config: { ...base.config, analyst: { ...base.config.analyst, password: PASSWORD } },
      }));
    });

    it("a syntax error is in the engine's own words, without the service's wrapper", async () => {
      const r = await ask(url, 'SELEC 1');
      expect(r.status).to.equal(400);
      expect(r.text).to.match(/^Code: 62\. DB::Exception: Syntax error: .*\. \(SYNTAX_ERROR\)/);
      expect(r.text).not.to.include('formatQuerySingleLine');
      expect(r.text).not.to.include('In scope');
      const two = await ask(url, 'SELECT 1; SELECT 2');
      expect(two.text).to.match(/Multi-statements are not allowed.*; SELECT 2\. \(SYNTAX_ERROR\)/);
      expect(two.text).not.to.include('formatQuerySingleLine');
    });

    it('JSON sent there is told that the body is the SQL itself', async () => {
      const r = await ask(url, '{"query":"SELECT 1"}', 'application/json');
      expect(r.status).to.equal(400);
      expect(r.text).to.match(/^Code: 62\. DB::Exception: Syntax error/);
      expect(r.text).to.include(
        'The body looks like JSON: /clickhouse takes the SQL text itself as the body',
      );
      expect(r.text).not.to.include('formatQuerySingleLine');
    });
  });
});
