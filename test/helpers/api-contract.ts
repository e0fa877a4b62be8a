import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { Express } from 'express';
import { buildOpenApi } from '../../api/features/docs/openapi';

/**
 * The API reference checked against what the servers really answer. Every response a test
 * receives from one of the run's own servers (through `call()` and the clients built on it) is
 * matched to the document's operation; the run fails, in a root `after all` hook (test/setup.ts),
 * listing each answer the document does not describe: an operation it lacks, a status it does
 * not list for the operation, a media type it does not give, or a JSON body its schema refuses.
 * Paths the document does not claim (a test's request to an unknown path) are not checked.
 */

type Json = Record<string, any>;

export interface ApiResponse {
  base: string;
  method: string;
  /** As requested, with its query string. */
  path: string;
  status: number;
  contentType: string;
  /** Parsed when the response is JSON, else the text; undefined when the test reads it itself. */
  body: unknown;
}

interface Operation {
  key: string;
  pattern: RegExp;
  /** Literal segments: '/v1/affiliates/stats' wins over '/v1/affiliates/{id}'. */
  literals: number;
  methods: Record<string, Json>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Top-level keys and the error code: bodies alike in these are checked once. */
function shapeOf(body: unknown): string {
  if (!body || typeof body !== 'object') return typeof body;
  const b = body as Json;
  const error =
    b.error && typeof b.error === 'object' ? `${Object.keys(b.error).sort()}:${b.error.code}` : '';
  return `${Object.keys(b).sort()}|${error}`;
}

/** One document and what the responses checked against it showed it lacks. */
export class ApiContract {
  private readonly operations: Operation[];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly found = new Map<string, string>();
  private readonly seen = new Set<string>();

  constructor(doc: Json) {
    this.operations = Object.entries(doc.paths as Record<string, Json>).map(([template, methods]) => {
      const segments = template.split('/').filter(Boolean);
      const source = segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : escape(s))).join('/');
      // Express routes match without regard to case and with or without a trailing slash.
      return {
        key: template,
        pattern: new RegExp(`^/${source}/?$`, 'i'),
        literals: segments.filter((s) => !s.startsWith('{')).length,
        methods,
      };
    });
    // Response schemas refer to the document's components, compiled here as schema "openapi".
    this.ajv.addSchema({ $id: 'openapi', components: doc.components });
  }

  /** Distinct responses checked (alike ones are checked once). */
  get checked(): number {
    return this.seen.size;
  }

  /** What the responses showed the document lacks, one line each. */
  mismatches(): string[] {
    return [...this.found.values()].sort();
  }

  check(r: ApiResponse): void {
    const pathname = r.path.split('?')[0];
    const op = this.operations
      .filter((o) => o.pattern.test(pathname))
      .sort((a, b) => b.literals - a.literals)[0];
    if (!op) return;
    const method = r.method.toLowerCase();
    // HEAD is answered by the GET route unless the document gives HEAD its own operation.
    const operation = op.methods[method] ?? (method === 'head' ? op.methods.get : undefined);
    if (!operation) {
      // A method the path does not have, refused as such, is what the document says.
      if (r.status !== 404 && r.status !== 405)
        this.problem(r, op.key, `the document has no ${method} operation`);
      return;
    }
    const mediaType = r.contentType.split(';')[0].trim().toLowerCase();
    const key = `${method} ${op.key} ${r.status} ${mediaType} ${shapeOf(r.body)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const code = (r.body as Json | null)?.error?.code as string | undefined;
    const responses = operation.responses as Json;
    const documented =
      responses[String(r.status)] ?? responses[`${String(r.status)[0]}XX`] ?? responses.default;
    if (!documented) {
      this.problem(r, op.key, `status not documented${code ? ` (${code})` : ''}`);
      return;
    }
    const content = documented.content as Json | undefined;
    if (!content) {
      if (mediaType === 'application/json')
        this.problem(r, op.key, 'answers JSON; the document gives no body');
      return;
    }
    if (!mediaType || method === 'head') return;
    const media = content[mediaType];
    if (!media) {
      this.problem(r, op.key, `media type ${mediaType} not documented (${Object.keys(content).join(', ')})`);
      return;
    }
    if (mediaType !== 'application/json' || !media.schema || r.body === undefined) return;
    const validate = this.validator(`${method} ${op.key} ${r.status}`, media.schema);
    if (!validate(r.body)) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      this.problem(
        r,
        op.key,
        `body does not match the documented schema${code ? ` (${code})` : ''}: ${errors}`,
      );
    }
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let v = this.validators.get(key);
    if (!v) {
      v = this.ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')),
      );
      this.validators.set(key, v);
    }
    return v;
  }

  private problem(r: ApiResponse, route: string, what: string): void {
    const text = `${r.method.toUpperCase()} ${route} → ${r.status}: ${what}`;
    if (!this.found.has(text)) this.found.set(text, `${text} (e.g. ${r.method.toUpperCase()} ${r.path})`);
  }
}

// The run's own servers, by base URL; every one serves the same routes, so one document serves.
const apps = new Map<string, Express>();
let runContract: ApiContract | null = null;

/** Called by startServer: responses from this base URL are checked against the document. */
export function registerApiServer(base: string, app: Express): void {
  apps.set(base, app);
}

/** Checks one response if it came from one of the run's servers; `call()` hands over each. */
export function recordApiResponse(r: ApiResponse): void {
  const app = apps.get(r.base);
  if (!app) return;
  runContract ??= new ApiContract(buildOpenApi(app));
  runContract.check(r);
}

/** The run's contract, once any response was checked. */
export function runApiContract(): ApiContract | null {
  return runContract;
}
