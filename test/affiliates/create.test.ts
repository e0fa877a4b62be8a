import { randomBytes, scryptSync } from 'node:crypto';
import { expect } from 'chai';
import { verifyPassword } from '../../api/security/password';
import { metrics } from '../../api/metrics';
import { deps, startServer } from '../helpers/context';
import { newAffiliates, newBusinessClient, setSettings, uniq } from '../helpers/fixtures';
import { affiliateBody, createViaApi } from '../helpers/affiliates';

const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe('affiliates: create and self-register', function () {
  this.timeout(60_000);
  let url: string;
  before(async () => {
    ({ url } = await startServer());
  });

  const fresh = () => newBusinessClient(url);

  it('POST /v1/affiliates creates an active affiliate with approved_at and the exact object shape', async () => {
    const { api } = await fresh();
    const body = affiliateBody({
      phone: '+1 555 0100',
      commission_rate: 12.5,
      notes: 'Met at the fair',
      referral_code: 'Ada2026',
    });
    const r = await api.post('/v1/affiliates', { body });
    expect(r.status).to.equal(201);
    expect(r.body.success).to.equal(true);
    const a = r.body.data;
    expect(a).to.have.all.keys(
      'id',
      'referral_code',
      'status',
      'commission_rate',
      'notes',
      'approved_at',
      'suspended_at',
      'terminated_at',
      'created_at',
      'risk',
      'affiliate_user',
    );
    expect(a.risk).to.deep.equal({ flagged: false, reasons: [] });
    expect(a.id).to.be.a('number');
    expect(a.referral_code).to.equal('Ada2026');
    expect(a.status).to.equal('active');
    expect(a.commission_rate).to.equal('12.50');
    expect(a.notes).to.equal('Met at the fair');
    expect(a.approved_at).to.match(ISO_MICRO);
    expect(a.created_at).to.match(ISO_MICRO);
    expect(a.suspended_at).to.equal(null);
    expect(a.terminated_at).to.equal(null);
    expect(a.affiliate_user).to.deep.equal({
      id: a.affiliate_user.id,
      name: 'Ada Affiliate',
      email: body.email,
      phone: '+1 555 0100',
    });
    expect(a.affiliate_user.id).to.be.a('number');
  });

  it('generates an 8-character upper-case alphanumeric code and leaves optional fields null', async () => {
    const { api } = await fresh();
    const a = await createViaApi(api);
    expect(a.referral_code).to.match(/^[A-Z0-9]{8}$/);
    expect(a.commission_rate).to.equal(null);
    expect(a.notes).to.equal(null);
    expect(a.affiliate_user.phone).to.equal(null);
  });

  it('stores the password as a salted scrypt hash that verifies', async () => {
    const { api } = await fresh();
    const body = affiliateBody({ password: 'sup3r-secret-pass' });
    const a = await createViaApi(api, body);
    const d = await deps();
    const { password_hash } = await d.db.one('SELECT password_hash FROM users WHERE id = $1', [
      a.affiliate_user.id,
    ]);
    expect(password_hash).to.match(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(password_hash).not.to.include('sup3r-secret-pass');
    expect(await verifyPassword('sup3r-secret-pass', password_hash)).to.equal(true);
    expect(await verifyPassword('wrong-password', password_hash)).to.equal(false);
    // Same password, another account: a different salt, so a different hash.
    const b = await createViaApi(api, { password: 'sup3r-secret-pass' });
    const other = await d.db.one('SELECT password_hash FROM users WHERE id = $1', [b.affiliate_user.id]);
    expect(other.password_hash).not.to.equal(password_hash);
    // A hash stored at the earlier cost (p=1) still verifies: its text names its parameters.
    const salt = randomBytes(16);
    const key = scryptSync('older-pass', salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const older = ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('older-pass', older)).to.equal(true);
    expect(await verifyPassword('older-pass!', older)).to.equal(false);
  });

  it('links an existing account of another business without touching it; the name is this business’s', async () => {
    const first = await fresh();
    const second = await fresh();
    const email = `${uniq('shared')}@example.com`;
    const original = await createViaApi(first.api, {
      email,
      name: 'Original Name',
      password: 'first-password',
    });
    const d = await deps();
    const before = await d.db.one('SELECT * FROM users WHERE id = $1', [original.affiliate_user.id]);

    const r = await second.api.post('/v1/affiliates', {
      body: affiliateBody({ email: email.toUpperCase(), name: 'Other Name', password: 'second-password' }),
    });
    expect(r.status).to.equal(201);
    expect(r.body.data.affiliate_user.id).to.equal(original.affiliate_user.id);
    expect(r.body.data.affiliate_user.name).to.equal('Other Name');
    expect(r.body.data.id).not.to.equal(original.id);

    const after = await d.db.one('SELECT * FROM users WHERE id = $1', [original.affiliate_user.id]);
    expect(after.password_hash).to.equal(before.password_hash);
    expect(after).to.deep.equal(before);
    const users = await d.db.one('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [
      email,
    ]);
    expect(users.n).to.equal(1);
  });

  it('409 AFFILIATE_EXISTS when the email is already an affiliate of this business (any case)', async () => {
    const { api, businessId } = await fresh();
    const email = `${uniq('dup')}@example.com`;
    await createViaApi(api, { email });
    const r = await api.post('/v1/affiliates', { body: affiliateBody({ email: email.toUpperCase() }) });
    expect(r.status).to.equal(409);
    expect(r.body.success).to.equal(false);
    expect(r.body.error.code).to.equal('AFFILIATE_EXISTS');
    const d = await deps();
    const n = await d.db.one('SELECT count(*)::int AS n FROM affiliates WHERE business_id = $1', [
      businessId,
    ]);
    expect(n.n).to.equal(1);
  });

  it('hashes a password only for a new account: never for a duplicate, nor for a linked account', async () => {
    // password_hashes_total is what GET /metrics reports; read here from the same registry.
    const hashes = async () => (await metrics.passwordHashes.get()).values[0]?.value ?? 0;
    const { api } = await fresh();
    const email = `${uniq('dup')}@example.com`;
    let before = await hashes();
    await createViaApi(api, { email });
    expect(await hashes()).to.equal(before + 1);
    before = await hashes();
    const dup = await api.post('/v1/affiliates', { body: affiliateBody({ email }) });
    expect(dup.status).to.equal(409);
    expect(dup.body.error.code).to.equal('AFFILIATE_EXISTS');
    const other = await fresh();
    expect((await other.api.post('/v1/affiliates', { body: affiliateBody({ email }) })).status).to.equal(201);
    expect(await hashes()).to.equal(before);
  });

  it('409 AFFILIATE_EXISTS holds under concurrent creates of the same email', async () => {
    const { api, businessId } = await fresh();
    const email = `${uniq('race')}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api.post('/v1/affiliates', { body: affiliateBody({ email }) })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).to.deep.equal([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error.code).to.equal('AFFILIATE_EXISTS');
    const d = await deps();
    const n = await d.db.one('SELECT count(*)::int AS n FROM affiliates WHERE business_id = $1', [
      businessId,
    ]);
    expect(n.n).to.equal(1);
  });

  it('re-creating a soft-deleted affiliate with the same email works; its old code stays reserved', async () => {
    const { api } = await fresh();
    const email = `${uniq('again')}@example.com`;
    const a = await createViaApi(api, { email, referral_code: 'KEEPME1' });
    expect((await api.delete(`/v1/affiliates/${a.id}`)).status).to.equal(204);
    const reuse = await api.post('/v1/affiliates', {
      body: affiliateBody({ email, referral_code: 'keepme1' }),
    });
    expect(reuse.status).to.equal(422);
    expect(reuse.body.error.details).to.have.keys('referral_code');
    const b = await createViaApi(api, { email });
    expect(b.id).not.to.equal(a.id);
    expect(b.affiliate_user.id).to.equal(a.affiliate_user.id);
  });

  it('422 with details.referral_code for a code taken in the business, compared case-insensitively', async () => {
    const { api, businessId } = await fresh();
    await newAffiliates(businessId, [{ referralCode: 'SUMMER24' }]);
    const r = await api.post('/v1/affiliates', { body: affiliateBody({ referral_code: 'summer24' }) });
    expect(r.status).to.equal(422);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details).to.have.keys('referral_code');
    // Another business may use the same code.
    const other = await fresh();
    const ok = await other.api.post('/v1/affiliates', { body: affiliateBody({ referral_code: 'SUMMER24' }) });
    expect(ok.status).to.equal(201);
  });

  it('concurrent creates with one code: one wins, the others get 422 referral_code', async () => {
    const { api } = await fresh();
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        api.post('/v1/affiliates', { body: affiliateBody({ referral_code: 'RACE42' }) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).to.deep.equal([201, 422, 422]);
    for (const r of results.filter((x) => x.status === 422))
      expect(r.body.error.details).to.have.keys('referral_code');
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['name', { name: undefined }],
    ['name', { name: 'x'.repeat(256) }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'ada@localhost' }],
    ['email', { email: `${'x'.repeat(250)}@example.com` }],
    ['password', { password: 'short' }],
    ['password', { password: 'x'.repeat(256) }],
    ['phone', { phone: '1'.repeat(31) }],
    ['commission_rate', { commission_rate: 100.01 }],
    ['commission_rate', { commission_rate: -1 }],
    ['commission_rate', { commission_rate: 'lots' }],
    ['notes', { notes: 'x'.repeat(1001) }],
    ['referral_code', { referral_code: 'x'.repeat(33) }],
    ['referral_code', { referral_code: 'has-dash' }],
  ];
  for (const [field, patch] of invalid) {
    it(`422 details.${field} for ${JSON.stringify(patch).slice(0, 60)}`, async () => {
      const { api, businessId } = await fresh();
      const r = await api.post('/v1/affiliates', { body: affiliateBody(patch) });
      expect(r.status).to.equal(422);
      expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      expect(r.body.error.details).to.have.keys(field);
      const d = await deps();
      const n = await d.db.one('SELECT count(*)::int AS n FROM affiliates WHERE business_id = $1', [
        businessId,
      ]);
      expect(n.n).to.equal(0);
    });
  }

  it('accepts the boundaries: rate 0 and 100, 1000-character notes, 32-character code', async () => {
    const { api } = await fresh();
    const a = await createViaApi(api, {
      commission_rate: 0,
      notes: 'n'.repeat(1000),
      referral_code: 'A'.repeat(32),
    });
    expect(a.commission_rate).to.equal('0.00');
    expect(a.notes).to.have.length(1000);
    const b = await createViaApi(api, { commission_rate: 100 });
    expect(b.commission_rate).to.equal('100.00');
  });

  it('takes an e-mail address under any top-level domain (.example, .test, a company’s own)', async () => {
    const { api } = await fresh();
    for (const tld of ['example', 'test', 'corp']) {
      const email = `${uniq('ada')}@shop.${tld}`;
      const r = await api.post('/v1/affiliates', { body: affiliateBody({ email }) });
      expect(r.status, email).to.equal(201);
      expect(r.body.data.affiliate_user.email).to.equal(email);
    }
  });

  describe('POST /v1/affiliates/register', () => {
    it('403 REGISTRATION_DISABLED while self-registration is off (the default), nothing created', async () => {
      const { api, businessId } = await fresh();
      const r = await api.post('/v1/affiliates/register', {
        body: { name: 'Self', email: `${uniq('self')}@example.com`, password: 'password123' },
      });
      expect(r.status).to.equal(403);
      expect(r.body.error.code).to.equal('REGISTRATION_DISABLED');
      const d = await deps();
      const n = await d.db.one('SELECT count(*)::int AS n FROM affiliates WHERE business_id = $1', [
        businessId,
      ]);
      expect(n.n).to.equal(0);
    });

    it('creates a pending affiliate with commission_rate null when allowed, ignoring rate and code', async () => {
      const { api, businessId } = await fresh();
      await setSettings(businessId, { allow_self_registration: true });
      const email = `${uniq('self')}@example.com`;
      const r = await api.post('/v1/affiliates/register', {
        body: {
          name: 'Self Starter',
          email,
          password: 'password123',
          phone: '555',
          commission_rate: 50,
          referral_code: 'PICKME',
        },
      });
      expect(r.status).to.equal(201);
      const a = r.body.data;
      expect(a.status).to.equal('pending');
      expect(a.commission_rate).to.equal(null);
      expect(a.approved_at).to.equal(null);
      expect(a.referral_code).to.match(/^[A-Z0-9]{8}$/);
      expect(a.affiliate_user).to.include({ name: 'Self Starter', email, phone: '555' });
      expect(a).not.to.have.property('referral_links_count');
    });

    it('409 AFFILIATE_EXISTS when the email already is an affiliate here', async () => {
      const { api, businessId } = await fresh();
      await setSettings(businessId, { allow_self_registration: true });
      const email = `${uniq('self')}@example.com`;
      await createViaApi(api, { email });
      const r = await api.post('/v1/affiliates/register', {
        body: { name: 'Again', email, password: 'password123' },
      });
      expect(r.status).to.equal(409);
      expect(r.body.error.code).to.equal('AFFILIATE_EXISTS');
    });

    for (const [field, body] of [
      ['name', { email: 'a@example.com', password: 'password123' }],
      ['email', { name: 'A', email: 'nope', password: 'password123' }],
      ['password', { name: 'A', email: 'a@example.com', password: '1234567' }],
      ['phone', { name: 'A', email: 'a@example.com', password: 'password123', phone: '9'.repeat(31) }],
    ] as const) {
      it(`422 details.${field} on register`, async () => {
        const { api, businessId } = await fresh();
        await setSettings(businessId, { allow_self_registration: true });
        const r = await api.post('/v1/affiliates/register', { body });
        expect(r.status).to.equal(422);
        expect(r.body.error.details).to.have.keys(field);
      });
    }
  });
});
