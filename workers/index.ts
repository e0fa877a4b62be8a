import { Worker } from 'bullmq';
import { loadConfig } from '../api/config';
import { closeDeps, createDeps, createPool, type Deps } from '../api/deps';
import { metrics } from '../api/metrics';
import { QUEUE_NAMES, redisConnection } from '../api/queues';
import type { ProcessorSpec } from './processor';
import { processors } from './processors';
import { failureText } from '../api/redact';
import { warnIfRedisNotDurable } from '../api/redis-durability';

export interface WorkerPool {
  workers: Worker[];
  close(): Promise<void>;
}

/** Boots one BullMQ worker per registered processor. */
export function startWorkers(deps: Deps, specs: ProcessorSpec[] = processors): WorkerPool {
  const connection = redisConnection(deps.config.redisUrl);
  const workers = specs.map((spec) => {
    const w = new Worker(spec.queue, spec.build(deps), {
      connection,
      prefix: deps.config.queuePrefix,
      concurrency: spec.concurrency ?? 1,
    });
    w.on('failed', (job, err) => {
      metrics.jobFailures.inc({ queue: spec.queue });
      deps.logger.warn({ queue: spec.queue, jobId: job?.id, err: err.message }, 'job failed');
    });
    w.on('error', (err) => deps.logger.error({ queue: spec.queue, err: err.message }, 'worker error'));
    return w;
  });
  return {
    workers,
    // Worker.close() stops taking jobs and waits for the running ones to finish.
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Jobs run longer statements than requests: the workers' pool has the jobs' deadlines.
  const deps = await createDeps(config, { db: createPool(config, 'jobs') });
  const pool = startWorkers(deps);
  deps.logger.info({ queues: Object.values(QUEUE_NAMES) }, 'workers started');
  void warnIfRedisNotDurable(deps.redis, deps.logger);
  const stop = async () => {
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await pool.close();
    await closeDeps(deps);
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(failureText(err));
    process.exit(1);
  });
}
