import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Deps } from '../../deps';
import { within, withinOr } from '../../domain/within';
import { ServiceUnavailableError } from '../../errors';
import { QUEUE_NAMES } from '../../queues';
import { clickIdsFor, releaseClickIds, type ClickIds } from './click-ids';
import {
  batchIdFor,
  encodeBatch,
  enqueueClickBatch,
  type ClickBatch,
  type RawClick,
  type ClicksJob,
  type ClicksQueue,
} from '../../queues/clicks';
import { ClickInbox, DEFAULT_INBOX_OPTIONS, type InboxOptions } from './inbox';
import { ClickSpool } from './spool';
import { GroupCommit } from './group-commit';

/**
 * The intake is the ingestion wing's one door for features: clicks through `clickIntakeFor`,
 * server-side events validated against `pageviewsBody` and enqueued (api/queues/events.ts).
 */
export { pageviewsBody } from './event.schemas';

export interface ClickIntakeOptions extends InboxOptions {
  maxBatch: number;
  maxPending: number;
  maxInFlight: number;
  /** A queue write that takes longer goes to the spool instead (it may land too: harmless). */
  writeTimeoutMs: number;
  /** How often the spool is checked for batches to replay. */
  replayEveryMs: number;
}

export const DEFAULT_INTAKE_OPTIONS: ClickIntakeOptions = {
  ...DEFAULT_INBOX_OPTIONS,
  maxBatch: 500,
  maxPending: 20_000,
  maxInFlight: 2,
  writeTimeoutMs: 1_000,
  replayEveryMs: 1_000,
};

export type ClickFields = Omit<RawClick, 'id'>;

const SCAN_EVERY_MS = 10_000;

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  within(p, ms, `queue write timed out after ${ms} ms`);

/**
 * Where every click enters the system (the redirect and POST /v1/clicks). A click's call
 * returns once its batch is durable: in this process's inbox in Redis (./inbox.ts,
 * shipped from there as `clicks` jobs of hundreds of clicks), or, when Redis is unreachable,
 * a line in the fsync'd local spool that is replayed into the queue when Redis is back.
 * Neither durable → 503, never a 302 for a click that could be lost.
 *
 * The queue connection fails fast (no offline queue, no retries, a command timeout) so an
 * outage sends batches to the spool at once instead of holding redirects.
 */
export class ClickIntake {
  private ids: ClickIds | null = null;
  private conn: Redis | null = null;
  private queue: ClicksQueue | null = null;
  private inbox: ClickInbox | null = null;
  private readonly spool: ClickSpool;
  private readonly commit: GroupCommit<RawClick>;
  private readonly timer: NodeJS.Timeout;
  private replaying: Promise<void> | null = null;
  private lastScan = 0;
  private closed = false;

  constructor(
    private readonly deps: Deps,
    private readonly opts: ClickIntakeOptions = DEFAULT_INTAKE_OPTIONS,
  ) {
    this.spool = new ClickSpool(deps.config.clickSpoolDir, deps.config.queuePrefix, deps.logger);
    this.commit = new GroupCommit((clicks) => this.write(clicks), opts);
    this.timer = setInterval(() => this.maybeReplay(), opts.replayEveryMs);
    this.timer.unref();
  }

  /** Resolves once click ids can be made (this process holds its id lease, or the fallback). */
  ready(): Promise<void> {
    this.ids ??= clickIdsFor(this.deps);
    return this.ids.ready;
  }

  /** Synchronous when ready (the redirect checks this to skip an await). */
  get isReady(): boolean {
    return this.ids?.isReady ?? false;
  }

  /** A new click id; only after `ready()`. */
  nextId(): number {
    if (!this.ids?.isReady) throw new Error('click ids are not ready');
    return this.ids.next();
  }

  /** Queues one click; resolves once it is durable (Redis or spool). */
  record(click: RawClick): Promise<void> {
    if (this.closed) return Promise.reject(new ServiceUnavailableError());
    return this.commit.add(click);
  }

  /** Makes the id, queues the click, returns the id once durable: the API other features use. */
  async capture(fields: ClickFields): Promise<number> {
    await this.ready();
    const id = this.nextId();
    await this.record({ ...fields, id });
    return id;
  }

  /** Clicks accepted and not yet durable (for backpressure and tests). */
  get pending(): number {
    return this.commit.pending;
  }

  private link(): { conn: Redis; queue: ClicksQueue; inbox: ClickInbox } {
    if (!this.conn || !this.queue) {
      this.conn = new Redis(this.deps.config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: this.opts.writeTimeoutMs,
        connectTimeout: 2_000,
        retryStrategy: (times) => Math.min(times * 100, 1_000),
      });
      this.conn.on('error', () => undefined); // state is read from conn.status; the spool takes over
      this.queue = new Queue<ClicksJob, unknown, string, ClicksJob, unknown, string>(QUEUE_NAMES.clicks, {
        connection: this.conn,
        prefix: this.deps.config.queuePrefix,
      });
      this.queue.on('error', () => undefined);
      this.inbox = new ClickInbox(this.conn, this.queue, this.deps.config.redisPrefix, this.opts, (err) =>
        this.deps.logger.warn({ err: err.message }, 'click inbox not shipped yet'),
      );
    }
    return { conn: this.conn, queue: this.queue, inbox: this.inbox! };
  }

  /**
   * Ready now, or (while the first connection is being made) within the write timeout. A
   * connection that is re-connecting means Redis went away: no waiting, the spool takes it.
   */
  private connected(conn: Redis): Promise<boolean> | boolean {
    if (conn.status === 'ready') return true;
    if (!['wait', 'connecting', 'connect'].includes(conn.status)) return false;
    return new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        conn.off('ready', onReady);
        conn.off('close', onClose);
        resolve(ok);
      };
      const onReady = () => done(true);
      const onClose = () => done(false);
      const timer = setTimeout(() => done(false), this.opts.writeTimeoutMs);
      conn.once('ready', onReady);
      conn.once('close', onClose);
    });
  }

  private async write(clicks: RawClick[]): Promise<void> {
    const batch: ClickBatch = { id: batchIdFor(clicks), clicks };
    const { conn, inbox } = this.link();
    if (await this.connected(conn)) {
      try {
        await withTimeout(inbox.push(encodeBatch(batch)), this.opts.writeTimeoutMs);
        return;
      } catch (err) {
        this.deps.logger.warn({ err: (err as Error).message, batch: batch.id }, 'click batch to spool');
      }
    }
    try {
      await this.spool.append(batch);
    } catch (err) {
      this.deps.logger.error({ err: (err as Error).message, batch: batch.id }, 'click batch not durable');
      throw new ServiceUnavailableError();
    }
  }

  private maybeReplay(): void {
    if (this.replaying || this.closed) return;
    const now = Date.now();
    if (this.spool.pending === 0 && now - this.lastScan < SCAN_EVERY_MS) return;
    this.lastScan = now;
    this.replaying = this.replay()
      .then(() => undefined)
      .catch((err) => this.deps.logger.warn({ err: (err as Error).message }, 'click spool replay failed'))
      .finally(() => {
        this.replaying = null;
      });
  }

  /** Sends spooled batches to the queue when Redis answers; returns how many went. */
  async replay(): Promise<number> {
    if (this.spool.pending === 0 && !(await this.spool.hasFiles())) return 0;
    const { conn, queue } = this.link();
    if (conn.status !== 'ready') return 0;
    const sent = await this.spool.replay((b) =>
      withTimeout(enqueueClickBatch(queue, b), this.opts.writeTimeoutMs).then(() => undefined),
    );
    if (sent) this.deps.logger.info({ batches: sent }, 'click spool replayed');
    return sent;
  }

  /** Writes what is pending, then releases connections (the spool keeps what Redis did not take). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await this.commit.flush();
    await this.replaying;
    await this.spool.close();
    await this.inbox?.close();
    // A queue whose first connection never came up would wait for it forever.
    if (this.queue)
      await withinOr(
        this.queue.close().catch(() => undefined),
        1_000,
        undefined,
      );
    this.conn?.disconnect();
    if (this.ids) await releaseClickIds(this.ids);
  }
}

const intakes = new WeakMap<Deps, { intake: ClickIntake; owners: number }>();

/**
 * The intake of one set of deps: a web server's redirect and its Express routes share it.
 * Other features record a click with `await clickIntakeFor(deps).capture({...})`.
 */
export function clickIntakeFor(deps: Deps, opts?: Partial<ClickIntakeOptions>): ClickIntake {
  let slot = intakes.get(deps);
  if (!slot) {
    slot = { intake: new ClickIntake(deps, { ...DEFAULT_INTAKE_OPTIONS, ...opts }), owners: 0 };
    intakes.set(deps, slot);
  }
  return slot.intake;
}

/** For whoever closes it (a web server's hot path): the intake, counted until released. */
export function acquireClickIntake(deps: Deps, opts?: Partial<ClickIntakeOptions>): ClickIntake {
  const intake = clickIntakeFor(deps, opts);
  intakes.get(deps)!.owners += 1;
  return intake;
}

/** Flushes and closes the intake when its last owner releases it. */
export async function releaseClickIntake(deps: Deps): Promise<void> {
  const slot = intakes.get(deps);
  if (!slot) return;
  slot.owners -= 1;
  if (slot.owners > 0) return;
  intakes.delete(deps);
  await slot.intake.close();
}
