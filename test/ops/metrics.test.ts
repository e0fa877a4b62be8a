import { expect } from 'chai';
import { insertBatch } from '../../clickhouse/insert';
import { deps, startServer, testConfig } from '../helpers/context';
import { newAffiliateWithLink, newBusiness, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { clicksProcessor } from '../../workers/processors/clicks';
import { flushesProcessor } from '../../workers/processors/flushes';
import { startWorkers } from '../../workers/index';
import { Queues, redisConnection } from '../../api/queues';

function value(text: string, series: RegExp): number {
  return text
    .split('\n')
    .filter((l) => series.test(l))
    .reduce((acc, l) => acc + Number(l.trim().split(/\s+/).pop()), 0);
}

/** A scrape with the admin token (the test run configures one). */
const scrape = (url: string) => call(url, 'GET', '/metrics', { token: testConfig().adminToken });

describe('GET /metrics', () => {
  it('401 in the envelope without the admin token, with another token, or with none configured', async () => {
    const { url } = await startServer();
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Basic ${btoa(`ops:${testConfig().adminToken}`)}`,
    ]) {
      const r = await call(url, 'GET', '/metrics', { headers: authorization ? { authorization } : {} });
      expect(r.status, authorization).to.equal(401);
      expect(r.body).to.deep.equal({
        success: false,
        error: { code: 'UNAUTHORIZED', message: 'Admin token required' },
      });
      expect(r.text).not.to.include('http_request_duration_seconds');
    }
    expect((await scrape(url)).status).to.equal(200);
    const unset = await startServer({ config: { ...testConfig(), adminToken: undefined } });
    expect((await call(unset.url, 'GET', '/metrics', { token: 'anything-0123456789' })).status).to.equal(401);
    expect((await call(unset.url, 'GET', '/metrics')).status).to.equal(401);
  });

  it('METRICS_PUBLIC=true serves them without a token', async () => {
    const { url } = await startServer({
      config: { ...testConfig(), metricsPublic: true, adminToken: undefined },
    });
    const r = await scrape(url);
    expect(r.status).to.equal(200);
    expect(r.text).to.include('http_request_duration_seconds');
  });

  it('exposes request durations, rate-limit rejections, queue depths and ClickHouse batch sizes', async () => {
    const config = { ...testConfig(), rateLimitPrefix: `${testConfig().redisPrefix}:${uniq('m')}` };
    const { url } = await startServer({ config });
    const d = await deps();
    const biz = await newBusiness();
    await client(url, biz.token).get('/v1/connection/status');
    for (let i = 0; i < 11; i += 1) await call(url, 'POST', '/v1/partner/register-business', { body: {} });
    await insertBatch(d.ch, 'schema_info', [{ key: `metrics-${uniq()}`, value: 'x' }], uniq('tok'));
    await d.queues.get('maintenance').add('noop', { task: 'purge-expired-tokens' }, { delay: 60_000 });

    const r = await scrape(url);
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.include('text/plain');
    expect(
      value(r.text, /^http_request_duration_seconds_count\{.*route="\/v1\/connection\/status".*status="200"/),
    ).to.be.greaterThan(0);
    expect(value(r.text, /^rate_limit_rejections_total\{limit="partner"\}/)).to.be.greaterThan(0);
    expect(value(r.text, /^queue_jobs\{queue="maintenance",state="delayed"\}/)).to.be.greaterThan(0);
    expect(value(r.text, /^clickhouse_insert_batch_rows_count\{table="schema_info"\}/)).to.be.greaterThan(0);
    expect(r.text).to.include('ingest_lag_seconds');
  });

  it('answers within seconds while the queues’ Redis is unreachable', async () => {
    // Queues on a port nothing listens on: their commands wait for a connection that never comes.
    const queues = new Queues(redisConnection('redis://127.0.0.1:1'), uniq('gone'));
    for (const q of queues.all()) q.on('error', () => undefined);
    try {
      const { url } = await startServer({ queues });
      const started = Date.now();
      const r = await scrape(url);
      expect(r.status).to.equal(200);
      expect(Date.now() - started).to.be.below(5_000);
      expect(r.text).to.include('http_request_duration_seconds');
    } finally {
      await queues.close().catch(() => undefined);
    }
  });

  it('reports the ingest lag of a redirect click once its row is in ClickHouse', async function () {
    this.timeout(30_000);
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    const { link } = await newAffiliateWithLink(biz.id);
    const pool = startWorkers(d, [clicksProcessor, flushesProcessor]);
    try {
      const lagCount = async () =>
        value((await scrape(url)).text, /^ingest_lag_seconds_count\{kind="click"\}/);
      const before = await lagCount();
      expect((await call(url, 'GET', `/r/${link.slug}`)).status).to.equal(302);
      await waitFor('the click to be observed by ingest_lag_seconds', lagCount, (n) => n > before, 20_000);
    } finally {
      await pool.close();
    }
  });
});

describe('/admin/queues', () => {
  it('401 without the admin token, 200 with it', async () => {
    const { url } = await startServer({ config: { ...testConfig(), adminToken: 'admin-token-0123456789' } });
    const none = await call(url, 'GET', '/admin/queues');
    expect(none.status).to.equal(401);
    expect(none.body.error.code).to.equal('UNAUTHORIZED');
    expect(
      (await call(url, 'GET', '/admin/queues', { headers: { authorization: 'Bearer wrong' } })).status,
    ).to.equal(401);
    const ok = await call(url, 'GET', '/admin/queues', {
      headers: { authorization: 'Bearer admin-token-0123456789' },
    });
    expect(ok.status).to.equal(200);
    expect(ok.text).to.include('<div id="root">');
    const basic = Buffer.from('ops:admin-token-0123456789').toString('base64');
    expect(
      (await call(url, 'GET', '/admin/queues', { headers: { authorization: `Basic ${basic}` } })).status,
    ).to.equal(200);
  });

  it('401 when no admin token is configured at all', async () => {
    const { url } = await startServer({ config: { ...testConfig(), adminToken: undefined } });
    expect(
      (await call(url, 'GET', '/admin/queues', { headers: { authorization: 'Bearer anything' } })).status,
    ).to.equal(401);
  });
});
