import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { buildExport, purgeExports } from '../../api/features/exports/export-build';
import { QUEUE_NAMES } from '../../api/queues';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { EXPORT_COLUMNS } from '../../api/features/affiliates/affiliates.export';
import { newAffiliate, newBusiness, newLink, type TestBusiness, tokenWithScopes } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { seedConversions } from '../helpers/reports';

describe('asynchronous exports', function () {
  this.timeout(60_000);
  let deps: Deps;
  let biz: TestBusiness;
  let api: Client;
  let url: string;
  const clock = new ManualClock(new Date('2026-06-10T09:00:00.000Z'));

  /** What the exports worker does for a queued job. */
  const run = async (b: TestBusiness, id: number, d: Deps = deps) =>
    buildExport({ ...d, clock }, { task: 'build', businessId: b.id, exportId: id });

  const download = async (token: string, id: number) => {
    const res = await fetch(`${url}/v1/exports/${id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  before(async () => {
    deps = await sharedDeps();
    biz = await newBusiness();
    ({ url } = await startServer({ clock }));
    api = client(url, biz.token);
    const a = await newAffiliate(biz.id, { approved: true, name: '=Formula Fan' }, deps);
    const b = await newAffiliate(biz.id, { approved: true, name: 'Plain Pat', status: 'suspended' }, deps);
    await newLink(biz.id, a.id, { campaign: 'launch' }, deps);
    await seedConversions(
      deps,
      biz.id,
      Array.from({ length: 250 }, (_, i) => ({
        affiliateId: i % 2 ? a.id : b.id,
        linkId: null,
        commission: `${(i % 50) + 1}.25`,
        status: i % 3 ? ('approved' as const) : ('pending' as const),
        convertedAt: `2026-05-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000000Z`,
        customerName: `Customer ${i}`,
      })),
    );
  });

  it('runs a report export from queued to done with progress and rows, then downloads the same CSV as the report export', async () => {
    const r = await api.post('/v1/exports', {
      body: { type: 'report', params: { from: '2026-05-01', to: '2026-05-31' } },
    });
    expect(r.status, r.text).to.equal(202);
    const id = r.body.data.id;
    expect(r.body.data).to.deep.equal({ id });
    const queued = await api.get(`/v1/exports/${id}`);
    expect(queued.body.data).to.include({
      id,
      type: 'report',
      format: 'csv',
      status: 'queued',
      progress: 0,
      rows: 0,
    });
    const job = await deps.queues.get(QUEUE_NAMES.exports).getJob(`export-${id}`);
    expect(job?.data).to.deep.equal({ task: 'build', businessId: biz.id, exportId: id });
    expect((await download(biz.token, id)).status).to.equal(404);

    const built = await run(biz, id);
    const done = await api.get(`/v1/exports/${id}`);
    expect(done.body.data).to.include({ status: 'done', progress: 100, rows: built!.rows });
    expect(done.body.data.expires_at).to.equal(
      new Date(Date.parse(done.body.data.created_at) + 86_400_000).toISOString().replace('Z', '000Z'),
    );
    const file = await download(biz.token, id);
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.match(/^text\/csv/);
    expect(file.headers.get('content-disposition')).to.match(/^attachment; filename="report-.*\.csv"$/);
    const direct = await api.get('/v1/reports/export?from=2026-05-01&to=2026-05-31');
    expect(file.body.toString('utf8')).to.equal(direct.text);
    const dataRows = direct.text.trimEnd().split('\n').length - 10; // 5 titles + 5 headers
    expect(built!.rows).to.equal(dataRows);
  });

  it('saves progress while rows are written', async () => {
    const r = await api.post('/v1/exports', { body: { type: 'orders', format: 'csv' } });
    const seen: number[] = [];
    const exportsRepo = deps.db.exports;
    const spy = Object.create(exportsRepo, {
      progress: {
        value: async (b: number, id: number, pct: number, rows: number, now: string) => {
          seen.push(pct);
          return exportsRepo.progress(b, id, pct, rows, now);
        },
      },
    });
    const db = Object.create(deps.db, { exports: { value: spy } });
    await run(biz, r.body.data.id, { ...deps, db });
    expect(seen.length).to.be.greaterThan(10);
    expect(seen).to.deep.equal([...seen].sort((x, y) => x - y));
    expect(Math.max(...seen)).to.be.at.most(99);
    expect((await api.get(`/v1/exports/${r.body.data.id}`)).body.data).to.include({
      status: 'done',
      progress: 100,
      rows: 250,
    });
  });

  it('exports orders with the spec columns and filters', async () => {
    const r = await api.post('/v1/exports', {
      body: {
        type: 'orders',
        params: { status: 'pending', from: '2026-05-01', to: '2026-05-10', search: 'ORD' },
      },
    });
    expect(r.status).to.equal(202);
    await run(biz, r.body.data.id);
    const text = (await download(biz.token, r.body.data.id)).body.toString('utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).to.equal(
      'ID,Order ID,Affiliate Name,Referral Code,Customer Name,Customer Email,Subtotal,Discount,Order Total,Commission Rate,Commission Amount,Currency,Status,Converted At (UTC)',
    );
    const expected = await deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM conversions WHERE business_id = $1 AND status = 'pending'
         AND converted_at >= '2026-05-01' AND converted_at < '2026-05-11'`,
      [biz.id],
    );
    expect(lines.length - 1).to.equal(expected.n);
    expect(lines.slice(1).every((l) => /,pending,2026-05-(0\d|10) 10:00:00$/.test(l))).to.equal(true);
    // Formula-looking text is neutralised (a leading quote), so a spreadsheet shows it as text.
    expect(text).to.include(",'=Formula Fan,");
  });

  it('exports affiliates with the spec columns, as xlsx too', async () => {
    const r = await api.post('/v1/exports', {
      body: { type: 'affiliates', format: 'xlsx', params: { status: 'suspended' } },
    });
    await run(biz, r.body.data.id);
    const file = await download(biz.token, r.body.data.id);
    expect(file.headers.get('content-disposition')).to.match(/^attachment; filename="affiliates-.*\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).to.deep.equal(EXPORT_COLUMNS);
    expect(sheet.rowCount).to.equal(2);
    expect(sheet.getRow(2).getCell(2).value).to.equal('Plain Pat');
    expect(sheet.getRow(2).getCell(7).value).to.equal('suspended');
  });

  it('an affiliates export takes ids, sort and direction as GET /v1/affiliates/export does, with the same rows', async () => {
    // Its own token: the exports budget (30 a minute) is per token.
    const token = await tokenWithScopes(biz.id, ['affiliates:read']);
    const api = client(url, token);
    const listed = (await api.get('/v1/affiliates')).body.data.items as { id: number }[];
    expect(listed.length).to.be.greaterThan(1);
    const one = String(listed[listed.length - 1].id);
    const selections: Record<string, string>[] = [
      { ids: one },
      { sort: 'referral_code', direction: 'asc' },
      { status: 'active', search: 'fan' },
    ];
    for (const params of selections) {
      const r = await api.post('/v1/exports', { body: { type: 'affiliates', params } });
      expect(r.status).to.equal(202);
      await run(biz, r.body.data.id);
      expect((await api.get(`/v1/exports/${r.body.data.id}`)).body.data).to.include({ status: 'done' });
      const file = (await download(token, r.body.data.id)).body.toString('utf8');
      const sync = await api.get(`/v1/affiliates/export?${new URLSearchParams(params)}`);
      expect(file, JSON.stringify(params)).to.equal(sync.text);
    }
    const byIds = (await api.post('/v1/exports', { body: { type: 'affiliates', params: { ids: one } } })).body
      .data.id;
    await run(biz, byIds);
    expect((await api.get(`/v1/exports/${byIds}`)).body.data.rows).to.equal(1);
    const bad = await api.post('/v1/exports', {
      body: { type: 'affiliates', params: { ids: '1,x', sort: 'name' } },
    });
    expect(bad.status).to.equal(422);
    expect(bad.body.error.details).to.have.keys('params.ids', 'params.sort');
  });

  it('validates the body (422) and checks the scope of the type (403)', async () => {
    for (const [body, field] of [
      [{}, 'type'],
      [{ type: 'invoices' }, 'type'],
      [{ type: 'report', format: 'pdf' }, 'format'],
      [{ type: 'orders', params: { status: 'paid' } }, 'params.status'],
      [{ type: 'orders', params: { from: '2026-05-10', to: '2026-05-01' } }, 'params.to'],
      [{ type: 'report', params: { granularity: 'hourly' } }, 'params.granularity'],
      [{ type: 'affiliates', params: { status: 'gone' } }, 'params.status'],
      [{ type: 'orders', params: { affiliate_id: 987654321 } }, 'params.affiliate_id'],
      // A number sent as a string is a wrong type here too (docs/architecture.md, request validation), whatever the type's case.
      [{ type: 'orders', params: { affiliate_id: '1' } }, 'params.affiliate_id'],
      [{ type: 'Report', params: { limit: '5' } }, 'params.limit'],
    ] as const) {
      const r = await api.post('/v1/exports', { body });
      expect(r.status, JSON.stringify(body)).to.equal(422);
      expect(r.body.error.details, JSON.stringify(body)).to.have.property(field);
    }
    const ordersOnly = client(url, await tokenWithScopes(biz.id, ['orders:read']));
    const denied = await ordersOnly.post('/v1/exports', { body: { type: 'report' } });
    expect(denied.status).to.equal(403);
    expect(denied.body.error.code).to.equal('FORBIDDEN');
    expect((await ordersOnly.post('/v1/exports', { body: { type: 'orders' } })).status).to.equal(202);
    const report = (await api.post('/v1/exports', { body: { type: 'report' } })).body.data.id;
    expect((await ordersOnly.get(`/v1/exports/${report}`)).status).to.equal(403);
    const none = client(url, await tokenWithScopes(biz.id, ['settings:read']));
    expect((await none.post('/v1/exports', { body: { type: 'orders' } })).status).to.equal(403);
    expect((await client(url).post('/v1/exports', { body: { type: 'orders' } })).status).to.equal(401);
  });

  it("answers 404 for another business's export, status and download", async () => {
    const r = await api.post('/v1/exports', { body: { type: 'affiliates' } });
    await run(biz, r.body.data.id);
    const other = await newBusiness();
    expect((await client(url, other.token).get(`/v1/exports/${r.body.data.id}`)).status).to.equal(404);
    expect((await download(other.token, r.body.data.id)).status).to.equal(404);
    expect((await download(biz.token, r.body.data.id)).status).to.equal(200);
    expect((await api.get('/v1/exports/987654321')).status).to.equal(404);
  });

  it('marks an export failed when it cannot be built on the last attempt', async () => {
    const r = await api.post('/v1/exports', { body: { type: 'report' } });
    const broken = {
      ...deps.ch,
      client: { query: () => Promise.reject(new Error('down')) },
    } as unknown as Deps['ch'];
    let threw = false;
    await buildExport(
      { ...deps, ch: broken, clock },
      { task: 'build', businessId: biz.id, exportId: r.body.data.id },
      false,
    ).catch(() => (threw = true));
    expect(threw).to.equal(true);
    expect((await api.get(`/v1/exports/${r.body.data.id}`)).body.data.status).to.equal('running');
    await run(biz, r.body.data.id, { ...deps, ch: broken }).catch(() => undefined);
    const failed = (await api.get(`/v1/exports/${r.body.data.id}`)).body.data;
    expect(failed).to.include({ status: 'failed', error: 'The export could not be built' });
    expect((await download(biz.token, r.body.data.id)).status).to.equal(404);
    // A later retry that succeeds still finishes it.
    await run(biz, r.body.data.id);
    expect((await api.get(`/v1/exports/${r.body.data.id}`)).body.data.status).to.equal('done');
  });

  it('marks an export failed when its folder cannot be made', async () => {
    const b = await newBusiness();
    const c = client(url, b.token);
    const id = (await c.post('/v1/exports', { body: { type: 'affiliates' } })).body.data.id;
    // A file where the business's folder should be: mkdir fails as on a read-only or full disk.
    fs.mkdirSync(deps.config.exportDir, { recursive: true });
    const blocker = path.join(deps.config.exportDir, String(b.id));
    fs.writeFileSync(blocker, '');
    try {
      await run(b, id).catch(() => undefined);
      expect((await c.get(`/v1/exports/${id}`)).body.data).to.include({
        status: 'failed',
        error: 'The export could not be built',
      });
    } finally {
      fs.rmSync(blocker, { force: true });
    }
  });

  it('removes exports and their files 24 hours after they were requested', async () => {
    const b = await newBusiness();
    const c = client(url, b.token);
    clock.set('2026-06-11T09:00:00.000Z');
    const old = (await c.post('/v1/exports', { body: { type: 'affiliates' } })).body.data.id;
    await run(b, old);
    clock.set('2026-06-11T20:00:00.000Z');
    const fresh = (await c.post('/v1/exports', { body: { type: 'affiliates' } })).body.data.id;
    await run(b, fresh);
    const file = (await deps.db.one('SELECT file_path FROM exports WHERE id = $1', [old]))
      .file_path as string;
    expect(fs.existsSync(file)).to.equal(true);

    clock.set('2026-06-12T08:59:59.000Z');
    await purgeExports({ ...deps, clock });
    expect((await c.get(`/v1/exports/${old}`)).status).to.equal(200);

    clock.set('2026-06-12T09:00:01.000Z');
    await purgeExports({ ...deps, clock });
    expect((await c.get(`/v1/exports/${old}`)).status).to.equal(404);
    expect((await download(b.token, old)).status).to.equal(404);
    expect(fs.existsSync(file)).to.equal(false);
    expect((await c.get(`/v1/exports/${fresh}`)).body.data.status).to.equal('done');
  });
});
