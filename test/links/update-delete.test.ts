import { expect } from 'chai';
import { Redis } from 'ioredis';
import { invalidationChannel, type Invalidation } from '../../api/cache/invalidation';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, newRule, tokenWithScopes } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

async function setup() {
  const { url } = await startServer();
  const biz = await newBusiness();
  const affiliate = await newAffiliate(biz.id);
  const link = await newLink(biz.id, affiliate.id, {
    campaign: 'launch',
    metadata: { a: 1, b: { c: 2 } },
    clickCount: 12,
  });
  return { url, biz, affiliate, link, api: client(url, biz.token) };
}

async function linkRow(id: number) {
  const d = await deps();
  return d.db.one(
    `SELECT affiliate_id, slug, destination_url, campaign, is_active, click_count, metadata, deleted_at
     FROM referral_links WHERE id = $1`,
    [id],
  );
}

/** Collects invalidation messages published while `fn` runs. */
async function invalidations(fn: () => Promise<void>): Promise<Invalidation[]> {
  const d = await deps();
  const sub = new Redis(d.config.redisUrl);
  const got: Invalidation[] = [];
  let sentinel!: () => void;
  const seen = new Promise<void>((resolve) => (sentinel = resolve));
  sub.on('message', (_channel: string, text: string) => {
    const msg = JSON.parse(text);
    if (msg.kind === 'sentinel') sentinel();
    else got.push(msg);
  });
  await sub.subscribe(invalidationChannel(d.config.redisPrefix));
  try {
    await fn();
    // Published on the same connection as the service's messages, so it arrives after them.
    await d.redis.publish(invalidationChannel(d.config.redisPrefix), JSON.stringify({ kind: 'sentinel' }));
    await seen;
    return got;
  } finally {
    sub.disconnect();
  }
}

describe('PATCH /v1/links/{id}', () => {
  it('changes only the fields present and returns the updated object', async () => {
    const { biz, link, api } = await setup();
    const r = await api.patch(`/v1/links/${link.id}`, { body: { destination_url: 'https://new.example/x' } });
    expect(r.status).to.equal(200);
    expect(r.body.data).to.include({
      id: link.id,
      slug: link.slug,
      destination_url: 'https://new.example/x',
      campaign: 'launch',
      is_active: true,
      click_count: 12,
      tracking_url: `https://${biz.slug}.affiliates.test/r/${link.slug}`,
    });
    expect(r.body.data.metadata).to.deep.equal({ a: 1, b: { c: 2 } });
    const off = await api.patch(`/v1/links/${link.id}`, { body: { is_active: false, campaign: null } });
    expect(off.body.data).to.include({
      is_active: false,
      campaign: null,
      destination_url: 'https://new.example/x',
    });
    const row = await linkRow(link.id);
    expect(row).to.include({ is_active: false, campaign: null, destination_url: 'https://new.example/x' });
  });

  it('replaces metadata whole, and null clears it', async () => {
    const { link, api } = await setup();
    const r = await api.patch(`/v1/links/${link.id}`, { body: { metadata: { b: { d: 3 } } } });
    expect(r.body.data.metadata).to.deep.equal({ b: { d: 3 } });
    expect((await linkRow(link.id)).metadata).to.deep.equal({ b: { d: 3 } });
    const cleared = await api.patch(`/v1/links/${link.id}`, { body: { metadata: null } });
    expect(cleared.body.data.metadata).to.equal(null);
    expect((await linkRow(link.id)).metadata).to.equal(null);
  });

  it('ignores slug, affiliate_id and click_count: they cannot change (200, unchanged)', async () => {
    const { biz, affiliate, link, api } = await setup();
    const other = await newAffiliate(biz.id);
    const r = await api.patch(`/v1/links/${link.id}`, {
      body: { slug: 'brand-new-slug', affiliate_id: other.id, click_count: 9999, campaign: 'moved' },
    });
    expect(r.status).to.equal(200);
    expect(r.body.data).to.include({
      slug: link.slug,
      affiliate_id: affiliate.id,
      click_count: 12,
      campaign: 'moved',
    });
    expect(await linkRow(link.id)).to.include({
      slug: link.slug,
      affiliate_id: affiliate.id,
      click_count: 12,
    });
  });

  it('422 naming each bad field, and nothing changes', async () => {
    const { link, api } = await setup();
    const before = await linkRow(link.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ destination_url: 'javascript:alert(1)' }, 'destination_url'],
      [{ destination_url: 'nope' }, 'destination_url'],
      [{ destination_url: null }, 'destination_url'],
      [{ destination_url: `https://x.example/${'p'.repeat(2040)}` }, 'destination_url'],
      [{ campaign: 'c'.repeat(256) }, 'campaign'],
      [{ is_active: 'sometimes' }, 'is_active'],
      [{ is_active: null }, 'is_active'],
      [{ metadata: [1] }, 'metadata'],
      [{ metadata: 5 }, 'metadata'],
      [{ metadata: { k: 'a\u0000' } }, 'metadata'],
      [{ campaign: 'a\u0000' }, 'campaign'],
    ];
    for (const [body, field] of cases) {
      const r = await api.patch(`/v1/links/${link.id}`, { body: { campaign: 'changed', ...body } });
      expect(r.status, JSON.stringify(body).slice(0, 60)).to.equal(422);
      expect(r.body.error.details).to.have.all.keys(field);
    }
    expect(await linkRow(link.id)).to.deep.equal(before);
  });

  it('404 for another business’s link (unchanged), a deleted link and an unknown id', async () => {
    const { link } = await setup();
    const before = await linkRow(link.id);
    const intruder = await setup();
    const gone = await newLink(intruder.biz.id, intruder.affiliate.id, { deleted: true });
    for (const id of [link.id, gone.id, 999_999_999]) {
      const r = await intruder.api.patch(`/v1/links/${id}`, {
        body: { campaign: 'hijacked', is_active: false },
      });
      expect(r.status).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
    expect(await linkRow(link.id)).to.deep.equal(before);
  });

  it('publishes a link invalidation after the change commits', async () => {
    const { biz, link, api } = await setup();
    const got = await invalidations(async () => {
      expect((await api.patch(`/v1/links/${link.id}`, { body: { is_active: false } })).status).to.equal(200);
    });
    expect(got).to.deep.equal([{ kind: 'link', businessId: biz.id, linkId: link.id, slug: link.slug }]);
  });

  it('403 without affiliates:write, 401 without a token', async () => {
    const { url, biz, link } = await setup();
    const token = await tokenWithScopes(biz.id, ['affiliates:read']);
    const r = await call(url, 'PATCH', `/v1/links/${link.id}`, { token, body: { is_active: false } });
    expect(r.status).to.equal(403);
    expect((await call(url, 'PATCH', `/v1/links/${link.id}`, { body: {} })).status).to.equal(401);
    expect((await linkRow(link.id)).is_active).to.equal(true);
  });
});

describe('POST /v1/affiliates/{affiliateId}/links invalidation', () => {
  it('publishes a link invalidation for the new slug, so a cached "unknown slug" is dropped', async () => {
    const { biz, affiliate, api } = await setup();
    let created: { id: number; slug: string } | undefined;
    const got = await invalidations(async () => {
      const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
        body: { destination_url: 'https://shop.example/' },
      });
      expect(r.status).to.equal(201);
      created = r.body.data;
    });
    expect(got).to.deep.equal([
      { kind: 'link', businessId: biz.id, linkId: created!.id, slug: created!.slug },
    ]);
  });
});

describe('DELETE /v1/links/{id}', () => {
  it('204 with an empty body; a soft delete that keeps the row, its clicks and its slug', async () => {
    const { affiliate, link, api } = await setup();
    const r = await api.delete(`/v1/links/${link.id}`);
    expect(r.status).to.equal(204);
    expect(r.text).to.equal('');
    const row = await linkRow(link.id);
    expect(row.deleted_at).to.be.a('string');
    expect(row).to.include({ slug: link.slug, click_count: 12 });
    const again = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
      body: { destination_url: 'https://shop.example/', slug: link.slug },
    });
    expect(again.status).to.equal(422);
    expect(again.body.error.details).to.have.all.keys('slug');
  });

  it('afterwards every link route answers 404', async () => {
    const { biz, link, api } = await setup();
    const rule = await newRule(biz.id, link.id);
    expect((await api.delete(`/v1/links/${link.id}`)).status).to.equal(204);
    const attempts = [
      api.delete(`/v1/links/${link.id}`),
      api.patch(`/v1/links/${link.id}`, { body: { is_active: true } }),
      api.get(`/v1/links/${link.id}/commission-rules`),
      api.post(`/v1/links/${link.id}/commission-rules`, { body: { commission_rate: 5 } }),
      api.patch(`/v1/links/${link.id}/commission-rules/${rule.id}`, { body: { priority: 3 } }),
      api.delete(`/v1/links/${link.id}/commission-rules/${rule.id}`),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.status).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
  });

  it('404 for another business’s link, which stays live', async () => {
    const { link } = await setup();
    const intruder = await setup();
    const r = await intruder.api.delete(`/v1/links/${link.id}`);
    expect(r.status).to.equal(404);
    expect((await linkRow(link.id)).deleted_at).to.equal(null);
  });

  it('publishes a link invalidation with the slug', async () => {
    const { biz, link, api } = await setup();
    const got = await invalidations(async () => {
      expect((await api.delete(`/v1/links/${link.id}`)).status).to.equal(204);
    });
    expect(got).to.deep.equal([{ kind: 'link', businessId: biz.id, linkId: link.id, slug: link.slug }]);
  });

  it('403 without affiliates:write, and the link stays', async () => {
    const { url, biz, link } = await setup();
    const token = await tokenWithScopes(biz.id, ['affiliates:read']);
    expect((await call(url, 'DELETE', `/v1/links/${link.id}`, { token })).status).to.equal(403);
    expect((await call(url, 'DELETE', `/v1/links/${link.id}`)).status).to.equal(401);
    expect((await linkRow(link.id)).deleted_at).to.equal(null);
  });
});
