import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { parseString } from 'fast-csv';
import { EXPORT_COLUMNS } from '../../api/features/affiliates/affiliates.export';
import {
  manyAffiliates,
  newAffiliate,
  newAffiliates,
  newBusiness,
  newBusinessClient,
  type TestBusiness,
} from '../helpers/fixtures';
import type { Client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { deps, startServer } from '../helpers/context';

function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

describe('affiliates: export', function () {
  this.timeout(60_000);
  let url: string;
  let api: Client;
  let token: string;
  let businessId: number;
  before(async () => {
    ({ url } = await startServer());
  });
  beforeEach(async () => {
    let biz: TestBusiness;
    ({ biz, api, businessId } = await newBusinessClient(url));
    token = biz.token;
  });

  it('CSV: attachment with a dated name, the spec columns in order, values and CSV timestamps', async () => {
    const [id] = await newAffiliates(businessId, [
      {
        name: 'Plain Name',
        email: 'plain@example.com',
        phone: '555-0100',
        referralCode: 'PLAIN1',
        status: 'active',
        commissionRate: '12.50',
        notes: null,
        createdAt: '2026-04-05T06:07:08.123456Z',
      },
    ]);
    await api.post(`/v1/affiliates/${id}/suspend`, { body: {} });
    const r = await api.get('/v1/affiliates/export');
    expect(r.status).to.equal(200);
    expect(r.headers.get('content-type')).to.match(/^text\/csv/);
    expect(r.headers.get('content-disposition')).to.match(
      /^attachment; filename="affiliates-\d{4}-\d{2}-\d{2}-\d{6}\.csv"$/,
    );
    const rows = await parseCsv(r.text);
    expect(rows[0]).to.deep.equal(EXPORT_COLUMNS);
    expect(rows).to.have.length(2);
    const [row] = rows.slice(1);
    expect(row.slice(0, 8)).to.deep.equal([
      String(id),
      'Plain Name',
      'plain@example.com',
      '555-0100',
      'PLAIN1',
      '12.50',
      'suspended',
      '2026-04-05 06:07:08',
    ]);
    expect(row[8]).to.equal('');
    expect(row[9]).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row[10]).to.equal('');
    expect(row[11]).to.equal('');
  });

  it('escapes commas, quotes and newlines, and guards formula cells in data but not in the header', async () => {
    await newAffiliates(businessId, [
      {
        name: '=HYPERLINK("http://evil.example","x")',
        email: 'evil@example.com',
        phone: '+1 555 0100',
        notes: 'Line one, with comma\n"Quoted" line two\r\n-3 @home',
      },
    ]);
    const r = await api.get('/v1/affiliates/export');
    const text = r.text;
    // The header line is written as is.
    expect(text.split('\n')[0]).to.equal(EXPORT_COLUMNS.join(','));
    const rows = await parseCsv(text);
    expect(rows).to.have.length(2);
    const row = rows[1];
    expect(row[1]).to.equal(`'=HYPERLINK("http://evil.example","x")`);
    expect(row[3]).to.equal(`'+1 555 0100`);
    expect(row[11]).to.equal('Line one, with comma\n"Quoted" line two\r\n-3 @home');
    // Quotes inside a cell are doubled, and the cell is quoted.
    expect(text).to.include('"Line one, with comma\n""Quoted"" line two');
  });

  it('every live row, no pagination; status, search, sort and direction apply; deleted excluded', async () => {
    const ids = await newAffiliates(
      businessId,
      Array.from({ length: 130 }, (_, i) => ({
        referralCode: `CODE${String(i).padStart(3, '0')}`,
        status: i % 2 ? ('pending' as const) : ('active' as const),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      })),
    );
    await newAffiliates(businessId, [{ referralCode: 'DELETED', deleted: true }]);

    const all = await parseCsv((await api.get('/v1/affiliates/export')).text);
    expect(all.slice(1).map((r) => Number(r[0]))).to.deep.equal([...ids].reverse());

    const asc = await parseCsv(
      (await api.get('/v1/affiliates/export?sort=referral_code&direction=asc')).text,
    );
    expect(asc.slice(1).map((r) => Number(r[0]))).to.deep.equal(ids);

    const pending = await parseCsv((await api.get('/v1/affiliates/export?status=pending')).text);
    expect(pending).to.have.length(66);
    expect(pending.slice(1).every((r) => r[6] === 'pending')).to.equal(true);

    const search = await parseCsv((await api.get('/v1/affiliates/export?search=code12')).text);
    expect(search.slice(1).map((r) => r[4])).to.deep.equal([
      'CODE129',
      'CODE128',
      'CODE127',
      'CODE126',
      'CODE125',
      'CODE124',
      'CODE123',
      'CODE122',
      'CODE121',
      'CODE120',
    ]);
  });

  it('ids override status and search; ids of other businesses or deleted rows are not exported', async () => {
    const [a, b, c, gone] = await newAffiliates(businessId, [
      { status: 'active', referralCode: 'AAA111' },
      { status: 'pending', referralCode: 'BBB222' },
      { status: 'terminated', referralCode: 'CCC333' },
      { status: 'active', deleted: true },
    ]);
    const other = await newBusiness();
    const { id: foreign } = await newAffiliate(other.id, { status: 'active' });
    const r = await api.get(
      `/v1/affiliates/export?ids=${a},${b},${gone},${foreign}&status=terminated&search=CCC&sort=referral_code&direction=asc`,
    );
    expect(r.status).to.equal(200);
    const rows = await parseCsv(r.text);
    expect(rows.slice(1).map((x) => Number(x[0]))).to.deep.equal([a, b]);
    // Without ids the filters do apply.
    const filtered = await parseCsv(
      (await api.get('/v1/affiliates/export?status=terminated&search=CCC')).text,
    );
    expect(filtered.slice(1).map((x) => Number(x[0]))).to.deep.equal([c]);
  });

  it('an empty result is the header row alone', async () => {
    const rows = await parseCsv((await api.get('/v1/affiliates/export?status=terminated')).text);
    expect(rows).to.deep.equal([EXPORT_COLUMNS]);
  });

  it('format=xlsx is a real workbook with the same columns, rows and escaping', async () => {
    const [id] = await newAffiliates(businessId, [
      {
        name: '@SUM(A1:A2)',
        email: 'x@example.com',
        referralCode: 'XLSX01',
        commissionRate: '7.25',
        notes: 'multi\nline, "quoted"',
        createdAt: '2026-05-06T07:08:09Z',
      },
    ]);
    const res = await fetch(`${url}/v1/affiliates/export?format=xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).to.match(
      /filename="affiliates-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx"$/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).to.deep.equal(EXPORT_COLUMNS);
    const row = values(2);
    expect(row[0]).to.equal(id);
    expect(row[1]).to.equal("'@SUM(A1:A2)");
    expect(row[4]).to.equal('XLSX01');
    expect(row[5]).to.equal(7.25);
    expect(row[7]).to.equal('2026-05-06 07:08:09');
    expect(row[11]).to.equal('multi\nline, "quoted"');
    expect(sheet.rowCount).to.equal(2);
  });

  for (const format of ['csv', 'xlsx']) {
    it(`${format}: a client that goes away mid-export frees the database connection`, async () => {
      await manyAffiliates(businessId, 30_000);
      // Download cursors come from the export pool.
      const pool = (await deps()).exportDb.$pool;
      const controller = new AbortController();
      const res = await fetch(`${url}/v1/affiliates/export?format=${format}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      await reader.read();
      expect(pool.totalCount - pool.idleCount).to.be.at.least(1);
      controller.abort();
      await reader.cancel().catch(() => undefined);
      // The cursor's connection goes back to the pool once the server notices.
      await waitFor(
        "the export cursor's connection to go back to the pool",
        async () => pool.totalCount - pool.idleCount,
        (n) => n === 0,
      );
    });
  }

  for (const [field, q] of [
    ['ids', 'ids=1,x'],
    ['ids', 'ids=0'],
    ['format', 'format=pdf'],
    ['status', 'status=gone'],
    ['sort', 'sort=email'],
    ['direction', 'direction=sideways'],
    ['search', `search=${'s'.repeat(256)}`],
  ] as const) {
    it(`422 details.${field} for ?${q.slice(0, 30)}`, async () => {
      const r = await api.get(`/v1/affiliates/export?${q}`);
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys(field);
    });
  }
});
