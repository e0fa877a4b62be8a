import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { AnalystConfig } from '../../api/config';
import type { Deps } from '../../api/deps';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait';
import { analyticsApi, seedProgram } from '../helpers/analytics';

/**
 * ClickHouse's HTTP interface for analysts (docs/clickhouse.md, "Analysts"), through the
 * official client and plain HTTP, against the embedded engine the service itself runs on.
 */

const PASSWORD = 'analyst-secret-0123';
const TODAY = '2026-06-30';

async function analystServer(analyst: Partial<AnalystConfig> = {}, d?: Partial<Deps>) {
  const base = await sharedDeps();
  return startServer({
    ...d,
    config: { ...base.config, analyst: { ...base.config.analyst, password: PASSWORD, ...analyst } },
  });
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** A POST of `sql` as curl sends it, with the analyst's credentials unless others are given. */
async function post(url: string, sql: string, search = '', auth = basic('analyst', PASSWORD)) {
  const res = await fetch(`${url}/clickhouse/${search ? `?${search}` : ''}`, {
    method: 'POST',
    headers: auth ? { Authorization: auth } : {},
    body: sql,
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, text: body.toString('utf8') };
}

describe('analysts: ClickHouse HTTP interface at /clickhouse', function () {
  this.timeout(60_000);
  let url: string;
  let deps: Deps;
  let client: ClickHouseClient;

  before(async () => {
    ({ url, deps } = await analystServer({}, { clock: new ManualClock(new Date(`${TODAY}T15:00:00Z`)) }));
    client = createClient({ url, pathname: '/clickhouse', username: 'analyst', password: PASSWORD });
  });
  after(() => client.close());

  describe('the official client', () => {
    it('pings, at /clickhouse/ping and with a SELECT', async () => {
      expect((await client.ping()).success).to.equal(true);
      expect((await client.ping({ select: true })).success).to.equal(true);
      const res = await fetch(`${url}/clickhouse/ping`);
      expect(res.status).to.equal(200);
      expect(await res.text()).to.equal('Ok.\n');
      const head = await fetch(`${url}/clickhouse/ping`, { method: 'HEAD' });
      expect(head.status).to.equal(200);
      expect(await (await fetch(`${url}/clickhouse/`)).text()).to.equal('Ok.\n');
    });

    it('binds query parameters ({x:UInt32} with query_params)', async () => {
      const rs = await client.query({
        query: 'SELECT {x:UInt32} + 1 AS y, {s:String} AS s',
        query_params: { x: 41, s: "it's" },
        format: 'JSONEachRow',
      });
      expect(await rs.json()).to.deep.equal([{ y: 43 - 1, s: "it's" }]);
    });

    it('answers JSON with its meta and the X-ClickHouse headers the client reads', async () => {
      const rs = await client.query({
        query: 'SELECT number AS n FROM system.numbers LIMIT 3',
        format: 'JSON',
      });
      const json = await rs.json<{ n: string }>();
      expect(json.meta).to.deep.equal([{ name: 'n', type: 'UInt64' }]);
      expect(json.data.map((r) => Number(r.n))).to.deep.equal([0, 1, 2]);
      expect(rs.response_headers['x-clickhouse-format']).to.equal('JSON');
      expect(rs.query_id).to.be.a('string').and.equal(rs.response_headers['x-clickhouse-query-id']);
      const summary = JSON.parse(String(rs.response_headers['x-clickhouse-summary']));
      expect(summary).to.include.keys('read_rows', 'read_bytes', 'elapsed_ns');
    });

    it('answers CSVWithNames and JSONCompactEachRow', async () => {
      const csv = await client.query({
        query: "SELECT 1 AS a, 'x,y' AS b",
        format: 'CSVWithNames',
      });
      expect(await csv.text()).to.equal('"a","b"\n1,"x,y"\n');
      const compact = await client.query({ query: 'SELECT 1 AS a, 2 AS b', format: 'JSONCompactEachRow' });
      expect(await compact.json()).to.deep.equal([[1, 2]]);
    });

    it('throws a syntax error with the ClickHouse code', async () => {
      const err = await client.query({ query: 'SELEKT 1', format: 'JSON' }).catch((e: unknown) => e);
      expect(err).to.have.property('code', '62');
      expect(err).to.have.property('type', 'SYNTAX_ERROR');
    });

    it('refuses a wrong password with code 516', async () => {
      const wrong = createClient({
        url,
        pathname: '/clickhouse',
        username: 'analyst',
        password: 'nope-nope',
      });
      const err = await wrong.query({ query: 'SELECT 1' }).catch((e: unknown) => e);
      await wrong.close();
      expect(err).to.have.property('code', '516');
    });
  });

  describe('plain HTTP, as curl', () => {
    it('takes the query in the URL, in the body, or its start in the URL and the rest in the body', async () => {
      const inUrl = await fetch(
        `${url}/clickhouse/?query=${encodeURIComponent('SELECT 1 + 1')}&user=analyst&password=${PASSWORD}`,
      );
      expect(await inUrl.text()).to.equal('2\n');
      expect((await post(url, 'SELECT 2 + 2')).text).to.equal('4\n');
      expect((await post(url, 'FROM system.one', 'query=SELECT%203')).text).to.equal('3\n');
      const headers = await fetch(`${url}/clickhouse?query=SELECT%205`, {
        headers: { 'X-ClickHouse-User': 'analyst', 'X-ClickHouse-Key': PASSWORD },
      });
      expect(await headers.text()).to.equal('5\n');
    });

    it('honours default_format, database, the FORMAT clause and param_ parameters', async () => {
      const r = await post(
        url,
        'SELECT {n:UInt8} AS n, currentDatabase() AS d',
        'default_format=JSONEachRow&param_n=7',
      );
      expect(r.headers.get('x-clickhouse-format')).to.equal('JSONEachRow');
      expect(JSON.parse(r.text)).to.deep.equal({ n: 7, d: deps.config.clickhouseDatabase });
      const sys = await post(url, 'SELECT currentDatabase()', 'database=system');
      expect(sys.text).to.equal('system\n');
      const tsv = await post(url, "SELECT 'a' AS x FORMAT TabSeparatedWithNames", 'default_format=JSON');
      expect(tsv.headers.get('x-clickhouse-format')).to.equal('TabSeparatedWithNames');
      expect(tsv.text).to.equal('x\na\n');
    });

    it('answers binary formats byte for byte (Parquet, Arrow, Native)', async () => {
      const parquet = await post(url, 'SELECT number FROM system.numbers LIMIT 10 FORMAT Parquet');
      expect(parquet.status).to.equal(200);
      expect(parquet.body.subarray(0, 4).toString()).to.equal('PAR1');
      expect(parquet.body.subarray(-4).toString()).to.equal('PAR1');
      const arrow = await post(url, 'SELECT 1 AS x', 'default_format=Arrow');
      expect(arrow.body.subarray(0, 6).toString()).to.equal('ARROW1');
      const native = await post(url, 'SELECT 1 AS x FORMAT Native');
      expect(native.status).to.equal(200);
      expect(native.headers.get('content-type')).to.equal('application/octet-stream');
      expect(native.body.includes(Buffer.from('UInt8'))).to.equal(true);
    });

    it('answers 401 in ClickHouse form without or with wrong credentials', async () => {
      for (const auth of ['', basic('analyst', 'wrong-password'), basic('default', PASSWORD)]) {
        const r = await post(url, 'SELECT 1', '', auth);
        expect(r.status, auth).to.equal(401);
        expect(r.text).to.match(/^Code: 516\. DB::Exception: analyst: Authentication failed/);
        expect(r.headers.get('x-clickhouse-exception-code')).to.equal('516');
      }
    });

    it('is not there (404) without ANALYST_PASSWORD', async () => {
      const plain = await analystServer({ password: undefined });
      const r = await post(plain.url, 'SELECT 1');
      expect(r.status).to.equal(404);
      expect((await fetch(`${plain.url}/clickhouse/ping`)).status).to.equal(404);
    });
  });

  it("counts what the REST API counts on the same data (a business's clicks)", async () => {
    const biz = await newBusiness();
    const program = await seedProgram(deps, biz.id, {
      seed: 3,
      start: '2026-05-01',
      end: TODAY,
      clicks: 300,
      events: 50,
      conversions: 20,
    });
    const api = analyticsApi(url, biz.id);
    const res = await api.get('/v1/affiliate/analytics?section=stats&from=2026-05-01&to=2026-06-30');
    expect(res.status, res.text).to.equal(200);
    const rest = res.body.data.stats.total_clicks as number;
    expect(rest).to.equal(program.clicks.filter((c) => c.is_bot === 0).length);
    const rs = await client.query({
      query: `SELECT count() AS n FROM clicks FINAL
              WHERE business_id = {b:UInt64} AND is_bot = 0
                AND created_at >= {from:DateTime64(6, 'UTC')} AND created_at < {to:DateTime64(6, 'UTC')}`,
      query_params: { b: biz.id, from: '2026-05-01 00:00:00', to: '2026-07-01 00:00:00' },
      format: 'JSONEachRow',
    });
    expect(await rs.json()).to.deep.equal([{ n: rest }]);
  });

  describe('read-only, whatever the SQL says', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analyst-'));
    const out = path.join(dir, 'out.csv');
    const hostile: [string, string, string?][] = [
      ['INSERT', 'INSERT INTO marker VALUES (2)'],
      ['ALTER', 'ALTER TABLE marker DELETE WHERE 1'],
      ['CREATE', 'CREATE TABLE other (a UInt8) ENGINE = Memory'],
      ['DROP', 'DROP TABLE marker'],
      ['TRUNCATE', 'TRUNCATE TABLE marker'],
      ['RENAME', 'RENAME TABLE marker TO marker2'],
      ['OPTIMIZE', 'OPTIMIZE TABLE marker FINAL'],
      ['SYSTEM', 'SYSTEM DROP MARK CACHE'],
      ['KILL', 'KILL QUERY WHERE 1'],
      ['SET', 'SET max_execution_time = 1000'],
      ['GRANT', 'GRANT SELECT ON *.* TO default'],
      ['USE', 'USE system'],
      ['a SETTINGS clause', 'SELECT 1 SETTINGS readonly = 0'],
      ['a SETTINGS clause in a subquery', 'SELECT * FROM (SELECT 1 SETTINGS max_result_rows = 0)'],
      ['several statements', 'SELECT 1; DROP TABLE marker'],
      ['file()', "SELECT * FROM file('/etc/hostname', 'RawBLOB')"],
      ['file() as a function', "SELECT file('/etc/hostname')"],
      ['url()', "SELECT * FROM url('http://127.0.0.1:9/x', CSV, 'a String')"],
      ['s3()', "SELECT * FROM s3('http://127.0.0.1:9/b/k.csv', CSV, 'a String')"],
      ['remote()', "SELECT * FROM remote('127.0.0.1:9000', system.one)"],
      ['executable()', "SELECT * FROM executable('id', TSV, 'a String')"],
      ['input()', "SELECT * FROM input('a String')"],
      ['mysql() in a join', "SELECT 1 FROM system.one JOIN mysql('h:3306', 'd', 't', 'u', 'p') AS m ON 1"],
      ['INSERT INTO FUNCTION', `INSERT INTO FUNCTION file('${out}', CSV, 'a UInt8') SELECT 1`],
      ['INTO OUTFILE', `SELECT 1 INTO OUTFILE '${out}'`],
      ['a File engine table', `CREATE TABLE leak (a String) ENGINE = File(CSV, '${out}')`],
      ['a URL engine table', "CREATE TABLE leak2 (a String) ENGINE = URL('http://127.0.0.1:9/x', CSV)"],
      ['EXPLAIN of an INSERT', 'EXPLAIN SYNTAX INSERT INTO marker VALUES (3)'],
      ['readonly=0 as a URL parameter', 'SELECT 1', 'readonly=0'],
      ['max_execution_time as a URL parameter', 'SELECT 1', 'max_execution_time=1000'],
    ];

    before(async () => {
      await deps.ch.client.command({
        query: 'CREATE TABLE IF NOT EXISTS marker (a UInt8) ENGINE = MergeTree ORDER BY a',
      });
      await deps.ch.client.command({ query: 'INSERT INTO marker VALUES (1)' });
    });

    for (const [name, sql, search] of hostile) {
      it(`refuses ${name} and changes nothing`, async () => {
        const r = await post(url, sql, search);
        // As ClickHouse answers: 400 for what its parser refuses, 403 for what a read-only user may not do.
        expect([400, 403, 500], r.text).to.include(r.status);
        expect(r.text).to.match(/^Code: \d+\. /);
        expect(r.headers.get('x-clickhouse-exception-code')).to.match(/^\d+$/);
        const rows = await deps.ch.client.query({
          query: 'SELECT a FROM marker ORDER BY a',
          format: 'JSONEachRow',
        });
        expect(await rows.json()).to.deep.equal([{ a: 1 }]);
        const tables = await deps.ch.client.query({
          query:
            "SELECT name FROM system.tables WHERE database = currentDatabase() AND name LIKE 'marker%' OR name LIKE 'leak%' OR name = 'other'",
          format: 'JSONEachRow',
        });
        expect(await tables.json()).to.deep.equal([{ name: 'marker' }]);
        expect(fs.existsSync(out)).to.equal(false);
      });
    }

    it('leaves the service its own session: its database, its settings, its inserts', async () => {
      for (const sql of ['USE system', 'SET readonly = 2', 'SELECT 1 SETTINGS max_threads = 1'])
        await post(url, sql);
      const rs = await deps.ch.client.query({
        query: "SELECT currentDatabase() AS d, getSetting('readonly') AS r",
        format: 'JSONEachRow',
      });
      expect(await rs.json()).to.deep.equal([{ d: deps.config.clickhouseDatabase, r: 0 }]);
      await deps.ch.client.command({ query: 'INSERT INTO marker VALUES (4)' });
      const rows = await deps.ch.client.query({
        query: 'SELECT count() AS n FROM marker',
        format: 'JSONEachRow',
      });
      expect(await rows.json()).to.deep.equal([{ n: 2 }]);
      await deps.ch.client.command({
        query: 'ALTER TABLE marker DELETE WHERE a = 4 SETTINGS mutations_sync = 1',
      });
    });
  });

  describe('limits', () => {
    it('stops a query at its time limit and its row limit, in ClickHouse form', async () => {
      const limited = await analystServer({ maxExecutionSeconds: 1, maxResultRows: 1000 });
      const slow = await post(limited.url, 'SELECT count() FROM system.numbers');
      expect(slow.status).to.equal(500);
      expect(slow.text).to.match(/^Code: 159\./); // TIMEOUT_EXCEEDED
      const many = await post(limited.url, 'SELECT number FROM system.numbers LIMIT 2000');
      expect(many.text).to.match(/^Code: 396\./); // TOO_MANY_ROWS_OR_BYTES
      expect((await post(limited.url, 'SELECT number FROM system.numbers LIMIT 10')).status).to.equal(200);
    });

    it('runs at most ANALYST_MAX_QUERIES at once (503, code 202), while the service keeps answering', async () => {
      const two = await analystServer({ maxQueries: 2 });
      const sleeping = [1, 2].map(() =>
        post(two.url, 'SELECT sleepEachRow(0.5) FROM system.numbers LIMIT 4'),
      );
      let settled = 0;
      for (const p of sleeping) void p.then(() => (settled += 1));
      // Both running in the engine: the next one finds no slot.
      await waitFor(
        'the two analyst queries to show in system.processes',
        async () => {
          const rs = await deps.ch.client.query({
            query:
              "SELECT count() AS n FROM system.processes WHERE query LIKE '%sleepEachRow(0.5)%' AND query NOT LIKE '%system.processes%'",
            format: 'JSONEachRow',
          });
          return Number((await rs.json<{ n: number }>())[0]?.n ?? 0);
        },
        (n) => n === 2,
      );
      const third = await post(two.url, 'SELECT 1');
      expect(third.status).to.equal(503);
      expect(third.text).to.match(/^Code: 202\. DB::Exception: Too many simultaneous queries/);
      const own = await deps.ch.client.query({
        query: 'SELECT count() AS n FROM marker',
        format: 'JSONEachRow',
      });
      expect(await own.json()).to.deep.equal([{ n: 1 }]);
      expect(settled, 'the service query waited behind the analysts').to.equal(0);
      for (const r of await Promise.all(sleeping)) expect(r.status, r.text).to.equal(200);
      expect((await post(two.url, 'SELECT 1')).text).to.equal('1\n');
    });
  });
});
