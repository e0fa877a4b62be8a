import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, newRule, tokenWithScopes, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

async function setup(clock?: ManualClock) {
  const server = await startServer(clock ? { clock } : {});
  const { url } = server;
  // Minted on the server's clock, so the token lives for 4 hours of that clock.
  const biz = await newBusiness(server.deps);
  const affiliate = await newAffiliate(biz.id);
  const link = await newLink(biz.id, affiliate.id);
  return { url, biz, affiliate, link, api: client(url, biz.token) };
}

async function ruleRow(id: number) {
  const d = await deps();
  return d.db.oneOrNone(
    `SELECT label, commission_rate::text AS commission_rate, priority, valid_from, valid_until, max_conversions,
            conversion_count, is_active
     FROM commission_rules WHERE id = $1`,
    [id],
  );
}

async function ruleCount(linkId: number): Promise<number> {
  const d = await deps();
  return (
    await d.db.one('SELECT count(*)::int AS n FROM commission_rules WHERE referral_link_id = $1', [linkId])
  ).n;
}

describe('POST /v1/links/{id}/commission-rules', () => {
  it('201 with the exact Commission rule object and its defaults', async () => {
    const { link, api } = await setup();
    const r = await api.post(`/v1/links/${link.id}/commission-rules`, { body: { commission_rate: 12.5 } });
    expect(r.status).to.equal(201);
    expect(r.body.success).to.equal(true);
    const rule = r.body.data;
    expect(rule).to.have.all.keys(
      'id',
      'label',
      'commission_rate',
      'priority',
      'valid_from',
      'valid_until',
      'max_conversions',
      'conversion_count',
      'is_active',
      'status',
      'created_at',
    );
    expect(rule).to.include({
      label: null,
      commission_rate: 12.5,
      priority: 0,
      valid_from: null,
      valid_until: null,
      max_conversions: null,
      conversion_count: 0,
      is_active: true,
      status: 'active',
    });
    expect(rule.created_at).to.match(TIMESTAMP);
    expect(await ruleRow(rule.id)).to.include({ commission_rate: '12.50', priority: 0 });
  });

  it('keeps every given field; commission_rate is a JSON number', async () => {
    const { link, api } = await setup();
    const r = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: {
        commission_rate: '20',
        label: 'Launch week',
        priority: 7,
        valid_from: '2020-01-01T08:30:00Z',
        valid_until: '2099-12-31T18:00:00.123456Z',
        max_conversions: 50,
        is_active: false,
      },
    });
    expect(r.status).to.equal(201);
    expect(r.body.data).to.include({
      commission_rate: 20,
      label: 'Launch week',
      priority: 7,
      valid_from: '2020-01-01T08:30:00.000000Z',
      valid_until: '2099-12-31T18:00:00.123456Z',
      max_conversions: 50,
      is_active: false,
      status: 'inactive',
    });
  });

  it('a date alone is 00:00:00 UTC for valid_from and 23:59:59.999999 UTC for valid_until', async () => {
    const { link, api } = await setup();
    const r = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: { commission_rate: 5, valid_from: '2030-03-01', valid_until: '2030-03-01' },
    });
    expect(r.status).to.equal(201);
    expect(r.body.data).to.include({
      valid_from: '2030-03-01T00:00:00.000000Z',
      valid_until: '2030-03-01T23:59:59.999999Z',
    });
    expect(await ruleRow(r.body.data.id)).to.include({
      valid_from: '2030-03-01T00:00:00.000000Z',
      valid_until: '2030-03-01T23:59:59.999999Z',
    });
  });

  it('a datetime with an offset is stored as the same instant in UTC; without one it is UTC', async () => {
    const { link, api } = await setup();
    const r = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: {
        commission_rate: 5,
        valid_from: '2030-03-01T01:30:00+02:00',
        valid_until: '2030-03-02T10:00:00',
      },
    });
    expect(r.status).to.equal(201);
    expect(r.body.data).to.include({
      valid_from: '2030-02-28T23:30:00.000000Z',
      valid_until: '2030-03-02T10:00:00.000000Z',
    });
  });

  it('422 naming each bad field, and nothing is created', async () => {
    const { link, api } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ commission_rate: undefined }, 'commission_rate'],
      [{ commission_rate: null }, 'commission_rate'],
      [{ commission_rate: 100.01 }, 'commission_rate'],
      [{ commission_rate: 101 }, 'commission_rate'],
      [{ commission_rate: -1 }, 'commission_rate'],
      [{ commission_rate: 'ten' }, 'commission_rate'],
      [{ commission_rate: 10.125 }, 'commission_rate'],
      [{ priority: -1 }, 'priority'],
      [{ priority: 1.5 }, 'priority'],
      [{ priority: 'high' }, 'priority'],
      [{ max_conversions: 0 }, 'max_conversions'],
      [{ max_conversions: -3 }, 'max_conversions'],
      [{ max_conversions: 2.5 }, 'max_conversions'],
      [{ label: 'l'.repeat(256) }, 'label'],
      [{ label: 'a\u0000b' }, 'label'],
      [{ is_active: 'perhaps' }, 'is_active'],
      [{ valid_from: 'yesterday' }, 'valid_from'],
      [{ valid_from: '2026-02-31' }, 'valid_from'],
      [{ valid_from: '2026-01-01T25:00:00Z' }, 'valid_from'],
      [{ valid_from: '0000-01-01' }, 'valid_from'],
      [{ valid_until: '2026-13-01' }, 'valid_until'],
      [{ valid_until: 12345 }, 'valid_until'],
      [{ valid_from: '2030-01-10', valid_until: '2030-01-09' }, 'valid_until'],
      [{ valid_from: '2030-01-10T12:00:00Z', valid_until: '2030-01-10T11:59:59.999999Z' }, 'valid_until'],
    ];
    for (const [body, field] of cases) {
      const r = await api.post(`/v1/links/${link.id}/commission-rules`, {
        body: { commission_rate: 10, ...body },
      });
      expect(r.status, JSON.stringify(body)).to.equal(422);
      expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      expect(r.body.error.details, JSON.stringify(body)).to.have.all.keys(field);
    }
    expect(await ruleCount(link.id)).to.equal(0);
  });

  it('accepts the bounds: rate 0 and 100, priority 0, max_conversions 1, label of 255, equal instants', async () => {
    const { link, api } = await setup();
    for (const body of [
      { commission_rate: 0, priority: 0, max_conversions: 1 },
      { commission_rate: 100, label: 'l'.repeat(255) },
      { commission_rate: 1, valid_from: '2030-01-10T12:00:00Z', valid_until: '2030-01-10T12:00:00Z' },
    ]) {
      const r = await api.post(`/v1/links/${link.id}/commission-rules`, { body });
      expect(r.status, JSON.stringify(body).slice(0, 60)).to.equal(201);
    }
  });

  it('conversion_count cannot be written: it starts at 0 whatever the body says', async () => {
    const { link, api } = await setup();
    const r = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: { commission_rate: 10, conversion_count: 40, status: 'expired' },
    });
    expect(r.status).to.equal(201);
    expect(r.body.data).to.include({ conversion_count: 0, status: 'active' });
    expect((await ruleRow(r.body.data.id))!.conversion_count).to.equal(0);
  });
});

describe('GET /v1/links/{id}/commission-rules', () => {
  it('orders by priority descending, then created_at ascending, then id ascending', async () => {
    const { biz, link, api } = await setup();
    const at = (s: string) => `2026-01-01T00:00:${s}Z`;
    const low = await newRule(biz.id, link.id, { priority: 0, createdAt: at('01') });
    const highLate = await newRule(biz.id, link.id, { priority: 5, createdAt: at('09') });
    const highEarly = await newRule(biz.id, link.id, { priority: 5, createdAt: at('02') });
    const midA = await newRule(biz.id, link.id, { priority: 3, createdAt: at('05') });
    const midB = await newRule(biz.id, link.id, { priority: 3, createdAt: at('05') });
    const viaApi = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: { commission_rate: 1, priority: 5 },
    });
    const r = await api.get(`/v1/links/${link.id}/commission-rules`);
    expect(r.status).to.equal(200);
    expect(r.body.data).to.be.an('array');
    expect(r.body.data.map((x: { id: number }) => x.id)).to.deep.equal([
      highEarly.id,
      highLate.id,
      viaApi.body.data.id,
      midA.id,
      midB.id,
      low.id,
    ]);
    expect(midA.id).to.be.lessThan(midB.id);
  });

  it('an empty array for a link without rules; only this link’s rules are listed', async () => {
    const { biz, affiliate, link, api } = await setup();
    const other = await newLink(biz.id, affiliate.id);
    await newRule(biz.id, other.id);
    const r = await api.get(`/v1/links/${link.id}/commission-rules`);
    expect(r.status).to.equal(200);
    expect(r.body.data).to.deep.equal([]);
    expect((await api.get(`/v1/links/${other.id}/commission-rules`)).body.data).to.have.length(1);
  });

  it('status is inactive, scheduled, expired, exhausted or active at the injected clock', async () => {
    const clock = new ManualClock(new Date('2030-06-15T22:00:00Z'));
    const { biz, link, api } = await setup(clock);
    const mk = (priority: number, o: Parameters<typeof newRule>[2]) =>
      newRule(biz.id, link.id, { priority, ...o });
    await mk(6, { isActive: false, validFrom: '2030-07-01T00:00:00Z' });
    await mk(5, { validFrom: '2030-06-15T22:00:00.000001Z' });
    await mk(4, { validUntil: '2030-06-15T21:59:59.999999Z' });
    await mk(3, { maxConversions: 3, conversionCount: 3 });
    await mk(2, { maxConversions: 3, conversionCount: 2, validFrom: '2030-06-15T22:00:00Z' });
    const today = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: { commission_rate: 3, priority: 1, valid_until: '2030-06-15' },
    });
    expect(today.body.data.status).to.equal('active');
    const statuses = async () =>
      (await api.get(`/v1/links/${link.id}/commission-rules`)).body.data.map(
        (x: { status: string }) => x.status,
      );
    expect(await statuses()).to.deep.equal([
      'inactive',
      'scheduled',
      'expired',
      'exhausted',
      'active',
      'active',
    ]);

    clock.set('2030-06-16T00:00:00Z');
    expect(await statuses()).to.deep.equal([
      'inactive',
      'active',
      'expired',
      'exhausted',
      'active',
      'expired',
    ]);
  });

  it('a scheduled rule created through the API reports scheduled until its day starts', async () => {
    const clock = new ManualClock(new Date('2030-06-15T23:00:00Z'));
    const { link, api } = await setup(clock);
    const r = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: { commission_rate: 3, valid_from: '2030-06-16' },
    });
    expect(r.body.data.status).to.equal('scheduled');
    clock.set('2030-06-16T00:00:00Z');
    const [rule] = (await api.get(`/v1/links/${link.id}/commission-rules`)).body.data;
    expect(rule.status).to.equal('active');
  });
});

describe('PATCH /v1/links/{linkId}/commission-rules/{ruleId}', () => {
  it('changes the fields present; nullable fields may be null; date-only bounds expand', async () => {
    const { biz, link, api } = await setup();
    const rule = await newRule(biz.id, link.id, {
      label: 'Old',
      rate: '10.00',
      priority: 1,
      maxConversions: 10,
      validFrom: '2030-01-01T00:00:00Z',
      validUntil: '2030-12-31T00:00:00Z',
    });
    const path = `/v1/links/${link.id}/commission-rules/${rule.id}`;
    const r = await api.patch(path, { body: { commission_rate: 15.25, priority: 9 } });
    expect(r.status).to.equal(200);
    expect(r.body.data).to.include({
      id: rule.id,
      label: 'Old',
      commission_rate: 15.25,
      priority: 9,
      max_conversions: 10,
      valid_from: '2030-01-01T00:00:00.000000Z',
    });
    const cleared = await api.patch(path, {
      body: {
        label: null,
        max_conversions: null,
        valid_from: null,
        valid_until: '2031-02-03',
        is_active: false,
      },
    });
    expect(cleared.status).to.equal(200);
    expect(cleared.body.data).to.include({
      label: null,
      max_conversions: null,
      valid_from: null,
      valid_until: '2031-02-03T23:59:59.999999Z',
      is_active: false,
      status: 'inactive',
      commission_rate: 15.25,
    });
    expect(await ruleRow(rule.id)).to.include({
      label: null,
      commission_rate: '15.25',
      priority: 9,
      max_conversions: null,
      valid_from: null,
      valid_until: '2031-02-03T23:59:59.999999Z',
      is_active: false,
    });
    const from = await api.patch(path, { body: { valid_from: '2031-02-03' } });
    expect(from.body.data.valid_from).to.equal('2031-02-03T00:00:00.000000Z');
  });

  it('checks valid_until >= valid_from on the stored rule merged with the patch', async () => {
    const { biz, link, api } = await setup();
    const rule = await newRule(biz.id, link.id, {
      validFrom: '2030-01-10T00:00:00Z',
      validUntil: '2030-01-20T23:59:59.999999Z',
    });
    const path = `/v1/links/${link.id}/commission-rules/${rule.id}`;
    const before = await ruleRow(rule.id);
    for (const body of [
      { valid_until: '2030-01-09' },
      { valid_from: '2030-01-21' },
      { valid_from: '2030-01-21T00:00:00Z', priority: 4 },
      { valid_from: '2030-02-01', valid_until: '2030-01-31' },
    ]) {
      const r = await api.patch(path, { body });
      expect(r.status, JSON.stringify(body)).to.equal(422);
      expect(r.body.error.details).to.have.all.keys('valid_until');
    }
    expect(await ruleRow(rule.id)).to.deep.equal(before);
    // The same day as a date on both sides is a valid one-day window.
    const sameDay = await api.patch(path, { body: { valid_from: '2030-01-20' } });
    expect(sameDay.status).to.equal(200);
    const open = await api.patch(path, { body: { valid_until: null, valid_from: '2031-01-01' } });
    expect(open.status).to.equal(200);
    expect(open.body.data).to.include({ valid_from: '2031-01-01T00:00:00.000000Z', valid_until: null });
  });

  it('valid_until before valid_from in one body is named with every other bad field', async () => {
    const { biz, link, api } = await setup();
    const window = { valid_from: '2030-02-01', valid_until: '2030-01-31', priority: -1 };
    const created = await api.post(`/v1/links/${link.id}/commission-rules`, {
      body: { commission_rate: 5, ...window },
    });
    expect(created.status).to.equal(422);
    expect(created.body.error.details).to.have.all.keys('valid_until', 'priority');
    expect(created.body.error.details.valid_until).to.deep.equal([
      'valid_until must be on or after valid_from',
    ]);
    const rule = await newRule(biz.id, link.id, {});
    const patched = await api.patch(`/v1/links/${link.id}/commission-rules/${rule.id}`, { body: window });
    expect(patched.status).to.equal(422);
    expect(patched.body.error.details).to.have.all.keys('valid_until', 'priority');
  });

  it('422 naming each bad field, and nothing changes', async () => {
    const { biz, link, api } = await setup();
    const rule = await newRule(biz.id, link.id, { label: 'Keep', priority: 2 });
    const before = await ruleRow(rule.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ commission_rate: 100.5 }, 'commission_rate'],
      [{ commission_rate: null }, 'commission_rate'],
      [{ priority: -1 }, 'priority'],
      [{ priority: null }, 'priority'],
      [{ max_conversions: 0 }, 'max_conversions'],
      [{ label: 'x'.repeat(256) }, 'label'],
      [{ valid_from: 'soon' }, 'valid_from'],
      [{ valid_until: '2030-02-30' }, 'valid_until'],
      [{ is_active: null }, 'is_active'],
    ];
    for (const [body, field] of cases) {
      const r = await api.patch(`/v1/links/${link.id}/commission-rules/${rule.id}`, {
        body: { label: 'Changed', ...body },
      });
      expect(r.status, JSON.stringify(body)).to.equal(422);
      expect(r.body.error.details, JSON.stringify(body)).to.have.all.keys(field);
    }
    expect(await ruleRow(rule.id)).to.deep.equal(before);
  });

  it('conversion_count cannot be written; max_conversions cannot drop below it', async () => {
    const { biz, link, api } = await setup();
    const rule = await newRule(biz.id, link.id, { maxConversions: 10, conversionCount: 4 });
    const path = `/v1/links/${link.id}/commission-rules/${rule.id}`;
    const r = await api.patch(path, { body: { conversion_count: 0, priority: 2 } });
    expect(r.status).to.equal(200);
    expect(r.body.data).to.include({ conversion_count: 4, priority: 2 });
    expect((await ruleRow(rule.id))!.conversion_count).to.equal(4);
    const low = await api.patch(path, { body: { max_conversions: 3 } });
    expect(low.status).to.equal(422);
    expect(low.body.error.details).to.have.all.keys('max_conversions');
    const exact = await api.patch(path, { body: { max_conversions: 4 } });
    expect(exact.body.data).to.include({ max_conversions: 4, conversion_count: 4, status: 'exhausted' });
  });

  it('404 for a rule under another link of the same business, and it stays unchanged', async () => {
    const { biz, affiliate, link, api } = await setup();
    const sibling = await newLink(biz.id, affiliate.id);
    const rule = await newRule(biz.id, sibling.id, { priority: 1 });
    const before = await ruleRow(rule.id);
    const r = await api.patch(`/v1/links/${link.id}/commission-rules/${rule.id}`, { body: { priority: 50 } });
    expect(r.status).to.equal(404);
    expect(r.body.error.code).to.equal('NOT_FOUND');
    expect(await ruleRow(rule.id)).to.deep.equal(before);
    expect(
      (await api.patch(`/v1/links/${link.id}/commission-rules/999999999`, { body: {} })).status,
    ).to.equal(404);
  });
});

describe('DELETE /v1/links/{linkId}/commission-rules/{ruleId}', () => {
  it('204 and the rule is gone for good; a second delete is 404', async () => {
    const { biz, link, api } = await setup();
    const rule = await newRule(biz.id, link.id);
    const keep = await newRule(biz.id, link.id);
    const r = await api.delete(`/v1/links/${link.id}/commission-rules/${rule.id}`);
    expect(r.status).to.equal(204);
    expect(r.text).to.equal('');
    expect(await ruleRow(rule.id)).to.equal(null);
    expect(
      (await api.get(`/v1/links/${link.id}/commission-rules`)).body.data.map((x: any) => x.id),
    ).to.deep.equal([keep.id]);
    expect((await api.delete(`/v1/links/${link.id}/commission-rules/${rule.id}`)).status).to.equal(404);
  });

  it('conversions already attributed keep their commission', async () => {
    const { biz, affiliate, link, api } = await setup();
    const rule = await newRule(biz.id, link.id, { rate: '20.00', conversionCount: 1 });
    const d = await deps();
    const conv = await d.db.one(
      `INSERT INTO conversions (business_id, order_id, affiliate_id, referral_link_id, commission_rule_id,
                                commission_source, subtotal, order_total, commission_rate, commission_amount, converted_at)
       VALUES ($1, $2, $3, $4, $5, 'link_rule', 100, 100, 20, 20.00, now()) RETURNING id`,
      [biz.id, uniq('order'), affiliate.id, link.id, rule.id],
    );
    expect((await api.delete(`/v1/links/${link.id}/commission-rules/${rule.id}`)).status).to.equal(204);
    const after = await d.db.one(
      `SELECT commission_rule_id, commission_rate::text AS rate, commission_amount::text AS amount, status
       FROM conversions WHERE id = $1`,
      [conv.id],
    );
    expect(after).to.deep.equal({
      commission_rule_id: null,
      rate: '20.00',
      amount: '20.00',
      status: 'pending',
    });
  });

  it('404 for a rule under another link of the same business, which stays', async () => {
    const { biz, affiliate, link, api } = await setup();
    const sibling = await newLink(biz.id, affiliate.id);
    const rule = await newRule(biz.id, sibling.id);
    const r = await api.delete(`/v1/links/${link.id}/commission-rules/${rule.id}`);
    expect(r.status).to.equal(404);
    expect(await ruleRow(rule.id)).to.not.equal(null);
  });
});

describe('commission rules across businesses and scopes', () => {
  it('another business’s link or rule is 404 on every route, and nothing changes', async () => {
    const owner = await setup();
    const rule = await newRule(owner.biz.id, owner.link.id, { priority: 1, label: 'mine' });
    const before = await ruleRow(rule.id);
    const intruder = await setup();
    const mine = await newRule(intruder.biz.id, intruder.link.id);
    const attempts = [
      intruder.api.get(`/v1/links/${owner.link.id}/commission-rules`),
      intruder.api.post(`/v1/links/${owner.link.id}/commission-rules`, { body: { commission_rate: 99 } }),
      intruder.api.patch(`/v1/links/${owner.link.id}/commission-rules/${rule.id}`, {
        body: { priority: 99 },
      }),
      intruder.api.delete(`/v1/links/${owner.link.id}/commission-rules/${rule.id}`),
      // The intruder's own link with the other business's rule id.
      intruder.api.patch(`/v1/links/${intruder.link.id}/commission-rules/${rule.id}`, {
        body: { priority: 99 },
      }),
      intruder.api.delete(`/v1/links/${intruder.link.id}/commission-rules/${rule.id}`),
      // The other business's link with the intruder's own rule id.
      intruder.api.patch(`/v1/links/${owner.link.id}/commission-rules/${mine.id}`, {
        body: { priority: 99 },
      }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.status).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
    expect(await ruleRow(rule.id)).to.deep.equal(before);
    expect(await ruleCount(owner.link.id)).to.equal(1);
    expect((await ruleRow(mine.id))!.priority).to.equal(0);
  });

  it('404 for an unknown link; 403 without the scope; 401 without a token', async () => {
    const { url, biz, link, api } = await setup();
    const rule = await newRule(biz.id, link.id);
    expect((await api.get('/v1/links/999999999/commission-rules')).status).to.equal(404);
    expect(
      (await api.post('/v1/links/999999999/commission-rules', { body: { commission_rate: 5 } })).status,
    ).to.equal(404);
    const readOnly = await tokenWithScopes(biz.id, ['affiliates:read']);
    const none = await tokenWithScopes(biz.id, ['orders:read']);
    const writes: [string, string, unknown][] = [
      ['POST', `/v1/links/${link.id}/commission-rules`, { commission_rate: 5 }],
      ['PATCH', `/v1/links/${link.id}/commission-rules/${rule.id}`, { priority: 5 }],
      ['DELETE', `/v1/links/${link.id}/commission-rules/${rule.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const r = await call(url, method, path, { token: readOnly, body });
      expect(r.status, `${method} ${path}`).to.equal(403);
      expect(r.body.error.code).to.equal('FORBIDDEN');
      expect((await call(url, method, path, { body })).status).to.equal(401);
    }
    expect(
      (await call(url, 'GET', `/v1/links/${link.id}/commission-rules`, { token: none })).status,
    ).to.equal(403);
    const read = await call(url, 'GET', `/v1/links/${link.id}/commission-rules`, { token: readOnly });
    expect(read.status).to.equal(200);
    expect(read.headers.get('x-ratelimit-limit')).to.equal('120');
    expect(await ruleCount(link.id)).to.equal(1);
    expect((await ruleRow(rule.id))!.priority).to.equal(0);
    const w = await api.post(`/v1/links/${link.id}/commission-rules`, { body: { commission_rate: 5 } });
    expect(w.headers.get('x-ratelimit-limit')).to.equal('60');
  });
});
