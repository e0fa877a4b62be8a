import { expect } from 'chai';
import { startServer } from '../helpers/context';
import { newBusiness, newBusinessClient, withPlatform } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';

type Range = [number, number | null];
const tier = ([min, max]: Range, rate = 5) => ({ min_amount: min, max_amount: max, rate });

/** [existing ranges, attempted range, overlaps?] — ranges are half-open [min, max), null unlimited. */
const OVERLAP_CASES: [Range[], Range, boolean][] = [
  [[[0, 100]], [100, null], false],
  [[[100, null]], [0, 100], false],
  [[[100, 500]], [0, 100], false],
  [[[100, 500]], [500, 1000], false],
  [
    [
      [0, 100],
      [100, 200],
    ],
    [200, null],
    false,
  ],
  [[[100, 500]], [50, 150], true],
  [[[100, 500]], [499.99, 600], true],
  [[[100, 500]], [0, 100.01], true],
  [[[100, 500]], [200, 300], true],
  [[[100, 500]], [0, 1000], true],
  [[[100, 500]], [100, 500], true],
  [[[100, 500]], [0, null], true],
  [[[100, 500]], [499.99, null], true],
  [[[0, null]], [1000, 2000], true],
  [[[0, null]], [0.01, 0.02], true],
  [[[500, null]], [1000, null], true],
  [[[500, null]], [0, 500.01], true],
];

describe('commission tiers', () => {
  let url: string;
  let api: Client;

  before(async () => {
    ({ url } = await startServer());
  });
  beforeEach(async () => {
    ({ api } = await newBusinessClient(url));
  });

  async function create(range: Range, rate = 5) {
    const r = await api.post('/v1/settings/commission-tiers', { body: tier(range, rate) });
    expect(r.status, JSON.stringify(r.body)).to.equal(201);
    return r.body.data;
  }

  it('GET with no custom tiers: using_custom false and both lists empty', async () => {
    await withPlatform({ tiers: [] }, async () => {
      const r = await api.get('/v1/settings/commission-tiers');
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ using_custom: false, platform_tiers: [], business_tiers: [] });
    });
  });

  it('platform tiers (set by the CLI) come without id and sort_order, money as 2-decimal strings', async () => {
    await withPlatform(
      {
        tiers: [
          { minAmount: '0.00', maxAmount: '100.00', rate: '5.00' },
          { minAmount: '100.00', maxAmount: null, rate: '7.50' },
        ],
      },
      async () => {
        const r = await api.get('/v1/settings/commission-tiers');
        expect(r.body.data.platform_tiers).to.deep.equal([
          { min_amount: '0.00', max_amount: '100.00', rate: '5.00' },
          { min_amount: '100.00', max_amount: null, rate: '7.50' },
        ]);
        expect(r.body.data.using_custom).to.equal(false);
      },
    );
  });

  it('POST creates a tier (201) with 2-decimal strings; a missing max is unlimited', async () => {
    const r = await api.post('/v1/settings/commission-tiers', {
      body: { min_amount: 100, max_amount: 499.5, rate: 7.25 },
    });
    expect(r.status).to.equal(201);
    expect(r.body.data).to.deep.equal({
      id: r.body.data.id,
      sort_order: 1,
      min_amount: '100.00',
      max_amount: '499.50',
      rate: '7.25',
    });
    expect(r.body.data.id).to.be.a('number');
    const open = await api.post('/v1/settings/commission-tiers', { body: { min_amount: 499.5, rate: 0 } });
    expect(open.status).to.equal(201);
    expect(open.body.data).to.include({
      min_amount: '499.50',
      max_amount: null,
      rate: '0.00',
      sort_order: 2,
    });
    const list = await api.get('/v1/settings/commission-tiers');
    expect(list.body.data.using_custom).to.equal(true);
    expect(list.body.data.business_tiers).to.deep.equal([r.body.data, open.body.data]);
  });

  it('sort_order is the position by min_amount and follows every change', async () => {
    const high = await create([500, null], 10);
    const mid = await create([100, 500], 7);
    const low = await create([0, 100], 5);
    const list = async () =>
      (await api.get('/v1/settings/commission-tiers')).body.data.business_tiers.map(
        (t: { id: number; sort_order: number }) => [t.id, t.sort_order],
      );
    expect(await list()).to.deep.equal([
      [low.id, 1],
      [mid.id, 2],
      [high.id, 3],
    ]);
    expect((await api.delete(`/v1/settings/commission-tiers/${low.id}`)).status).to.equal(204);
    expect(await list()).to.deep.equal([
      [mid.id, 1],
      [high.id, 2],
    ]);
    const moved = await api.put(`/v1/settings/commission-tiers/${high.id}`, { body: tier([0, 100], 3) });
    expect(moved.body.data.sort_order).to.equal(1);
    expect(await list()).to.deep.equal([
      [high.id, 1],
      [mid.id, 2],
    ]);
  });

  for (const [existing, attempt, overlaps] of OVERLAP_CASES) {
    const show = (r: Range) => `[${r[0]}, ${r[1] ?? '∞'})`;
    it(`${show(attempt)} ${overlaps ? 'overlaps' : 'does not overlap'} ${existing.map(show).join(' ')}`, async () => {
      for (const range of existing) await create(range);
      const r = await api.post('/v1/settings/commission-tiers', { body: tier(attempt) });
      if (overlaps) {
        expect(r.status).to.equal(422);
        expect(r.body.error.code).to.equal('VALIDATION_ERROR');
        expect(r.body.error.details).to.have.keys('min_amount', 'max_amount');
      } else {
        expect(r.status).to.equal(201);
      }
      const count = (await api.get('/v1/settings/commission-tiers')).body.data.business_tiers.length;
      expect(count).to.equal(existing.length + (overlaps ? 0 : 1));
    });
  }

  const INVALID: [Record<string, unknown>, string][] = [
    [{ rate: 5 }, 'min_amount'],
    [{ min_amount: -0.01, rate: 5 }, 'min_amount'],
    [{ min_amount: 1.234, rate: 5 }, 'min_amount'],
    [{ min_amount: 'abc', rate: 5 }, 'min_amount'],
    [{ min_amount: null, rate: 5 }, 'min_amount'],
    [{ min_amount: 0 }, 'rate'],
    [{ min_amount: 0, rate: 100.01 }, 'rate'],
    [{ min_amount: 0, rate: -1 }, 'rate'],
    [{ min_amount: 0, rate: 5.555 }, 'rate'],
    [{ min_amount: 0, rate: null }, 'rate'],
    [{ min_amount: 0, max_amount: 'x', rate: 5 }, 'max_amount'],
    [{ min_amount: 0, max_amount: -5, rate: 5 }, 'max_amount'],
    [{ min_amount: 0, max_amount: 0.001, rate: 5 }, 'max_amount'],
    [{ min_amount: 100, max_amount: 100, rate: 5 }, 'max_amount'],
    [{ min_amount: 100, max_amount: 99.99, rate: 5 }, 'max_amount'],
  ];

  it('422 for each invalid field on create and on update, and nothing is written', async () => {
    const existing = await create([1000, 2000], 4);
    for (const [body, field] of INVALID) {
      const c = await api.post('/v1/settings/commission-tiers', { body });
      expect(c.status, JSON.stringify(body)).to.equal(422);
      expect(c.body.error.code).to.equal('VALIDATION_ERROR');
      expect(c.body.error.details, JSON.stringify(body)).to.have.keys(field);
      const u = await api.put(`/v1/settings/commission-tiers/${existing.id}`, { body });
      expect(u.status, JSON.stringify(body)).to.equal(422);
      expect(u.body.error.details).to.have.keys(field);
    }
    const missing = await api.post('/v1/settings/commission-tiers', { body: {} });
    expect(missing.body.error.details).to.have.keys('min_amount', 'rate');
    expect((await api.get('/v1/settings/commission-tiers')).body.data.business_tiers).to.deep.equal([
      existing,
    ]);
  });

  it('max not above min is named in the same 422 as every other bad field', async () => {
    const existing = await create([1000, 2000], 4);
    const body = { min_amount: 500, max_amount: 500, rate: 101 };
    for (const r of [
      await api.post('/v1/settings/commission-tiers', { body }),
      await api.put(`/v1/settings/commission-tiers/${existing.id}`, { body }),
    ]) {
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('max_amount', 'rate');
      expect(r.body.error.details.max_amount).to.deep.equal([
        'max_amount must be greater than min_amount, or null for unlimited',
      ]);
    }
  });

  it('rates 0 and 100 and min 0 are accepted', async () => {
    expect((await create([0, 10], 0)).rate).to.equal('0.00');
    expect((await create([10, null], 100)).rate).to.equal('100.00');
  });

  it('PUT replaces a tier; its own old range never counts as an overlap', async () => {
    const t = await create([100, 500], 5);
    await create([500, 1000], 6);
    const r = await api.put(`/v1/settings/commission-tiers/${t.id}`, { body: tier([50, 450], 8.5) });
    expect(r.status).to.equal(200);
    expect(r.body.data).to.deep.equal({
      id: t.id,
      sort_order: 1,
      min_amount: '50.00',
      max_amount: '450.00',
      rate: '8.50',
    });
    const clash = await api.put(`/v1/settings/commission-tiers/${t.id}`, { body: tier([400, 600]) });
    expect(clash.status).to.equal(422);
    expect(clash.body.error.code).to.equal('VALIDATION_ERROR');
    const touch = await api.put(`/v1/settings/commission-tiers/${t.id}`, { body: tier([0, 500]) });
    expect(touch.status).to.equal(200);
    expect(touch.body.data).to.include({ min_amount: '0.00', max_amount: '500.00' });
  });

  it("404 for an unknown tier or another business's, which stays unchanged", async () => {
    const mine = await create([0, 100]);
    const other = client(url, (await newBusiness()).token);
    const theirs = (await other.post('/v1/settings/commission-tiers', { body: tier([0, null], 9) })).body
      .data;
    for (const id of [theirs.id, mine.id + 1_000_000]) {
      const put = await api.put(`/v1/settings/commission-tiers/${id}`, { body: tier([200, 300]) });
      expect(put.status).to.equal(404);
      expect(put.body.error.code).to.equal('NOT_FOUND');
      const del = await api.delete(`/v1/settings/commission-tiers/${id}`);
      expect(del.status).to.equal(404);
      expect(del.body.error.code).to.equal('NOT_FOUND');
    }
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expect((await api.put(`/v1/settings/commission-tiers/${bad}`, { body: tier([0, 1]) })).status).to.equal(
        404,
      );
      expect((await api.delete(`/v1/settings/commission-tiers/${bad}`)).status).to.equal(404);
    }
    expect((await other.get('/v1/settings/commission-tiers')).body.data.business_tiers).to.deep.equal([
      theirs,
    ]);
    expect((await api.get('/v1/settings/commission-tiers')).body.data.business_tiers).to.deep.equal([mine]);
  });

  it("overlap is checked within the business only: another business's tiers do not count", async () => {
    const other = client(url, (await newBusiness()).token);
    expect((await other.post('/v1/settings/commission-tiers', { body: tier([0, null]) })).status).to.equal(
      201,
    );
    await create([0, null]);
  });

  it('DELETE answers 204 with an empty body, then 404', async () => {
    const t = await create([0, 100]);
    const r = await api.delete(`/v1/settings/commission-tiers/${t.id}`);
    expect(r.status).to.equal(204);
    expect(r.text).to.equal('');
    expect((await api.delete(`/v1/settings/commission-tiers/${t.id}`)).status).to.equal(404);
    const list = (await api.get('/v1/settings/commission-tiers')).body.data;
    expect(list).to.include({ using_custom: false });
    expect(list.business_tiers).to.deep.equal([]);
  });

  it("reset removes every custom tier (200, message only) and no other business's", async () => {
    await create([0, 100]);
    await create([100, null]);
    const other = client(url, (await newBusiness()).token);
    await other.post('/v1/settings/commission-tiers', { body: tier([0, null]) });
    const r = await api.post('/v1/settings/commission-tiers/reset');
    expect(r.status).to.equal(200);
    expect(r.body).to.have.keys('success', 'message');
    expect(r.body.success).to.equal(true);
    const list = (await api.get('/v1/settings/commission-tiers')).body.data;
    expect(list.using_custom).to.equal(false);
    expect(list.business_tiers).to.deep.equal([]);
    expect((await other.get('/v1/settings/commission-tiers')).body.data.business_tiers).to.have.length(1);
    expect((await api.post('/v1/settings/commission-tiers/reset')).status).to.equal(200);
  });

  it('racing overlapping creates: exactly one succeeds', async () => {
    // Every pair of [10i, 10i + 100) for i = 0..9 overlaps.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post('/v1/settings/commission-tiers', { body: tier([i * 10, i * 10 + 100]) }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).to.deep.equal([201, ...Array(9).fill(422)]);
    expect((await api.get('/v1/settings/commission-tiers')).body.data.business_tiers).to.have.length(1);
  });

  it('racing updates that would overlap each other: exactly one succeeds', async () => {
    const a = await create([0, 10]);
    const b = await create([1000, 1010]);
    const [ra, rb] = await Promise.all([
      api.put(`/v1/settings/commission-tiers/${a.id}`, { body: tier([100, 300]) }),
      api.put(`/v1/settings/commission-tiers/${b.id}`, { body: tier([200, 400]) }),
    ]);
    expect([ra.status, rb.status].sort()).to.deep.equal([200, 422]);
  });
});
