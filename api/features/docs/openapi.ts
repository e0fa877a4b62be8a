import type { Express } from 'express';
import type { Schema } from 'joi';
import parse from 'joi-to-json';
import { metaOf, type RouteMeta } from '../../http/route-meta';
import { listRoutes } from '../../http/routes';
import type { Json, OpDoc } from '../../http/op-docs';
import { OPERATION_DOCS } from '../operation-docs';

/** Every error code the API answers, by its status (README, errors; api/errors.ts). */
const CODE_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  DECRYPTION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  REGISTRATION_DISABLED: 403,
  AFFILIATE_INACTIVE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  AFFILIATE_EXISTS: 409,
  INVALID_STATUS: 409,
  BUSINESS_EXISTS: 409,
  INTEGRATION_EXISTS: 409,
  VALIDATION_ERROR: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  REPORT_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  PARTNER_DISABLED: 503,
  PARTNER_NOT_CONFIGURED: 503,
};

/** What each code means to a client, and the message an example of it shows. */
const CODE_EXAMPLE: Record<string, string> = {
  BAD_REQUEST: 'Malformed JSON in request body',
  DECRYPTION_FAILED: 'The payload could not be decrypted',
  UNAUTHORIZED: 'Invalid or expired access token',
  INVALID_CREDENTIALS: 'Invalid business, e-mail or password',
  FORBIDDEN: 'This token lacks the scope this endpoint needs',
  REGISTRATION_DISABLED: 'Affiliate registration is closed for this business',
  AFFILIATE_INACTIVE: 'This affiliate account is not active',
  NOT_FOUND: 'Resource not found',
  AFFILIATE_EXISTS: 'This user is already an affiliate of this business',
  INVALID_STATUS: 'Cannot approve an order that is rejected',
  BUSINESS_EXISTS: 'This owner already has a business of this name',
  INTEGRATION_EXISTS: 'This business already has a stripe integration',
  VALIDATION_ERROR: 'The given data was invalid',
  TOO_MANY_REQUESTS: 'Too many requests, retry after the time in Retry-After',
  SERVER_ERROR: 'Internal server error',
  REPORT_ERROR: 'The report could not be computed',
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable, please retry later',
  PARTNER_DISABLED: 'Partner registration is disabled',
  PARTNER_NOT_CONFIGURED: 'Partner registration is not configured',
};

const DEFAULT_CODE: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The error envelope admitting only `codes`. */
function errorSchema(codes: string[]): Json {
  return {
    type: 'object',
    required: ['success', 'error'],
    properties: {
      success: { const: false },
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: codes },
          message: { type: 'string' },
          details: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
      },
    },
  };
}

/** The error envelope's example of one code. */
function errorExample(code: string): Json {
  const error: Json = { code, message: CODE_EXAMPLE[code] ?? code };
  if (code === 'VALIDATION_ERROR')
    error.details = { email: ['The email field must be a valid email address.'] };
  return { success: false, error };
}

const SLUG_PARAM = { name: 'slug', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } };
const LINK_NOT_FOUND = { description: 'Unknown, inactive or deleted link' };
const NOT_FOUND_LIMIT = {
  ...errorResponse(429),
  description:
    'TOO_MANY_REQUESTS: this client IP got too many 404s this minute (REDIRECT_NOT_FOUND_PER_MINUTE, ' +
    'default 120); Retry-After says when. Live links are never limited.',
};
const REDIRECT_LIMIT =
  'Unknown slugs are answered from an in-memory filter of every live slug, without a database ' +
  'lookup; 404s are limited per client IP (REDIRECT_NOT_FOUND_PER_MINUTE, default 120 a minute), ' +
  'then 429 with Retry-After. Redirects to live links are not limited.';
const SUCCESS = {
  description: 'The success envelope',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
};

/** Routes outside Express (raw hot paths), described by hand. */
const HOT_PATHS: { method: string; path: string; op: Json }[] = [
  {
    method: 'get',
    path: '/r/{slug}',
    op: {
      summary: 'Referral redirect: records a click and answers 302 to the link destination',
      description: REDIRECT_LIMIT,
      tags: ['tracking'],
      parameters: [SLUG_PARAM],
      'x-rate-limit': '404s: REDIRECT_NOT_FOUND_PER_MINUTE (default 120) per minute per IP',
      responses: {
        '302': { description: 'Redirect to the destination with aff_click' },
        '404': LINK_NOT_FOUND,
        '429': NOT_FOUND_LIMIT,
        '503': {
          ...errorResponse(503),
          description: 'SERVICE_UNAVAILABLE: the click could be neither queued nor spooled, so no redirect',
        },
      },
    },
  },
  {
    method: 'head',
    path: '/r/{slug}',
    op: {
      summary: 'Link check: where the link leads, without recording a click',
      description: REDIRECT_LIMIT,
      tags: ['tracking'],
      parameters: [SLUG_PARAM],
      responses: {
        '302': { description: 'Location is the destination as configured (no aff_click, no cookie)' },
        '404': LINK_NOT_FOUND,
        '429': NOT_FOUND_LIMIT,
      },
    },
  },
  {
    method: 'post',
    path: '/v1/collect',
    op: {
      summary: 'Browser event collection (publishable key in X-Publishable-Key)',
      description:
        'Public, CORS open. Body: one event or {events: [...]} (1-50). 300 requests a minute per IP. ' +
        'navigator.sendBeacon, which cannot set headers, may pass the key as ?key= with a text/plain body.',
      tags: ['tracking'],
      parameters: [
        { name: 'X-Publishable-Key', in: 'header', required: true, schema: { type: 'string' } },
        { name: 'key', in: 'query', required: false, schema: { type: 'string' } },
      ],
      'x-rate-limit': '300 per minute per IP (collect)',
      responses: {
        '202': { ...SUCCESS, description: 'Accepted: data{accepted, cookie_duration}' },
        '400': errorResponse(400),
        '401': { ...errorResponse(401), description: 'UNAUTHORIZED: missing or unknown publishable key' },
        '403': { ...errorResponse(403), description: 'FORBIDDEN: the business is inactive' },
        '422': {
          ...errorResponse(422),
          description: 'VALIDATION_ERROR: invalid event (details name each field)',
        },
        '429': errorResponse(429),
      },
    },
  },
  {
    method: 'options',
    path: '/v1/collect',
    op: {
      summary: 'CORS preflight of the browser event collection',
      description: 'Answers any origin: collection is public, the publishable key says which business.',
      tags: ['tracking'],
      responses: { '204': { description: 'The CORS headers; no body' } },
    },
  },
];

/**
 * What the routes' own middleware cannot tell: the success status where it is not 200 (or 204
 * for DELETE), which answer with a file rather than the envelope, and the errors a handler
 * raises itself. Keys are "METHOD path"; the docs test checks each names a registered route.
 */
type RouteDoc = Partial<OpDoc>;

const text = (mediaType: string, description: string): Json => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' } } },
});

const STORES = ['postgres', 'redis', 'clickhouse'];

const READINESS = {
  description: 'Each store, ok or down',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'checks'],
        properties: {
          status: { enum: ['ready', 'not_ready'] },
          checks: {
            type: 'object',
            required: STORES,
            properties: Object.fromEntries(STORES.map((store) => [store, { enum: ['ok', 'down'] }])),
          },
        },
      },
    },
  },
};

/** Downloads share each process's export connections between businesses (docs/architecture.md). */
const DOWNLOAD_BUSY: Json = {
  ...errorResponse(503),
  description:
    'SERVICE_UNAVAILABLE with Retry-After, before any header: the export connections this business ' +
    'may take now are in use (a business already downloading leaves the last 2 of a process to ' +
    'businesses that are not), or PostgreSQL could not be reached',
};

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'get /healthz': {
    answer: {
      description: 'The process is up',
      content: {
        'application/json': {
          schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } },
        },
      },
    },
  },
  'get /readyz': { answer: READINESS, others: { '503': { ...READINESS, description: 'A store is down' } } },
  'get /metrics': {
    answer: text('text/plain', 'Prometheus text exposition'),
    errors: ['UNAUTHORIZED'],
    bearer: 'The admin token (ADMIN_TOKEN); none when METRICS_PUBLIC=true',
  },
  'get /openapi.json': {
    answer: {
      description: 'This document',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['openapi', 'paths'],
            properties: { openapi: { type: 'string' }, paths: { type: 'object' } },
          },
        },
      },
    },
  },
  'get /docs': { answer: text('text/html', 'The rendered API reference') },
  'get /docs/init.js': { answer: text('application/javascript', "The reference page's start-up script") },
  'get /sdk.js': { answer: text('application/javascript', 'The browser SDK') },
  // Handlers that look up what a query or body names (a link, an affiliate) answer 404 for it.
  'get /v1/clicks': { errors: ['NOT_FOUND'] },
  'post /v1/clicks': { status: 202, errors: ['NOT_FOUND'] },
  'get /v1/commissions/preview': { errors: ['NOT_FOUND'] },
  'get /v1/connection/status': { errors: ['SERVICE_UNAVAILABLE'] },
  'post /v1/auth/token': { errors: ['UNAUTHORIZED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE'] },
  'post /v1/partner/register-business': {
    status: 201,
    errors: [
      'UNAUTHORIZED',
      'DECRYPTION_FAILED',
      'BUSINESS_EXISTS',
      'PARTNER_DISABLED',
      'PARTNER_NOT_CONFIGURED',
      'SERVICE_UNAVAILABLE',
    ],
    bearer: 'The partner token (PARTNER_TOKEN)',
  },
  'post /v1/affiliates': { status: 201, errors: ['AFFILIATE_EXISTS'] },
  'post /v1/affiliates/register': { status: 201, errors: ['AFFILIATE_EXISTS', 'REGISTRATION_DISABLED'] },
  // Transitions from a status they do not apply to are 409 INVALID_STATUS.
  'post /v1/affiliates/{id}/approve': { errors: ['INVALID_STATUS'] },
  'post /v1/affiliates/{id}/suspend': { errors: ['INVALID_STATUS'] },
  'post /v1/affiliates/{id}/terminate': { errors: ['INVALID_STATUS'] },
  'post /v1/affiliates/{id}/reactivate': { errors: ['INVALID_STATUS'] },
  'post /v1/orders/{id}/approve': { errors: ['INVALID_STATUS'] },
  'post /v1/orders/{id}/reject': { errors: ['INVALID_STATUS'] },
  'post /v1/conversions/{order_id}/cancel': { errors: ['INVALID_STATUS'] },
  'post /v1/conversions/{order_id}/refund': { errors: ['INVALID_STATUS'] },
  'post /v1/payouts/{id}/complete': { errors: ['INVALID_STATUS'] },
  'post /v1/payouts/{id}/fail': { errors: ['INVALID_STATUS'] },
  'post /v1/affiliates/{affiliateId}/links': { status: 201 },
  'post /v1/affiliates/{affiliateId}/coupons': { status: 201 },
  'post /v1/links/{id}/commission-rules': { status: 201 },
  'post /v1/settings/commission-tiers': { status: 201 },
  'post /v1/payouts': { status: 201 },
  'post /v1/webhooks': { status: 201 },
  'post /v1/webhooks/{id}/test': { status: 202 },
  'post /v1/webhooks/{id}/deliveries/{delivery_id}/retry': { status: 202 },
  'post /v1/affiliates/{id}/adjustments': { status: 201 },
  'post /v1/pageviews': { status: 202 },
  'post /v1/conversions': { status: 202 },
  'post /v1/exports': { status: 202 },
  'get /v1/affiliates/export': { file: true, others: { '503': DOWNLOAD_BUSY } },
  'get /v1/orders/export': { file: true, others: { '503': DOWNLOAD_BUSY } },
  'get /v1/reports/export': { file: true, others: { '503': DOWNLOAD_BUSY } },
  'get /v1/exports/{id}/download': { file: true, others: { '503': DOWNLOAD_BUSY } },
  'post /v1/payout-runs': { status: 201 },
  'post /v1/payout-runs/{id}/complete': { errors: ['INVALID_STATUS'] },
  'get /v1/payout-runs/{id}/file': {
    answer: {
      description:
        "The run's payouts of the format's method as the provider's upload file: PayPal Payouts' CSV (no header), " +
        "Wise's batch CSV, or a SEPA credit transfer (pain.001.001.03 XML); details unmasked",
      content: {
        'text/csv': { schema: { type: 'string' } },
        'application/xml': { schema: { type: 'string' } },
      },
    },
  },
};

const FILE_CONTENT = {
  'text/csv': { schema: { type: 'string' } },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    schema: { type: 'string', contentEncoding: 'binary' },
  },
};

/** Unknown body fields are ignored, not refused (docs/architecture.md, Request path): no `additionalProperties: false`. */
function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const o = schema as Json;
  // A joi map (object().pattern(), such as exchange rates by currency) comes out with no
  // properties: its keys are the caller's.
  if (o.type === 'object' && o.properties && !Object.keys(o.properties).length && !o.patternProperties)
    return { ...o, additionalProperties: true };
  return Object.fromEntries(
    Object.entries(schema as Json)
      .filter(([k, v]) => !(k === 'additionalProperties' && v === false))
      .map(([k, v]) => [k, openObjects(v)]),
  );
}

/** joi's greater(0) on a min(0) field gives both bounds; the stricter one says it all. */
function oneLowerBound(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(oneLowerBound);
  if (!schema || typeof schema !== 'object') return schema;
  const s = Object.fromEntries(Object.entries(schema as Json).map(([k, v]) => [k, oneLowerBound(v)]));
  if (
    typeof s.minimum === 'number' &&
    typeof s.exclusiveMinimum === 'number' &&
    s.exclusiveMinimum >= s.minimum
  )
    delete s.minimum;
  return s;
}

function toJsonSchema(schema: unknown): Json {
  try {
    return oneLowerBound(parse(schema as Schema, 'open-api-3.1')) as Json;
  } catch {
    return { type: 'object' };
  }
}

/**
 * The error answer of one status: its schema admits only the codes this operation can answer
 * with it (so the tests, which check every answer against the document, catch any other), and
 * each code has its example.
 */
function errorResponse(status: number, codes: string[] = [DEFAULT_CODE[status]]): Json {
  return {
    description: codes.join(', '),
    content: {
      'application/json': {
        schema: errorSchema(codes),
        examples: Object.fromEntries(
          codes.map((c) => [c, { summary: CODE_EXAMPLE[c] ?? c, value: errorExample(c) }]),
        ),
      },
    },
  };
}

/** Query and path parameters from an object schema. */
function parameters(where: 'query' | 'path', schema: unknown): Json[] {
  const s = toJsonSchema(schema);
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props).map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: p,
  }));
}

/** The tag of a path: its first segment after /v1 (the portal, payouts, …), operational routes apart. */
function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'hooks') return 'integrations';
  if (segments[0] !== 'v1') return ['r', 'sdk.js'].includes(segments[0]) ? 'tracking' : 'operations';
  return TAG_OF_SEGMENT[segments[1]] ?? segments[1];
}

/** Segments that belong with another tag in a reader's order. */
const TAG_OF_SEGMENT: Record<string, string> = {
  collect: 'tracking',
  sdk: 'tracking',
  pageviews: 'tracking',
  clicks: 'tracking',
  affiliate: 'reports',
  commissions: 'commission-rules',
  'exchange-rates': 'settings',
  events: 'webhooks',
  connection: 'auth',
  partner: 'auth',
};

/** Tags in the order a merchant meets them; the operational routes last. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'auth', description: 'API keys to access tokens; partner registration and disconnecting' },
  { name: 'affiliates', description: 'Affiliates of the business: create, review, approve, suspend' },
  { name: 'links', description: 'Referral links and their click counts' },
  { name: 'coupons', description: 'Coupon codes attributing orders to an affiliate' },
  { name: 'commission-rules', description: 'Per-link commission rules and the commission preview' },
  { name: 'tracking', description: 'Clicks, the redirect, page views and the browser SDK' },
  { name: 'conversions', description: 'Orders reported by the shop, their cancellation and refunds' },
  { name: 'orders', description: 'Review of conversions: approve, reject, in bulk' },
  { name: 'payouts', description: 'Payouts to affiliates' },
  { name: 'payout-runs', description: 'Batches of payouts and their provider files' },
  { name: 'reports', description: 'Reports, analytics and fraud signals' },
  { name: 'exports', description: 'Asynchronous CSV and XLSX exports' },
  { name: 'webhooks', description: 'Webhook endpoints, deliveries and the event log' },
  {
    name: 'integrations',
    description:
      'Billing providers (Stripe, Paddle Billing, Shopify) whose payments and refunds record conversions',
  },
  { name: 'settings', description: 'Program settings, commission tiers, branding and exchange rates' },
  { name: 'portal', description: "The affiliate portal: an affiliate's own view, behind a portal token" },
  { name: 'operations', description: 'Health, readiness, metrics and this reference' },
];

function operation(method: string, path: string, meta: RouteMeta): Json {
  const key = `${method} ${path}`;
  const doc: Partial<OpDoc> = { ...ROUTE_DOCS[key], ...OPERATION_DOCS[key] };
  const statusOk = String(doc.status ?? (method === 'delete' ? 204 : 200));
  const success =
    doc.answer ??
    (doc.file
      ? { description: 'The export as an attachment: CSV, or XLSX with format=xlsx', content: FILE_CONTENT }
      : statusOk === '204'
        ? { description: 'Done; no body' }
        : successResponse(doc));
  const op: Json = {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: doc.summary ?? `${method.toUpperCase()} ${path}`,
    description: [doc.description, doc.bearer ? `Authorization: Bearer <${doc.bearer}>` : '']
      .filter(Boolean)
      .join('\n\n'),
    tags: [tagOf(path)],
    responses: { [statusOk]: success } as Json,
  };
  if (!op.description) delete op.description;
  const params: Json[] = [];
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (meta.schema?.params) params.push(...parameters('path', meta.schema.params));
  for (const name of pathParams) {
    if (!params.some((p) => p.name === name))
      params.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  if (meta.schema?.query) params.push(...parameters('query', meta.schema.query));
  if (params.length) op.parameters = params;
  if (meta.schema?.body) {
    const media: Json = { schema: openObjects(toJsonSchema(meta.schema.body)) };
    if (doc.request !== undefined) media.example = doc.request;
    op.requestBody = { required: true, content: { 'application/json': media } };
  }
  // The codes this operation can answer, each implied by what guards it or raised by its handler.
  const codes = new Set<string>(doc.errors ?? []);
  if (meta.schema?.body || meta.schema?.query || meta.schema?.params) codes.add('VALIDATION_ERROR');
  // The body is read before the route, whether or not it takes one: a malformed, undecodable
  // or too large body is 400 on any method that carries one.
  if (['post', 'put', 'patch'].includes(method)) codes.add('BAD_REQUEST');
  if (meta.scope || meta.portal) {
    op.security = [meta.portal ? { portalBearer: [] } : { bearer: [meta.scope] }];
    if (meta.scope) op['x-scope'] = meta.scope;
    // Every authenticated request reads PostgreSQL: unreachable, or past the statement
    // deadline (README, "Security"), it is 503 SERVICE_UNAVAILABLE.
    for (const c of ['UNAUTHORIZED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE']) codes.add(c);
  }
  if (pathParams.length) codes.add('NOT_FOUND');
  if (meta.limit) {
    op['x-rate-limit'] = `${meta.limit.points} per minute (${meta.limit.name})`;
    codes.add('TOO_MANY_REQUESTS');
  }
  codes.add(tagOf(path) === 'reports' && path.startsWith('/v1/reports') ? 'REPORT_ERROR' : 'SERVER_ERROR');
  if (doc.bearer) op.security = [{ bearer: [] }];
  // Open to anyone: said explicitly, so no reader assumes a bearer is needed.
  op.security ??= [];
  const responses = op.responses as Json;
  const byStatus = new Map<number, string[]>();
  for (const c of codes) byStatus.set(CODE_STATUS[c], [...(byStatus.get(CODE_STATUS[c]) ?? []), c]);
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0]))
    responses[String(status)] = errorResponse(status, list);
  Object.assign(responses, doc.others);
  return op;
}

/** The success envelope of an operation: its message, `data` as documented, and an example. */
function successResponse(doc: Partial<OpDoc>): Json {
  const properties: Json = { success: { const: true }, message: { type: 'string' } };
  if (doc.data) properties.data = doc.data;
  const media: Json = {
    schema: { type: 'object', required: ['success', 'message', ...(doc.data ? ['data'] : [])], properties },
  };
  if (doc.example !== undefined || doc.message)
    media.example = {
      success: true,
      message: doc.message ?? 'Done',
      ...(doc.example !== undefined ? { data: doc.example } : {}),
    };
  return { description: 'The success envelope', content: { 'application/json': media } };
}

/** The OpenAPI 3.1 document, read off the app's registered routes and their joi schemas. */
export function buildOpenApi(app: Express, serverUrl = '/'): Json {
  const unordered: Record<string, Json> = {};
  for (const route of listRoutes(app)) {
    const meta: RouteMeta = {};
    for (const h of route.handlers) Object.assign(meta, metaOf(h) ?? {});
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    (unordered[path] ??= {})[route.method.toLowerCase()] = operation(route.method.toLowerCase(), path, meta);
  }
  for (const h of HOT_PATHS)
    (unordered[h.path] ??= {})[h.method] ??= {
      operationId: `${h.method}${h.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      security: [],
      ...h.op,
    };
  // Paths in the tags' order (a reader's, the operational routes last), then as registered.
  const rank = (path: string) => TAGS.findIndex((t) => t.name === tagOf(path));
  const paths = Object.fromEntries(
    Object.entries(unordered)
      .map(([path, ops], i) => ({ path, ops, i }))
      .sort((a, b) => rank(a.path) - rank(b.path) || a.i - b.i)
      .map(({ path, ops }) => [path, ops]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Affiliate program API',
      version: '1.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Multi-tenant affiliate-marketing backend. Every /v1 endpoint except the token and partner endpoints takes `Authorization: Bearer <token>` with the scope shown in x-scope. ' +
        "The affiliate portal (tag portal) has its own door: POST /v1/portal/token gives a portal token (security scheme portalBearer) that opens /v1/portal/* only, and merchant tokens do not open it (403 both ways). A portal route's CORS preflight answers 204 with the methods and the Authorization and Content-Type headers, allowing an Origin that any business lists in portal_origins.",
    },
    servers: [{ url: serverUrl }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        portalBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An affiliate portal token from POST /v1/portal/token; it opens /v1/portal/* only',
        },
      },
      schemas: {
        Success: {
          type: 'object',
          required: ['success', 'message'],
          properties: { success: { const: true }, message: { type: 'string' }, data: {} },
        },
      },
    },
  };
}
