import { gunzipSync } from 'node:zlib';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { expect } from 'chai';
import { CLIENT_SETTINGS, connectClickHouse, type ClickHouse } from '../../clickhouse/client';
import { insertBatch, insertLines } from '../../clickhouse/insert';
import { migrateClickHouse } from '../../clickhouse/migrate';
import { startWarehouse, type WarehouseChild } from '../helpers/warehouse';

/**
 * The `warehouse` process, started as the Procfile starts it, driven through @clickhouse/client
 * (as web, worker and scheduler processes drive it with CLICKHOUSE_URL) and through plain HTTP
 * for what a client does not show (statuses, headers, compression).
 */
/** The client logs every error it returns; these tests provoke them on purpose. */
const QUIET = { level: ClickHouseLogLevel.OFF };

describe('warehouse: ClickHouse HTTP interface over the embedded engine', function () {
  this.timeout(60_000);
  let wh: WarehouseChild;
  let client: ClickHouseClient;
  const database = `wh_${process.pid}_${Date.now().toString(36)}`;
  const base = () => `http://127.0.0.1:${wh.port}`;
  const auth = () => `Basic ${Buffer.from(`service:${wh.password}`).toString('base64')}`;

  /** One request as any HTTP client sends it; the answer's status, headers and text. */
  async function http(
    search: Record<string, string>,
    init: { body?: string | Buffer; headers?: Record<string, string>; method?: string } = {},
  ) {
    const res = await fetch(`${base()}/?${new URLSearchParams(search)}`, {
      method: init.method ?? 'POST',
      headers: { Authorization: auth(), ...init.headers },
      body: init.body,
    });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body, text: body.toString('utf8') };
  }

  before(async () => {
    wh = await startWarehouse();
    client = createClient({
      log: QUIET,
      url: wh.url,
      database,
      clickhouse_settings: CLIENT_SETTINGS,
    });
    const bootstrap = createClient({
      log: QUIET,
      url: wh.url,
    });
    await bootstrap.command({ query: `CREATE DATABASE ${database}` });
    await bootstrap.close();
    await client.command({
      query: `CREATE TABLE t (id UInt64, name String, amount Decimal(12, 2)) ENGINE = MergeTree ORDER BY id
              SETTINGS non_replicated_deduplication_window = 100`,
    });
  });

  after(async () => {
    await client?.close();
    await wh?.stop();
  });

  it('answers /ping with "Ok." and no credentials, and GET / alike', async () => {
    for (const p of ['/ping', '/']) {
      const r = await fetch(`${base()}${p}`);
      expect(r.status).to.equal(200);
      expect(await r.text()).to.equal('Ok.\n');
    }
    expect((await client.ping()).success).to.equal(true);
  });

  it('signs in the service user by Basic auth, X-ClickHouse-User/Key and URL parameters; refuses anyone else', async () => {
    const sql = 'SELECT 1';
    expect((await http({ query: sql })).text).to.equal('1\n');
    const byHeaders = await fetch(`${base()}/?query=${encodeURIComponent(sql)}`, {
      headers: { 'X-ClickHouse-User': 'service', 'X-ClickHouse-Key': wh.password },
    });
    expect(await byHeaders.text()).to.equal('1\n');
    const byParams = await fetch(
      `${base()}/?${new URLSearchParams({ query: sql, user: 'service', password: wh.password })}`,
    );
    expect(await byParams.text()).to.equal('1\n');
    for (const headers of [
      { Authorization: `Basic ${Buffer.from('service:wrong-password').toString('base64')}` },
      { Authorization: `Basic ${Buffer.from(`default:${wh.password}`).toString('base64')}` },
      { Authorization: '' },
    ]) {
      const r = await http({ query: sql }, { headers });
      expect(r.status, JSON.stringify(headers)).to.equal(401);
      expect(r.headers.get('x-clickhouse-exception-code')).to.equal('516');
      expect(r.text).to.match(
        /^Code: 516\. DB::Exception: .*Authentication failed.*\(AUTHENTICATION_FAILED\)\n$/,
      );
    }
    const wrong = createClient({
      log: QUIET,
      url: wh.url.replace(wh.password, 'not-the-password'),
    });
    try {
      const err = await wrong.query({ query: sql }).then(
        () => null,
        (e: unknown) => e as { code?: string; type?: string },
      );
      expect(err).to.include({ code: '516', type: 'AUTHENTICATION_FAILED' });
    } finally {
      await wrong.close();
    }
  });

  it('inserts rows with their body, once per deduplication token, and reads them back with parameters', async () => {
    const rows = [
      { id: 1, name: "it's", amount: '12.50' },
      { id: 2, name: 'tab\there\\back', amount: '0.01' },
    ];
    const token = { insert_deduplication_token: 'batch-1' };
    await client.insert({ table: 't', values: rows, format: 'JSONEachRow', clickhouse_settings: token });
    // A retry with the same token is dropped, as a server drops it.
    await client.insert({ table: 't', values: rows, format: 'JSONEachRow', clickhouse_settings: token });
    const rs = await client.query({
      query:
        'SELECT id, name, toString(amount) AS amount FROM t WHERE name IN ({a:String}, {b:String}) ORDER BY id',
      query_params: { a: "it's", b: 'tab\there\\back' },
      format: 'JSONEachRow',
    });
    expect(await rs.json()).to.deep.equal(rows.map((r) => ({ ...r, amount: r.amount.replace(/0$/, '') })));
    const count = await client.query({ query: 'SELECT count() AS n FROM t', format: 'JSONEachRow' });
    expect(await count.json()).to.deep.equal([{ n: 2 }]);
  });

  it("takes the service's own inserts: streamed JSONCompactEachRow lines and batches, compressed or not", async () => {
    const ch: ClickHouse = await connectClickHouse({ url: wh.url, path: '', database: `${database}_svc` });
    const zipped = createClient({
      log: QUIET,
      url: wh.url,
      database: `${database}_svc`,
      clickhouse_settings: CLIENT_SETTINGS,
      compression: { request: true, response: true },
    });
    try {
      expect(ch.embedded).to.equal(false);
      expect(ch.insertRaw).to.equal(undefined);
      await migrateClickHouse(ch);
      const again = await migrateClickHouse(ch);
      expect(again.applied).to.deep.equal([]);
      await ch.client.command({
        query: `CREATE TABLE lines (k UInt32, v String) ENGINE = MergeTree ORDER BY k
                SETTINGS non_replicated_deduplication_window = 100`,
      });
      const body = Array.from({ length: 5000 }, (_, i) => JSON.stringify([i, `v${i}`])).join('\n') + '\n';
      await insertLines(ch, 'lines', ['k', 'v'], body, 5000, 'lines-1');
      await insertLines(ch, 'lines', ['k', 'v'], Buffer.from(body), 5000, 'lines-1');
      await insertBatch(ch, 'lines', [{ k: 9000, v: 'batch' }], 'batch-1');
      await zipped.insert({
        table: 'lines',
        values: [{ k: 9001, v: 'gzip' }],
        format: 'JSONEachRow',
        clickhouse_settings: { insert_deduplication_token: 'gzip-1' },
      });
      const rs = await zipped.query({
        query: 'SELECT count() AS n, sum(k) AS s FROM lines',
        format: 'JSONEachRow',
      });
      expect(await rs.json()).to.deep.equal([{ n: 5002, s: (4999 * 5000) / 2 + 9000 + 9001 }]);
    } finally {
      await zipped.close();
      await ch.client.command({ query: `DROP DATABASE ${database}_svc` });
      await ch.close();
    }
  });

  it('writes the formats asked for, by default_format or a FORMAT clause, with their headers', async () => {
    const sql = "SELECT 1 AS a, 'x' AS b";
    const tsv = await http({ query: sql, query_id: 'q-tsv-1' });
    expect(tsv.text).to.equal('1\tx\n');
    expect(tsv.headers.get('x-clickhouse-format')).to.equal('TabSeparated');
    expect(tsv.headers.get('x-clickhouse-query-id')).to.equal('q-tsv-1');
    expect(tsv.headers.get('content-type')).to.match(/^text\/tab-separated-values/);
    expect(JSON.parse(tsv.headers.get('x-clickhouse-summary') ?? '')).to.have.property('elapsed_ns');
    const csv = await http({ query: sql, default_format: 'CSVWithNames' });
    expect(csv.text).to.equal('"a","b"\n1,"x"\n');
    const json = await http({}, { body: `${sql} FORMAT JSON` });
    expect(json.headers.get('x-clickhouse-format')).to.equal('JSON');
    expect(JSON.parse(json.text).data).to.deep.equal([{ a: 1, b: 'x' }]);
    const rows = await http({ query: `${sql} FORMAT JSONEachRow` }, { method: 'GET' });
    expect(rows.text).to.equal('{"a":1,"b":"x"}\n');
  });

  it('applies settings given as URL parameters to that query only', async () => {
    const big = 'SELECT toUInt64(18446744073709551615) AS n FORMAT JSONEachRow';
    const quoted = await http({ query: big, output_format_json_quote_64bit_integers: '1' });
    expect(quoted.text).to.equal('{"n":"18446744073709551615"}\n');
    const plain = await http({ query: big, output_format_json_quote_64bit_integers: '0' });
    expect(plain.text).to.equal('{"n":18446744073709551615}\n');
    const capped = await http({
      query: 'SELECT number FROM system.numbers LIMIT 100',
      max_result_rows: '10',
      result_overflow_mode: 'throw',
    });
    expect(capped.status).to.equal(500);
    expect(capped.headers.get('x-clickhouse-exception-code')).to.equal('396');
    // Nothing of the last query stays for the next, on any connection.
    for (let i = 0; i < 3; i++) {
      const free = await http({ query: 'SELECT count() FROM (SELECT number FROM system.numbers LIMIT 100)' });
      expect(free.text).to.equal('100\n');
    }
    const unknown = await http({ query: 'SELECT 1', no_such_setting_here: '1' });
    expect(unknown.status).to.equal(404);
    expect(unknown.text).to.match(/^Code: 115\. DB::Exception: .*\(UNKNOWN_SETTING\)/);
  });

  it('compresses the answer when asked, and reads a compressed body', async () => {
    const sql = 'SELECT number FROM system.numbers LIMIT 1000 FORMAT TSV';
    const r = await http(
      { query: sql, enable_http_compression: '1' },
      { headers: { 'Accept-Encoding': 'gzip' } },
    );
    // fetch decompresses on its own; the header says what travelled.
    expect(r.headers.get('content-encoding')).to.equal('gzip');
    expect(r.text.split('\n')).to.have.length(1001);
    const { gzipSync } = await import('node:zlib');
    const sent = await http({}, { body: gzipSync('SELECT 41 + 1'), headers: { 'Content-Encoding': 'gzip' } });
    expect(sent.text).to.equal('42\n');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      void import('node:http').then(({ request }) => {
        const req = request(
          `${base()}/?${new URLSearchParams({ query: 'SELECT 7', enable_http_compression: '1' })}`,
          { headers: { Authorization: auth(), 'Accept-Encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        );
        req.on('error', reject);
        req.end();
      });
    });
    expect(gunzipSync(raw).toString()).to.equal('7\n');
  });

  it('answers errors as ClickHouse does: status, code header, "Code: N. DB::Exception" body', async () => {
    const cases: [string, Record<string, string>, number, number, string][] = [
      ['unknown table', { query: 'SELECT * FROM nope' }, 404, 60, 'UNKNOWN_TABLE'],
      ['syntax', { query: 'SELEC 1' }, 400, 62, 'SYNTAX_ERROR'],
      ['unknown database', { query: 'SELECT 1', database: 'no_such_db' }, 404, 81, 'UNKNOWN_DATABASE'],
      ['thrown', { query: 'SELECT throwIf(1)' }, 500, 395, 'FUNCTION_THROW_IF_VALUE_IS_NON_ZERO'],
      ['bad parameter', { query: 'SELECT {n:UInt8}', param_n: 'x' }, 400, 457, 'BAD_QUERY_PARAMETER'],
    ];
    for (const [name, search, status, code, type] of cases) {
      const r = await http({ database, ...search, query_id: `err-${code}` });
      expect(r.status, `${name}: ${r.text}`).to.equal(status);
      expect(r.text, name).to.match(new RegExp(`^Code: ${code}\\. DB::Exception: `));
      expect(r.headers.get('x-clickhouse-exception-code'), name).to.equal(String(code));
      expect(r.headers.get('x-clickhouse-query-id'), name).to.equal(`err-${code}`);
      expect(r.text, name).to.include(`(${type})`);
    }
    const err = await client.query({ query: 'SELECT * FROM nope', format: 'JSONEachRow' }).then(
      () => null,
      (e: unknown) => e as { code?: string; type?: string },
    );
    expect(err).to.include({ code: '60', type: 'UNKNOWN_TABLE' });
    expect((await fetch(`${base()}/other`, { headers: { Authorization: auth() } })).status).to.equal(404);
  });

  it('streams a large answer whole', async () => {
    const rs = await client.query({
      query: 'SELECT number AS n, toString(number) AS s FROM numbers(300000)',
      format: 'JSONCompactEachRow',
    });
    let rows = 0;
    let sum = 0;
    for await (const batch of rs.stream<[number, string]>()) {
      for (const row of batch) {
        rows += 1;
        sum += row.json()[0];
      }
    }
    expect(rows).to.equal(300000);
    expect(sum).to.equal((299999 * 300000) / 2);
  });

  it("serves the analyst user read-only, under the analysts' limits", async () => {
    const analyst = createClient({
      log: QUIET,
      url: `http://127.0.0.1:${wh.port}`,
      username: 'analyst',
      password: wh.analystPassword,
      database,
    });
    try {
      const rs = await analyst.query({ query: 'SELECT count() AS n FROM t', format: 'JSONEachRow' });
      expect(await rs.json()).to.deep.equal([{ n: 2 }]);
      const refused = await analyst.command({ query: 'DROP TABLE t' }).then(
        () => null,
        (e: unknown) => e as { code?: string },
      );
      expect(refused?.code).to.be.oneOf(['164', '497']);
      const still = await client.query({ query: 'SELECT count() AS n FROM t', format: 'JSONEachRow' });
      expect(await still.json()).to.deep.equal([{ n: 2 }]);
    } finally {
      await analyst.close();
    }
  });
});
