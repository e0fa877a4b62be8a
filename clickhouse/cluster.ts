/**
 * The migrations' DDL for a self-managed ClickHouse cluster (CLICKHOUSE_CLUSTER, docs/clickhouse.md
 * "Cluster"). Each MergeTree table `t` of a migration becomes two:
 *
 * - `t_local`, created ON CLUSTER with the Replicated form of its engine (its replicas share a
 *   Keeper path by shard, database and table), and the same columns, keys and settings, the
 *   deduplication window under its replicated name;
 * - `t`, a Distributed table over `t_local` sharded by the first column of its ORDER BY
 *   (business_id for every tenant table, so a business's rows, all versions of a conversion
 *   included, live on one shard, where FINAL and the rollups see them together).
 *
 * So the service's queries keep their table names. Materialized views are attached to the
 * local tables they read and write into the local tables they feed (each shard rolls up its
 * own rows); plain views, ALTERs, DROPs and backfilling INSERTs run ON CLUSTER (an ALTER on both
 * tables of a pair). Without a cluster the migrations run as written.
 */

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const LOCAL_SUFFIX = '_local';

/** The tables of earlier statements made into local/distributed pairs (their names, as queried). */
export type ShardedTables = Set<string>;

const quoteString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function assertName(name: string, what: string): void {
  if (!NAME.test(name)) throw new Error(`Invalid ClickHouse ${what}: ${name}`);
}

/** The text between the parenthesis at `open` and its match. */
function balanced(text: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '`' || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced parentheses in: ${text.slice(0, 80)}`);
}

/** `FROM t` and `JOIN t` of sharded tables read the local table instead. */
function readLocal(select: string, sharded: ShardedTables): string {
  return select.replace(
    /\b(FROM|JOIN)(\s+)([A-Za-z_][A-Za-z0-9_]*)\b/gi,
    (m, kw: string, ws: string, t: string) => (sharded.has(t) ? `${kw}${ws}${t}${LOCAL_SUFFIX}` : m),
  );
}

function createTable(stmt: string, cluster: string, sharded: ShardedTables): string[] {
  const head = /^CREATE\s+TABLE\s+(IF\s+NOT\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*\(/i.exec(stmt);
  if (!head) throw new Error(`Unsupported CREATE TABLE for a cluster: ${stmt.slice(0, 80)}`);
  const ifNotExists = head[1] ? 'IF NOT EXISTS ' : '';
  const table = head[2]!;
  const columnsEnd = balanced(stmt, head[0].length - 1);
  const columns = stmt.slice(head[0].length - 1, columnsEnd + 1);
  const rest = stmt.slice(columnsEnd + 1);
  const engine = /^\s*ENGINE\s*=\s*(\w*)MergeTree\b(\s*\()?/i.exec(rest);
  if (!engine) throw new Error(`A cluster table must be a MergeTree: ${table}`);
  const kind = engine[1] ?? '';
  let args = '';
  let after = rest.slice(engine[0].length);
  if (engine[2]) {
    const open = engine[0].length - 1;
    const close = balanced(rest, open);
    args = rest.slice(open + 1, close).trim();
    after = rest.slice(close + 1);
  }
  const orderBy = /\bORDER\s+BY\s+(\(?\s*)([A-Za-z_][A-Za-z0-9_]*)/i.exec(after);
  if (!orderBy) throw new Error(`A cluster table needs an ORDER BY: ${table}`);
  const local = `${table}${LOCAL_SUFFIX}`;
  const keeperPath = quoteString(`/clickhouse/tables/{shard}/{database}/${local}`);
  const replicatedArgs = [keeperPath, quoteString('{replica}'), ...(args ? [args] : [])].join(', ');
  const localTail = after.replace(
    /\bnon_replicated_deduplication_window\b/g,
    'replicated_deduplication_window',
  );
  sharded.add(table);
  return [
    `CREATE TABLE ${ifNotExists}${local} ON CLUSTER ${cluster} ${columns}\nENGINE = Replicated${kind}MergeTree(${replicatedArgs})${localTail}`,
    `CREATE TABLE ${ifNotExists}${table} ON CLUSTER ${cluster} AS ${local}\nENGINE = Distributed(${cluster}, currentDatabase(), ${local}, cityHash64(${orderBy[2]}))`,
  ];
}

/**
 * One migration statement as the cluster runs it: one or more statements. `sharded` collects
 * the tables made into pairs, for the statements after (pass the same set through a run).
 */
export function clusterStatements(stmt: string, cluster: string, sharded: ShardedTables): string[] {
  assertName(cluster, 'cluster name');
  const s = stmt.trim();
  if (/^CREATE\s+TABLE\b/i.test(s)) return createTable(s, cluster, sharded);
  const mv =
    /^CREATE\s+MATERIALIZED\s+VIEW\s+(IF\s+NOT\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)\s+TO\s+([A-Za-z_][A-Za-z0-9_]*)\s+AS\b/i.exec(
      s,
    );
  if (mv) {
    const target = sharded.has(mv[3]!) ? `${mv[3]}${LOCAL_SUFFIX}` : mv[3]!;
    return [
      `CREATE MATERIALIZED VIEW ${mv[1] ? 'IF NOT EXISTS ' : ''}${mv[2]} ON CLUSTER ${cluster} TO ${target} AS${readLocal(s.slice(mv[0].length), sharded)}`,
    ];
  }
  const view =
    /^CREATE\s+(OR\s+REPLACE\s+)?VIEW\s+(IF\s+NOT\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)\s+AS\b/i.exec(s);
  if (view) return [s.replace(view[0], `${view[0].slice(0, -2).trimEnd()} ON CLUSTER ${cluster} AS`)];
  const alter = /^ALTER\s+TABLE\s+([A-Za-z_][A-Za-z0-9_]*)\b/i.exec(s);
  if (alter) {
    const table = alter[1]!;
    const on = (name: string) => `ALTER TABLE ${name} ON CLUSTER ${cluster}${s.slice(alter[0].length)}`;
    return sharded.has(table) ? [on(`${table}${LOCAL_SUFFIX}`), on(table)] : [on(table)];
  }
  const drop = /^DROP\s+(VIEW|TABLE)\s+(IF\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*$/i.exec(s);
  if (drop)
    return [
      `DROP ${drop[1]!.toUpperCase()} ${drop[2] ? 'IF EXISTS ' : ''}${drop[3]} ON CLUSTER ${cluster} SYNC`,
    ];
  // A backfill: through the Distributed tables, which send each row to its shard.
  if (/^INSERT\s+INTO\b/i.test(s)) return [s];
  throw new Error(`Unsupported statement for a cluster: ${s.slice(0, 80)}`);
}
