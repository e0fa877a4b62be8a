import { loadConfig, type Config } from './config';
import { closeDeps, createDeps, type Deps } from './deps';
import type { Logger } from './logger';
import { metrics } from './metrics';
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
    const stop = exitOnSignal(deps.logger, async () => {
      await service.close();
      await closeDeps(deps);
    });
    guardProcess(deps.logger, stop);
    await spec.ready?.(service, deps);
  })().catch(failAndExit);
}

/**
 * On the first SIGTERM or SIGINT: logs it, runs `close` and exits 0; exits 1 when `close`
 * fails or takes longer than SHUTDOWN_BOUND_MS. Returns the same shutdown for other causes,
 * with the exit code they call for.
 */
export function exitOnSignal(
  logger: Logger,
  close: () => Promise<void>,
): (reason: string, code?: number) => void {
  let stopping = false;
  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal: reason }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_BOUND_MS).unref();
    close().then(() => {
      clearTimeout(timer);
      process.exit(code);
    }, failAndExit);
  };
  // Node passes the signal's number too: it must not become the exit code.
  process.once('SIGTERM', (signal) => stop(signal));
  process.once('SIGINT', (signal) => stop(signal));
  return stop;
}

/**
 * Node's own refusals and a peer going away: raised by Node checking an argument (a header
 * value above U+00FF or with CR/LF, a write after the end) or by a socket, before anything
 * was changed, so nothing is left half-done when one escapes a callback.
 */
const SURVIVABLE =
  /^(ERR_(INVALID_|HTTP_|STREAM_|OUT_OF_RANGE|SOCKET_)|E(PIPE|CONNRESET|CONNABORTED|CONNREFUSED|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN|NOTFOUND)$)/;

/** Whether an exception that escaped a callback leaves the process sound (see SURVIVABLE). */
export function survivable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SURVIVABLE.test(code);
}

/**
 * What a failure nobody caught does to a running process (docs/architecture.md, "Failure
 * containment"). A rejected promise is logged and the process keeps serving: its chain has
 * already unwound, each request answers or closes its own failures (api/http/failsafe.ts),
 * and what a request holds is released by its own finally or deadline, so one request cannot
 * end the service nor, by repeating, keep it in a crash loop. An exception that escaped a
 * callback is survived when it is one of Node's own refusals (survivable()); any other may
 * have left a structure half-updated, so the process is stopped as on SIGTERM (in-flight
 * requests finish, buffered clicks are flushed) and exits 1 for its supervisor to restart.
 */
export function guardProcess(logger: Logger, stop: (reason: string, code?: number) => void): void {
  process.on('unhandledRejection', (reason) => {
    metrics.uncaughtFailures.inc({ kind: 'rejection', outcome: 'survived' });
    logger.error({ err: reason }, 'unhandled rejection: logged, the process keeps serving');
  });
  process.on('uncaughtException', (err) => {
    if (survivable(err)) {
      metrics.uncaughtFailures.inc({ kind: 'exception', outcome: 'survived' });
      logger.error({ err }, 'uncaught exception from Node (nothing half-done): the process keeps serving');
      return;
    }
    metrics.uncaughtFailures.inc({ kind: 'exception', outcome: 'stopped' });
    logger.fatal({ err }, 'uncaught exception: stopping the process');
    stop('uncaughtException', 1);
  });
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
