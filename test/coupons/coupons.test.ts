import { expect } from 'chai';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newCoupon, tokenWithScopes, uniq } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe('coupons: /v1/affiliates/{id}/coupons', () => {
  let url: string;
  let api: Client;
  let businessId: number;
  let affiliateId: number;

  before(async () => {
    ({ url } = await startServer());
  });
  beforeEach(async () => {
    const biz = await newBusiness();
    businessId = biz.id;
    api = client(url, biz.token);
    affiliateId = (await newAffiliate(biz.id)).id;
  });

  const create = (code: unknown, aff = affiliateId) =>
    api.post(`/v1/affiliates/${aff}/coupons`, { body: { code } });
  const list = async (aff = affiliateId) => (await api.get(`/v1/affiliates/${aff}/coupons`)).body.data;

  it('POST 201 with data{id, affiliate_id, code, created_at}; GET lists it; the code keeps its case', async () => {
    const r = await create('Ada10');
    expect(r.status).to.equal(201);
    expect(r.body.success).to.equal(true);
    expect(r.body.data).to.have.all.keys('id', 'affiliate_id', 'code', 'created_at');
    expect(r.body.data).to.include({ affiliate_id: affiliateId, code: 'Ada10' });
    expect(r.body.data.created_at).to.match(TIMESTAMP);
    const second = (await create('SPRING-2026_x')).body.data;
    const l = await api.get(`/v1/affiliates/${affiliateId}/coupons`);
    expect(l.status).to.equal(200);
    expect(l.body.data).to.deep.equal([r.body.data, second]);
  });

  it('a code is unique in the business whatever its letter case (422 on code), across affiliates', async () => {
    expect((await create('ADA10')).status).to.equal(201);
    const colleague = (await newAffiliate(businessId)).id;
    for (const [code, aff] of [
      ['ada10', affiliateId],
      ['Ada10', colleague],
      ['ADA10', colleague],
    ] as const) {
      const r = await create(code, aff);
      expect(r.status, code).to.equal(422);
      expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      expect(r.body.error.details).to.have.keys('code');
    }
    // Another business may use the same code.
    const other = await newBusiness();
    const theirs = (await newAffiliate(other.id)).id;
    const r = await client(url, other.token).post(`/v1/affiliates/${theirs}/coupons`, {
      body: { code: 'ada10' },
    });
    expect(r.status).to.equal(201);
  });

  it('DELETE 204: the coupon leaves the list and its code is free again', async () => {
    const c = (await create('SUMMER')).body.data;
    const d = await api.delete(`/v1/affiliates/${affiliateId}/coupons/${c.id}`);
    expect(d.status).to.equal(204);
    expect(await list()).to.deep.equal([]);
    expect((await api.delete(`/v1/affiliates/${affiliateId}/coupons/${c.id}`)).status).to.equal(404);
    expect((await create('summer')).status).to.equal(201);
  });

  it('422 for a code that is too short, too long, has other characters, or is missing', async () => {
    for (const code of ['ab', 'x'.repeat(51), 'ADA 10', 'ADA10!', 'ÄDA10', '', 10, null, 'A\u0000B']) {
      const r = await create(code);
      expect(r.status, JSON.stringify(code)).to.equal(422);
      expect(r.body.error.details, JSON.stringify(code)).to.have.keys('code');
    }
    const missing = await api.post(`/v1/affiliates/${affiliateId}/coupons`, { body: {} });
    expect(missing.status).to.equal(422);
    expect(missing.body.error.details).to.have.keys('code');
    expect((await create('abc')).status).to.equal(201);
    expect((await create('y'.repeat(50))).status).to.equal(201);
  });

  it("404 for another business's, a deleted or an unknown affiliate, on every route", async () => {
    const other = await newBusiness();
    const foreign = (await newAffiliate(other.id)).id;
    const foreignCoupon = await newCoupon(other.id, foreign);
    const deleted = (await newAffiliate(businessId, { deleted: true })).id;
    for (const aff of [foreign, deleted, affiliateId + 1_000_000]) {
      const post = await create(uniq('C'), aff);
      expect(post.status, `POST ${aff}`).to.equal(404);
      expect(post.body.error.code).to.equal('NOT_FOUND');
      expect((await api.get(`/v1/affiliates/${aff}/coupons`)).status, `GET ${aff}`).to.equal(404);
    }
    // Their coupon is not ours to delete, by their affiliate's path or ours.
    expect((await api.delete(`/v1/affiliates/${foreign}/coupons/${foreignCoupon.id}`)).status).to.equal(404);
    expect((await api.delete(`/v1/affiliates/${affiliateId}/coupons/${foreignCoupon.id}`)).status).to.equal(
      404,
    );
    const theirs = await client(url, other.token).get(`/v1/affiliates/${foreign}/coupons`);
    expect(theirs.body.data.map((c: { id: number }) => c.id)).to.deep.equal([foreignCoupon.id]);
    expect((await api.get('/v1/affiliates/abc/coupons')).status).to.equal(404);
  });

  it('a coupon of a colleague is 404 by this affiliate’s path', async () => {
    const colleague = (await newAffiliate(businessId)).id;
    const c = await newCoupon(businessId, colleague);
    expect((await api.delete(`/v1/affiliates/${affiliateId}/coupons/${c.id}`)).status).to.equal(404);
    expect((await list(colleague)).map((x: { id: number }) => x.id)).to.deep.equal([c.id]);
  });

  it('deleting the affiliate deletes its coupons: their codes attribute nothing and are free again', async () => {
    const c = (await create('PODCAST')).body.data;
    expect((await api.delete(`/v1/affiliates/${affiliateId}`)).status).to.equal(204);
    expect((await api.get(`/v1/affiliates/${affiliateId}/coupons`)).status).to.equal(404);
    const row = await (await deps()).db.one('SELECT deleted_at FROM coupons WHERE id = $1', [c.id]);
    expect(row.deleted_at).to.be.a('string');
    const colleague = (await newAffiliate(businessId)).id;
    expect((await create('podcast', colleague)).status).to.equal(201);
  });

  it('401 without a token; 403 without affiliates:read or affiliates:write', async () => {
    expect((await client(url).get(`/v1/affiliates/${affiliateId}/coupons`)).status).to.equal(401);
    const reader = client(url, await tokenWithScopes(businessId, ['affiliates:read']));
    const writer = client(url, await tokenWithScopes(businessId, ['affiliates:write']));
    expect(
      (await reader.post(`/v1/affiliates/${affiliateId}/coupons`, { body: { code: 'NOPE1' } })).status,
    ).to.equal(403);
    expect((await writer.get(`/v1/affiliates/${affiliateId}/coupons`)).status).to.equal(403);
    expect(
      (await writer.post(`/v1/affiliates/${affiliateId}/coupons`, { body: { code: 'YES12' } })).status,
    ).to.equal(201);
    expect((await reader.get(`/v1/affiliates/${affiliateId}/coupons`)).status).to.equal(200);
  });
});
