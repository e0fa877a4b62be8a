import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { createRedis, type Deps } from '../../api/deps';
import { createDb } from '../../sql/db';
import { DownloadSlots } from '../../api/middleware/download-slots';
import { ExportSeats, exportSeatsOf, SEATS_FOR_NEWCOMERS } from '../../api/middleware/export-seats';
import { deps as sharedDeps, startServer, type TestServer } from '../helpers/context';
import { newAffiliate, newBusiness, type TestBusiness, tokenWithScopes } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { buildExport } from '../../api/features/exports/export-build';

/** Far more CSV than the socket buffers of both ends hold, so a client that stops reading stalls the writer. */
const ORDERS = 40_000;

interface Stalled {
  status: number;
  head: string;
  socket: net.Socket;
  /** Everything received so far and, once `rest` is awaited, the rest. */
  received: Buffer[];
  /** Set by `rest`: reading resumes and goes on to the end. */
  reading: boolean;
}

/**
 * Sends a GET on a raw socket and, once the response head is in, stops reading. Reads go
 * through a small fixed buffer and stop the moment the head is complete, so this end takes
 * in almost nothing (a socket read greedily would grow its kernel buffer to tens of MB).
 */
function stalledGet(url: string, path: string, token: string): Promise<Stalled> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let stalled: Stalled | undefined;
    const received: Buffer[] = [];
    const socket = net.connect({
      port: Number(port),
      host: hostname,
      onread: {
        buffer: Buffer.alloc(4096),
        callback: (n: number, buf: Uint8Array) => {
          received.push(Buffer.from(buf.subarray(0, n)));
          if (stalled) return stalled.reading;
          const text = Buffer.concat(received).toString('latin1');
          const end = text.indexOf('\r\n\r\n');
          if (end < 0) return true;
          stalled = {
            status: Number(text.slice(9, 12)),
            head: text.slice(0, end),
            socket,
            received,
            reading: false,
          };
          resolve(stalled);
          return false;
        },
      },
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
    // Connection: close, so an error answer ends its connection as a download's end does.
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
    );
  });
}

/** Reads what is left until the server closes the connection. */
function rest(s: Stalled): Promise<Buffer> {
  return new Promise((resolve) => {
    s.reading = true;
    s.socket.once('close', () => resolve(Buffer.concat(s.received)));
    s.socket.resume();
  });
}

/** The body of a raw HTTP/1.1 response, its chunked encoding undone; null when it ends mid-chunk or without the last chunk. */
function dechunk(raw: Buffer): Buffer | null {
  let at = raw.indexOf('\r\n\r\n') + 4;
  const parts: Buffer[] = [];
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) return null;
    const size = Number.parseInt(raw.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    if (eol + 2 + size + 2 > raw.length) return null;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** Connections of the server's export pool that are checked out (a cursor is open). */
const exportsBusy = (srv: TestServer) =>
  srv.deps.exportDb.$pool.totalCount - srv.deps.exportDb.$pool.idleCount;

/** Fewer orders as much CSV: rows of about 3 KB (seeding is what costs, per row). */
const WIDE_ORDERS = 4_000;
const WIDE_NAME = 3_000;

async function seedOrders(deps: Deps, businessId: number, n: number, nameLength = 200): Promise<void> {
  const a = await newAffiliate(businessId, {}, deps);
  // A long customer name makes each CSV row about 300 bytes (or nameLength + 100).
  await deps.db.none(
    `INSERT INTO conversions (business_id, order_id, affiliate_id, subtotal, order_total, commission_rate,
       commission_amount, status, converted_at, customer_name)
     SELECT $1, 'ord-' || g, $2, 100, 100, 10, 10, 'pending', now() - g * interval '1 second',
            'Customer ' || g || ' ' || repeat('x', $4)
       FROM generate_series(1, $3) g`,
    [businessId, a.id, n, nameLength],
  );
  // They stand for orders ClickHouse already holds: left unsynced, the minute resync would
  // queue them again, oldest first, ahead of the rows later tests wait for.
  await deps.db.none('UPDATE conversions SET synced_version = version WHERE business_id = $1', [businessId]);
}

describe('export downloads: deadlines and slots', function () {
  this.timeout(120_000);
  let base: Deps;
  let a: TestBusiness;
  let b: TestBusiness;

  /** A server of its own (rate limits included) whose downloads end after `idleMs` without reads. */
  const server = (idleMs: number) =>
    startServer({
      config: {
        ...base.config,
        rateLimitPrefix: `${base.config.redisPrefix}:rl:${randomBytes(4).toString('hex')}`,
        deadlines: { ...base.config.deadlines, exportIdleMs: idleMs },
      },
    });

  before(async () => {
    base = await sharedDeps();
    a = await newBusiness();
    b = await newBusiness();
    await seedOrders(base, a.id, ORDERS);
    await newAffiliate(b.id, {}, base);
  });

  it("a business's stalled downloads end at the idle deadline, and another business is served throughout", async () => {
    const idleMs = 1_000;
    const srv = await server(idleMs);
    const bApi = client(srv.url, b.token);
    // As many unread downloads as took the whole pool before: three run, the rest are refused.
    const opened = await Promise.all(
      Array.from({ length: 12 }, () => stalledGet(srv.url, '/v1/orders/export', a.token)),
    );
    const stalled = opened.filter((s) => s.status === 200);
    for (const s of opened) if (s.status !== 200) s.socket.destroy();
    expect(opened.map((s) => s.status).sort()).to.deep.equal([200, 200, 200, ...Array(9).fill(429)]);
    const since = Date.now();

    // B's reads answer promptly while A's downloads sit unread, until they have been ended.
    let rounds = 0;
    while (exportsBusy(srv) > 0 && Date.now() - since < idleMs + 5_000) {
      for (const path of ['/v1/orders', '/v1/affiliates']) {
        const t = Date.now();
        const r = await bApi.get(path);
        expect(r.status, `${path}: ${r.text}`).to.equal(200);
        expect(Date.now() - t, path).to.be.below(2_000);
      }
      rounds += 1;
      // Paces B's probe reads (each round is two API calls) while waiting for the idle deadline.
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(rounds).to.be.greaterThan(0);
    expect(exportsBusy(srv), 'cursors still open').to.equal(0);
    expect(Date.now() - since).to.be.below(idleMs + 5_000);

    // The client, reading again, finds its download cut short: no final chunk, far fewer rows.
    for (const s of stalled) {
      const body = (await rest(s)).toString('latin1');
      expect(body.endsWith('\r\n0\r\n\r\n')).to.equal(false);
      expect(body.split('\n').length).to.be.below(ORDERS);
    }

    // Its slots are back: A downloads the whole export again.
    const res = await fetch(`${srv.url}/v1/orders/export`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.status).to.equal(200);
    const lines = (await res.text()).trimEnd().split('\n');
    expect(lines).to.have.length(ORDERS + 1);
  });

  it('a stalled download of a built export file ends at the idle deadline too, and gives its slot back', async () => {
    const srv = await server(1_000);
    const api = client(srv.url, a.token);
    const created = await api.post('/v1/exports', { body: { type: 'orders', format: 'csv' } });
    expect(created.status, created.text).to.equal(202);
    const id = created.body.data.id;
    await buildExport(base, { task: 'build', businessId: a.id, exportId: id });
    const path = `/v1/exports/${id}/download`;
    const stalled = await Promise.all([1, 2, 3].map(() => stalledGet(srv.url, path, a.token)));
    expect(stalled.map((s) => s.status)).to.deep.equal([200, 200, 200]);
    expect((await api.get(path)).status).to.equal(429);
    // Once the deadline has ended them, their slots are back: A downloads the whole file again.
    const again = await waitFor(
      'the stalled downloads to give their slots back',
      async () => {
        const r = await fetch(`${srv.url}${path}`, { headers: { authorization: `Bearer ${a.token}` } });
        if (r.status === 429) await r.arrayBuffer();
        return r;
      },
      (r) => r.status !== 429,
      6_000,
      // At this pace, as before: polled every 50 ms, the slots did not come back within 6 s.
      250,
    );
    expect(again.status).to.equal(200);
    expect((await again.text()).trimEnd().split('\n')).to.have.length(ORDERS + 1);
    // Reading again, each stalled client finds its file cut short of its Content-Length.
    for (const s of stalled) {
      const length = Number(/content-length: (\d+)/i.exec(s.head)![1]);
      const body = await rest(s);
      expect(body.length - s.head.length - 4).to.be.below(length);
    }
  });

  it('the 4th download of a business at once is 429 with Retry-After on any process, while another business gets 200', async () => {
    // Two web processes sharing Redis; downloads here are never idle long enough to be ended.
    const [s1, s2] = [await server(30_000), await server(30_000)];
    const token = await tokenWithScopes(a.id, ['orders:read', 'affiliates:read', 'reports:read']);
    const held = [
      await stalledGet(s1.url, '/v1/orders/export', token),
      await stalledGet(s1.url, '/v1/orders/export', token),
      await stalledGet(s2.url, '/v1/orders/export', token),
    ];
    try {
      expect(held.map((s) => s.status)).to.deep.equal([200, 200, 200]);
      for (const [srv, path] of [
        [s1, '/v1/orders/export'],
        [s2, '/v1/affiliates/export'],
        [s2, '/v1/reports/export'],
        [s1, '/v1/exports/1/download'],
      ] as const) {
        const r = await client(srv.url, token).get(path);
        expect(r.status, `${path}: ${r.text}`).to.equal(429);
        expect(r.body).to.deep.include({ success: false });
        expect(r.body.error.code).to.equal('TOO_MANY_REQUESTS');
        expect(Number(r.headers.get('retry-after'))).to.be.within(1, 60);
      }
      const other = await client(s2.url, b.token).get('/v1/orders/export');
      expect(other.status, other.text).to.equal(200);

      // A client that goes away gives its slot back at once.
      held.pop()!.socket.destroy();
      const again = await waitFor(
        'the freed slot to take a download',
        () => client(s2.url, token).get('/v1/affiliates/export'),
        (r) => r.status !== 429,
        3_000,
      );
      expect(again.status, again.text).to.equal(200);
    } finally {
      for (const s of held) s.socket.destroy();
    }
  });

  it('a failed download (a 422 before any row) gives its slot back', async () => {
    const srv = await server(30_000);
    const token = await tokenWithScopes(a.id, ['orders:read']);
    const api = client(srv.url, token);
    for (let i = 0; i < 4; i++) {
      const r = await api.get('/v1/orders/export?affiliate_id=999999999');
      expect(r.status, r.text).to.equal(422);
    }
    expect((await api.get('/v1/orders/export?status=approved')).status).to.equal(200);
  });

  it('three businesses holding downloads leave a fourth room: each answer is a 200 that completes or a 503 before any header', async function () {
    this.timeout(180_000);
    // Downloads here are never idle long enough to be ended, however slow the machine.
    const srv = await server(150_000);
    const seats = exportSeatsOf(srv.deps.exportDb);
    const poolMax = seats.capacity;
    expect(poolMax).to.equal(8);
    await waitFor(
      'earlier downloads to give their seats back',
      async () => seats.inUse,
      (n) => n === 0,
      10_000,
    );
    const holders = [await newBusiness(), await newBusiness(), await newBusiness()];
    for (const h of holders) await seedOrders(base, h.id, WIDE_ORDERS, WIDE_NAME);
    const fourth = await newBusiness();
    const fifth = await newBusiness();
    await seedOrders(base, fourth.id, 50);
    await newAffiliate(fifth.id, {}, base);
    const exportId = (
      await client(srv.url, fourth.token).post('/v1/exports', { body: { type: 'orders', format: 'csv' } })
    ).body.data.id;
    await buildExport(base, { task: 'build', businessId: fourth.id, exportId });

    // Each business asks for three unread downloads, within its limit of three.
    const opened: { owner: number; s: Stalled }[] = [];
    try {
      for (const h of holders)
        for (let i = 0; i < 3; i++)
          opened.push({ owner: h.id, s: await stalledGet(srv.url, '/v1/orders/export', h.token) });
      // Two of them fill the pool but for the seats kept for businesses holding none; the third
      // gets one of those for its first download, and its others are refused before any header.
      expect(opened.map((o) => o.s.status)).to.deep.equal([200, 200, 200, 200, 200, 200, 200, 503, 503]);
      for (const { s } of opened.filter((o) => o.s.status === 503)) {
        expect(s.head).to.match(/^retry-after: \d+$/im);
        expect(s.head).to.not.match(/content-disposition/i);
        const body = (await rest(s)).toString('utf8');
        const json = JSON.parse(body.slice(body.indexOf('\r\n\r\n') + 4));
        expect(json).to.deep.equal({
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE', message: json.error.message },
        });
      }
      expect(holders.map((h) => seats.holding(String(h.id)))).to.deep.equal([3, 3, 1]);
      expect(exportsBusy(srv)).to.equal(7);

      // The fourth business's downloads, on every download route one after another: 200, whole.
      const api = client(srv.url, fourth.token);
      const get = async (path: string) => {
        const r = await fetch(`${srv.url}${path}`, { headers: { authorization: `Bearer ${fourth.token}` } });
        return { status: r.status, headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
      };
      const orders = await get('/v1/orders/export');
      expect(orders.status, orders.body.toString()).to.equal(200);
      expect(orders.body.toString().trimEnd().split('\n')).to.have.length(51);
      const affiliates = await get('/v1/affiliates/export');
      expect(affiliates.status, affiliates.body.toString()).to.equal(200);
      expect(affiliates.body.toString().trimEnd().split('\n')).to.have.length(2);
      const report = await get('/v1/reports/export?sections=stats');
      expect(report.status, report.body.toString()).to.equal(200);
      expect(report.body.toString()).to.match(/^--- Stats ---/);
      const file = await get(`/v1/exports/${exportId}/download`);
      expect(file.status, file.body.toString()).to.equal(200);
      expect(file.body.length).to.equal(Number(file.headers.get('content-length')));
      expect(file.body.toString().trimEnd().split('\n')).to.have.length(51);
      expect((await api.get('/v1/orders?per_page=1')).status).to.equal(200);

      // Once another business holds the last seat, the fifth is told to come back, on every
      // route, before any header: never a 200 it cannot finish. So is the fourth, for its file.
      // (A response's seat goes back on its 'close', which may follow the client's last byte.)
      await waitFor(
        "the fourth's downloads to give their seats back",
        async () => seats.inUse,
        (n) => n === 7,
        5_000,
      );
      const held = await stalledGet(srv.url, '/v1/orders/export', a.token);
      opened.push({ owner: a.id, s: held });
      expect(held.status).to.equal(200);
      expect(seats.inUse).to.equal(poolMax);
      for (const [path, token] of [
        ['/v1/orders/export', fifth.token],
        ['/v1/affiliates/export', fifth.token],
        ['/v1/reports/export', fifth.token],
        [`/v1/exports/${exportId}/download`, fourth.token],
      ]) {
        const r = await client(srv.url, token).get(path);
        expect(r.status, `${path}: ${r.text}`).to.equal(503);
        expect(r.body.error.code).to.equal('SERVICE_UNAVAILABLE');
        expect(Number(r.headers.get('retry-after'))).to.be.within(1, 60);
      }

      // Read again, every download that answered 200 delivers the whole export.
      for (const { owner, s } of opened.filter((o) => o.s.status === 200)) {
        const body = dechunk(await rest(s));
        expect(body, 'a 200 cut short').to.not.equal(null);
        const lines = body!.toString('latin1').trimEnd().split('\n');
        expect(lines).to.have.length((owner === a.id ? ORDERS : WIDE_ORDERS) + 1);
      }
      await waitFor(
        'the seats to come back',
        async () => seats.inUse,
        (n) => n === 0,
        10_000,
      );
      expect((await get('/v1/orders/export')).status).to.equal(200);
    } finally {
      for (const { s } of opened) s.socket.destroy();
    }
  });

  it('a download whose connection cannot be had is 503 before any header, never a 200 cut short', async () => {
    // An export pool whose server refuses connections: the cursor is opened before the headers.
    const unreachable = createDb('postgres://127.0.0.1:1/none', { max: 2 });
    try {
      const srv = await startServer({
        exportDb: unreachable,
        config: {
          ...base.config,
          rateLimitPrefix: `${base.config.redisPrefix}:rl:${randomBytes(4).toString('hex')}`,
        },
      });
      for (const path of ['/v1/orders/export', '/v1/affiliates/export', '/v1/orders/export?format=xlsx']) {
        const r = await client(srv.url, b.token).get(path);
        expect(r.status, `${path}: ${r.text}`).to.equal(503);
        expect(r.headers.get('content-disposition'), path).to.equal(null);
        expect(r.body.error.code).to.equal('SERVICE_UNAVAILABLE');
      }
      // Nothing was kept: the seats are all free again.
      const seats = exportSeatsOf(unreachable);
      expect(
        await waitFor(
          'the seats to come back',
          async () => seats.inUse,
          (n) => n === 0,
          3_000,
        ),
      ).to.equal(0);
    } finally {
      await unreachable.$pool.end();
    }
  });

  describe('the slots themselves', () => {
    it('a slot whose process died lapses after its lease; a live one is renewed past it', async () => {
      const leaseMs = 600;
      const owner = `lease-${randomBytes(4).toString('hex')}`;
      const live = new DownloadSlots(base, 1, leaseMs);
      const held = await live.acquire(owner);
      expect(held).to.have.property('release');
      // Three leases later the live slot is still held (the fixed wait is the point: renewal
      // must outlast the lease, and there is no event to wait on).
      await new Promise((r) => setTimeout(r, leaseMs * 3));
      expect(await live.acquire(owner)).to.have.property('retryAfterSeconds');
      (held as { release(): void }).release();

      // A process whose Redis connection is gone cannot renew: its slot lapses.
      const deadRedis = createRedis(base.config.redisUrl);
      const dead = new DownloadSlots({ ...base, redis: deadRedis }, 1, leaseMs);
      const lost = await dead.acquire(owner);
      expect(lost).to.have.property('release');
      deadRedis.disconnect();
      const refused = await live.acquire(owner);
      expect(refused)
        .to.have.property('retryAfterSeconds')
        .that.is.at.most(leaseMs / 1000);
      const taken = await waitFor(
        "the dead process's slot to lapse",
        () => live.acquire(owner),
        (g) => 'release' in g,
        leaseMs * 4,
      );
      expect(taken).to.have.property('release');
      (taken as { release(): void }).release();
      (lost as { release(): void }).release();
    });

    it('export seats: a first download takes any free seat, further ones leave seats for businesses holding none', () => {
      const seats = new ExportSeats(8);
      expect(SEATS_FOR_NEWCOMERS).to.equal(2);
      // Interleaved: each business's second seat is taken while it leaves two free, no third.
      const got = (owner: string) => seats.take(owner) !== null;
      expect(['c', 'd', 'e', 'c', 'd', 'e', 'c', 'd', 'e'].map(got)).to.deep.equal([
        true,
        true,
        true,
        true,
        true,
        true,
        false,
        false,
        false,
      ]);
      expect([got('a'), got('b'), got('f')]).to.deep.equal([true, true, false]);
      expect(seats.inUse).to.equal(8);

      const lone = new ExportSeats(8);
      const releases = [1, 2, 3, 4, 5, 6].map(() => lone.take('solo'));
      // One business alone takes up to the reserve, never into it.
      expect(releases.map((r) => r !== null)).to.deep.equal([true, true, true, true, true, true]);
      expect(lone.take('solo')).to.equal(null);
      expect(lone.take('other')).to.not.equal(null);
      releases[0]!();
      releases[0]!();
      expect(lone.holding('solo')).to.equal(5);
      expect(lone.inUse).to.equal(6);
    });

    it('with Redis out of reach, the slots are counted in the process', async () => {
      const down = createRedis(base.config.redisUrl);
      down.disconnect();
      try {
        const slots = new DownloadSlots({ ...base, redis: down });
        const grants = [];
        for (let i = 0; i < 4; i++) grants.push(await slots.acquire('local'));
        expect(grants.map((g) => 'release' in g)).to.deep.equal([true, true, true, false]);
        (grants[0] as { release(): void }).release();
        expect(await slots.acquire('local')).to.have.property('release');
      } finally {
        down.disconnect();
      }
    });
  });
});
