import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { ALL_SCOPES } from '../../api/security/scopes';
import { deleteKeys, deps as sharedDeps } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  newLink,
  type TestAffiliate,
  type TestBusiness,
  type TestLink,
  tokenWithScopes,
  uniq,
} from '../helpers/fixtures';
import { call, type CallOptions, type HttpResult } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { insertConversion } from '../helpers/orders';

const ROOT = path.join(__dirname, '..', '..');

/** How long any answer may take. */
const DEADLINE_MS = 5_000;

/**
 * Every placeholder form of pg-promise's query formatting, and names that reach the
 * prototype chain of a values object: formatting `$(constructor.valueOf)` once more never
 * ends, the others fail or read the wrong text.
 */
const PAYLOADS = [
  '$(x)',
  '${x}',
  '$<x>',
  '$[x]',
  '$/x/',
  '$1',
  '$(constructor.valueOf)',
  '${constructor}',
  '$<__proto__>',
  '$[constructor.name]',
  '$/toString/',
  '$(this)',
];

interface Child {
  process: ChildProcess;
  chPath: string;
  line: Record<string, unknown>;
}

/**
 * The web process and the exports worker of test/helpers/service-child.ts, in a namespace of
 * their own (queues, Redis keys, ClickHouse folder). A request that made either spin would
 * freeze this process too if they ran here; in their own processes it only fails the test.
 */
class Service {
  readonly ns = `${process.env.QUEUE_PREFIX}_ph_${uniq()}`;
  private children: Child[] = [];
  url = '';

  async start(): Promise<void> {
    const [web] = (this.children = await Promise.all([this.spawn('web'), this.spawn('worker')]));
    this.url = `http://127.0.0.1:${String(web.line.port)}`;
  }

  /** SIGKILL: a process spinning in a formatting loop no longer stops on SIGTERM. */
  async stop(): Promise<void> {
    await Promise.all(
      this.children.map(async (c) => {
        if (c.process.exitCode === null && c.process.signalCode === null) {
          const exited = new Promise((r) => c.process.once('exit', r));
          c.process.kill('SIGKILL');
          await exited;
        }
        await fs.rm(c.chPath, { recursive: true, force: true });
      }),
    );
    this.children = [];
  }

  private spawn(role: 'web' | 'worker'): Promise<Child> {
    const chPath = path.join(os.tmpdir(), `aff-ch-${this.ns}-${role}-${uniq()}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      QUEUE_PREFIX: this.ns,
      REDIS_PREFIX: this.ns,
      CLICKHOUSE_PATH: chPath,
      LOG_LEVEL: 'silent',
    };
    delete env.CLICKHOUSE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/service-child.ts', role], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString('utf8');
        const nl = out.indexOf('\n');
        if (nl >= 0) resolve({ process: child, chPath, line: JSON.parse(out.slice(0, nl)) });
      });
      child.once('exit', (code) => reject(new Error(`service-child ${role} exited with ${code}`)));
    });
  }
}

interface Seeded {
  affiliate: TestAffiliate;
  link: TestLink;
  orderId: string;
}

describe('placeholder-shaped text is matched literally by every search and filter', function () {
  this.timeout(30_000);
  const service = new Service();
  let biz: TestBusiness;
  let plain: Seeded;
  const seeded = new Map<string, Seeded>();
  let token = '';

  /** An affiliate (and its link) whose name holds `text`, and an order whose order_id does. */
  async function seed(text: string, affiliateName: string, orderAffiliateId?: number): Promise<Seeded> {
    const affiliate = await newAffiliate(biz.id, { name: affiliateName });
    const link = await newLink(biz.id, affiliate.id);
    const orderId = `ORD ${text} ${uniq()}`;
    await insertConversion(biz.id, {
      order_id: orderId,
      affiliate_id: orderAffiliateId ?? affiliate.id,
      converted_at: '2026-05-10T10:00:00.000Z',
    });
    return { affiliate, link, orderId };
  }

  before(async function () {
    this.timeout(120_000);
    biz = await newBusiness();
    plain = await seed('plain', `Plain Pat ${uniq()}`);
    // Each hostile order belongs to the plain affiliate, so a search finds it by its order_id only.
    for (const p of PAYLOADS) seeded.set(p, await seed(p, `Hostile ${p} Fan ${uniq()}`, plain.affiliate.id));
    await service.start();
  });

  after(async function () {
    this.timeout(30_000);
    await service.stop();
    await deleteKeys((await sharedDeps()).redis, `${service.ns}:*`);
  });

  // A fresh token per test: the read and export budgets are per token.
  beforeEach(async () => {
    token = await tokenWithScopes(biz.id, [...ALL_SCOPES]);
  });

  // A test that stalled the service leaves the next one a fresh one.
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    this.timeout(120_000);
    await service.stop();
    await service.start();
  });

  /** One call that must be answered within the deadline. */
  const request = (method: string, p: string, opts: CallOptions = {}): Promise<HttpResult> =>
    call(service.url, method, p, { token, signal: AbortSignal.timeout(DEADLINE_MS), ...opts });

  /** A call answered within the deadline without a 5xx, after which the service is still ready. */
  async function ask(method: string, p: string, opts: CallOptions = {}): Promise<HttpResult> {
    const r = await request(method, p, opts);
    expect(r.status, `${method} ${p}: ${r.text}`).to.be.below(500);
    const ready = await call(service.url, 'GET', '/readyz', { signal: AbortSignal.timeout(DEADLINE_MS) });
    expect(ready.status, ready.text).to.equal(200);
    return r;
  }

  /** An asynchronous export from request to its file; it must finish `done`, not hang. */
  async function asyncExport(type: string, params: Record<string, unknown>): Promise<string> {
    const created = await ask('POST', '/v1/exports', { body: { type, params } });
    expect(created.status, created.text).to.equal(202);
    const id = created.body.data.id as number;
    const status = await waitFor(
      `export ${id} to finish`,
      async () => (await request('GET', `/v1/exports/${id}`)).body.data.status as string,
      (s) => s === 'done' || s === 'failed',
      15_000,
    );
    expect(status, `export ${id}`).to.equal('done');
    const file = await ask('GET', `/v1/exports/${id}/download`);
    expect(file.status).to.equal(200);
    return file.text;
  }

  const q = encodeURIComponent;
  const names = (r: HttpResult) =>
    (r.body.data.items as { affiliate_user: { name: string } }[]).map((a) => a.affiliate_user.name);
  const ids = (r: HttpResult) => (r.body.data.items as { id: number }[]).map((a) => a.id);
  const orderIds = (r: HttpResult) => (r.body.data.items as { order_id: string }[]).map((o) => o.order_id);
  /** The data lines of a CSV (the header dropped). */
  const csvRows = (text: string) => text.trimEnd().split(/\r?\n/).slice(1);

  for (const p of PAYLOADS) {
    describe(`search and filter text ${p}`, () => {
      const mine = () => seeded.get(p)!;

      it('GET /v1/affiliates?search finds the affiliate named with it, and no other', async () => {
        const r = await ask('GET', `/v1/affiliates?search=${q(p)}`);
        expect(r.status, r.text).to.equal(200);
        expect(names(r)).to.deep.equal([mine().affiliate.name]);
      });

      it('GET /v1/links?search finds the link of that affiliate, and no other', async () => {
        const r = await ask('GET', `/v1/links?search=${q(p)}`);
        expect(r.status, r.text).to.equal(200);
        expect(ids(r)).to.deep.equal([mine().link.id]);
      });

      it("GET /v1/affiliates/{id}/links?search matches within the affiliate's links", async () => {
        const own = await ask('GET', `/v1/affiliates/${mine().affiliate.id}/links?search=${q(p)}`);
        expect(own.status, own.text).to.equal(200);
        expect(ids(own)).to.deep.equal([mine().link.id]);
        const other = await ask('GET', `/v1/affiliates/${plain.affiliate.id}/links?search=${q(p)}`);
        expect(ids(other)).to.deep.equal([]);
      });

      it('GET /v1/orders?search finds the order whose order_id holds it, and no other', async () => {
        const r = await ask('GET', `/v1/orders?search=${q(p)}`);
        expect(r.status, r.text).to.equal(200);
        expect(orderIds(r)).to.deep.equal([mine().orderId]);
        expect(r.body.data.meta.total).to.equal(1);
        // Filtered on top of the search: a second page and a status still answer.
        const page2 = await ask('GET', `/v1/orders?search=${q(p)}&status=pending&per_page=1&page=2`);
        expect(page2.status, page2.text).to.equal(200);
        expect(page2.body.data.meta.total).to.equal(1);
      });

      it('GET /v1/conversions/{order_id} finds the order by that exact id', async () => {
        const r = await ask('GET', `/v1/conversions/${q(mine().orderId)}`);
        expect(r.status, r.text).to.equal(200);
        expect(r.body.data.order_id).to.equal(mine().orderId);
      });

      it('GET /v1/affiliates/export?search exports that affiliate only', async () => {
        const r = await ask('GET', `/v1/affiliates/export?search=${q(p)}`);
        expect(r.status, r.text).to.equal(200);
        const rows = csvRows(r.text);
        expect(rows).to.have.length(1);
        expect(rows[0]).to.include(mine().affiliate.name);
      });

      it('GET /v1/orders/export?search exports that order only', async () => {
        const r = await ask('GET', `/v1/orders/export?search=${q(p)}`);
        expect(r.status, r.text).to.equal(200);
        const rows = csvRows(r.text);
        expect(rows).to.have.length(1);
        expect(rows[0]).to.include(mine().orderId);
      });

      it('GET /v1/reports/export?sections ignores it as an unknown section', async () => {
        const r = await ask('GET', `/v1/reports/export?from=2026-05-01&to=2026-05-31&sections=${q(p)}`);
        expect(r.status, r.text).to.equal(200);
        expect(r.headers.get('content-type')).to.match(/^text\/csv/);
      });

      it('GET /v1/affiliate/analytics?metrics names it, literally, as an unknown metric (422)', async () => {
        const r = await ask('GET', `/v1/affiliate/analytics?section=stats&metrics=${q(p)}`);
        expect(r.status, r.text).to.equal(422);
        expect(r.body.error.details.metrics[0]).to.include(`section stats: ${p}.`);
      });

      it('POST /v1/exports of affiliates with it as search completes with that affiliate only', async () => {
        const rows = csvRows(await asyncExport('affiliates', { search: p }));
        expect(rows).to.have.length(1);
        expect(rows[0]).to.include(mine().affiliate.name);
      });

      it('POST /v1/exports of orders with it as search completes with that order only', async () => {
        const rows = csvRows(await asyncExport('orders', { search: p }));
        expect(rows).to.have.length(1);
        expect(rows[0]).to.include(mine().orderId);
      });

      it('POST /v1/exports of a report with it as sections completes', async () => {
        const text = await asyncExport('report', { from: '2026-05-01', to: '2026-05-31', sections: p });
        expect(text.length).to.be.greaterThan(0);
      });
    });
  }
});
