import { expect } from 'chai';
import { createLink } from '../../api/features/links/links.service';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, tokenWithScopes, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An object `levels` deep: nest(1) is {}, nest(2) is {a: {}}. */
const nest = (levels: number): Record<string, unknown> => {
  let v: Record<string, unknown> = {};
  for (let i = 1; i < levels; i += 1) v = { a: v };
  return v;
};

async function setup() {
  const { url } = await startServer();
  const biz = await newBusiness();
  const affiliate = await newAffiliate(biz.id);
  return { url, biz, affiliate, api: client(url, biz.token) };
}

async function linkCount(businessId: number): Promise<number> {
  const d = await deps();
  return (
    await d.db.one('SELECT count(*)::int AS n FROM referral_links WHERE business_id = $1', [businessId])
  ).n;
}

describe('POST /v1/affiliates/{affiliateId}/links', () => {
  it('201 with the exact Referral link object, click_count 0 and the tracking URL', async () => {
    const { biz, affiliate, api } = await setup();
    const slug = uniq('Summer_Sale-');
    const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
      body: {
        destination_url: 'https://shop.example/landing?x=1',
        slug,
        campaign: 'summer',
        metadata: { channel: 'newsletter', tags: ['a', 'b'], nested: { n: 1 } },
      },
    });
    expect(r.status).to.equal(201);
    expect(r.body.success).to.equal(true);
    expect(r.body.message).to.be.a('string');
    const link = r.body.data;
    expect(link).to.have.all.keys(
      'id',
      'affiliate_id',
      'slug',
      'destination_url',
      'campaign',
      'is_active',
      'click_count',
      'tracking_url',
      'metadata',
      'created_at',
    );
    expect(link.id).to.be.a('number');
    expect(link).to.include({
      affiliate_id: affiliate.id,
      slug,
      destination_url: 'https://shop.example/landing?x=1',
      campaign: 'summer',
      is_active: true,
      click_count: 0,
      tracking_url: `https://${biz.slug}.affiliates.test/r/${slug}`,
    });
    expect(link.metadata).to.deep.equal({ channel: 'newsletter', tags: ['a', 'b'], nested: { n: 1 } });
    expect(link.created_at).to.match(TIMESTAMP);
    const row = await (
      await deps()
    ).db.one('SELECT business_id, slug FROM referral_links WHERE id = $1', [link.id]);
    expect(row).to.deep.equal({ business_id: biz.id, slug });
  });

  it('defaults: is_active true, campaign and metadata null; is_active false is kept', async () => {
    const { affiliate, api } = await setup();
    const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
      body: { destination_url: 'http://shop.example/' },
    });
    expect(r.status).to.equal(201);
    expect(r.body.data).to.include({ is_active: true, campaign: null, metadata: null, click_count: 0 });
    const off = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
      body: { destination_url: 'http://shop.example/', is_active: false, campaign: '' },
    });
    expect(off.body.data).to.include({ is_active: false, campaign: null });
  });

  it('generates a short random URL-safe slug when none is given', async () => {
    const { biz, affiliate, api } = await setup();
    const slugs = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
        body: { destination_url: 'https://shop.example/' },
      });
      expect(r.status).to.equal(201);
      expect(r.body.data.slug).to.match(/^[a-z0-9]{8}$/);
      expect(r.body.data.tracking_url).to.equal(`https://${biz.slug}.affiliates.test/r/${r.body.data.slug}`);
      slugs.add(r.body.data.slug);
    }
    expect(slugs.size).to.equal(5);
  });

  it('draws a new generated slug when one collides with an existing slug (any business, any case)', async () => {
    const { biz, affiliate } = await setup();
    const other = await newBusiness();
    const taken = uniq('gen');
    await newLink(other.id, (await newAffiliate(other.id)).id, { slug: taken.toUpperCase() });
    const free = uniq('gen');
    const drawn: string[] = [];
    const link = await createLink(
      await deps(),
      biz.id,
      affiliate.id,
      { destination_url: 'https://shop.example/', is_active: true },
      () => {
        const s = drawn.length === 0 ? taken : free;
        drawn.push(s);
        return s;
      },
    );
    expect(drawn).to.deep.equal([taken, free]);
    expect(link.slug).to.equal(free);
  });

  it('422 on slug when it is taken by another business, compared case-insensitively', async () => {
    const { biz, affiliate, api } = await setup();
    const other = await newBusiness();
    const slug = uniq('Taken');
    await newLink(other.id, (await newAffiliate(other.id)).id, { slug });
    for (const s of [slug, slug.toLowerCase(), slug.toUpperCase()]) {
      const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
        body: { destination_url: 'https://shop.example/', slug: s },
      });
      expect(r.status, s).to.equal(422);
      expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      expect(r.body.error.details).to.have.all.keys('slug');
    }
    expect(await linkCount(biz.id)).to.equal(0);
  });

  it('422 on slug when it is taken within the business or by a soft-deleted link: slugs are never reused', async () => {
    const { biz, affiliate, api } = await setup();
    const live = await newLink(biz.id, affiliate.id);
    const gone = await newLink(biz.id, affiliate.id, { deleted: true });
    for (const slug of [live.slug, gone.slug]) {
      const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
        body: { destination_url: 'https://shop.example/', slug },
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.all.keys('slug');
    }
    expect(await linkCount(biz.id)).to.equal(2);
  });

  it('422 naming each bad field, and nothing is created', async () => {
    const { biz, affiliate, api } = await setup();
    const ok = { destination_url: 'https://shop.example/' };
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'has space' }, 'slug'],
      [{ slug: 'semi;colon' }, 'slug'],
      [{ slug: '../../etc/passwd' }, 'slug'],
      [{ slug: 'ünïcode' }, 'slug'],
      [{ slug: '' }, 'slug'],
      [{ slug: 'a'.repeat(65) }, 'slug'],
      [{ slug: 42 }, 'slug'],
      [{ destination_url: undefined }, 'destination_url'],
      [{ destination_url: 'javascript:alert(1)' }, 'destination_url'],
      [{ destination_url: 'data:text/html,hi' }, 'destination_url'],
      [{ destination_url: 'ftp://shop.example/' }, 'destination_url'],
      [{ destination_url: 'not a url' }, 'destination_url'],
      [{ destination_url: `https://shop.example/${'p'.repeat(2030)}` }, 'destination_url'],
      [{ campaign: 'c'.repeat(256) }, 'campaign'],
      [{ is_active: 'maybe' }, 'is_active'],
      [{ metadata: [1, 2] }, 'metadata'],
      [{ metadata: 'text' }, 'metadata'],
      [{ metadata: nest(33) }, 'metadata'],
      [{ metadata: { big: 'x'.repeat(70_000) } }, 'metadata'],
      [{ metadata: { k: 'a\u0000b' } }, 'metadata'],
      [{ metadata: { 'a\u0000': 1 } }, 'metadata'],
      [{ campaign: 'a\u0000b' }, 'campaign'],
    ];
    for (const [patch, field] of cases) {
      const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, { body: { ...ok, ...patch } });
      expect(r.status, JSON.stringify(patch).slice(0, 80)).to.equal(422);
      expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      expect(r.body.error.details, JSON.stringify(patch).slice(0, 80)).to.have.all.keys(field);
      expect(r.body.error.details[field][0]).to.be.a('string');
    }
    // Valid JSON that jsonb cannot hold, or that would exhaust the stack when serialised.
    for (const metadata of ['{"k":"\\ud800"}', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`]) {
      const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
        rawBody: `{"destination_url":"https://shop.example/","metadata":${metadata}}`,
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.all.keys('metadata');
    }
    expect(await linkCount(biz.id)).to.equal(0);
  });

  it('takes URLs that browsers take but RFC 3986 does not, encoded as the redirect sends them', async () => {
    const { url, affiliate, api } = await setup();
    const cases: [string, string][] = [
      ['https://shop.example.de/größe?farbe=grün', 'https://shop.example.de/gr%C3%B6%C3%9Fe?farbe=gr%C3%BCn'],
      ['https://exämple.com/', 'https://xn--exmple-cua.com/'],
      ['https://shop.example/p?q=a|b', 'https://shop.example/p?q=a|b'],
    ];
    for (const [sent, kept] of cases) {
      const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, { body: { destination_url: sent } });
      expect(r.status, sent).to.equal(201);
      expect(r.body.data.destination_url).to.equal(kept);
      const head = await fetch(`${url}/r/${r.body.data.slug}`, { method: 'HEAD', redirect: 'manual' });
      expect(head.status).to.equal(302);
      expect(head.headers.get('location')).to.equal(kept);
    }
  });

  it('accepts the limits exactly: slug of 64, destination_url of 2048, campaign of 255, metadata 32 deep', async () => {
    const { affiliate, api } = await setup();
    const slug = uniq('s').padEnd(64, '_');
    const destination = `https://shop.example/${'p'.repeat(2048 - 'https://shop.example/'.length)}`;
    expect(destination).to.have.length(2048);
    const r = await api.post(`/v1/affiliates/${affiliate.id}/links`, {
      body: { destination_url: destination, slug, campaign: 'c'.repeat(255), metadata: nest(32) },
    });
    expect(r.status).to.equal(201);
    expect(r.body.data.metadata).to.deep.equal(nest(32));
    expect(r.body.data.slug).to.equal(slug);
    expect(r.body.data.destination_url).to.equal(destination);
  });

  it('404 for an unknown, a soft-deleted or another business’s affiliate, and nothing is created', async () => {
    const { biz, api } = await setup();
    const other = await newBusiness();
    const foreign = await newAffiliate(other.id);
    const deleted = await newAffiliate(biz.id, { deleted: true });
    for (const id of [foreign.id, deleted.id, 999_999_999]) {
      const r = await api.post(`/v1/affiliates/${id}/links`, {
        body: { destination_url: 'https://shop.example/' },
      });
      expect(r.status).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
    expect(await linkCount(biz.id)).to.equal(0);
    expect(await linkCount(other.id)).to.equal(0);
  });

  it('401 without a token, 403 without affiliates:write; the write budget is 60 a minute', async () => {
    const { url, biz, affiliate, api } = await setup();
    const path = `/v1/affiliates/${affiliate.id}/links`;
    const body = { destination_url: 'https://shop.example/' };
    const anon = await call(url, 'POST', path, { body });
    expect(anon.status).to.equal(401);
    expect(anon.body.error.code).to.equal('UNAUTHORIZED');
    const readOnly = await tokenWithScopes(biz.id, ['affiliates:read']);
    const r = await call(url, 'POST', path, { token: readOnly, body });
    expect(r.status).to.equal(403);
    expect(r.body.error.code).to.equal('FORBIDDEN');
    expect(await linkCount(biz.id)).to.equal(0);
    const good = await api.post(path, { body });
    expect(good.headers.get('x-ratelimit-limit')).to.equal('60');
  });
});
