/**
 * The redirect benches' load generators (wrk when installed, else autocannon), one round at a
 * time, with the CPU of the processes a round is charged with; and the web process's own count
 * of the 302s it wrote.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { processCpuMicros, trackChildCpu } from './_proc-cpu';

const ROOT = path.join(__dirname, '..', '..');
export const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

export interface Round {
  rps: number;
  p50: number;
  p99: number;
  responses: number;
  other: number;
  /** CPU per response (µs) of each process, where /proc tells. */
  cpu: CpuSplit;
}

export interface CpuSplit {
  web: number | null;
  worker: number | null;
  redis: number | null;
  client: number | null;
}

/** The processes whose CPU a round is charged with. */
export interface Pids {
  web?: number;
  worker?: number;
  redis?: number;
}

/** The CPU each of the processes has used so far (µs), null where unreadable. */
export const cpuOf = (pids: Pids) => ({
  web: processCpuMicros(pids.web),
  worker: processCpuMicros(pids.worker),
  redis: processCpuMicros(pids.redis),
});

/** What a load generator reported of one round. */
interface Report {
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** 3xx answers, and everything else (other statuses, socket errors, timeouts). */
  redirects: number;
  other: number;
}

/**
 * autocannon (Node.js, one process): always installed, but it spends more CPU per request than
 * the raw server (50-60 µs here), on the same two cores, and its own event loop's delays are
 * part of the latencies it reports.
 */
function autocannonRound(url: string, connections: number, seconds: number) {
  return {
    command: path.join(ROOT, 'node_modules', '.bin', 'autocannon'),
    args: ['-c', String(connections), '-d', String(seconds), '-j', '-H', `user-agent=${UA}`, url],
    read(out: string): Report {
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        '3xx': number;
        '2xx': number;
        '4xx': number;
        '5xx': number;
        errors: number;
        timeouts: number;
      };
      return {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        redirects: r['3xx'],
        other: r['2xx'] + r['4xx'] + r['5xx'] + r.errors + r.timeouts,
      };
    },
  };
}

// wrk's summary as one JSON line (its `done` hook); latencies in µs. wrk counts any status ≥ 400
// as an error; the redirect answers only 302 or ≥ 400, so the rest are 3xx.
export const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"us":%d,"p50":%d,"p99":%d,"status":%d,"socket":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end`;

/** wrk (C, two threads): about 20 µs of CPU per request here, a third of autocannon's. */
function wrkRound(url: string, connections: number, seconds: number, script: string) {
  return {
    command: 'wrk',
    args: ['-t2', `-c${connections}`, `-d${seconds}s`, '-H', `User-Agent: ${UA}`, '-s', script, url],
    read(out: string): Report {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      const r = JSON.parse(line ?? '') as Record<
        'requests' | 'us' | 'p50' | 'p99' | 'status' | 'socket',
        number
      >;
      return {
        rps: (r.requests * 1e6) / r.us,
        p50: r.p50 / 1000,
        p99: r.p99 / 1000,
        redirects: r.requests - r.status,
        other: r.status + r.socket,
      };
    },
  };
}

export type Client = { name: 'autocannon' } | { name: 'wrk'; script: string };

/** Whether wrk is on the PATH (Debian's package `wrk`). */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** One round of load from the chosen client; the CPU of the given processes is charged to it. */
export function loadRound(
  client: Client,
  url: string,
  connections: number,
  seconds: number,
  pids: Pids = {},
): Promise<Round> {
  const { command, args, read } =
    client.name === 'wrk'
      ? wrkRound(url, connections, seconds, client.script)
      : autocannonRound(url, connections, seconds);
  const before = cpuOf(pids);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const ownCpu = trackChildCpu(child.pid);
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('error', reject);
    child.once('exit', () => {
      const spent = ownCpu();
      let r: Report;
      try {
        r = read(out);
      } catch (err) {
        return reject(new Error(`${client.name} output unreadable: ${String(err)}\n${out.slice(0, 500)}`));
      }
      const served = r.redirects + r.other;
      const after = cpuOf(pids);
      const per = (b: number | null, a: number | null) =>
        b === null || a === null || !served ? null : (a - b) / served;
      resolve({
        cpu: {
          web: per(before.web, after.web),
          worker: per(before.worker, after.worker),
          redis: per(before.redis, after.redis),
          client: per(0, spent),
        },
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        responses: r.redirects,
        other: r.other,
      });
    });
  });
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const fmt = (n: number, d = 0) => n.toFixed(d);

/** Mean CPU per response of one process over rounds; null if any round could not tell. */
export function meanCpu(rounds: Round[], key: keyof CpuSplit): number | null {
  const xs = rounds.map((r) => r.cpu[key]);
  return xs.some((x) => x === null) ? null : mean(xs as number[]);
}

/** The 302s the web process has written so far (its own metrics), and its other answers on /r. */
export async function redirectsSent(port: number): Promise<{ sent: number; other: number }> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  let sent = 0;
  let other = 0;
  for (const l of text.split('\n')) {
    if (!/^http_request_duration_seconds_count\{.*route="\/r\/:slug"/.test(l)) continue;
    const n = Number(l.trim().split(/\s+/).pop());
    if (/status="302"/.test(l)) sent += n;
    else other += n;
  }
  return { sent, other };
}
