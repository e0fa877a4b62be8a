/**
 * The orders bench's payout-run section (`npm run bench -- orders payout-runs` runs it alone):
 * a business with 10,000 active affiliates, each owed a balance and holding a payout method (a
 * third each PayPal, Wise and bank transfer, sealed with PAYOUT_DETAILS_KEY, which the bench sets), one POST /v1/payout-runs
 * over HTTP (target ≤ 10 s), then its three files streamed with the process's memory sampled
 * while they download.
 */
import { performance } from 'node:perf_hooks';
import { registerBusiness } from '../../api/businesses/business.service';
import { maskDetails, sealDetails, type PayoutDetails } from '../../api/payments/details';
import type { Deps } from '../../api/deps';
import type { DB } from '../../sql/db';

const PAYEES = 10_000;
const RUN_TARGET_MS = 10_000;

function methodOf(i: number): { method: string; details: PayoutDetails } {
  if (i % 3 === 0) return { method: 'paypal', details: { email: `payee${i}@bench.example` } };
  if (i % 3 === 1) return { method: 'wise', details: { email: `wise${i}@bench.example` } };
  return {
    method: 'bank_transfer',
    details: { account_holder: `Payee ${i}`, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  };
}

/** Downloads a file chunk by chunk, sampling RSS and heap: the peak growth over the start. */
async function streamFile(url: string, token: string) {
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const t = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }
  return {
    ms: performance.now() - t,
    bytes,
    lines,
    rssMb: (peakRss - start.rss) / 2 ** 20,
    heapMb: (peakHeap - start.heapUsed) / 2 ** 20,
  };
}

/** `payees`: PAYEES, or a few under `--smoke` (whose targets are reported, not enforced). */
export async function benchPayoutRun(
  deps: Deps,
  jobsDb: DB,
  base: string,
  { payees = PAYEES, smoke = false } = {},
): Promise<void> {
  const key = deps.config.payouts.detailsKey;
  const biz = await registerBusiness(deps, {
    name: 'Bench Payouts',
    ownerName: 'Owner',
    email: 'pay@bench.example',
  });
  const bid = biz.business.id;
  const token = biz.credentials.access_token;
  const t0 = performance.now();
  const methods = Array.from({ length: payees }, (_, i) => methodOf(i));
  await jobsDb.none(
    `WITH u AS (
       INSERT INTO users (email, name)
       SELECT 'payee' || g || '@bench.example', 'Payee ' || g FROM generate_series(0, $2 - 1) g RETURNING id, name)
     INSERT INTO affiliates (business_id, user_id, name, referral_code, status)
     SELECT $1, u.id, u.name, 'PAY' || u.id, 'active' FROM u`,
    [bid, payees],
  );
  await jobsDb.none(
    `WITH a AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM affiliates WHERE business_id = $1),
          m AS (SELECT * FROM unnest($2::text[], $3::text[], $4::jsonb[]) WITH ORDINALITY AS m(method, sealed, masked, n))
     INSERT INTO affiliate_payout_methods (business_id, affiliate_id, method, details_sealed, details_masked)
     SELECT $1, a.id, m.method, m.sealed, m.masked FROM a JOIN m ON m.n = a.i + 1`,
    [
      bid,
      methods.map((m) => m.method),
      methods.map((m) => sealDetails(key, m.details)),
      methods.map((m) => JSON.stringify(maskDetails(m.details))),
    ],
  );
  await jobsDb.none(
    `INSERT INTO ledger_entries (business_id, affiliate_id, seq, type, amount, balance_after, memo)
     SELECT $1, a.id, 1, 'adjustment', b.amount, b.amount, 'bench'
     FROM affiliates a, LATERAL (SELECT round(5 + (a.id * 7919 % 50000) / 100.0, 2) AS amount) b
     WHERE a.business_id = $1`,
    [bid],
  );
  await jobsDb.none(`UPDATE business_settings SET payout_debtor = $2 WHERE business_id = $1`, [
    bid,
    { name: 'Bench GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
  ]);
  await jobsDb.none('VACUUM ANALYZE affiliates, affiliate_payout_methods, ledger_entries');
  console.log(
    `payout run setup: ${payees} affiliates with balances and methods in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const t1 = performance.now();
  const res = await fetch(`${base}/v1/payout-runs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const runMs = performance.now() - t1;
  const body = (await res.json()) as { data: { id: number; payout_count: number; total: string } };
  if (res.status !== 201) throw new Error(`POST /v1/payout-runs → ${res.status} ${JSON.stringify(body)}`);
  console.log(
    `POST /v1/payout-runs: ${body.data.payout_count} payouts, total ${body.data.total}, in ${(runMs / 1000).toFixed(2)} s (target ${RUN_TARGET_MS / 1000} s)`,
  );
  if (body.data.payout_count !== payees) throw new Error('the run paid the wrong number of affiliates');
  if (runMs > RUN_TARGET_MS && !smoke) throw new Error('the payout run missed its target');
  // The business currency setting is not in this build; the run is made EUR as a EUR business's would be.
  await jobsDb.none(`UPDATE payout_runs SET currency = 'EUR' WHERE id = $1`, [body.data.id]);
  await jobsDb.none(`UPDATE payouts SET currency = 'EUR' WHERE payout_run_id = $1`, [body.data.id]);
  for (const format of ['paypal', 'wise', 'sepa']) {
    const f = await streamFile(`${base}/v1/payout-runs/${body.data.id}/file?format=${format}`, token);
    console.log(
      `file ${format}: ${(f.bytes / 2 ** 20).toFixed(2)} MB, ${f.lines} lines in ${(f.ms / 1000).toFixed(2)} s; ` +
        `peak growth while streaming: RSS ${f.rssMb.toFixed(1)} MB, heap ${f.heapMb.toFixed(1)} MB`,
    );
  }
}
