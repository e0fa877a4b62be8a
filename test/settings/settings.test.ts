import { expect } from 'chai';
import { startServer } from '../helpers/context';
import { newBusiness, newBusinessClient, tokenWithScopes } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';

const DEFAULTS = {
  commission_rate: null,
  cookie_duration: 30,
  auto_approve_enabled: false,
  auto_approve_delay_days: 0,
  auto_approve_min_amount: null,
  auto_approve_max_amount: null,
  allow_self_registration: false,
  recurring_commission_months: null,
  recurring_commission_rate: null,
  currency: 'USD',
  payout_minimum: 0,
  payout_schedule: null,
  payout_debtor: null,
  fraud_rules: {
    self_referral: 'flag',
    repeat_customer_ip: 'flag',
    disposable_email: 'flag',
    review_above: 'off',
    datacenter_click: 'off',
  },
  fraud_ip_conversion_limit: 3,
  fraud_review_amount: null,
  click_dedupe_minutes: 0,
  portal_origins: [],
  portal_link_hosts: [],
};

const DEBTOR = { name: 'Shop GmbH', iban: 'DE89370400440532013000', bic: 'DEUTDEFF' };

/**
 * Per field: values refused with 422 naming that field. A number or boolean sent as a string
 * is a wrong type (docs/architecture.md, Request path); money and rates may come as plain decimal text, nothing
 * else that joi would convert (padding, exponents, hex).
 */
const INVALID: Record<string, unknown[]> = {
  commission_rate: [-0.01, 100.01, 12.345, 'abc', true, {}, ' 5 ', '1e1', '0x10', '', '12.'],
  cookie_duration: [0, 366, 1.5, null, 'abc', false, '30', ' 31 '],
  auto_approve_enabled: ['yes', 1, null, [], 'true'],
  auto_approve_delay_days: [-1, 366, 2.5, null, 'x', '2'],
  auto_approve_min_amount: [-0.01, 1.234, 'x', true, '5e2', '+5'],
  auto_approve_max_amount: [-1, 0.001, 'x', {}],
  allow_self_registration: ['maybe', 0, null, 'false'],
  recurring_commission_months: [-1, 121, 1.5, '12', 'x', true, {}],
  recurring_commission_rate: [-0.01, 100.01, 12.345, 'abc', true, '1e1', ''],
  payout_minimum: [-0.01, 1.234, null, 'x', true],
  payout_schedule: ['daily', 'WEEKLY', 1, true],
  // Nested fields (a bad IBAN or BIC) are named by their path: test/payout-runs/payout-runs.test.ts.
  payout_debtor: ['x', 5, true],
  fraud_ip_conversion_limit: [0, 1001, 2.5, null, '3', true],
  fraud_review_amount: [-0.01, 1.234, 'x', true, {}],
  click_dedupe_minutes: [-1, 1441, 1.5, null, '10', false],
  portal_origins: [
    'https://a.example',
    ['http://shop.example'],
    ['https://shop.example/portal'],
    ['ftp://shop.example'],
    ['https://a.example', 'https://a.example'],
    Array.from({ length: 11 }, (_, i) => `https://s${i}.example`),
    [5],
    null,
  ],
  portal_link_hosts: ['shop.example', ['https://shop.example'], ['shop example'], [''], null, [1]],
};

/** Per field: edge values that are accepted, and what the API gives back. */
const VALID: Record<string, [unknown, unknown][]> = {
  portal_origins: [
    [[], []],
    [
      ['https://Portal.Shop.example', 'http://localhost:8080', 'http://localhost'],
      ['https://portal.shop.example', 'http://localhost:8080', 'http://localhost'],
    ],
    [
      Array.from({ length: 10 }, (_, i) => `https://s${i}.example:8443`),
      Array.from({ length: 10 }, (_, i) => `https://s${i}.example:8443`),
    ],
  ],
  portal_link_hosts: [
    [
      ['Shop.Example.com', 'example.org'],
      ['shop.example.com', 'example.org'],
    ],
    [[], []],
  ],
  commission_rate: [
    [0, 0],
    [100, 100],
    [12.5, 12.5],
    [7.25, 7.25],
    ['7.25', 7.25],
    [null, null],
  ],
  cookie_duration: [
    [1, 1],
    [365, 365],
  ],
  auto_approve_enabled: [
    [true, true],
    [false, false],
  ],
  auto_approve_delay_days: [
    [0, 0],
    [365, 365],
  ],
  auto_approve_min_amount: [
    [0, 0],
    [49.99, 49.99],
    [null, null],
  ],
  auto_approve_max_amount: [
    [0, 0],
    [1000000.5, 1000000.5],
    [null, null],
  ],
  allow_self_registration: [
    [true, true],
    [false, false],
  ],
  recurring_commission_months: [
    [0, 0],
    [120, 120],
    [12, 12],
    [null, null],
  ],
  recurring_commission_rate: [
    [0, 0],
    [100, 100],
    ['7.25', 7.25],
    [null, null],
  ],
  payout_minimum: [
    [0, 0],
    [50.5, 50.5],
    ['10.00', 10],
  ],
  payout_schedule: [
    ['weekly', 'weekly'],
    ['monthly', 'monthly'],
    [null, null],
  ],
  // An object is accepted in 'PUT sets every field' and test/payout-runs/payout-runs.test.ts.
  payout_debtor: [[null, null]],
  fraud_ip_conversion_limit: [
    [1, 1],
    [1000, 1000],
  ],
  fraud_review_amount: [
    [0, 0],
    [250.5, 250.5],
    [null, null],
  ],
  click_dedupe_minutes: [
    [0, 0],
    [1440, 1440],
  ],
};

describe('settings', () => {
  let url: string;
  let api: Client;

  before(async () => {
    ({ url } = await startServer());
  });
  beforeEach(async () => {
    ({ api } = await newBusinessClient(url));
  });

  describe('GET and PUT /v1/settings', () => {
    it('a new business has the documented defaults', async () => {
      const r = await api.get('/v1/settings');
      expect(r.status).to.equal(200);
      expect(r.body.success).to.equal(true);
      expect(r.body.data).to.deep.equal(DEFAULTS);
      expect(r.headers.get('x-ratelimit-limit')).to.equal('120');
    });

    it('PUT sets every field and answers the full object with numbers, not strings', async () => {
      const all = {
        commission_rate: 12.5,
        cookie_duration: 60,
        auto_approve_enabled: true,
        auto_approve_delay_days: 7,
        auto_approve_min_amount: 10,
        auto_approve_max_amount: 500.25,
        allow_self_registration: true,
        recurring_commission_months: 12,
        recurring_commission_rate: 5.5,
        currency: 'USD',
        payout_minimum: 25.5,
        payout_schedule: 'weekly',
        payout_debtor: DEBTOR,
        fraud_rules: {
          self_referral: 'reject',
          repeat_customer_ip: 'off',
          disposable_email: 'flag',
          review_above: 'flag',
          datacenter_click: 'reject',
        },
        fraud_ip_conversion_limit: 5,
        fraud_review_amount: 750.5,
        click_dedupe_minutes: 30,
        portal_origins: ['https://partners.shop.example'],
        portal_link_hosts: ['shop.example'],
      };
      const r = await api.put('/v1/settings', { body: all });
      expect(r.status).to.equal(200);
      expect(r.headers.get('x-ratelimit-limit')).to.equal('60');
      expect(r.body.data).to.deep.equal(all);
      expect(r.text).to.include('"commission_rate":12.5').and.include('"auto_approve_max_amount":500.25');
      expect((await api.get('/v1/settings')).body.data).to.deep.equal(all);
    });

    it('omitted fields keep their value; unknown fields are ignored; {} changes nothing', async () => {
      await api.put('/v1/settings', { body: { commission_rate: 8, cookie_duration: 90 } });
      const r = await api.put('/v1/settings', { body: { auto_approve_enabled: true, colour: 'red' } });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({
        ...DEFAULTS,
        commission_rate: 8,
        cookie_duration: 90,
        auto_approve_enabled: true,
      });
      expect(r.body.data).not.to.have.property('colour');
      const empty = await api.put('/v1/settings', { body: {} });
      expect(empty.status).to.equal(200);
      expect(empty.body.data).to.deep.equal(r.body.data);
    });

    it('null clears the nullable fields', async () => {
      await api.put('/v1/settings', {
        body: { commission_rate: 5, auto_approve_min_amount: 1, auto_approve_max_amount: 2 },
      });
      const r = await api.put('/v1/settings', {
        body: { commission_rate: null, auto_approve_min_amount: null, auto_approve_max_amount: null },
      });
      expect(r.body.data).to.deep.equal(DEFAULTS);
    });

    for (const [field, values] of Object.entries(VALID)) {
      it(`accepts ${field} at its edges`, async () => {
        for (const [sent, back] of values) {
          const r = await api.put('/v1/settings', { body: { [field]: sent } });
          expect(r.status, `${field}=${JSON.stringify(sent)}`).to.equal(200);
          expect(r.body.data[field]).to.deep.equal(back);
        }
      });
    }

    for (const [field, values] of Object.entries(INVALID)) {
      it(`422 for an invalid ${field}, naming the field, and nothing changes`, async () => {
        // A valid field beside the bad one is not written either.
        const alongside =
          field === 'cookie_duration' ? { auto_approve_delay_days: 3 } : { cookie_duration: 45 };
        for (const value of values) {
          const r = await api.put('/v1/settings', { body: { ...alongside, [field]: value } });
          expect(r.status, `${field}=${JSON.stringify(value)}`).to.equal(422);
          expect(r.body.error.code).to.equal('VALIDATION_ERROR');
          expect(r.body.error.details).to.have.keys(field);
          expect(r.body.error.details[field][0]).to.be.a('string').and.include(field);
        }
        expect((await api.get('/v1/settings')).body.data).to.deep.equal(DEFAULTS);
      });
    }

    it('422 names every invalid field at once', async () => {
      const r = await api.put('/v1/settings', {
        body: { commission_rate: 101, cookie_duration: 0, auto_approve_delay_days: 400 },
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys(
        'commission_rate',
        'cookie_duration',
        'auto_approve_delay_days',
      );
      const mixed = await api.put('/v1/settings', {
        body: { commission_rate: 101, cookie_duration: '30', allow_self_registration: 'true' },
      });
      expect(mixed.status).to.equal(422);
      expect(mixed.body.error.details).to.have.keys(
        'commission_rate',
        'cookie_duration',
        'allow_self_registration',
      );
    });

    it('a body that is not an object is 422; malformed JSON is 400', async () => {
      const arr = await api.put('/v1/settings', { body: [1, 2] });
      expect(arr.status).to.equal(422);
      expect(arr.body.error.code).to.equal('VALIDATION_ERROR');
      for (const rawBody of ['null', '5', '"text"', 'true']) {
        const r = await api.put('/v1/settings', { rawBody });
        expect(r.status, rawBody).to.equal(422);
        expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      }
      const bad = await api.put('/v1/settings', { rawBody: '{"cookie_duration": ' });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.code).to.equal('BAD_REQUEST');
    });

    it('auto-approve min may equal max, but min above max is 422 on max when both are sent', async () => {
      const same = await api.put('/v1/settings', {
        body: { auto_approve_min_amount: 50, auto_approve_max_amount: 50 },
      });
      expect(same.status).to.equal(200);
      const r = await api.put('/v1/settings', {
        body: { auto_approve_min_amount: 100.01, auto_approve_max_amount: 100 },
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('auto_approve_max_amount');
      expect((await api.get('/v1/settings')).body.data).to.include({
        auto_approve_min_amount: 50,
        auto_approve_max_amount: 50,
      });
    });

    it('bounds crossing each other in one body are named with every other bad field', async () => {
      const r = await api.put('/v1/settings', {
        body: { auto_approve_min_amount: 100.01, auto_approve_max_amount: 100, cookie_duration: 0 },
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('auto_approve_max_amount', 'cookie_duration');
    });

    it('a bound that crosses the stored other bound is 422 on the field sent', async () => {
      await api.put('/v1/settings', { body: { auto_approve_min_amount: 10, auto_approve_max_amount: 20 } });
      const min = await api.put('/v1/settings', { body: { auto_approve_min_amount: 20.01 } });
      expect(min.status).to.equal(422);
      expect(min.body.error.details).to.have.keys('auto_approve_min_amount');
      const max = await api.put('/v1/settings', { body: { auto_approve_max_amount: 9.99 } });
      expect(max.status).to.equal(422);
      expect(max.body.error.details).to.have.keys('auto_approve_max_amount');
      // Clearing the other bound removes the conflict.
      const ok = await api.put('/v1/settings', {
        body: { auto_approve_min_amount: 30, auto_approve_max_amount: null },
      });
      expect(ok.status).to.equal(200);
      expect(ok.body.data).to.include({ auto_approve_min_amount: 30, auto_approve_max_amount: null });
    });
  });

  describe('GET and PUT /v1/settings/{key}', () => {
    it('GET returns data{key, value} for every Settings field', async () => {
      await api.put('/v1/settings', { body: { commission_rate: 9.5 } });
      for (const [key, value] of Object.entries({ ...DEFAULTS, commission_rate: 9.5 })) {
        const r = await api.get(`/v1/settings/${key}`);
        expect(r.status, key).to.equal(200);
        expect(r.body.data).to.deep.equal({ key, value });
      }
    });

    it('GET of an unknown key is 404 NOT_FOUND, including branding fields and prototype names', async () => {
      for (const key of ['unknown', 'logo_url', 'primary_color', 'business_id', 'constructor', '__proto__']) {
        const r = await api.get(`/v1/settings/${key}`);
        expect(r.status, key).to.equal(404);
        expect(r.body.error.code).to.equal('NOT_FOUND');
      }
    });

    it('PUT sets one field and leaves the others', async () => {
      await api.put('/v1/settings', { body: { commission_rate: 3 } });
      const r = await api.put('/v1/settings/cookie_duration', { body: { value: 45 } });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ key: 'cookie_duration', value: 45 });
      expect((await api.get('/v1/settings')).body.data).to.deep.equal({
        ...DEFAULTS,
        commission_rate: 3,
        cookie_duration: 45,
      });
      const rate = await api.put('/v1/settings/commission_rate', { body: { value: 22.75 } });
      expect(rate.body.data).to.deep.equal({ key: 'commission_rate', value: 22.75 });
      const cleared = await api.put('/v1/settings/commission_rate', { body: { value: null } });
      expect(cleared.body.data).to.deep.equal({ key: 'commission_rate', value: null });
      const flag = await api.put('/v1/settings/allow_self_registration', { body: { value: true } });
      expect(flag.body.data).to.deep.equal({ key: 'allow_self_registration', value: true });
    });

    it('PUT of an unknown or disallowed key is 403 FORBIDDEN, whatever the body, and changes nothing', async () => {
      for (const key of ['unknown', 'logo_url', 'business_id', 'updated_at', 'constructor', '__proto__']) {
        for (const body of [{ value: 5 }, {}, { value: 'x'.repeat(10) }]) {
          const r = await api.put(`/v1/settings/${key}`, { body });
          expect(r.status, `${key} ${JSON.stringify(body)}`).to.equal(403);
          expect(r.body.error.code).to.equal('FORBIDDEN');
        }
      }
      expect((await api.get('/v1/settings')).body.data).to.deep.equal(DEFAULTS);
    });

    for (const [field, values] of Object.entries(INVALID)) {
      it(`PUT /v1/settings/${field} with a wrong type or range is 422 on value`, async () => {
        for (const value of [...values, undefined]) {
          const r = await api.put(`/v1/settings/${field}`, { body: value === undefined ? {} : { value } });
          expect(r.status, JSON.stringify(value)).to.equal(422);
          expect(r.body.error.code).to.equal('VALIDATION_ERROR');
          expect(r.body.error.details).to.have.keys('value');
        }
        expect((await api.get('/v1/settings')).body.data).to.deep.equal(DEFAULTS);
      });
    }

    it('PUT of one auto-approve bound that crosses the other is 422 on value', async () => {
      await api.put('/v1/settings', { body: { auto_approve_min_amount: 10, auto_approve_max_amount: 20 } });
      const r = await api.put('/v1/settings/auto_approve_max_amount', { body: { value: 5 } });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('value');
      const m = await api.put('/v1/settings/auto_approve_min_amount', { body: { value: 25 } });
      expect(m.status).to.equal(422);
      expect(m.body.error.details).to.have.keys('value');
      expect((await api.get('/v1/settings/auto_approve_max_amount')).body.data.value).to.equal(20);
    });
  });

  describe('branding', () => {
    it('GET starts empty; PUT sets, keeps omitted fields, and shows in the connection status', async () => {
      expect((await api.get('/v1/settings/branding')).body.data).to.deep.equal({
        logo_url: null,
        primary_color: null,
      });
      const r = await api.put('/v1/settings/branding', {
        body: { logo_url: 'https://cdn.example/logo.png', primary_color: '#1A2b3C' },
      });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({
        logo_url: 'https://cdn.example/logo.png',
        primary_color: '#1A2b3C',
      });
      const c = await api.put('/v1/settings/branding', { body: { primary_color: '#abc' } });
      expect(c.body.data).to.deep.equal({ logo_url: 'https://cdn.example/logo.png', primary_color: '#abc' });
      expect((await api.get('/v1/settings/branding')).body.data).to.deep.equal(c.body.data);
      const status = await api.get('/v1/connection/status');
      expect(status.body.data.business_details.logo_url).to.equal('https://cdn.example/logo.png');
      // Branding is not part of the Settings object.
      expect((await api.get('/v1/settings')).body.data).to.deep.equal(DEFAULTS);
    });

    it('remove_logo: true clears the logo (even beside a logo_url) and keeps the colour', async () => {
      await api.put('/v1/settings/branding', {
        body: { logo_url: 'http://cdn.example/a.png', primary_color: '#000000' },
      });
      const r = await api.put('/v1/settings/branding', { body: { remove_logo: true } });
      expect(r.body.data).to.deep.equal({ logo_url: null, primary_color: '#000000' });
      await api.put('/v1/settings/branding', { body: { logo_url: 'http://cdn.example/b.png' } });
      const both = await api.put('/v1/settings/branding', {
        body: { logo_url: 'http://cdn.example/c.png', remove_logo: true },
      });
      expect(both.body.data.logo_url).to.equal(null);
      const keep = await api.put('/v1/settings/branding', {
        body: { logo_url: 'http://cdn.example/d.png', remove_logo: false },
      });
      expect(keep.body.data.logo_url).to.equal('http://cdn.example/d.png');
    });

    it('null clears either field; a 2048-character URL is accepted', async () => {
      const long = `https://cdn.example/${'a'.repeat(2048 - 'https://cdn.example/'.length)}`;
      expect(long).to.have.length(2048);
      const r = await api.put('/v1/settings/branding', { body: { logo_url: long, primary_color: '#fff' } });
      expect(r.status).to.equal(200);
      expect(r.body.data.logo_url).to.equal(long);
      const cleared = await api.put('/v1/settings/branding', {
        body: { logo_url: null, primary_color: null },
      });
      expect(cleared.body.data).to.deep.equal({ logo_url: null, primary_color: null });
    });

    const BAD: [string, unknown][] = [
      ['logo_url', 'not a url'],
      ['logo_url', 'ftp://cdn.example/logo.png'],
      ['logo_url', 'javascript:alert(1)'],
      ['logo_url', `https://cdn.example/${'a'.repeat(2049 - 'https://cdn.example/'.length)}`],
      ['logo_url', ''],
      ['logo_url', 42],
      ['primary_color', 'red'],
      ['primary_color', '123456'],
      ['primary_color', '#12345'],
      ['primary_color', '#1234'],
      ['primary_color', '#GGGGGG'],
      ['primary_color', '#1234567'],
      ['primary_color', 0x123456],
      ['remove_logo', 'perhaps'],
    ];
    it('422 for an invalid logo_url, primary_color or remove_logo, naming the field', async () => {
      await api.put('/v1/settings/branding', { body: { logo_url: 'https://x.example/l.png' } });
      for (const [field, value] of BAD) {
        const r = await api.put('/v1/settings/branding', { body: { [field]: value } });
        expect(r.status, `${field}=${String(value).slice(0, 30)}`).to.equal(422);
        expect(r.body.error.code).to.equal('VALIDATION_ERROR');
        expect(r.body.error.details).to.have.keys(field);
      }
      expect((await api.get('/v1/settings/branding')).body.data).to.deep.equal({
        logo_url: 'https://x.example/l.png',
        primary_color: null,
      });
    });
  });

  describe('authentication and scopes', () => {
    const READS = [
      '/v1/settings',
      '/v1/settings/cookie_duration',
      '/v1/settings/branding',
      '/v1/settings/commission-tiers',
    ];
    const WRITES: [string, string, unknown][] = [
      ['PUT', '/v1/settings', { cookie_duration: 40 }],
      ['PUT', '/v1/settings/cookie_duration', { value: 40 }],
      ['PUT', '/v1/settings/branding', { primary_color: '#123' }],
      ['POST', '/v1/settings/commission-tiers', { min_amount: 0, rate: 5 }],
      ['PUT', '/v1/settings/commission-tiers/1', { min_amount: 0, rate: 5 }],
      ['DELETE', '/v1/settings/commission-tiers/1', undefined],
      ['POST', '/v1/settings/commission-tiers/reset', undefined],
    ];

    it('401 without a valid token on every settings route', async () => {
      const anon = client(url);
      const bad = client(url, 'at_not-a-token');
      for (const path of READS) {
        for (const c of [anon, bad]) {
          const r = await c.get(path);
          expect(r.status, path).to.equal(401);
          expect(r.body.error.code).to.equal('UNAUTHORIZED');
        }
      }
      for (const [method, path, body] of WRITES) {
        const r = await (method === 'PUT' ? anon.put : method === 'POST' ? anon.post : anon.delete)(path, {
          body,
        });
        expect(r.status, `${method} ${path}`).to.equal(401);
      }
    });

    it('settings:read cannot write and settings:write cannot read (403 FORBIDDEN)', async () => {
      const biz = await newBusiness();
      const reader = client(url, await tokenWithScopes(biz.id, ['settings:read']));
      const writer = client(url, await tokenWithScopes(biz.id, ['settings:write']));
      for (const path of READS) {
        expect((await reader.get(path)).status, path).to.equal(200);
        const r = await writer.get(path);
        expect(r.status, path).to.equal(403);
        expect(r.body.error.code).to.equal('FORBIDDEN');
      }
      for (const [method, path, body] of WRITES) {
        const go = method === 'PUT' ? reader.put : method === 'POST' ? reader.post : reader.delete;
        const r = await go(path, { body });
        expect(r.status, `${method} ${path}`).to.equal(403);
        expect(r.body.error.code).to.equal('FORBIDDEN');
      }
      expect((await writer.put('/v1/settings', { body: { cookie_duration: 40 } })).status).to.equal(200);
      expect((await reader.get('/v1/settings')).body.data.cookie_duration).to.equal(40);
    });

    it("a business never sees or changes another business's settings", async () => {
      const other = client(url, (await newBusiness()).token);
      await api.put('/v1/settings', { body: { cookie_duration: 7, commission_rate: 1 } });
      await api.put('/v1/settings/branding', { body: { primary_color: '#111' } });
      expect((await other.get('/v1/settings')).body.data).to.deep.equal(DEFAULTS);
      expect((await other.get('/v1/settings/branding')).body.data.primary_color).to.equal(null);
    });
  });

  it('a business whose settings row is missing still reads and writes its settings', async () => {
    const biz = await newBusiness();
    const { deps } = await startServer();
    await deps.db.none('DELETE FROM business_settings WHERE business_id = $1', [biz.id]);
    const c = client(url, biz.token);
    expect((await c.get('/v1/settings')).body.data).to.deep.equal(DEFAULTS);
    await deps.db.none('DELETE FROM business_settings WHERE business_id = $1', [biz.id]);
    const r = await c.put('/v1/settings/cookie_duration', { body: { value: 12 } });
    expect(r.status).to.equal(200);
    expect(r.body.data.value).to.equal(12);
  });
});
