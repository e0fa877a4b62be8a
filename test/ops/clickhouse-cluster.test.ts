import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { clusterStatements } from '../../clickhouse/cluster';
import { migrationStatements } from '../../clickhouse/migrate';
import { deps } from '../helpers/context';

const CLUSTER = 'affiliate_cluster';

/** The engine's own parser on a statement (formatQuery parses and prints it, running nothing). */
async function parsed(sql: string): Promise<string> {
  const d = await deps();
  const rs = await d.ch.client.query({
    query: 'SELECT formatQuerySingleLine({q:String}) AS f',
    query_params: { q: sql },
    format: 'JSONEachRow',
  });
  const [row] = await rs.json<{ f: string }>();
  return row!.f;
}

describe('ClickHouse cluster DDL (CLICKHOUSE_CLUSTER)', function () {
  this.timeout(60_000);

  it('makes every migration statement one the engine parses, ON CLUSTER, with Replicated and Distributed pairs', async () => {
    const plain = await migrationStatements();
    const clustered = await migrationStatements(CLUSTER);
    expect(clustered.map((m) => m.file)).to.deep.equal(plain.map((m) => m.file));
    const tables = new Set<string>();
    let pairs = 0;
    let views = 0;
    for (const { file, statements } of clustered) {
      for (const stmt of statements) {
        const f = await parsed(stmt).catch((err: Error) => {
          throw new Error(`${file}: the engine refused\n${stmt}\n${err.message}`);
        });
        if (/^INSERT INTO/.test(f)) {
          // Backfills go through the Distributed tables; they name no local table.
          expect(f, file).not.to.include('_local');
          continue;
        }
        expect(f, `${file}: ${f}`).to.include(` ON CLUSTER ${CLUSTER}`);
        const local =
          /^CREATE TABLE (?:IF NOT EXISTS )?(\w+)_local ON CLUSTER \w+ \(.*\) ENGINE = Replicated(\w*)MergeTree\('\/clickhouse\/tables\/\{shard\}\/\{database\}\/(\w+)', '\{replica\}'/.exec(
            f,
          );
        if (local) {
          expect(local[3], f).to.equal(`${local[1]}_local`);
          expect(f, f).not.to.include('non_replicated_deduplication_window');
          tables.add(local[1]!);
          continue;
        }
        const dist =
          /^CREATE TABLE (?:IF NOT EXISTS )?(\w+) ON CLUSTER \w+ AS (\w+) ENGINE = Distributed\(affiliate_cluster, currentDatabase\(\), (\w+), cityHash64\((\w+)\)\)$/.exec(
            f,
          );
        if (dist) {
          expect(tables.has(dist[1]!), `${dist[1]} made after its local table`).to.equal(true);
          expect([dist[2], dist[3]]).to.deep.equal([`${dist[1]}_local`, `${dist[1]}_local`]);
          pairs += 1;
          continue;
        }
        expect(f, `no plain MergeTree on a cluster: ${f}`).not.to.match(/ENGINE = \w*MergeTree/);
        const mv = /^CREATE MATERIALIZED VIEW .* TO (\w+) AS SELECT .* FROM (\w+)/.exec(f);
        if (mv) {
          // Each shard rolls up its own rows: the view reads and feeds local tables.
          expect(
            [mv[1], mv[2]].every((t) => t!.endsWith('_local')),
            f,
          ).to.equal(true);
          views += 1;
        }
      }
    }
    // Every tenant table of the service, and the tables the reports read.
    for (const t of ['clicks', 'events', 'conversions', 'payouts', 'click_daily', 'analytics_traffic'])
      expect(tables.has(t), t).to.equal(true);
    expect(pairs).to.equal(tables.size);
    expect(views).to.be.at.least(5);
    // Tenant tables are sharded by business, so a business's rows (every version of a
    // conversion) are on one shard.
    const conversions = clustered
      .flatMap((m) => m.statements)
      .find((s) => /^CREATE TABLE IF NOT EXISTS conversions ON/.test(s));
    expect(conversions).to.match(/cityHash64\(business_id\)\)$/);
  });

  it('leaves the migrations as written without a cluster', async () => {
    const plain = await migrationStatements();
    const text = plain.flatMap((m) => m.statements).join('\n');
    expect(text).not.to.match(/ON CLUSTER|Replicated|Distributed|_local\b/);
    const first = await fs.readFile(path.join(__dirname, '../../clickhouse/migrations/001_init.sql'), 'utf8');
    expect(first).to.include(plain[1]!.statements[0]!);
  });

  it('refuses what it cannot place on a cluster, and a cluster name that is not an identifier', () => {
    const sharded = new Set<string>();
    expect(() => clusterStatements('CREATE TABLE t (a UInt8) ENGINE = Memory', CLUSTER, sharded)).to.throw(
      /MergeTree/,
    );
    expect(() => clusterStatements('CREATE TABLE t (a UInt8) ENGINE = MergeTree', CLUSTER, sharded)).to.throw(
      /ORDER BY/,
    );
    expect(() => clusterStatements('OPTIMIZE TABLE t FINAL', CLUSTER, sharded)).to.throw(/Unsupported/);
    expect(() => clusterStatements('DROP VIEW v', 'a b', sharded)).to.throw(/cluster name/);
  });
});
