import { createCipheriv, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { sha256 } from '../../api/security/crypto';
import { sealEnvelope } from '../../api/features/partner/partner-crypto';
import { registerBusiness } from '../../api/businesses/business.service';
import { deps, startServer, testConfig } from '../helpers/context';
import { uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

const PARTNER = 'test-partner-token-0123456789abcdef';
const auth = { authorization: `Bearer ${PARTNER}` };

function payload(over: Record<string, unknown> = {}) {
  return {
    business_name: `Shop ${uniq()}`,
    owner_name: 'Ada Owner',
    email: `${uniq('ada')}@example.com`,
    phone: '+44 20 7946 0000',
    address: '1 High Street',
    website_url: 'https://shop.example.com',
    ...over,
  };
}

async function register(url: string, body: unknown, headers: Record<string, string> = auth) {
  return call(url, 'POST', '/v1/partner/register-business', { body, headers });
}

describe('POST /v1/partner/register-business', () => {
  it('201 with business, credentials and owner; the credentials work', async () => {
    const { url } = await startServer();
    const p = payload({ business_name: 'Café Zürich Ünïcode' });
    const r = await register(url, sealEnvelope(PARTNER, p));
    expect(r.status).to.equal(201);
    const { business, credentials, owner } = r.body.data;
    expect(business.slug).to.match(/^cafe-zurich-unicode(-\d+)?$/);
    expect(business.url).to.equal(`https://${business.slug}.affiliates.test`);
    expect(business.id).to.be.a('number');
    expect(business.name).to.equal('Café Zürich Ünïcode');
    expect(credentials.api_key).to.match(/^as_/);
    expect(credentials.api_secret).to.be.a('string').with.length.greaterThan(32);
    expect(credentials.token_type).to.equal('Bearer');
    expect(credentials.expires_in).to.equal(14400);
    expect(credentials.scopes).to.include.members(['affiliates:write', 'payouts:read']);
    expect(owner).to.deep.equal({ email: p.email, name: 'Ada Owner' });
    expect((await client(url, credentials.access_token).get('/v1/connection/status')).status).to.equal(200);
    const tok = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: credentials.api_key, api_secret: credentials.api_secret },
    });
    expect(tok.status).to.equal(200);
  });

  it('suffixes taken slugs with -2, -3 …', async () => {
    const { url } = await startServer();
    const name = `Dup Name ${uniq()}`;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await register(url, sealEnvelope(PARTNER, payload({ business_name: name })));
      expect(r.status).to.equal(201);
      slugs.push(r.body.data.business.slug);
    }
    const base = slugs[0];
    expect(slugs).to.deep.equal([base, `${base}-2`, `${base}-3`]);
  });

  it('reuses an existing owner account and refuses the same name twice for that owner (409)', async () => {
    const { url } = await startServer();
    const email = `${uniq('same')}@example.com`;
    const first = await register(url, sealEnvelope(PARTNER, payload({ email, owner_name: 'First Name' })));
    expect(first.status).to.equal(201);
    const second = await register(
      url,
      sealEnvelope(PARTNER, payload({ email: email.toUpperCase(), owner_name: 'Other' })),
    );
    expect(second.status).to.equal(201);
    expect(second.body.data.owner).to.deep.equal({ email, name: 'First Name' });
    const again = await register(
      url,
      sealEnvelope(PARTNER, payload({ email, business_name: first.body.data.business.name.toUpperCase() })),
    );
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('BUSINESS_EXISTS');
  });

  it('409 for one of two simultaneous identical registrations', async () => {
    const { url } = await startServer();
    const p = payload();
    const results = await Promise.all([
      register(url, sealEnvelope(PARTNER, p)),
      register(url, sealEnvelope(PARTNER, p)),
    ]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409]);
  });

  it('ten simultaneous registrations of one name all succeed, with suffixes -2 to -10', async () => {
    const d = await deps();
    const name = `Gamma ${uniq('store')}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        registerBusiness(d, { name, ownerName: 'Owner', email: `${uniq(`owner${i}`)}@example.com` }),
      ),
    );
    const slugs = results
      .map((r) => r.business.slug)
      .sort((a, b) => a.length - b.length || a.localeCompare(b));
    const base = slugs[0];
    expect(slugs).to.deep.equal([base, ...Array.from({ length: 9 }, (_, i) => `${base}-${i + 2}`)]);
  });

  describe('400 DECRYPTION_FAILED', () => {
    const good = () => sealEnvelope(PARTNER, payload());
    const flip = (b64: string, i = 0) => {
      const buf = Buffer.from(b64, 'base64');
      buf[i] ^= 0x01;
      return buf.toString('base64');
    };
    const cases: [string, () => Record<string, string>][] = [
      ['a wrong MAC', () => ({ ...good(), mac: 'ab'.repeat(32) })],
      [
        'a tampered ciphertext',
        () => {
          const e = good();
          return { ...e, payload: flip(e.payload, 3) };
        },
      ],
      [
        'a tampered IV',
        () => {
          const e = good();
          return { ...e, iv: flip(e.iv) };
        },
      ],
      ['bad base64 in payload', () => ({ ...good(), payload: '###not-base64###' })],
      ['bad base64 in iv', () => ({ ...good(), iv: '%%%' })],
      ['an IV of the wrong length', () => ({ ...good(), iv: randomBytes(8).toString('base64') })],
      ['a MAC that is not hex', () => ({ ...good(), mac: 'zz'.repeat(32) })],
      ['a short MAC', () => ({ ...good(), mac: 'abcd' })],
      [
        'a key other than SHA-256(PARTNER_TOKEN)',
        () => sealEnvelope('another-partner-token-xxxxxxxx', payload()),
      ],
    ];
    for (const [name, make] of cases) {
      it(name, async () => {
        const { url } = await startServer();
        const r = await register(url, make());
        expect(r.status).to.equal(400);
        expect(r.body.error.code).to.equal('DECRYPTION_FAILED');
      });
    }

    it('a valid MAC over a plaintext that is not JSON', async () => {
      const { url } = await startServer();
      const key = sha256(PARTNER);
      const iv = randomBytes(16);
      const c = createCipheriv('aes-256-cbc', key, iv);
      const ct = Buffer.concat([c.update('not json'), c.final()]);
      const { createHmac } = await import('node:crypto');
      const mac = createHmac('sha256', key).update(iv).update(ct).digest('hex');
      const r = await register(url, { payload: ct.toString('base64'), iv: iv.toString('base64'), mac });
      expect(r.status).to.equal(400);
      expect(r.body.error.code).to.equal('DECRYPTION_FAILED');
    });
  });

  it('422 for a decrypted payload that fails validation, with details per field', async () => {
    const { url } = await startServer();
    const r = await register(
      url,
      sealEnvelope(PARTNER, {
        business_name: '',
        owner_name: 'x'.repeat(256),
        email: 'not-an-email',
        website_url: 'ftp:/x',
        phone: '1'.repeat(51),
      }),
    );
    expect(r.status).to.equal(422);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details).to.have.keys('business_name', 'owner_name', 'email', 'website_url', 'phone');
  });

  it('422 naming each field of the decrypted payload that holds a NUL character; nothing is created', async () => {
    const { url, deps } = await startServer();
    const body = payload({ business_name: 'Nul\u0000Shop', address: '1 High\u0000Street' });
    const r = await register(url, sealEnvelope(PARTNER, body));
    expect(r.status).to.equal(422);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details).to.have.keys('business_name', 'address');
    const owner = await deps.db.users.findByEmail(body.email);
    expect(owner).to.equal(null);
  });

  it('422 for an envelope without its fields', async () => {
    const { url } = await startServer();
    const r = await register(url, { payload: 'abc' });
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('iv', 'mac');
  });

  it('401 for a missing or wrong partner token', async () => {
    const { url } = await startServer();
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token' },
      { authorization: PARTNER },
    ]) {
      const r = await register(url, sealEnvelope(PARTNER, payload()), headers);
      expect(r.status).to.equal(401);
      expect(r.body.error.code).to.equal('UNAUTHORIZED');
    }
  });

  it('503 PARTNER_DISABLED and PARTNER_NOT_CONFIGURED', async () => {
    const disabled = await startServer({
      config: testConfig({
        partnerEnabled: false,
        rateLimitPrefix: `${testConfig().redisPrefix}:${uniq('rl')}`,
      }),
    });
    let r = await register(disabled.url, sealEnvelope(PARTNER, payload()));
    expect(r.status).to.equal(503);
    expect(r.body.error.code).to.equal('PARTNER_DISABLED');
    const unset = await startServer({
      config: testConfig({
        partnerToken: undefined,
        rateLimitPrefix: `${testConfig().redisPrefix}:${uniq('rl')}`,
      }),
    });
    r = await register(unset.url, sealEnvelope(PARTNER, payload()));
    expect(r.status).to.equal(503);
    expect(r.body.error.code).to.equal('PARTNER_NOT_CONFIGURED');
  });

  it('10 requests a minute per IP, then 429 with Retry-After', async () => {
    const { url } = await startServer({
      config: testConfig({ rateLimitPrefix: `${testConfig().redisPrefix}:${uniq('rl')}` }),
    });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await register(url, {}, { authorization: 'Bearer wrong' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).to.equal(true);
    expect(statuses[10]).to.equal(429);
    expect(last!.body.error.code).to.equal('TOO_MANY_REQUESTS');
    expect(Number(last!.headers.get('retry-after'))).to.be.within(1, 60);
    expect(last!.headers.get('x-ratelimit-limit')).to.equal('10');
    expect(last!.headers.get('x-ratelimit-remaining')).to.equal('0');
  });
});
