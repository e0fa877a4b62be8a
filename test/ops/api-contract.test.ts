import { expect } from 'chai';
import { AFFILIATE_EXAMPLE } from '../../api/features/affiliates/affiliates.docs';
import { buildOpenApi } from '../../api/features/docs/openapi';
import { ApiContract, type ApiResponse } from '../helpers/api-contract';
import { startServer } from '../helpers/context';

/**
 * The check that holds the API reference to what the servers answer (test/setup.ts runs it
 * over every response of the run); here against answers made up to show what it refuses.
 */
describe('API reference against the answers', () => {
  let doc: Record<string, any>;

  before(async () => {
    const { web } = await startServer();
    doc = buildOpenApi(web.app);
  });

  const answer = (r: Partial<ApiResponse>): ApiResponse => ({
    base: 'http://127.0.0.1:1',
    method: 'POST',
    path: '/v1/affiliates/7/approve',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: { success: true, message: 'Affiliate approved successfully', data: AFFILIATE_EXAMPLE },
    ...r,
  });
  const invalidStatus = { success: false, error: { code: 'INVALID_STATUS', message: 'Cannot approve' } };

  it('refuses a success whose data lacks what the schema requires', () => {
    const contract = new ApiContract(doc);
    contract.check(
      answer({ body: { success: true, message: 'Affiliate approved successfully', data: { id: 7 } } }),
    );
    expect(contract.mismatches()[0]).to.include("/data must have required property 'status'");
  });

  it('accepts documented answers, including the 409 of a transition', () => {
    const contract = new ApiContract(doc);
    contract.check(answer({}));
    contract.check(answer({ status: 409, body: invalidStatus }));
    contract.check(answer({ method: 'GET', path: '/v1/affiliates/stats?from=2026-01-01', body: undefined }));
    contract.check(answer({ method: 'HEAD', path: '/r/abc', status: 302, contentType: '', body: '' }));
    expect(contract.mismatches()).to.deep.equal([]);
    expect(contract.checked).to.equal(4);
  });

  it('names the route, method and status of an answer the document does not list', () => {
    const contract = new ApiContract(doc);
    contract.check(
      answer({ status: 418, body: { success: false, error: { code: 'TEAPOT', message: 'x' } } }),
    );
    expect(contract.mismatches()).to.deep.equal([
      'POST /v1/affiliates/{id}/approve → 418: status not documented (TEAPOT) (e.g. POST /v1/affiliates/7/approve)',
    ]);
  });

  it('refuses a body its schema refuses, a media type not given, and a method the path lacks', () => {
    const contract = new ApiContract(doc);
    contract.check(answer({ status: 409, body: { success: false, error: { code: 'NOPE', message: 'x' } } }));
    contract.check(answer({ body: { ok: true } }));
    contract.check(answer({ contentType: 'text/html', body: '<p>' }));
    contract.check(answer({ method: 'PUT', status: 200 }));
    const found = contract.mismatches();
    expect(found).to.have.length(4);
    expect(found[0]).to.match(/^POST \/v1\/affiliates\/\{id\}\/approve → 200: body does not match .*success/);
    expect(found[1]).to.match(/→ 200: media type text\/html not documented \(application\/json\)/);
    expect(found[2]).to.match(
      /→ 409: body does not match the documented schema \(NOPE\): \/error\/code must be/,
    );
    expect(found[3]).to.match(
      /^PUT \/v1\/affiliates\/\{id\}\/approve → 200: the document has no put operation/,
    );
  });

  it('leaves alone paths the document does not claim, and a refused method', () => {
    const contract = new ApiContract(doc);
    contract.check(answer({ method: 'GET', path: '/v1/no-such-thing', status: 404 }));
    contract.check(answer({ method: 'DELETE', path: '/v1/affiliates/7/approve', status: 404 }));
    expect(contract.mismatches()).to.deep.equal([]);
  });
});
