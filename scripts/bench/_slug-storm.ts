/**
 * The random-slug storm of `npm run bench -- redirect --storm <rps>`, in a process of its own:
 * GET /r/<random slug> at `rps` requests a second over `connections` keep-alive connections,
 * spread over `ips` loopback source addresses (127.0.x.y, so the per-IP 404 limit is met as
 * a crowd of clients would meet it, not as one), until SIGTERM; then prints
 * {"sent", "statuses": {status: count}, "errors"} and exits.
 *
 * argv: <base url> <rps> <connections> <ips>
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const [base, rpsArg, connArg, ipsArg] = process.argv.slice(2);
const rps = Number(rpsArg);
const connections = Number(connArg);
const ips = Math.max(1, Number(ipsArg));
const target = new URL(base);

const statuses: Record<string, number> = {};
let sent = 0;
let errors = 0;
let running = true;

/** One agent per source address: each keeps its own keep-alive sockets. */
const sources = Array.from({ length: ips }, (_, i) => ({
  localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
  agent: new http.Agent({ keepAlive: true, maxSockets: Math.max(1, Math.ceil(connections / ips)) }),
}));

function once(i: number): Promise<void> {
  const { localAddress, agent } = sources[i % sources.length];
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: target.hostname,
        port: target.port,
        path: `/r/${randomBytes(6).toString('hex')}`,
        agent,
        localAddress,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    sent += 1;
  });
}

/** Each connection sends at its share of the rate; one that falls behind does not burst to catch up. */
async function lane(lane: number): Promise<void> {
  const interval = (1000 * connections) / rps;
  let next = Date.now() + Math.random() * interval;
  let n = lane;
  while (running) {
    const wait = next - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    next = Math.max(next + interval, Date.now());
    await once(n);
    n += connections;
  }
}

const lanes = Array.from({ length: connections }, (_, i) => lane(i));
process.stdout.write(`${JSON.stringify({ started: true })}\n`);
process.once('SIGTERM', () => {
  running = false;
  void Promise.all(lanes).then(() => {
    process.stdout.write(`${JSON.stringify({ sent, statuses, errors })}\n`);
    process.exit(0);
  });
});
