import { expect } from 'chai';
import express from 'express';
import { celebrate, Joi } from 'celebrate';
import { AppError, InvalidStatusError } from '../../api/errors';
import { createLogger } from '../../api/logger';
import { errorHandler } from '../../api/middleware/error-handler';
import { listen, createWebServer } from '../../api/server';
import { deps } from '../helpers/context';
import { call } from '../helpers/http';

/** A bare app with the real error middleware and routes that fail on purpose. */
async function failingApp(): Promise<string> {
  const app = express();
  app.use(express.json());
  app.get('/boom', () => {
    throw new Error('secret internal detail: password=hunter2');
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw new TypeError('undefined is not a function');
  });
  app.get('/conflict', () => {
    throw new InvalidStatusError('Order is already approved');
  });
  app.post(
    '/validate',
    celebrate(
      { body: Joi.object({ a: Joi.number().required(), b: Joi.object({ c: Joi.string().required() }) }) },
      { abortEarly: false },
    ),
    (_req, res) => {
      res.json({ ok: true });
    },
  );
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const addr = server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

describe('error envelope', () => {
  it('500 SERVER_ERROR with no internals for anything unexpected (sync and async)', async () => {
    const url = await failingApp();
    for (const path of ['/boom', '/async-boom']) {
      const r = await call(url, 'GET', path);
      expect(r.status).to.equal(500);
      expect(r.body).to.deep.equal({
        success: false,
        error: { code: 'SERVER_ERROR', message: 'Internal server error' },
      });
      expect(r.text).not.to.include('hunter2');
      expect(r.text).not.to.include('TypeError');
    }
  });

  it('AppError subclasses carry their status and code', async () => {
    const url = await failingApp();
    const r = await call(url, 'GET', '/conflict');
    expect(r.status).to.equal(409);
    expect(r.body).to.deep.equal({
      success: false,
      error: { code: 'INVALID_STATUS', message: 'Order is already approved' },
    });
    expect(new AppError(418, 'X', 'y')).to.be.instanceOf(Error);
  });

  it('celebrate failures become 422 with details mapping each field (nested by dot path) to messages', async () => {
    const url = await failingApp();
    const r = await call(url, 'POST', '/validate', { body: { a: 'x', b: {} } });
    expect(r.status).to.equal(422);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details).to.have.keys('a', 'b.c');
    expect(r.body.error.details.a).to.be.an('array').with.length(1);
  });

  it('a NUL character in the body or query is 422 naming the field', async () => {
    const d = await deps();
    const web = createWebServer(d);
    const port = await listen(web, 0, '127.0.0.1');
    const r = await call(`http://127.0.0.1:${port}`, 'POST', '/v1/auth/token', {
      body: { api_key: 'as_\u0000x', api_secret: 'y', extra: { deep: ['ok', 'n\u0000'] } },
    });
    expect(r.status).to.equal(422);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details).to.have.keys('api_key');
    await web.close();
  });

  it('a body whose Content-Encoding does not decode is 400 BAD_REQUEST, before any token check', async () => {
    const d = await deps();
    const web = createWebServer(d);
    const port = await listen(web, 0, '127.0.0.1');
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const r = await call(`http://127.0.0.1:${port}`, 'POST', '/v1/auth/token', {
        rawBody: '{"api_key":"as_x","api_secret":"y"}',
        headers: { 'content-encoding': encoding },
      });
      expect(r.status, encoding).to.equal(400);
      expect(r.body.error.code).to.equal('BAD_REQUEST');
    }
    await web.close();
  });

  it('unknown fields are ignored, not rejected', async () => {
    const d = await deps();
    const web = createWebServer(d);
    const port = await listen(web, 0, '127.0.0.1');
    const r = await call(`http://127.0.0.1:${port}`, 'POST', '/v1/auth/token', {
      body: { api_key: 'as_x', api_secret: 'y', surprise: { deeply: ['nested'] } },
    });
    expect(r.status).to.equal(401);
    await web.close();
  });

  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    const d = await deps();
    const web = createWebServer(d);
    const port = await listen(web, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${port}`;
    expect(
      (await call(base, 'GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } })).headers.get(
        'x-request-id',
      ),
    ).to.equal('abc-123');
    const replaced = (
      await call(base, 'GET', '/healthz', { headers: { 'x-request-id': 'bad id <script>' } })
    ).headers.get('x-request-id');
    expect(replaced).to.match(/^[0-9a-f-]{36}$/);
    await web.close();
  });
});
