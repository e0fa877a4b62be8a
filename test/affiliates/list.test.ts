import { expect } from 'chai';
import { startServer } from '../helpers/context';
import { type AffiliateOptions, newAffiliates, newBusinessClient, uniq } from '../helpers/fixtures';
import type { Client } from '../helpers/http';

describe('affiliates: list and business stats', function () {
  this.timeout(60_000);
  let url: string;
  before(async () => {
    ({ url } = await startServer());
  });

  const fresh = () => newBusinessClient(url);

  describe('paging', () => {
    let api: Client;
    let ids: number[];
    before(async () => {
      const f = await fresh();
      api = f.api;
      // Distinct creation times, oldest first, so the default order (created_at desc) is known.
      ids = await newAffiliates(
        f.businessId,
        Array.from({ length: 27 }, (_, i) => ({
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        })),
      );
      await newAffiliates(f.businessId, [{ deleted: true, createdAt: '2027-01-01T00:00:00Z' }]);
    });

    it('defaults: page 1, per_page 25, newest first, meta arithmetic over live rows', async () => {
      const r = await api.get('/v1/affiliates');
      expect(r.status).to.equal(200);
      expect(r.body.data).to.have.keys('items', 'meta');
      expect(r.body.data.meta).to.deep.equal({ current_page: 1, per_page: 25, total: 27, last_page: 2 });
      expect(r.body.data.items.map((a: any) => a.id)).to.deep.equal([...ids].reverse().slice(0, 25));
      expect(r.body.data.items[0]).not.to.have.property('referral_links_count');
      expect(r.body.data.items[0]).to.have.property('affiliate_user');
    });

    it('the last page holds the remainder, and a page past the end is empty with the same meta', async () => {
      const p2 = await api.get('/v1/affiliates?page=2');
      expect(p2.body.data.items.map((a: any) => a.id)).to.deep.equal([ids[1], ids[0]]);
      expect(p2.body.data.meta).to.deep.equal({ current_page: 2, per_page: 25, total: 27, last_page: 2 });
      const p9 = await api.get('/v1/affiliates?page=9&per_page=10');
      expect(p9.status).to.equal(200);
      expect(p9.body.data.items).to.deep.equal([]);
      expect(p9.body.data.meta).to.deep.equal({ current_page: 9, per_page: 10, total: 27, last_page: 3 });
    });

    it('per_page up to 100; pages tile the list exactly', async () => {
      const all = await api.get('/v1/affiliates?per_page=100');
      expect(all.body.data.items).to.have.length(27);
      expect(all.body.data.meta.last_page).to.equal(1);
      const seen: number[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const r = await api.get(`/v1/affiliates?per_page=5&page=${page}`);
        expect(r.body.data.meta.last_page).to.equal(6);
        seen.push(...r.body.data.items.map((a: any) => a.id));
      }
      expect(seen).to.deep.equal(all.body.data.items.map((a: any) => a.id));
    });

    for (const [field, q] of [
      ['per_page', 'per_page=101'],
      ['per_page', 'per_page=0'],
      ['page', 'page=0'],
      ['page', 'page=abc'],
      ['status', 'status=deleted'],
      ['sort', 'sort=name'],
      ['direction', 'direction=up'],
      ['search', `search=${'x'.repeat(256)}`],
    ] as const) {
      it(`422 details.${field} for ?${q.slice(0, 30)}`, async () => {
        const r = await api.get(`/v1/affiliates?${q}`);
        expect(r.status).to.equal(422);
        expect(r.body.error.code).to.equal('VALIDATION_ERROR');
        expect(r.body.error.details).to.have.keys(field);
      });
    }
  });

  describe('sort and direction', () => {
    let api: Client;
    let rows: (AffiliateOptions & { id: number })[];
    before(async () => {
      const f = await fresh();
      api = f.api;
      const specs: AffiliateOptions[] = [
        {
          referralCode: 'bravo',
          status: 'suspended',
          commissionRate: '5.00',
          createdAt: '2026-01-03T00:00:00Z',
        },
        {
          referralCode: 'Alpha',
          status: 'active',
          commissionRate: null,
          createdAt: '2026-01-01T00:00:00Z',
        },
        {
          referralCode: 'CHARLIE',
          status: 'pending',
          commissionRate: '20.00',
          createdAt: '2026-01-02T00:00:00Z',
        },
        {
          referralCode: 'delta',
          status: 'active',
          commissionRate: '5.00',
          createdAt: '2026-01-02T00:00:00Z',
        },
        {
          referralCode: 'Echo',
          status: 'terminated',
          commissionRate: '100.00',
          createdAt: '2026-01-05T00:00:00Z',
        },
        {
          referralCode: 'foxtrot',
          status: 'active',
          commissionRate: null,
          createdAt: '2026-01-04T00:00:00Z',
        },
      ];
      const ids = await newAffiliates(f.businessId, specs);
      rows = specs.map((s, i) => ({ ...s, id: ids[i] }));
    });

    type Row = (typeof rows)[number];
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    // Expected orders written independently of the SQL: ties by id in the same direction;
    // null rates sort as PostgreSQL does (last ascending, first descending).
    const keys: Record<string, (r: Row) => string | number> = {
      created_at: (r) => Date.parse(r.createdAt!),
      referral_code: (r) => r.referralCode!.toLowerCase(),
      status: (r) => r.status!,
      commission_rate: (r) =>
        r.commissionRate === null ? Number.POSITIVE_INFINITY : Number(r.commissionRate),
    };

    for (const sort of Object.keys(keys)) {
      for (const direction of ['asc', 'desc'] as const) {
        it(`sort=${sort}&direction=${direction}`, async () => {
          const r = await api.get(`/v1/affiliates?sort=${sort}&direction=${direction}`);
          expect(r.status).to.equal(200);
          const sign = direction === 'asc' ? 1 : -1;
          const expected = [...rows]
            .sort((a, b) => sign * (cmp(keys[sort](a), keys[sort](b)) || cmp(a.id, b.id)))
            .map((x) => x.id);
          expect(r.body.data.items.map((a: any) => a.id)).to.deep.equal(expected);
        });
      }
    }

    it('direction defaults to desc and is case-insensitive', async () => {
      const byDefault = await api.get('/v1/affiliates?sort=referral_code');
      const desc = await api.get('/v1/affiliates?sort=referral_code&direction=DESC');
      expect(byDefault.body.data.items.map((a: any) => a.referral_code)).to.deep.equal([
        'foxtrot',
        'Echo',
        'delta',
        'CHARLIE',
        'bravo',
        'Alpha',
      ]);
      expect(desc.body.data.items).to.deep.equal(byDefault.body.data.items);
    });
  });

  describe('filters', () => {
    let api: Client;
    let ids: number[];
    const tag = uniq('');
    before(async () => {
      const f = await fresh();
      api = f.api;
      ids = await newAffiliates(f.businessId, [
        {
          name: 'Grace Hopper',
          email: `grace.${tag}@example.com`,
          referralCode: 'NAVY01',
          status: 'active',
        },
        { name: 'Alan Turing', email: `alan.${tag}@example.com`, referralCode: 'ENIGMA', status: 'pending' },
        { name: '100% Real', email: `pct.${tag}@example.com`, referralCode: 'PERCENT', status: 'active' },
        { name: 'Under_Score', email: `us.${tag}@example.com`, referralCode: 'USCORE', status: 'suspended' },
        { name: 'Gone Grace', email: `gone.${tag}@example.com`, referralCode: 'GONE01', deleted: true },
        // "ris" matches the pattern r_s unless the underscore is escaped.
        {
          name: 'Boris Becker',
          email: `boris.${tag}@example.com`,
          referralCode: 'TENNIS',
          status: 'terminated',
        },
      ]);
    });
    const idsOf = (r: any) => r.body.data.items.map((a: any) => a.id).sort((a: number, b: number) => a - b);

    it('status filters', async () => {
      expect(idsOf(await api.get('/v1/affiliates?status=active'))).to.deep.equal([ids[0], ids[2]]);
      expect(idsOf(await api.get('/v1/affiliates?status=pending'))).to.deep.equal([ids[1]]);
      expect(idsOf(await api.get('/v1/affiliates?status=terminated'))).to.deep.equal([ids[5]]);
    });

    it('search matches name, email or referral code, case-insensitively, never deleted rows', async () => {
      expect(idsOf(await api.get('/v1/affiliates?search=grace'))).to.deep.equal([ids[0]]);
      expect(idsOf(await api.get(`/v1/affiliates?search=ALAN.${tag}`))).to.deep.equal([ids[1]]);
      expect(idsOf(await api.get('/v1/affiliates?search=enig'))).to.deep.equal([ids[1]]);
      const r = await api.get('/v1/affiliates?search=navy&status=active');
      expect(idsOf(r)).to.deep.equal([ids[0]]);
      expect(r.body.data.meta.total).to.equal(1);
      expect(idsOf(await api.get('/v1/affiliates?search=navy&status=pending'))).to.deep.equal([]);
    });

    it('search treats % and _ literally', async () => {
      expect(idsOf(await api.get('/v1/affiliates?search=%25'))).to.deep.equal([ids[2]]);
      expect(idsOf(await api.get('/v1/affiliates?search=r_s'))).to.deep.equal([ids[3]]);
      expect(idsOf(await api.get('/v1/affiliates?search=0%25%20r'))).to.deep.equal([ids[2]]);
    });

    it('an empty search is no filter', async () => {
      expect(idsOf(await api.get('/v1/affiliates?search='))).to.have.length(5);
    });
  });

  describe('GET /v1/affiliates/stats', () => {
    it('counts live affiliates per status; total is the sum; soft-deleted excluded', async () => {
      const { api, businessId } = await fresh();
      expect((await api.get('/v1/affiliates/stats')).body.data).to.deep.equal({
        total: 0,
        active: 0,
        pending: 0,
        suspended: 0,
        terminated: 0,
      });
      await newAffiliates(businessId, [
        { status: 'active' },
        { status: 'active' },
        { status: 'pending' },
        { status: 'suspended' },
        { status: 'terminated' },
        { status: 'terminated' },
        { status: 'terminated' },
        { status: 'active', deleted: true },
        { status: 'pending', deleted: true },
      ]);
      const r = await api.get('/v1/affiliates/stats');
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ total: 7, active: 2, pending: 1, suspended: 1, terminated: 3 });
    });

    it('deleting through the API drops the affiliate from stats, list and totals', async () => {
      const { api, businessId } = await fresh();
      const [a, b] = await newAffiliates(businessId, [{ status: 'active' }, { status: 'pending' }]);
      expect((await api.delete(`/v1/affiliates/${a}`)).status).to.equal(204);
      expect((await api.get('/v1/affiliates/stats')).body.data).to.deep.equal({
        total: 1,
        active: 0,
        pending: 1,
        suspended: 0,
        terminated: 0,
      });
      const list = await api.get('/v1/affiliates');
      expect(list.body.data.items.map((x: any) => x.id)).to.deep.equal([b]);
      expect(list.body.data.meta.total).to.equal(1);
    });
  });
});
