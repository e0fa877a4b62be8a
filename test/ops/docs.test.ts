import { expect } from 'chai';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ROUTE_DOCS } from '../../api/features/docs/openapi';
import { listRoutes } from '../../api/http/routes';
import { startServer } from '../helpers/context';
import { call } from '../helpers/http';

describe('API reference', () => {
  it('GET /openapi.json is a valid OpenAPI 3.1 document', async () => {
    const { url } = await startServer();
    const r = await call(url, 'GET', '/openapi.json');
    expect(r.status).to.equal(200);
    expect(r.body.openapi).to.equal('3.1.0');
    const result = await new Validator().validate(r.body);
    expect(result.errors ?? [], JSON.stringify(result.errors)).to.deep.equal([]);
    expect(result.valid).to.equal(true);
  });

  it('documents every registered route with its scope, body and errors', async () => {
    const { url, web } = await startServer();
    const doc = (await call(url, 'GET', '/openapi.json')).body;
    const missing = listRoutes(web.app)
      .map((r) => ({ method: r.method.toLowerCase(), path: r.path.replace(/:(\w+)/g, '{$1}') }))
      .filter((r) => !doc.paths[r.path]?.[r.method])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).to.deep.equal([]);
    const token = doc.paths['/v1/auth/token'].post;
    expect(token.requestBody.content['application/json'].schema.required).to.have.members([
      'api_key',
      'api_secret',
    ]);
    expect(token.responses).to.include.keys('422', '429');
    const status = doc.paths['/v1/connection/status'].get;
    expect(status['x-scope']).to.equal('connections:read');
    expect(status.responses).to.include.keys('401', '403');
    expect(doc.paths['/r/{slug}'].get.responses).to.include.keys('302', '404');
  });

  it('says what differs from a 200 envelope: 201/202, files, handler errors, open bodies', async () => {
    const { url, web } = await startServer();
    const doc = (await call(url, 'GET', '/openapi.json')).body;
    const registered = new Set(
      listRoutes(web.app).map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(Object.keys(ROUTE_DOCS).filter((k) => !registered.has(k))).to.deep.equal([]);
    expect(doc.paths['/v1/exports'].post.responses).to.include.keys('202');
    expect(doc.paths['/v1/affiliates'].post.responses).to.include.keys('201', '409');
    for (const transition of [
      '/v1/affiliates/{id}/approve',
      '/v1/affiliates/{id}/suspend',
      '/v1/affiliates/{id}/terminate',
      '/v1/affiliates/{id}/reactivate',
      '/v1/orders/{id}/approve',
      '/v1/orders/{id}/reject',
      '/v1/conversions/{order_id}/cancel',
      '/v1/payouts/{id}/complete',
      '/v1/payouts/{id}/fail',
    ]) {
      expect(doc.paths[transition].post.responses, transition).to.include.keys('200', '409');
    }
    expect(doc.paths['/v1/affiliates/{id}'].delete.responses['204']).to.not.have.property('content');
    const download = doc.paths['/v1/exports/{id}/download'].get.responses['200'];
    expect(download.content).to.have.keys(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(doc.paths['/v1/auth/token'].post.responses).to.include.keys('401', '403', '503');
    const partner = doc.paths['/v1/partner/register-business'].post;
    expect(partner.responses).to.include.keys('201', '401', '409', '503');
    expect(partner.security).to.deep.equal([{ bearer: [] }]);
    expect(JSON.stringify(partner.requestBody)).to.not.include('"additionalProperties":false');
    const metrics = doc.paths['/metrics'].get;
    expect(metrics.responses).to.include.keys('200', '401');
    expect(metrics.security).to.deep.equal([{ bearer: [] }]);
    const readyz = doc.paths['/readyz'].get.responses;
    expect(readyz).to.include.keys('200', '503');
    expect(readyz['503'].content['application/json'].schema.properties.checks.properties.redis).to.deep.equal(
      {
        enum: ['ok', 'down'],
      },
    );
  });

  it('GET /docs serves the reference page and its assets from the app', async () => {
    const { url } = await startServer();
    const page = await call(url, 'GET', '/docs');
    expect(page.status).to.equal(200);
    expect(page.text).to.include('/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.to.match(/https?:\/\//);
    const js = await call(url, 'GET', '/docs/assets/swagger-ui-bundle.js');
    expect(js.status).to.equal(200);
    expect(js.text.length).to.be.greaterThan(100_000);
  });
});
