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
    /** Headers of the answer besides ClickHouse's own (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The response body ClickHouse writes for an exception, newline-terminated. */
  body(): string {
    return `Code: ${this.code}. DB::Exception: ${this.message}. (${this.name})\n`;
  }

  /** An engine's own message, already in ClickHouse's form, kept as it is. */
  static fromEngine(raw: string): ClickHouseError {
    // The parser's verdict is asked as `SELECT formatQuerySingleLine('…')` (engine.ts): the
    // engine names that wrapper as the scope of the error, which is ours, not the analyst's.
    const message = raw.replace(
      /\.? ?: In scope SELECT formatQuerySingleLine\([\s\S]*\)(?=\. \([A-Z0-9_]+\))/,
      '',
    );
    const m = /^Code: (\d+)\. DB::Exception: ([\s\S]*[^.\s])\.?\s*\(([A-Z0-9_]+)\)/.exec(message);
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
  if (code === 201) return 429; // QUOTA_EXCEEDED
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

/**
 * Every other node a read may hold. A kind not named here (a statement nested where a
 * subquery goes, a storage or engine definition, a column declaration, anything a later
 * engine version adds) is refused: the list says what is allowed, not what is not.
 */
const READ_NODES = new Set([
  'SelectWithUnionQuery',
  'SelectIntersectExceptQuery',
  'SelectQuery',
  'ExpressionList',
  'Subquery',
  'WithElement',
  'Identifier',
  'TableIdentifier',
  'Literal',
  'Function',
  'QueryParameter',
  'Asterisk',
  'QualifiedAsterisk',
  'ColumnsRegexpMatcher',
  'ColumnsListMatcher',
  'QualifiedColumnsRegexpMatcher',
  'QualifiedColumnsListMatcher',
  'ColumnsTransformerList',
  'ColumnsApplyTransformer',
  'ColumnsExceptTransformer',
  'ColumnsReplaceTransformer',
  'ColumnsReplaceTransformer::Replacement',
  'TablesInSelectQuery',
  'TablesInSelectQueryElement',
  'TableExpression',
  'TableJoin',
  'ArrayJoin',
  'SampleRatio',
  'OrderByElement',
  'InterpolateElement',
  'WindowDefinition',
  'WindowListElement',
]);

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

/** One node of `EXPLAIN AST`: its kind, the rest of its line (name, alias) and its children. */
interface AstNode {
  kind: string;
  rest: string;
  children: AstNode[];
}

const unreadable = () => readonlyError('a statement whose tree does not read as one');

/**
 * The canonical text (formatQuerySingleLine's) holds no line break, and no quoted name holds
 * an escape: a name is printed raw in `EXPLAIN AST`, so a name with a line break in it could
 * add lines to the tree read below. String literals are printed escaped there and may hold
 * anything. Read quote by quote, as the engine's lexer reads them.
 */
function checkNames(canonical: string): void {
  if (/[\r\n]/.test(canonical)) throw unreadable();
  for (let i = 0; i < canonical.length; i += 1) {
    const quote = canonical[i];
    if (quote !== "'" && quote !== '`' && quote !== '"') continue;
    let j = i + 1;
    for (; j < canonical.length && canonical[j] !== quote; j += 1) {
      if (canonical[j] === '\\') {
        if (quote !== "'") throw readonlyError('a quoted name with an escape in it');
        j += 1;
      } else if (quote !== "'" && canonical.charCodeAt(j) < 0x20) {
        throw readonlyError('a quoted name with a control character in it');
      }
    }
    if (j >= canonical.length) throw unreadable();
    i = j;
  }
}

const CHILDREN = / \(children (\d+)\)$/;

/**
 * The tree of `EXPLAIN AST`: each line is a node at its indentation, followed by exactly
 * `(children N)` nodes one level deeper. Anything that does not add up is refused.
 */
function parseAst(text: string): AstNode {
  const lines = text.split('\n').filter((line) => line !== '');
  let at = 0;
  const node = (depth: number): AstNode => {
    const line = lines[at];
    if (line === undefined || line.length - line.trimStart().length !== depth) throw unreadable();
    at += 1;
    const m = CHILDREN.exec(line);
    const head = (m ? line.slice(0, m.index) : line).trim();
    const space = head.indexOf(' ');
    const n: AstNode = {
      kind: space < 0 ? head : head.slice(0, space),
      rest: space < 0 ? '' : head.slice(space + 1),
      children: [],
    };
    for (let i = 0; i < Number(m?.[1] ?? 0); i += 1) n.children.push(node(depth + 1));
    return n;
  };
  const root = node(0);
  if (at !== lines.length) throw unreadable();
  return root;
}

/** A Function node's name: the first word of its line. */
const nameOf = (n: AstNode) => n.rest.split(' ')[0] ?? '';

/**
 * Judges one node and everything below it. `tableSource` marks the child of a
 * TableExpression, where a function is a table function.
 */
function checkNode(n: AstNode, tableSource: boolean): void {
  if (n.kind === 'Set') throw readonlyError('a SETTINGS clause');
  if (n.kind === 'Explain' || !READ_NODES.has(n.kind)) throw readonlyError(`a nested ${n.kind}`);
  if (n.kind === 'Function') {
    const name = nameOf(n);
    const lower = name.toLowerCase();
    if (OUTSIDE_FUNCTIONS.has(lower)) throw accessDenied(name);
    if (tableSource && !LOCAL_TABLE_FUNCTIONS.has(lower)) throw accessDenied(`table function ${name}`);
  }
  if (n.kind === 'SelectWithUnionQuery') {
    // Its first child is the list of SELECTs; the others are clauses of the whole query:
    // INTO OUTFILE (a Literal, with its COMPRESSION), FORMAT (an Identifier), SETTINGS.
    const [selects, ...clauses] = n.children;
    for (const c of clauses) {
      if (c.kind === 'Literal') throw readonlyError('INTO OUTFILE');
      if (c.kind !== 'Identifier') checkNode(c, false);
    }
    if (selects) checkNode(selects, false);
    return;
  }
  for (const c of n.children) checkNode(c, n.kind === 'TableExpression');
}

/**
 * Judges a whole statement: an allowed root, and under it only allowed nodes, at any depth.
 * EXPLAIN is judged by the statement it explains.
 */
function checkRoot(root: AstNode): void {
  if (!READ_ROOT.test(root.kind)) throw readonlyError(`${root.kind || 'an empty'} statement`);
  // Every statement kind here takes INTO OUTFILE (a Literal child of the statement itself,
  // EXPLAIN's included) and FORMAT (an Identifier child); the engine writes the file even
  // with readonly = 1.
  if (root.children.some((c) => c.kind === 'Literal')) throw readonlyError('INTO OUTFILE');
  if (root.kind === 'Explain') {
    const [inner, ...options] = root.children;
    if (!inner) throw readonlyError('an empty EXPLAIN');
    for (const o of options) checkNode(o, false);
    checkRoot(inner);
    return;
  }
  if (root.kind === 'SelectWithUnionQuery' || root.kind === 'SelectIntersectExceptQuery') {
    checkNode(root, false);
    return;
  }
  // SHOW, DESCRIBE, EXISTS: the names they read, a LIKE pattern, or a subquery.
  for (const c of root.children) checkNode(c, false);
}

/** What the check found: the statement's FORMAT clause, and whether it is a SELECT. */
export interface CheckedStatement {
  format: string | null;
  /** SELECT, UNION, EXCEPT, INTERSECT: answered as a stream (SHOW, DESCRIBE, EXISTS, EXPLAIN are small and whole). */
  select: boolean;
}

/**
 * Refuses what is not a single read: another statement kind, a SETTINGS clause, INTO OUTFILE,
 * a table function or function that reaches outside, a node of a kind not known to read.
 * `ast` is `EXPLAIN AST` of `canonical` (formatQuerySingleLine of the text).
 */
export function checkStatement(ast: string, canonical: string): CheckedStatement {
  checkNames(canonical);
  const root = parseAst(ast);
  checkRoot(root);
  // A plain name only: it is echoed in X-ClickHouse-Format (the engine refuses any other).
  const format = root.children.find(
    (c) =>
      c.kind === 'Identifier' &&
      /^[A-Za-z_][A-Za-z0-9_]*$/.test(c.rest) &&
      canonical.endsWith(` FORMAT ${c.rest}`),
  );
  return { format: format?.rest ?? null, select: root.kind.startsWith('Select') };
}

/** A ClickHouse string literal: backslash and quote escaped, every other byte as it is. */
export function stringLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
