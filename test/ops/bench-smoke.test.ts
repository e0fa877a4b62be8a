import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { benchNames } from '../../scripts/bench/_names';

/**
 * Every bench at its smoke size (`--smoke`): it must still run against the current schema and
 * print its figures, so a change that breaks a bench fails here rather than on the next
 * measurement. The lines below are each bench's last figures (or its correctness check); a
 * bench added without a line here fails the first test.
 */
const FIGURES: Record<string, RegExp[]> = {
  'billing-hooks': [/hook latency: p50 [\d.]+ ms/, /exactly once: yes/],
  analytics: [/\| stats \| 365 days \| [\d.]+ \| [\d.]+ \|/, /\| recent_events \| 365 days \| [\d.]+ \|/],
  conversions: [/referral: \d+\/s mean \(baseline\)/, /referral\+fraud: \d+\/s mean/],
  export: [/^csv +2000 +[\d.]+ +\d+ /m, /^xlsx +2000 +[\d.]+ +\d+ /m],
  ingest: [/CPU per event : loaders and ClickHouse [\d.]+ µs/, /PASS {2}every event loaded exactly once/],
  orders: [
    /auto-approval: 200 approved \(expected 200\)/,
    /POST \/v1\/payout-runs: 50 payouts/,
    /file sepa: /,
  ],
  portal: [
    /\| \/v1\/portal\/conversions \| \d+ \| \d+ \|/,
    /\| POST \/v1\/portal\/token \(success\) \| \d+ \|/,
  ],
  redirect: [/302s sent by the web process: [1-9]\d* /, /PASS {2}zero lost or doubled/],
  reports: [
    /\| stats before compaction \(365 days\) \| \d+ \|/,
    /\| \/v1\/reports\/export \(365 days\) \| \d+ \|/,
    /same figures \(365 days\): commission ClickHouse ([\d.]+) \/ PostgreSQL \1; click sessions ClickHouse (\d+) \/ PostgreSQL \2/,
  ],
  webhooks: [/delivered 500\/500 /, /auto-approval of 500 conversions with events on: /],
};

function runBench(name: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'bench', '--', name, '--smoke'], {
      cwd: path.join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('benches at their smoke size', function () {
  // Each bench makes and migrates its own databases: seconds each on a quiet machine.
  this.timeout(180_000);

  it('every registered bench has its figures listed here', () => {
    expect(Object.keys(FIGURES).sort()).to.deep.equal(benchNames());
  });

  for (const name of Object.keys(FIGURES).sort()) {
    it(`npm run bench -- ${name} --smoke exits 0 and prints its figures`, async () => {
      const { code, out } = await runBench(name);
      expect(code, out).to.equal(0);
      for (const figure of FIGURES[name]) expect(out).to.match(figure);
    });
  }
});
