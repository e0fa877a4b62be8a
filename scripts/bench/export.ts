/**
 * `npm run bench -- export`: exports 10k and 100k affiliates through the real HTTP endpoint
 * (cursor → fast-csv / exceljs streaming writer → response) and reports rows/s and peak RSS.
 * Each size runs in its own child process, so each peak RSS belongs to one size alone; the
 * check is that 100k rows peak within 50 MB of 10k rows (memory flat in the row count).
 *
 *   npm run bench -- export                 both sizes, CSV and XLSX
 *   npm run bench -- export --size 50000 --format csv    one child's measurement
 *   npm run bench -- export --smoke         2 000 rows, CSV and XLSX: it still runs (seconds)
 */
import { spawn } from 'node:child_process';
import { registerBusiness } from '../../api/businesses/business.service';
import { createWebServer, listen } from '../../api/server';
import { benchEnv, isSmoke, peakRssMb } from './_env';

const SIZES = [10_000, 100_000];
const FORMATS = ['csv', 'xlsx'] as const;
const MAX_GROWTH_MB = 50;

interface Result {
  size: number;
  format: string;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  records: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

// One statement: users and their affiliate records, a fifth with multi-line quoted notes and
// a third with phones starting with "+", so escaping is part of the measured work.
const SEED = `
WITH u AS (
  INSERT INTO users (email, name, phone)
  SELECT 'bench' || g || '.' || $2 || '@example.com', 'Affiliate ' || g,
         CASE WHEN g % 3 = 0 THEN '+1 555 ' || lpad(g::text, 7, '0') END
  FROM generate_series(1, $1) AS g
  RETURNING id, name, phone
)
INSERT INTO affiliates (business_id, user_id, name, phone, referral_code, status, commission_rate, notes, approved_at, created_at)
SELECT $2, u.id, u.name, u.phone, 'BENCH' || u.id,
       (ARRAY['active', 'pending', 'suspended', 'terminated'])[1 + u.id % 4],
       CASE WHEN u.id % 2 = 0 THEN (u.id % 10000) / 100.0 END,
       CASE WHEN u.id % 5 = 0 THEN 'Met at "the fair", twice' || E'\\n' || 'follow up in spring' END,
       now(), now() - u.id * interval '1 second'
FROM u`;

/** CSV records in a byte stream: newlines outside quoted cells (doubled quotes toggle twice). */
function recordCounter() {
  let inQuotes = false;
  let records = 0;
  return {
    feed(chunk: Uint8Array) {
      for (const b of chunk) {
        if (b === 0x22) inQuotes = !inQuotes;
        else if (b === 0x0a && !inQuotes) records += 1;
      }
    },
    get records() {
      return records;
    },
  };
}

async function measure(size: number, format: string): Promise<Result> {
  const env = await benchEnv(`export_${size}_${format}`);
  const web = createWebServer(env.deps);
  try {
    const biz = await registerBusiness(env.deps, {
      name: `Export bench ${size}`,
      email: `bench-${process.pid}@example.com`,
      ownerName: 'Bench',
    });
    await env.deps.db.none(SEED, [size, biz.business.id]);
    await env.deps.db.none('ANALYZE users; ANALYZE affiliates');
    const port = await listen(web, 0, '127.0.0.1');
    const headers = { authorization: `Bearer ${biz.credentials.access_token}` };
    const url = `http://127.0.0.1:${port}/v1/affiliates/export?format=${format}`;
    // A small export first, so both sizes are measured on warm code paths.
    const warm = await fetch(`${url}&ids=${Array.from({ length: 200 }, (_, i) => i + 1).join(',')}`, {
      headers,
    });
    await warm.arrayBuffer();
    const rssBeforeMb = await peakRssMb();

    const started = process.hrtime.bigint();
    const res = await fetch(url, { headers });
    if (res.status !== 200 || !res.body)
      throw new Error(`export answered ${res.status}: ${await res.text()}`);
    const counter = recordCounter();
    let bytes = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (format === 'csv') counter.feed(value);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // The header row plus one record per affiliate (XLSX is zipped: not counted here).
    const records = format === 'csv' ? counter.records - 1 : size;
    if (records !== size) throw new Error(`expected ${size} rows, the CSV held ${records}`);
    return {
      size,
      format,
      seconds,
      rowsPerSecond: Math.round(size / seconds),
      bytes,
      records,
      rssBeforeMb,
      peakRssMb: await peakRssMb(),
    };
  } finally {
    await web.close();
    await env.cleanup();
  }
}

/** Re-runs this benchmark in a fresh process (same tsx loader) for one size and format. */
function inChild(size: number, format: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, process.argv[1], 'export', '--size', String(size), '--format', format],
      // As the Procfile's `web`, which serves these downloads: none of the NODE_OPTIONS that npm's
      // bench script sets for the workers. A young generation of up to 64 MB semi-spaces grows
      // with the allocation rate, not with what is kept, and shows in RSS as growth with rows.
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`child for ${size} ${format} exited ${code}: ${out}`));
      else resolve(JSON.parse(line.slice('RESULT '.length)) as Result);
    });
  });
}

const arg = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

export async function run(args: string[]): Promise<void> {
  const size = arg(args, '--size');
  if (size) {
    console.log(`RESULT ${JSON.stringify(await measure(Number(size), arg(args, '--format') ?? 'csv'))}`);
    return;
  }
  const smoke = isSmoke(args);
  // Under --smoke one size per format (each child migrates its own databases): no growth to compare.
  const sizes = smoke ? [2_000] : SIZES;
  const results: Result[] = [];
  for (const format of FORMATS) for (const n of sizes) results.push(await inChild(n, format));

  console.log('format  rows     seconds  rows/s    MB out  RSS before export  peak RSS');
  for (const r of results)
    console.log(
      [
        r.format.padEnd(6),
        String(r.size).padEnd(8),
        r.seconds.toFixed(2).padEnd(8),
        String(r.rowsPerSecond).padEnd(9),
        (r.bytes / 1048576).toFixed(1).padEnd(7),
        `${r.rssBeforeMb.toFixed(1)} MB`.padEnd(18),
        `${r.peakRssMb.toFixed(1)} MB`,
      ].join(' '),
    );
  let failed = false;
  for (const format of smoke ? [] : FORMATS) {
    const [small, large] = sizes.map((n) => results.find((r) => r.format === format && r.size === n)!);
    const growth = large.peakRssMb - small.peakRssMb;
    const pass = growth <= MAX_GROWTH_MB;
    failed ||= !pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${format}: peak RSS for ${large.size} rows is ${growth.toFixed(1)} MB ` +
        `above ${small.size} rows (limit ${MAX_GROWTH_MB} MB)`,
    );
  }
  if (failed) throw new Error('export memory is not flat in the row count');
}
