/**
 * What an analyst's statement may do, decided on the tree ClickHouse's own parser builds
 * (`EXPLAIN AST`), never on the SQL text: see docs/clickhouse.md, "Analysts".
 */

/** An answer in ClickHouse's error form: `Code: N. DB::Exception: … (NAME)`, with its HTTP status. */
export class ClickHouseError extends Error {
  constructor(
    readonly code: number,
    override readonly name: string,
    message: string,
    readonly status = 500,
  ) {
    super(message);
  }

  /** The response body ClickHouse writes for an exception, newline-terminated. */
  body(): string {
    return `Code: ${this.code}. DB::Exception: ${this.message}. (${this.name})\n`;
  }

  /** An engine's own message, already in ClickHouse's form, kept as it is. */
  static fromEngine(message: string): ClickHouseError {
    const m = /^Code: (\d+)\. DB::Exception: ([\s\S]*?)\.?\s*\(([A-Z0-9_]+)\)/.exec(message);
    if (!m) return new ClickHouseError(1001, 'STD_EXCEPTION', message.trim());
    const code = Number(m[1]);
    const error = new ClickHouseError(code, m[3], m[2], statusOf(code));
    error.body = () => (message.endsWith('\n') ? message : `${message}\n`);
    return error;
  }
}

/** ClickHouse's own mapping of the codes an analyst meets (everything else is a 500). */
function statusOf(code: number): number {
  if (code === 164 || code === 497 || code === 291) return 403; // READONLY, ACCESS_DENIED
  if (code === 516 || code === 192 || code === 193 || code === 194) return 401;
  if (code === 202) return 503; // TOO_MANY_SIMULTANEOUS_QUERIES
  return 500;
}

export const readonlyError = (what: string) =>
  new ClickHouseError(164, 'READONLY', `analyst: Cannot execute query in readonly mode: ${what}`, 403);

const accessDenied = (fn: string) =>
  new ClickHouseError(
    497,
    'ACCESS_DENIED',
    `analyst: Not enough privileges: ${fn} reaches outside the database, which analysts may not do`,
    403,
  );

/** The statements that only read: SELECT (WITH … SELECT, UNION, EXCEPT), SHOW, DESCRIBE, EXISTS, EXPLAIN. */
const READ_ROOT = /^(SelectWithUnionQuery|SelectIntersectExceptQuery|Show\w*|Describe\w*|Exists\w*|Explain)$/;
/** A statement nested anywhere (EXPLAIN INSERT …, a subquery) must be one that reads. */
const READ_NESTED = /^(Select\w*|Show\w*|Describe\w*|Exists\w*|TablesInSelect)Query$/;

/**
 * Table functions that generate rows in place. Every other one (file, url, s3, remote,
 * mysql, executable, input, …) reaches files, hosts or programs outside the database.
 */
const LOCAL_TABLE_FUNCTIONS = new Set([
  'numbers',
  'numbers_mt',
  'zeros',
  'zeros_mt',
  'generate_series',
  'generateseries',
  'values',
  'view',
  'null',
]);

/**
 * Names refused in any position: the ones that reach outside, which ClickHouse also has as
 * ordinary functions (`file('/etc/hostname')` reads a file as a String).
 */
const OUTSIDE_FUNCTIONS = new Set([
  'file',
  'url',
  'urlcluster',
  's3',
  's3cluster',
  'gcs',
  'oss',
  'cosn',
  'hdfs',
  'hdfscluster',
  'remote',
  'remotesecure',
  'cluster',
  'clusterallreplicas',
  'mysql',
  'postgresql',
  'mongodb',
  'redis',
  'sqlite',
  'jdbc',
  'odbc',
  'executable',
  'input',
  'azureblobstorage',
  'azureblobstoragecluster',
  'iceberg',
  'deltalake',
  'hudi',
  'hive',
]);

interface AstNode {
  depth: number;
  kind: string;
  rest: string;
}

function parseAst(text: string): AstNode[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const depth = line.length - line.trimStart().length;
      const [kind = '', ...rest] = line.trim().split(' ');
      return { depth, kind, rest: rest.join(' ') };
    });
}

/**
 * Refuses what is not a single read: another statement kind, a SETTINGS clause, INTO OUTFILE,
 * a table function or function that reaches outside. Returns the statement's FORMAT clause,
 * if it has one. `ast` is `EXPLAIN AST` of `canonical` (formatQuerySingleLine of the text).
 */
export function checkStatement(ast: string, canonical: string): string | null {
  const nodes = parseAst(ast);
  const root = nodes[0];
  if (!root || !READ_ROOT.test(root.kind)) throw readonlyError(`${root?.kind ?? 'an empty'} statement`);
  const parents: AstNode[] = [];
  let format: string | null = null;
  for (const node of nodes) {
    parents.length = node.depth;
    const parent = parents[node.depth - 1];
    parents.push(node);
    if (node.kind === 'Set') throw readonlyError('a SETTINGS clause');
    if (node.depth > 0 && node.kind.endsWith('Query') && !READ_NESTED.test(node.kind))
      throw readonlyError(`a nested ${node.kind}`);
    if (node.depth === 1 && node.kind === 'Literal') throw readonlyError('INTO OUTFILE');
    if (node.kind === 'Function') {
      const name = node.rest.split(' ')[0] ?? '';
      const lower = name.toLowerCase();
      if (OUTSIDE_FUNCTIONS.has(lower)) throw accessDenied(name);
      if (parent?.kind === 'TableExpression' && !LOCAL_TABLE_FUNCTIONS.has(lower))
        throw accessDenied(`table function ${name}`);
    }
    if (node.depth === 1 && node.kind === 'Identifier') {
      const name = node.rest.split(' ')[0] ?? '';
      if (canonical.endsWith(` FORMAT ${name}`)) format = name;
    }
  }
  return format;
}

/** A ClickHouse string literal: backslash and quote escaped, every other byte as it is. */
export function stringLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
