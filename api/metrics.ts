import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { FastHistogram } from './fast-histogram';

/**
 * Prometheus metrics of this process. One registry per process; every HTTP server and worker
 * in it reports here, and GET /metrics serves it.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const metrics = {
  httpDuration: new FastHistogram(
    'http_request_duration_seconds',
    'HTTP request duration by method, route pattern and status',
    ['method', 'route', 'status'],
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    [registry],
  ),
  rateLimitRejections: new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests refused with 429, by limit',
    labelNames: ['limit'] as const,
    registers: [registry],
  }),
  queueDepth: new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per queue and state (read from Redis at scrape time)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  }),
  jobFailures: new Counter({
    name: 'queue_job_failures_total',
    help: 'Failed job attempts seen by this process, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  }),
  ingestLag: new FastHistogram(
    'ingest_lag_seconds',
    "Time from an event's edge timestamp (a click's 302) to its row in ClickHouse",
    ['kind'],
    [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
    [registry],
  ),
  // Each hash holds 32 MiB and tens of milliseconds of CPU: a burst shows in sign-ups here.
  passwordHashes: new Counter({
    name: 'password_hashes_total',
    help: 'Passwords hashed with scrypt (new affiliate accounts)',
    registers: [registry],
  }),
  clickhouseBatchRows: new Histogram({
    name: 'clickhouse_insert_batch_rows',
    help: 'Rows per ClickHouse insert, by table',
    labelNames: ['table'] as const,
    buckets: [1, 10, 50, 100, 250, 500, 1000, 5000, 20000],
    registers: [registry],
  }),
  webhookAttempts: new Counter({
    name: 'webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts by outcome (succeeded, http_error, timeout, refused, error)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  webhookLag: new Histogram({
    name: 'webhook_delivery_lag_seconds',
    help: "Time from an event's commit to its first successful delivery to an endpoint",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 60, 600, 3600, 86400],
    registers: [registry],
  }),
  uncaughtFailures: new Counter({
    name: 'process_uncaught_failures_total',
    help: 'Failures nobody caught (kind: rejection or exception), survived or stopping the process',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  }),
};
