import os from 'node:os';
import Joi from 'joi';
import cron from 'node-cron';
import { money } from './domain/money';
import { isSecretVariable, maskUrls } from './redact';
import { parseTrustProxy, TrustProxyError, type TrustProxy } from './http/client-address';

export interface Config {
  nodeEnv: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  clickhouseUrl: string | undefined;
  clickhousePath: string;
  clickhouseDatabase: string;
  /** A self-managed cluster's name: tables are made Replicated and Distributed on it (docs/clickhouse.md). */
  clickhouseCluster: string | undefined;
  partnerToken: string | undefined;
  partnerEnabled: boolean;
  appDomain: string;
  appScheme: 'http' | 'https';
  platformCommissionRate: string;
  logLevel: string;
  /** BullMQ key prefix; tests give each run its own. */
  queuePrefix: string;
  /** Namespace for every other Redis key (rate limits, counters, caches). */
  redisPrefix: string;
  /** Namespace of the rate-limit counters; processes that share it share one budget. */
  rateLimitPrefix: string;
  autoApproveCron: string;
  adminToken: string | undefined;
  /** GET /metrics without the admin token (a scraper on a private network). */
  metricsPublic: boolean;
  /** Where a `worker` or `scheduler` process serves its own GET /metrics; unset: nowhere. */
  metricsPort: number | undefined;
  exportDir: string;
  /** Which peers are proxies whose X-Forwarded-For and country headers count (api/http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Where the redirect spools click batches while Redis is unreachable (local disk). */
  clickSpoolDir: string;
  /** The hosting-network list datacenter_click reads (api/domain/hosting-networks.ts); null: none. */
  hostingNetworksFile: string | null;
  /**
   * How often staged click and event rows are inserted into ClickHouse, in seconds. Each insert
   * makes a part in the table and in every rollup its views feed, merged again later; fewer,
   * larger inserts cost ClickHouse far less per row, and reports are that much staler.
   */
  ingestFlushSeconds: number;
  deadlines: Deadlines;
  /** ClickHouse's HTTP interface for analysts at /clickhouse (docs/clickhouse.md); unset: 404. */
  analyst: AnalystConfig;
  /** Outbound webhooks (README, "Webhooks"). */
  webhooks: WebhookConfig;
  /** Payout methods (README, "Payout runs"): their details are sealed with detailsKey when it is set. */
  payouts: { detailsKey: Buffer | undefined };
  /** 404s a client IP may get from GET /r/{slug} a minute before 429 (README, Configuration). */
  redirectNotFoundPerMinute: number;
  /** The `warehouse` process: ClickHouse's HTTP interface over the embedded engine (docs/scaling.md). */
  warehouse: { host: string; port: number; password: string | undefined; maxBodyBytes: number };
  /**
   * How long a job stays its worker's without a heartbeat (BullMQ's lockDuration, and how often
   * workers look for stalled jobs): a worker process that dies leaves its running jobs to the
   * others after one to two of these.
   */
  workerLockMs: number;
  /** DATABASE_URL leads to a pooler in transaction mode (PgBouncer): no session state (docs/scaling.md). */
  pgTransactionPooling: boolean;
}

export interface WebhookConfig {
  /** Endpoints on loopback, private, link-local and unique-local addresses (development only). */
  allowPrivateUrls: boolean;
  /** One attempt's deadline: connect, send, answer. */
  timeoutMs: number;
  /** Waits after the 1st..7th failed attempt; the 8th failure is final. */
  retryDelaysMs: number[];
  /** How often the relay looks for events and due deliveries when nothing nudged it. */
  relayIntervalMs: number;
  /** Delivery jobs (each up to 25 deliveries to one endpoint) running at once per worker process. */
  concurrency: number;
  /** Deliveries in flight at once per endpoint, across every worker. */
  perEndpointConcurrency: number;
  /** A claimed delivery whose job has not reported back within this is claimed again (a worker died). */
  leaseSeconds: number;
  /** Events (and their deliveries) are kept this many days. */
  retentionDays: number;
  /** Seals signing secrets at rest (api/security/secret-box.ts); unset: stored as issued. */
  secretKey: Buffer | undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The retry schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

export interface AnalystConfig {
  /** The `analyst` user's password; unset turns the endpoint off. */
  password: string | undefined;
  /** Analyst queries running at once; the next is refused (503). */
  maxQueries: number;
  /** Per-query limits, enforced by the engine's own settings. */
  maxExecutionSeconds: number;
  maxResultRows: number;
  maxMemoryBytes: number;
  /** Bytes of one answer: the engine's max_result_bytes, and a cap on what is streamed. */
  maxResultBytes: number;
  /** Engine threads per analyst query, so an analyst never takes every core from the service. */
  maxThreads: number;
  /** With CLICKHOUSE_URL: the server's read-only user the endpoint forwards to. */
  serverUser: string;
  serverPassword: string | undefined;
}

/** Time limits, in milliseconds (docs/architecture.md, "Deadlines"). */
export interface Deadlines {
  /** statement_timeout of the API's PostgreSQL sessions. */
  apiStatementMs: number;
  /** idle_in_transaction_session_timeout of the API's sessions. */
  apiIdleInTransactionMs: number;
  /** The same two for the workers' sessions. */
  jobStatementMs: number;
  jobIdleInTransactionMs: number;
  /** A download's cursor is one statement from its first row to its last, so it gets its own. */
  exportStatementMs: number;
  /** An export download whose client reads nothing for this long is ended. */
  exportIdleMs: number;
  /** node:http's headersTimeout, requestTimeout (receiving the request) and keepAliveTimeout. */
  httpHeadersMs: number;
  httpRequestMs: number;
  httpKeepAliveMs: number;
}

/** A deadline: whole seconds, at least one (nothing runs without one), at most a day. */
const seconds = Joi.number().integer().min(1).max(86_400);

const identifier = Joi.string().pattern(/^[A-Za-z_][A-Za-z0-9_]*$/);

/** A key that seals values at rest (api/security/secret-box.ts): the base64 of 32 bytes. */
const sealingKey = () =>
  Joi.string()
    .base64()
    .custom((v: string, helpers) =>
      Buffer.from(v, 'base64').length === 32 ? v : helpers.error('any.invalid'),
    )
    .messages({ 'any.invalid': '{{#label}} must be the base64 of 32 bytes (openssl rand -base64 32)' })
    .empty('');

const schema = Joi.object({
  NODE_ENV: Joi.string().default('development'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  // A database name is required: the migrations create the database when it is missing.
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .pattern(/^[a-z]+:\/\/[^/]*\/[^/?#]+([?#].*)?$/, 'URL naming its database')
    .default('postgres://127.0.0.1:5432/affiliate'),
  // Redis numbers its databases: a path is a number or nothing.
  REDIS_URL: Joi.string()
    .uri({ scheme: ['redis', 'rediss'] })
    .pattern(/^[a-z]+:\/\/[^/]*(\/\d*)?$/, 'URL whose path is a database number')
    .default('redis://127.0.0.1:6379'),
  CLICKHOUSE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .empty(''),
  CLICKHOUSE_PATH: Joi.string().default('./.data/clickhouse'),
  CLICKHOUSE_DATABASE: identifier.default('affiliate'),
  CLICKHOUSE_CLUSTER: identifier.empty(''),
  PARTNER_TOKEN: Joi.string().min(16).empty(''),
  PARTNER_ENABLED: Joi.boolean().truthy('1').falsy('0').default(true),
  // Unset: the service's own port on localhost, so tracking URLs reach this process (below).
  APP_DOMAIN: Joi.string()
    .pattern(/^[A-Za-z0-9.-]+(:\d+)?$/)
    .empty(''),
  APP_SCHEME: Joi.string().valid('http', 'https').default('http'),
  PLATFORM_COMMISSION_RATE: Joi.string()
    .pattern(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/)
    .message('"PLATFORM_COMMISSION_RATE" must be a percentage between 0 and 100 with at most 2 decimals')
    .default('10.00'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  QUEUE_PREFIX: Joi.string()
    .pattern(/^[A-Za-z0-9_:-]+$/)
    .default('aff'),
  REDIS_PREFIX: Joi.string()
    .pattern(/^[A-Za-z0-9_:-]+$/)
    .default('aff'),
  RATE_LIMIT_PREFIX: Joi.string().pattern(/^[A-Za-z0-9_:-]+$/),
  AUTO_APPROVE_CRON: Joi.string()
    .custom((v: string, helpers) => (cron.validate(v) ? v : helpers.error('any.invalid')))
    .messages({ 'any.invalid': '{{#label}} must be a cron expression such as "* * * * *"' })
    .default('* * * * *'),
  ADMIN_TOKEN: Joi.string().min(16).empty(''),
  METRICS_PUBLIC: Joi.boolean().truthy('1').falsy('0').default(false),
  METRICS_PORT: Joi.number().integer().min(1).max(65535),
  EXPORT_DIR: Joi.string().default('./.data/exports'),
  TRUST_PROXY: Joi.string()
    .custom((v: string, helpers) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        if (err instanceof TrustProxyError) return helpers.error('any.invalid', { why: err.message });
        throw err;
      }
    })
    .messages({ 'any.invalid': '{{#label}} {#why}' })
    .empty('')
    .default(false),
  CLICK_SPOOL_DIR: Joi.string().default('./.data/spool'),
  HOSTING_NETWORKS_FILE: Joi.string().empty('').default(null),
  INGEST_FLUSH_SECONDS: Joi.number().integer().min(1).max(60).default(5),
  PG_STATEMENT_TIMEOUT_SECONDS: seconds.default(30),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: seconds.default(30),
  PG_JOB_STATEMENT_TIMEOUT_SECONDS: seconds.default(900),
  PG_JOB_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: seconds.default(60),
  PG_EXPORT_STATEMENT_TIMEOUT_SECONDS: seconds.default(900),
  EXPORT_IDLE_TIMEOUT_SECONDS: seconds.default(30),
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds.default(20),
  // node:http refuses a request timeout shorter than the headers timeout.
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds.min(Joi.ref('HTTP_HEADERS_TIMEOUT_SECONDS')).default(60),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds.default(65),
  ANALYST_PASSWORD: Joi.string().min(8).empty(''),
  ANALYST_MAX_QUERIES: Joi.number().integer().min(1).max(64).default(4),
  ANALYST_MAX_EXECUTION_SECONDS: Joi.number().integer().min(1).max(86400).default(60),
  ANALYST_MAX_RESULT_ROWS: Joi.number().integer().min(1).default(10_000_000),
  ANALYST_MAX_MEMORY_BYTES: Joi.number()
    .integer()
    .min(1 << 20)
    .default(4 * 1024 ** 3),
  ANALYST_MAX_THREADS: Joi.number().integer().min(1).max(256),
  ANALYST_MAX_RESULT_BYTES: Joi.number()
    .integer()
    .min(1 << 20)
    .default(256 * 1024 ** 2),
  CLICKHOUSE_ANALYST_USER: identifier.default('analyst'),
  CLICKHOUSE_ANALYST_PASSWORD: Joi.string().empty(''),
  WEBHOOK_ALLOW_PRIVATE_URLS: Joi.boolean().truthy('1').falsy('0').default(false),
  WEBHOOK_CONCURRENCY: Joi.number().integer().min(1).max(1000).default(32),
  WEBHOOK_ENDPOINT_CONCURRENCY: Joi.number().integer().min(1).max(1000).default(128),
  // Longer than an attempt's 10 s deadline, so a live attempt is never claimed twice.
  WEBHOOK_LEASE_SECONDS: Joi.number().integer().min(1).max(3600).default(60),
  WEBHOOK_SECRET_KEY: sealingKey(),
  PAYOUT_DETAILS_KEY: sealingKey(),
  REDIRECT_NOT_FOUND_PER_MINUTE: Joi.number().integer().min(1).max(1_000_000).default(120),
  PG_TRANSACTION_POOLING: Joi.boolean().truthy('1').falsy('0').default(false),
  WORKER_LOCK_SECONDS: Joi.number().integer().min(1).max(3600).default(30),
  WAREHOUSE_HOST: Joi.string().default('127.0.0.1'),
  WAREHOUSE_PORT: Joi.number().integer().min(0).max(65535).default(8123),
  WAREHOUSE_PASSWORD: Joi.string().min(8).empty(''),
  WAREHOUSE_MAX_BODY_BYTES: Joi.number()
    .integer()
    .min(1024 * 1024)
    .default(1024 ** 3),
});

export class ConfigError extends Error {}

/**
 * Joi's message, which may quote the value, with nothing secret in it: a secret variable's
 * value never appears, and a URL only with its password masked.
 */
function withoutSecrets(d: Joi.ValidationErrorItem): string {
  const name = String(d.context?.key ?? '');
  const value = d.context?.value;
  let message = d.message;
  if (typeof value === 'string' && value)
    message = message.split(value).join(isSecretVariable(name) ? '[redacted]' : maskUrls(value));
  return maskUrls(message);
}

/** Reads and validates the environment; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(env, { allowUnknown: true, abortEarly: false, convert: true });
  if (error) {
    throw new ConfigError(`Invalid configuration: ${error.details.map(withoutSecrets).join('; ')}`);
  }
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    clickhouseUrl: value.CLICKHOUSE_URL,
    clickhousePath: value.CLICKHOUSE_PATH,
    clickhouseDatabase: value.CLICKHOUSE_DATABASE,
    clickhouseCluster: value.CLICKHOUSE_CLUSTER,
    partnerToken: value.PARTNER_TOKEN,
    partnerEnabled: value.PARTNER_ENABLED,
    appDomain: value.APP_DOMAIN ?? `localhost:${value.PORT}`,
    appScheme: value.APP_SCHEME,
    platformCommissionRate: money(value.PLATFORM_COMMISSION_RATE),
    logLevel: value.LOG_LEVEL,
    queuePrefix: value.QUEUE_PREFIX,
    redisPrefix: value.REDIS_PREFIX,
    rateLimitPrefix: value.RATE_LIMIT_PREFIX ?? `${value.REDIS_PREFIX}:rl`,
    autoApproveCron: value.AUTO_APPROVE_CRON,
    adminToken: value.ADMIN_TOKEN,
    metricsPublic: value.METRICS_PUBLIC,
    metricsPort: value.METRICS_PORT,
    exportDir: value.EXPORT_DIR,
    trustProxy: value.TRUST_PROXY,
    clickSpoolDir: value.CLICK_SPOOL_DIR,
    hostingNetworksFile: value.HOSTING_NETWORKS_FILE,
    ingestFlushSeconds: value.INGEST_FLUSH_SECONDS,
    deadlines: {
      apiStatementMs: value.PG_STATEMENT_TIMEOUT_SECONDS * 1000,
      apiIdleInTransactionMs: value.PG_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
      jobStatementMs: value.PG_JOB_STATEMENT_TIMEOUT_SECONDS * 1000,
      jobIdleInTransactionMs: value.PG_JOB_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
      exportStatementMs: value.PG_EXPORT_STATEMENT_TIMEOUT_SECONDS * 1000,
      exportIdleMs: value.EXPORT_IDLE_TIMEOUT_SECONDS * 1000,
      httpHeadersMs: value.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      httpRequestMs: value.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      httpKeepAliveMs: value.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    analyst: {
      password: value.ANALYST_PASSWORD,
      maxQueries: value.ANALYST_MAX_QUERIES,
      maxExecutionSeconds: value.ANALYST_MAX_EXECUTION_SECONDS,
      maxResultRows: value.ANALYST_MAX_RESULT_ROWS,
      maxMemoryBytes: value.ANALYST_MAX_MEMORY_BYTES,
      maxResultBytes: value.ANALYST_MAX_RESULT_BYTES,
      // Half the cores by default: the other half stays with the service's own work.
      maxThreads: value.ANALYST_MAX_THREADS ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
      serverUser: value.CLICKHOUSE_ANALYST_USER,
      serverPassword: value.CLICKHOUSE_ANALYST_PASSWORD,
    },
    webhooks: {
      allowPrivateUrls: value.WEBHOOK_ALLOW_PRIVATE_URLS,
      timeoutMs: 10_000,
      retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
      relayIntervalMs: 250,
      concurrency: value.WEBHOOK_CONCURRENCY,
      perEndpointConcurrency: value.WEBHOOK_ENDPOINT_CONCURRENCY,
      leaseSeconds: value.WEBHOOK_LEASE_SECONDS,
      retentionDays: 30,
      secretKey: value.WEBHOOK_SECRET_KEY ? Buffer.from(value.WEBHOOK_SECRET_KEY, 'base64') : undefined,
    },
    payouts: {
      detailsKey: value.PAYOUT_DETAILS_KEY ? Buffer.from(value.PAYOUT_DETAILS_KEY, 'base64') : undefined,
    },
    redirectNotFoundPerMinute: value.REDIRECT_NOT_FOUND_PER_MINUTE,
    warehouse: {
      host: value.WAREHOUSE_HOST,
      port: value.WAREHOUSE_PORT,
      password: value.WAREHOUSE_PASSWORD,
      maxBodyBytes: value.WAREHOUSE_MAX_BODY_BYTES,
    },
    workerLockMs: value.WORKER_LOCK_SECONDS * 1000,
    pgTransactionPooling: value.PG_TRANSACTION_POOLING,
  };
}
