import http from 'node:http';
import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { parseString } from 'fast-csv';
import { ManualClock } from '../../api/clock';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, type TestAffiliate, type TestBusiness } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { ORDER_EXPORT_COLUMNS } from '../../api/features/orders/orders-export';
import { insertConversion } from '../helpers/orders';

function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false })
      .on('error', reject)
      .on('data', (r: string[]) => rows.push(r))
      .on('end', () => resolve(rows));
  });
}

describe('orders: export', () => {
  let url: string;
  let biz: TestBusiness;
  let api: Client;
  let aff: TestAffiliate;
  let foreignAff: TestAffiliate;
  const ids: Record<string, number> = {};

  before(async () => {
    const clock = new ManualClock(new Date('2026-11-22T07:45:01.250Z'));
    ({ url } = await startServer({ clock }));
    biz = await newBusiness();
    const other = await newBusiness();
    api = client(url, biz.token);
    aff = await newAffiliate(biz.id, { name: 'Dana "D" Díaz, Jr.' });
    foreignAff = await newAffiliate(other.id);
    ids.a = (
      await insertConversion(biz.id, {
        order_id: 'A-100',
        affiliate_id: aff.id,
        customer_name: 'Erin',
        customer_email: 'erin@example.com',
        subtotal: '110.00',
        discount_applied: '10.00',
        order_total: '100.00',
        commission_rate: '12.50',
        commission_amount: '12.50',
        currency: 'EUR',
        status: 'approved',
        converted_at: '2026-03-01T10:00:00.987654Z',
      })
    ).id;
    ids.b = (
      await insertConversion(biz.id, {
        order_id: 'B-200',
        order_total: '5.00',
        commission_amount: '0.00',
        commission_rate: '0.00',
        converted_at: '2026-03-02T23:59:59.999999Z',
      })
    ).id;
    // Cells a spreadsheet would run as formulas.
    ids.f = (
      await insertConversion(biz.id, {
        order_id: '=HYPERLINK("http://evil.example","x")',
        affiliate_id: aff.id,
        customer_name: '+SUM(A1:A9)',
        customer_email: '@evil.example',
        converted_at: '2026-02-27T08:00:00Z',
      })
    ).id;
    ids.t = (
      await insertConversion(biz.id, {
        order_id: '-1+1',
        customer_name: '\tTabbed',
        customer_email: '\rreturn@example.com',
        converted_at: '2026-02-26T08:00:00Z',
      })
    ).id;
    await insertConversion(other.id, {
      order_id: 'A-100-foreign',
      affiliate_id: foreignAff.id,
      converted_at: '2026-03-01T12:00:00Z',
    });
  });

  it('CSV: the spec’s columns in order, newest first, timestamps as YYYY-MM-DD HH:MM:SS, a timestamped attachment', async () => {
    const r = await api.get('/v1/orders/export');
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.match(/^text\/csv/);
    expect(r.headers.get('content-disposition')).to.equal(
      'attachment; filename="orders-2026-11-22-074501.csv"',
    );
    expect(r.headers.get('x-ratelimit-limit')).to.equal('30');
    const rows = await parseCsv(r.text);
    expect(rows[0]).to.deep.equal(ORDER_EXPORT_COLUMNS);
    expect(rows.slice(1).map((x) => Number(x[0]))).to.deep.equal([ids.b, ids.a, ids.f, ids.t]);
    expect(rows[2]).to.deep.equal([
      String(ids.a),
      'A-100',
      'Dana "D" Díaz, Jr.',
      aff.referralCode,
      'Erin',
      'erin@example.com',
      '110.00',
      '10.00',
      '100.00',
      '12.50',
      '12.50',
      'EUR',
      'approved',
      '2026-03-01 10:00:00',
    ]);
    // A direct conversion: empty affiliate and customer cells.
    expect(rows[1]).to.deep.equal([
      String(ids.b),
      'B-200',
      '',
      '',
      '',
      '',
      '5.00',
      '0.00',
      '5.00',
      '0.00',
      '0.00',
      'USD',
      'pending',
      '2026-03-02 23:59:59',
    ]);
  });

  it('CSV: cells starting with = + - @ tab or CR are prefixed with a quote; headers are not', async () => {
    const rows = await parseCsv((await api.get('/v1/orders/export')).text);
    const f = rows.find((x) => Number(x[0]) === ids.f)!;
    expect(f.slice(1, 6)).to.deep.equal([
      `'=HYPERLINK("http://evil.example","x")`,
      'Dana "D" Díaz, Jr.',
      aff.referralCode,
      `'+SUM(A1:A9)`,
      `'@evil.example`,
    ]);
    const t = rows.find((x) => Number(x[0]) === ids.t)!;
    expect(t.slice(1, 6)).to.deep.equal([`'-1+1`, '', '', `'\tTabbed`, `'\rreturn@example.com`]);
    expect(rows[0][0]).to.equal('ID');
  });

  it('CSV: takes the list’s filters (status, affiliate_id, search, from, to)', async () => {
    const orderIds = async (q: string) =>
      (await parseCsv((await api.get(`/v1/orders/export?${q}`)).text)).slice(1).map((x) => Number(x[0]));
    expect(await orderIds('status=approved')).to.deep.equal([ids.a]);
    expect(await orderIds(`affiliate_id=${aff.id}`)).to.deep.equal([ids.a, ids.f]);
    expect(await orderIds('search=b-2')).to.deep.equal([ids.b]);
    expect(await orderIds('search=d%C3%ADaz')).to.deep.equal([ids.a, ids.f]);
    expect(await orderIds('from=2026-03-01&to=2026-03-02')).to.deep.equal([ids.b, ids.a]);
    const none = await parseCsv((await api.get('/v1/orders/export?status=cancelled')).text);
    expect(none).to.deep.equal([ORDER_EXPORT_COLUMNS]);
  });

  it('422 (JSON, not a file) for another business’s affiliate or to before from', async () => {
    const a = await api.get(`/v1/orders/export?affiliate_id=${foreignAff.id}`);
    expect(a.status).to.equal(422);
    expect(a.headers.get('content-disposition')).to.equal(null);
    expect(a.body.error.details).to.have.keys('affiliate_id');
    const d = await api.get('/v1/orders/export?from=2026-03-02&to=2026-03-01');
    expect(d.status).to.equal(422);
    expect(d.body.error.details).to.have.keys('to');
    expect((await api.get('/v1/orders/export?format=pdf')).status).to.equal(422);
  });

  it('format=xlsx is a real workbook with the same rows', async () => {
    const res = await fetch(`${url}/v1/orders/export?format=xlsx`, {
      headers: { authorization: `Bearer ${biz.token}` },
    });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).to.equal(
      'attachment; filename="orders-2026-11-22-074501.xlsx"',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = wb.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).to.deep.equal(ORDER_EXPORT_COLUMNS);
    expect(sheet.rowCount).to.equal(5);
    expect(values(3)).to.deep.equal([
      ids.a,
      'A-100',
      'Dana "D" Díaz, Jr.',
      aff.referralCode,
      'Erin',
      'erin@example.com',
      // Numbers, so a spreadsheet sums them; the CSV keeps the 2-decimal text.
      110,
      10,
      100,
      12.5,
      12.5,
      'EUR',
      'approved',
      '2026-03-01 10:00:00',
    ]);
    expect(values(4)[1]).to.equal(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('streams more rows than one cursor batch, all of them and only the business’s', async () => {
    const d = await deps();
    const big = await newBusiness();
    await d.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, converted_at)
       SELECT $1, 'BULK-' || g, 1, 1, timestamptz '2026-01-01' + g * interval '1 second'
       FROM generate_series(1, 2500) g`,
      [big.id],
    );
    await d.db.none('UPDATE conversions SET synced_version = version WHERE business_id = $1', [big.id]);
    const r = await client(url, big.token).get('/v1/orders/export');
    const rows = await parseCsv(r.text);
    expect(rows).to.have.length(2501);
    expect(rows[1][1]).to.equal('BULK-2500');
    expect(rows[2500][1]).to.equal('BULK-1');
    expect(new Set(rows.slice(1).map((x) => x[1])).size).to.equal(2500);
  });

  it('a client that goes away mid-download gives its database connection back', async () => {
    const d = await deps();
    const big = await newBusiness();
    // Enough rows (~10 MB of CSV) that the response cannot be buffered whole.
    await d.db.none(
      `INSERT INTO conversions (business_id, order_id, customer_name, subtotal, order_total, converted_at)
       SELECT $1, 'ABORT-' || g, md5(g::text) || md5(g::text), 1, 1, now() FROM generate_series(1, 100000) g`,
      [big.id],
    );
    await d.db.none('UPDATE conversions SET synced_version = version WHERE business_id = $1', [big.id]);
    // Download cursors come from the export pool.
    const busy = () => d.exportDb.$pool.totalCount - d.exportDb.$pool.idleCount;
    // node:http without an agent: one socket, gone when destroyed (fetch's pool would keep a
    // spare connection open and hold the test server's shutdown for a minute).
    const req = http.get(`${url}/v1/orders/export`, {
      agent: false,
      headers: { authorization: `Bearer ${big.token}` },
    });
    const res = await new Promise<http.IncomingMessage>((resolve) => req.once('response', resolve));
    expect(res.statusCode).to.equal(200);
    await new Promise((resolve) => res.once('data', resolve));
    res.pause();
    expect(busy()).to.equal(1);
    req.destroy();
    await waitFor(
      'the export connection to go back to the pool',
      async () => busy(),
      (n) => n === 0,
      5000,
    );
  });
});
