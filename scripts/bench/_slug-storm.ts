/**
 * The random-slug storm of `npm run bench -- redirect --storm <rps>`, in a process of its own:
 * GET /r/<random slug> at `rps` requests a second, paced, over `connections` lanes, spread over
 * `ips` loopback source addresses (127.0.x.y, so the per-IP 404 limit is met as a crowd of
 * clients would meet it, not as one), each address holding one keep-alive connection, until
 * SIGTERM; then prints {"sent", "statuses": {status: count}, "errors"} and exits.
 *
 * `client` is how the requests are made: `raw` (the default) writes each request's bytes to a
 * socket of node:net and reads back only the status and length of the answer, so the storm's
 * own CPU, on the same cores as the web process, stays a small part of what is measured (about
 * a third of node:http's client, which took 200-400 µs a request on a loaded machine);
 * `http` goes through node:http's client and agents, as the earlier runs did.
 *
 * argv: <base url> <rps> <connections> <ips> [raw|http]
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

const [base, rpsArg, connArg, ipsArg, clientArg = 'raw'] = process.argv.slice(2);
const rps = Number(rpsArg);
const connections = Number(connArg);
const ips = Math.max(1, Number(ipsArg));
const target = new URL(base);
if (clientArg !== 'raw' && clientArg !== 'http') throw new Error(`client: raw or http, not ${clientArg}`);

const statuses: Record<string, number> = {};
let sent = 0;
let errors = 0;
let running = true;

const addressOf = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
const randomSlug = () => randomBytes(6).toString('hex');
const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);

/** node:http's client: one agent per source address, each with its own keep-alive sockets. */
function httpClient(): (i: number) => Promise<void> {
  const agents = Array.from({ length: ips }, (_, i) => ({
    localAddress: addressOf(i),
    agent: new http.Agent({ keepAlive: true, maxSockets: Math.max(1, Math.ceil(connections / ips)) }),
  }));
  return (i) => {
    const { localAddress, agent } = agents[i % agents.length];
    return new Promise((resolve) => {
      const req = http.get(
        { host: target.hostname, port: target.port, path: `/r/${randomSlug()}`, agent, localAddress },
        (res) => {
          res.resume();
          res.on('end', () => {
            count(res.statusCode ?? 0);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  };
}

/**
 * One keep-alive connection from one source address, one request at a time (as an agent with
 * one socket): requests wait their turn, and a connection that fails is made again for the next.
 */
class RawConnection {
  private socket: net.Socket | null = null;
  private buffer = '';
  private readonly waiting: (() => void)[] = [];
  private current: (() => void) | null = null;

  constructor(private readonly localAddress: string) {}

  request(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (!this.current) this.next();
    });
  }

  private next(): void {
    const done = this.waiting.shift();
    if (!done) return;
    this.current = done;
    this.connect().write(`GET /r/${randomSlug()} HTTP/1.1\r\nHost: ${target.host}\r\n\r\n`, 'latin1');
  }

  private connect(): net.Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect({
      host: target.hostname,
      port: Number(target.port),
      localAddress: this.localAddress,
    });
    socket.setNoDelay(true);
    this.buffer = '';
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.current) {
        errors += 1;
        this.finish();
      }
    };
    socket.on('error', fail);
    socket.on('close', fail);
    this.socket = socket;
    return socket;
  }

  /** The answers here are small and of known length: status line, headers, Content-Length bytes. */
  private read(chunk: Buffer): void {
    this.buffer += chunk.toString('latin1');
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    count(Number(head.slice(9, 12)));
    this.buffer = this.buffer.slice(end + 4 + length);
    if (/\r\nconnection: *close/i.test(head)) {
      this.socket?.destroy();
      this.socket = null;
    }
    this.finish();
  }

  private finish(): void {
    const done = this.current;
    this.current = null;
    done?.();
    this.next();
  }

  close(): void {
    this.socket?.destroy();
  }
}

function rawClient(): { send: (i: number) => Promise<void>; close(): void } {
  const pool = Array.from({ length: ips }, (_, i) => new RawConnection(addressOf(i)));
  return {
    send: (i) => pool[i % pool.length].request(),
    close: () => pool.forEach((c) => c.close()),
  };
}

const raw = clientArg === 'raw' ? rawClient() : null;
const send = raw ? raw.send : httpClient();

/** Each lane sends at its share of the rate; one that falls behind does not burst to catch up. */
async function lane(lane: number): Promise<void> {
  const interval = (1000 * connections) / rps;
  let next = Date.now() + Math.random() * interval;
  let n = lane;
  while (running) {
    const wait = next - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    next = Math.max(next + interval, Date.now());
    sent += 1;
    await send(n);
    n += connections;
  }
}

const lanes = Array.from({ length: connections }, (_, i) => lane(i));
process.stdout.write(`${JSON.stringify({ started: true })}\n`);
process.once('SIGTERM', () => {
  running = false;
  void Promise.all(lanes).then(() => {
    raw?.close();
    process.stdout.write(`${JSON.stringify({ sent, statuses, errors })}\n`);
    process.exit(0);
  });
});
