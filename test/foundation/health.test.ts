import { expect } from 'chai';
import { Redis } from 'ioredis';
import { call } from '../helpers/http';
import { startServer } from '../helpers/context';

describe('health', () => {
  it('GET /healthz answers 200', async () => {
    const { url } = await startServer();
    const r = await call(url, 'GET', '/healthz');
    expect(r.status).to.equal(200);
    expect(r.body).to.deep.equal({ status: 'ok' });
  });

  it('GET /readyz checks PostgreSQL, Redis and ClickHouse', async () => {
    const { url } = await startServer();
    const r = await call(url, 'GET', '/readyz');
    expect(r.status).to.equal(200);
    expect(r.body.checks).to.deep.equal({ postgres: 'ok', redis: 'ok', clickhouse: 'ok' });
  });

  it('GET /readyz names a store that is down as "down" and nothing more (503)', async () => {
    // A Redis that cannot be reached: its error would name the address it tried.
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      const { url } = await startServer({ redis });
      const r = await call(url, 'GET', '/readyz');
      expect(r.status).to.equal(503);
      expect(r.body).to.deep.equal({
        status: 'not_ready',
        checks: { postgres: 'ok', redis: 'down', clickhouse: 'ok' },
      });
    } finally {
      redis.disconnect();
    }
  });

  it('answers 404 NOT_FOUND in the envelope for an unknown route, with a request id', async () => {
    const { url } = await startServer();
    const r = await call(url, 'GET', '/v1/nope');
    expect(r.status).to.equal(404);
    expect(r.body).to.deep.equal({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Route not found' },
    });
    expect(r.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });
});
