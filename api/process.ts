import { loadConfig, type Config } from './config';
import { closeDeps, createDeps, type Deps } from './deps';
import type { Logger } from './logger';
import { failureText } from './redact';
import { warnIfRedisNotDurable } from './redis-durability';

/** What a process runs (a web server, workers, a scheduler): stopped before its deps close. */
export interface Service {
  close(): Promise<void>;
}

export interface ProcessSpec<S extends Service> {
  /** The Procfile's name for it, in the start and shutdown log lines. */
  name: string;
  /** The process's deps; `createDeps(config)` unless given (workers use the jobs' pool). */
  deps?(config: Config): Promise<Deps>;
  /** Starts the service; returns once it serves. */
  start(deps: Deps): Promise<S> | S;
  /** Runs once the service serves and the signals are handled (the all-in-one start prints demo credentials). */
  ready?(service: S, deps: Deps): Promise<void>;
}

/**
 * How long a shutdown may take: past it the process exits with 1 anyway, so a platform's stop
 * (which sends SIGKILL after its own grace period, commonly 10 s or more) never has to.
 */
export const SHUTDOWN_BOUND_MS = 10_000;

/**
 * A process of the Procfile: loads the configuration, builds the deps, starts the service,
 * warns when Redis would lose queued work (api/redis-durability.ts), and on SIGTERM or SIGINT
 * closes the service, then the deps, and exits 0. A failure to start prints its message with
 * URLs' passwords masked and exits 1.
 */
export function runProcess<S extends Service>(spec: ProcessSpec<S>): void {
  void (async () => {
    const config = loadConfig();
    const deps = await (spec.deps ?? createDeps)(config);
    const service = await spec.start(deps);
    void warnIfRedisNotDurable(deps.redis, deps.logger);
    exitOnSignal(deps.logger, async () => {
      await service.close();
      await closeDeps(deps);
    });
    await spec.ready?.(service, deps);
  })().catch(failAndExit);
}

/**
 * On the first SIGTERM or SIGINT: logs it, runs `close` and exits 0; exits 1 when `close`
 * fails or takes longer than SHUTDOWN_BOUND_MS.
 */
export function exitOnSignal(logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_BOUND_MS).unref();
    close().then(() => {
      clearTimeout(timer);
      process.exit(0);
    }, failAndExit);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/**
 * A one-shot script's entry point: runs `main`, exits 0 when it resolves; when it fails prints
 * `failurePrefix` and the error's message (URLs' passwords masked) and exits 1.
 */
export function runScript(main: () => Promise<unknown>, failurePrefix = ''): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => failAndExit(err, failurePrefix),
  );
}

function failAndExit(err: unknown, prefix = ''): never {
  console.error(`${prefix}${failureText(err)}`);
  process.exit(1);
}
