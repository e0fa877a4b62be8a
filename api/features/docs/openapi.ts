import type { Express } from 'express';
import type { Schema } from 'joi';
import parse from 'joi-to-json';
import { metaOf, type RouteMeta } from '../../http/route-meta';

type Json = Record<string, unknown>;

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

const ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST, DECRYPTION_FAILED',
  401: 'UNAUTHORIZED, INVALID_CREDENTIALS',
  403: 'FORBIDDEN, REGISTRATION_DISABLED, AFFILIATE_INACTIVE',
  404: 'NOT_FOUND',
  409: 'AFFILIATE_EXISTS, INVALID_STATUS, BUSINESS_EXISTS, INTEGRATION_EXISTS',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR, REPORT_ERROR',
  503: 'SERVICE_UNAVAILABLE, PARTNER_DISABLED, PARTNER_NOT_CONFIGURED',
};

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
interface RouteDoc {
  status?: 201 | 202 | 204;
  summary?: string;
  /** The rules and limits a client must know. */
  description?: string;
  file?: boolean;
  /** The success answer where it is not the envelope: a page, a script, the service's own JSON. */
  answer?: Json;
  /** Answers other than the error envelope, by status. */
  others?: Record<string, Json>;
  errors?: number[];
  /** A bearer credential other than an access token. */
  bearer?: string;
}

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

const PORTAL_SIGN_IN_RULES =
  'At most 10 failed sign-ins per business and e-mail and 30 per client IP in 15 minutes; beyond, 429 with Retry-After. ';

/** The affiliate portal (README, "For affiliates"): behind its own bearer, `portalBearer`. */
const PORTAL_DOCS: Record<string, RouteDoc> = {
  'post /v1/portal/token': {
    summary: 'Affiliate sign-in: a portal token for one business',
    description: `{business (slug), email, password} → a 4-hour portal token. Any wrong business, e-mail or password is 401 INVALID_CREDENTIALS in the same time; a membership that is not active is 403 AFFILIATE_INACTIVE. ${PORTAL_SIGN_IN_RULES}At most 10 unexpired tokens per membership (the oldest retired).`,
    errors: [401, 403],
  },
  'post /v1/portal/logout': { status: 204, summary: 'Retires the presented portal token' },
  'post /v1/portal/password': {
    status: 204,
    summary: "Changes this business's password of the affiliate",
    description:
      'A wrong current_password is 422 and counts as a failed sign-in. Every other portal token of the membership is retired; other businesses are untouched.',
  },
  'post /v1/portal/password-reset': {
    status: 202,
    summary: 'Requests a password reset (202 whatever the e-mail)',
    description: `For an active membership an affiliate.password_reset_requested event carries a single-use token, valid 60 minutes, for the business's mailer. ${PORTAL_SIGN_IN_RULES}`,
  },
  'post /v1/portal/password-reset/confirm': {
    status: 204,
    summary: "Sets the membership's password with a reset token",
    description: "An unknown, used or expired token is 422 on token. Retires the membership's portal tokens.",
  },
  'get /v1/portal/me': { summary: "The signed-in affiliate's profile and business" },
  'put /v1/portal/payout-method': {
    summary: 'Sets where the affiliate is paid (PayPal, Wise, bank transfer or other)',
    description:
      "The same rules as the merchant's PUT /v1/affiliates/{id}/payout-method: IBAN and BIC checked, details stored sealed and shown masked; records affiliate.updated.",
  },
  'patch /v1/portal/me': { summary: "Changes the affiliate's name or phone for this business" },
  'get /v1/portal/links': { summary: "The affiliate's referral links (paged)" },
  'post /v1/portal/links': {
    status: 201,
    summary: "Creates a referral link to one of the business's hosts",
    description:
      'The destination host must be listed in the business setting portal_link_hosts, or be below a listed host (422 on destination_url otherwise); an empty list is 403.',
  },
  'get /v1/portal/coupons': { summary: "The affiliate's coupon codes" },
  'get /v1/portal/stats': {
    summary: "The affiliate's clicks, conversions and commission in a range",
    description: "The reports' range rules; the same figures as the merchant's reports for this affiliate.",
  },
  'get /v1/portal/conversions': {
    summary: "The affiliate's conversions, newest first",
    description:
      'customer_email is masked (first character, ***, @ and the domain); nothing else of the customer.',
  },
  'get /v1/portal/balance': { summary: "The affiliate's balance" },
  'get /v1/portal/ledger': { summary: "The affiliate's ledger, newest first" },
  'get /v1/portal/payouts': { summary: "The affiliate's payouts" },
  'post /v1/affiliates/{id}/password-reset': {
    status: 201,
    summary: "Issues a portal password reset token for the affiliate's membership of this business",
    description:
      'Single-use, valid 60 minutes, voids any older one; it sets the password for this business only.',
  },
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
    errors: [401],
    bearer: 'The admin token (ADMIN_TOKEN); none when METRICS_PUBLIC=true',
  },
  'get /openapi.json': {
    answer: {
      description: 'This document',
      content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'paths'] } } },
    },
  },
  'get /docs': { answer: text('text/html', 'The rendered API reference') },
  'get /docs/init.js': { answer: text('application/javascript', "The reference page's start-up script") },
  'get /sdk.js': { answer: text('application/javascript', 'The browser SDK') },
  // Handlers that look up what a query or body names (a link, an affiliate) answer 404 for it.
  'get /v1/clicks': { errors: [404] },
  'post /v1/clicks': { status: 202, errors: [404] },
  'get /v1/commissions/preview': { errors: [404] },
  'get /v1/connection/status': { errors: [503] },
  'post /v1/auth/token': { errors: [401, 403, 503] },
  'post /v1/partner/register-business': {
    status: 201,
    errors: [401, 409, 503],
    bearer: 'The partner token (PARTNER_TOKEN)',
  },
  'post /v1/affiliates': { status: 201, errors: [409] },
  'post /v1/affiliates/register': { status: 201, errors: [409] },
  // Transitions from a status they do not apply to are 409 INVALID_STATUS.
  'post /v1/affiliates/{id}/approve': { errors: [409] },
  'post /v1/affiliates/{id}/suspend': { errors: [409] },
  'post /v1/affiliates/{id}/terminate': { errors: [409] },
  'post /v1/affiliates/{id}/reactivate': { errors: [409] },
  'post /v1/orders/{id}/approve': { errors: [409] },
  'post /v1/orders/{id}/reject': { errors: [409] },
  'post /v1/conversions/{order_id}/cancel': { errors: [409] },
  'post /v1/conversions/{order_id}/refund': { errors: [409] },
  'post /v1/payouts/{id}/complete': { errors: [409] },
  'post /v1/payouts/{id}/fail': { errors: [409] },
  'post /v1/affiliates/{affiliateId}/links': { status: 201 },
  'post /v1/affiliates/{affiliateId}/coupons': { status: 201 },
  'post /v1/links/{id}/commission-rules': { status: 201 },
  'post /v1/settings/commission-tiers': { status: 201 },
  'post /v1/payouts': { status: 201 },
  'post /v1/webhooks': { status: 201 },
  'post /v1/integrations': {
    status: 201,
    errors: [409],
    summary:
      'Connects a billing provider (stripe, paddle, shopify): one per provider; the secret is never returned',
  },
  'post /hooks/{provider}/{id}': {
    summary: 'A billing provider\'s event, signed by the provider (README, "Billing integrations")',
    description:
      'The raw body is checked against the Stripe-Signature, Paddle-Signature or X-Shopify-Hmac-Sha256 ' +
      'header; an unknown integration or a bad signature is 400 with nothing stored. A good event is stored ' +
      "once by the provider's event id (a replay is 200 and does nothing) and processed by a worker.",
  },
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
  'post /v1/payout-runs/{id}/complete': { errors: [409] },
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
  ...PORTAL_DOCS,
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
  return Object.fromEntries(
    Object.entries(schema as Json)
      .filter(([k, v]) => !(k === 'additionalProperties' && v === false))
      .map(([k, v]) => [k, openObjects(v)]),
  );
}

function toJsonSchema(schema: unknown): Json {
  try {
    return parse(schema as Schema, 'open-api-3.1') as Json;
  } catch {
    return { type: 'object' };
  }
}

function errorResponse(status: number): Json {
  return {
    description: ERROR_CODES[status] ?? 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
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

function operation(method: string, path: string, meta: RouteMeta): Json {
  const doc = ROUTE_DOCS[`${method} ${path}`] ?? {};
  const statusOk = String(doc.status ?? (method === 'delete' ? 204 : 200));
  const success =
    doc.answer ??
    (doc.file
      ? { description: 'The export as an attachment: CSV, or XLSX with format=xlsx', content: FILE_CONTENT }
      : statusOk === '204'
        ? { description: 'Done; no body' }
        : SUCCESS);
  const op: Json = {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: doc.summary ?? `${method.toUpperCase()} ${path}`,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [path.split('/').filter(Boolean)[path.startsWith('/v1/') ? 1 : 0] ?? 'service'],
    responses: { [statusOk]: success } as Json,
  };
  const responses = op.responses as Json;
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
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: openObjects(toJsonSchema(meta.schema.body)) } },
    };
  }
  if (meta.schema?.body || meta.schema?.query || meta.schema?.params) responses['422'] = errorResponse(422);
  // The body is read before the route, whether or not it takes one: a malformed, undecodable
  // or too large body is 400 on any method that carries one.
  if (['post', 'put', 'patch'].includes(method)) responses['400'] = errorResponse(400);
  if (meta.scope) {
    op.security = [{ bearer: [meta.scope] }];
    op['x-scope'] = meta.scope;
    responses['401'] = errorResponse(401);
    responses['403'] = errorResponse(403);
    // Every authenticated request reads PostgreSQL: unreachable, or past the statement
    // deadline (README, "Security"), it is 503 SERVICE_UNAVAILABLE.
    responses['503'] = errorResponse(503);
  }
  if (meta.portal) {
    op.security = [{ portalBearer: [] }];
    responses['401'] = errorResponse(401);
    responses['403'] = errorResponse(403);
    responses['503'] = errorResponse(503);
  }
  if (pathParams.length) responses['404'] = errorResponse(404);
  if (meta.limit) {
    op['x-rate-limit'] = `${meta.limit.points} per minute (${meta.limit.name})`;
    responses['429'] = errorResponse(429);
  }
  for (const status of doc.errors ?? []) responses[String(status)] = errorResponse(status);
  Object.assign(responses, doc.others);
  if (doc.bearer) {
    op.security = [{ bearer: [] }];
    op.description = `Authorization: Bearer <${doc.bearer}>`;
  }
  responses['500'] = errorResponse(500);
  return op;
}

/** The OpenAPI 3.1 document, read off the app's registered routes and their joi schemas. */
export function buildOpenApi(app: Express, serverUrl = '/'): Json {
  const paths: Record<string, Json> = {};
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const meta: RouteMeta = {};
        for (const h of layer.route.stack) Object.assign(meta, metaOf(h.handle) ?? {});
        const path = layer.route.path.replace(/:(\w+)/g, '{$1}');
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === '_all') continue;
          (paths[path] ??= {})[method] = operation(method, path, meta);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  for (const h of HOT_PATHS) (paths[h.path] ??= {})[h.method] ??= h.op;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Affiliate program API',
      version: '1.0.0',
      description:
        'Multi-tenant affiliate-marketing backend. Every /v1 endpoint except the token and partner endpoints takes `Authorization: Bearer <token>` with the scope shown in x-scope. ' +
        "The affiliate portal (tag portal) has its own door: POST /v1/portal/token gives a portal token (security scheme portalBearer) that opens /v1/portal/* only, and merchant tokens do not open it (403 both ways). A portal route's CORS preflight answers 204 with the methods and the Authorization and Content-Type headers, allowing an Origin that any business lists in portal_origins.",
    },
    servers: [{ url: serverUrl }],
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
        Error: {
          type: 'object',
          required: ['success', 'error'],
          properties: {
            success: { const: false },
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: {
                  type: 'string',
                  enum: [...new Set(Object.values(ERROR_CODES).flatMap((c) => c.split(', ')))],
                },
                message: { type: 'string' },
                details: {
                  type: 'object',
                  additionalProperties: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  };
}
