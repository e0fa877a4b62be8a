import { Worker } from 'bullmq';
import { createDeps, createPool, type Deps } from '../api/deps';
import { metrics } from '../api/metrics';
import { QUEUE_NAMES, redisConnection, type PayloadOf, type QueueName } from '../api/queues';
import { concurrencyOf, type AnyProcessorSpec, type ProcessorSpec } from './processor';
import { processors } from './processors';
import { runProcess, type ProcessSpec, type Service } from '../api/process';
import { startMetricsServer } from '../api/wiring/metrics-server';

export interface WorkerPool {
  workers: Worker[];
  close(): Promise<void>;
}

/** Boots one BullMQ worker per registered processor. */
export function startWorkers(deps: Deps, specs: AnyProcessorSpec[] = processors): WorkerPool {
  const connection = redisConnection(deps.config.redisUrl);
  const workers = specs.map((spec: ProcessorSpec<QueueName>) => {
    const w = new Worker<PayloadOf<QueueName>, unknown, string>(spec.queue, spec.build(deps), {
      connection,
      prefix: deps.config.queuePrefix,
      concurrency: concurrencyOf(spec, deps),
      lockDuration: deps.config.workerLockMs,
      stalledInterval: deps.config.workerLockMs,
    });
    w.on('failed', (job, err) => {
      metrics.jobFailures.inc({ queue: spec.queue });
      deps.logger.warn({ queue: spec.queue, jobId: job?.id, err: err.message }, 'job failed');
    });
    w.on('error', (err) => deps.logger.error({ queue: spec.queue, err: err.message }, 'worker error'));
    return w;
  });
  const loops = specs.flatMap((spec) => (spec.background ? [spec.background(deps)] : []));
  return {
    workers,
    // Worker.close() stops taking jobs and waits for the running ones to finish.
    close: async () => {
      await Promise.all(loops.map((l) => l.close()));
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}

/**
 * The Procfile's `worker` process. Its jobs' metrics (webhook attempts and lag, ingest lag) are
 * in its own registry, served on METRICS_PORT when set (api/wiring/metrics-server.ts).
 */
const workerProcess: ProcessSpec<Service> = {
  name: 'worker',
  // Jobs run longer statements than requests: the workers' pool has the jobs' deadlines.
  deps: (config) => createDeps(config, { db: createPool(config, 'jobs') }),
  async start(deps) {
    const pool = startWorkers(deps);
    const port = deps.config.metricsPort;
    const served = port === undefined ? null : await startMetricsServer(deps, port);
    deps.logger.info({ queues: Object.values(QUEUE_NAMES), metricsPort: served?.port }, 'workers started');
    return {
      close: async () => {
        await served?.close();
        await pool.close();
      },
    };
  },
};

if (require.main === module) runProcess(workerProcess);
