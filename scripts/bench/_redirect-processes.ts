/**
 * `npm run bench -- redirect --processes N [--rounds 3] [--duration 5] [--connections 50] [--smoke]`
 *
 * The deployment of the Procfile against `npm start`'s one process, in one run
 * (./_deployment.ts): a warehouse, N web processes, N workers and a scheduler, against the one
 * process, each with its own link, round by round in turn so both see the same machine. The
 * load (wrk when installed, else autocannon) goes to the one process whole, and to the N web
 * processes split evenly, the same connections in all. Prints each side's req/s, p50 and p99
 * and the ratio, then checks each deployment counted every 302 its web processes wrote once in
 * click_count, and the Procfile's also in ClickHouse (read through the warehouse).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { registerBusiness } from '../../api/businesses/business.service';
import { benchEnv, isSmoke, numberArg } from './_env';
import { deploymentEnv, startMulti, startSingle, warehouseNumber, type Deployment } from './_deployment';
import { fmt, hasWrk, loadRound, mean, redirectsSent, WRK_REPORT, type Client, type Round } from './_load';

const portOf = (url: string) => Number(new URL(url).port);

/** One round against every web process of a deployment, the connections split between them. */
async function deploymentRound(
  client: Client,
  d: Deployment,
  slug: string,
  connections: number,
  seconds: number,
): Promise<Round> {
  const per = Math.max(1, Math.round(connections / d.webs.length));
  const rounds = await Promise.all(d.webs.map((w) => loadRound(client, `${w}/r/${slug}`, per, seconds)));
  return {
    rps: rounds.reduce((a, r) => a + r.rps, 0),
    p50: mean(rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    responses: rounds.reduce((a, r) => a + r.responses, 0),
    other: rounds.reduce((a, r) => a + r.other, 0),
    cpu: { web: null, worker: null, redis: null, client: null },
  };
}

/** Every 302 the deployment's web processes wrote, read once the count stops moving. */
async function sentBy(d: Deployment): Promise<{ sent: number; other: number }> {
  const read = async () => {
    const each = await Promise.all(d.webs.map((w) => redirectsSent(portOf(w))));
    return { sent: each.reduce((a, e) => a + e.sent, 0), other: each.reduce((a, e) => a + e.other, 0) };
  };
  let last = await read();
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const again = await read();
    if (again.sent === last.sent && again.other === last.other) return again;
    last = again;
  }
}

export async function runProcesses(args: string[]): Promise<void> {
  const smoke = isSmoke(args);
  const n = numberArg(args, 'processes', 2);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error('--processes: 1 to 8');
  const rounds = numberArg(args, 'rounds', smoke ? 1 : 3);
  const seconds = numberArg(args, 'duration', smoke ? 2 : 5);
  const connections = numberArg(args, 'connections', smoke ? 10 : 50);
  const env = await benchEnv('redirect_processes');
  const { deps, config } = env;
  let client: Client = { name: 'autocannon' };
  if (hasWrk()) {
    const script = path.join(os.tmpdir(), `aff-bench-wrk-${process.pid}.lua`);
    await fs.writeFile(script, WRK_REPORT);
    client = { name: 'wrk', script };
  }
  const deployments: Deployment[] = [];
  try {
    const biz = await registerBusiness(deps, { name: 'Bench', email: 'procs@bench.example', ownerName: 'B' });
    const businessId = biz.business.id;
    const user = await deps.db.one<{ id: number }>(
      `INSERT INTO users (email, name) VALUES ('procs-aff@bench.example', 'Bench affiliate') RETURNING id`,
    );
    const aff = await deps.db.one<{ id: number }>(
      `INSERT INTO affiliates (business_id, user_id, name, referral_code, status)
       VALUES ($1, $2, 'Bench affiliate', 'BENCHPRC', 'active') RETURNING id`,
      [businessId, user.id],
    );
    const link = (slug: string) =>
      deps.db.one<{ id: number; slug: string }>(
        `INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url)
         VALUES ($1, $2, $3, 'https://shop.example/p') RETURNING id, slug`,
        [businessId, aff.id, slug],
      );
    // Made before the web processes start, which read the links when they do.
    const links = { one: await link('bench-one'), multi: await link('bench-multi') };
    const one = await startSingle(deploymentEnv(config, 'one'));
    deployments.push(one);
    const multi = await startMulti(deploymentEnv(config, 'multi'), { web: n, workers: n });
    deployments.push(multi);
    console.log(
      `redirect bench, deployments: one process, against a warehouse with ${n} web, ${n} workers and a scheduler; ` +
        `${rounds} rounds × ${seconds} s each, ${connections} connections from ${client.name}`,
    );
    // Warm-up, as long as a round, for both.
    await deploymentRound(client, one, links.one.slug, connections, seconds);
    await deploymentRound(client, multi, links.multi.slug, connections, seconds);
    const sides: { one: Round[]; multi: Round[] } = { one: [], multi: [] };
    for (let i = 0; i < rounds; i++) {
      // In turn, alternating which goes first.
      for (const side of i % 2 ? (['multi', 'one'] as const) : (['one', 'multi'] as const))
        sides[side].push(
          await deploymentRound(client, side === 'one' ? one : multi, links[side].slug, connections, seconds),
        );
      console.log(
        `  round ${i + 1}: one process ${fmt(sides.one[i].rps)} req/s (p99 ${fmt(sides.one[i].p99, 1)} ms) | ` +
          `${n} web ${fmt(sides.multi[i].rps)} req/s (p99 ${fmt(sides.multi[i].p99, 1)} ms)`,
      );
    }
    const rps = (rs: Round[]) => mean(rs.map((r) => r.rps));
    console.log(
      `one process          : ${fmt(rps(sides.one))} req/s, p50 ${fmt(mean(sides.one.map((r) => r.p50)), 1)} ms, p99 ${fmt(mean(sides.one.map((r) => r.p99)), 1)} ms`,
    );
    console.log(
      `warehouse + ${n} web/worker: ${fmt(rps(sides.multi))} req/s, p50 ${fmt(mean(sides.multi.map((r) => r.p50)), 1)} ms, p99 ${fmt(mean(sides.multi.map((r) => r.p99)), 1)} ms`,
    );
    console.log(`ratio (${n} web / one process): ${fmt(rps(sides.multi) / rps(sides.one), 2)}`);

    const checks: [string, boolean][] = [];
    for (const [side, d] of [
      ['one', one],
      ['multi', multi],
    ] as const) {
      const { sent, other } = await sentBy(d);
      const deadline = Date.now() + 180_000;
      // click_count, and ClickHouse's rows where the deployment has a warehouse (-1 where not).
      const look = async () => ({
        counted: (
          await deps.db.one<{ n: number }>('SELECT click_count AS n FROM referral_links WHERE id = $1', [
            links[side].id,
          ])
        ).n,
        rows: d.clickhouseUrl
          ? await warehouseNumber(
              d,
              config.clickhouseDatabase,
              'SELECT count() FROM clicks WHERE referral_link_id = {l:UInt64}',
              { l: links[side].id },
            )
          : -1,
      });
      let { counted, rows } = await look();
      while (Date.now() < deadline && !(counted >= sent && (rows < 0 || rows >= sent))) {
        await new Promise((r) => setTimeout(r, 250));
        ({ counted, rows } = await look());
      }
      // A second look after the drain: anything late would be a double.
      await new Promise((r) => setTimeout(r, 2_000));
      ({ counted, rows } = await look());
      const name = side === 'one' ? 'one process' : `${n} web`;
      console.log(
        `${name}: 302s sent ${sent} (other answers ${other}), click_count ${counted}` +
          (rows >= 0 ? `, ClickHouse rows ${rows}` : ''),
      );
      checks.push([
        `${name}: zero clicks lost or doubled`,
        other === 0 && counted === sent && (rows < 0 || rows === sent),
      ]);
    }
    for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    for (const d of deployments.reverse()) await d.stop().catch(() => undefined);
    await env.cleanup();
    if (client.name === 'wrk') await fs.rm(client.script, { force: true });
  }
}
