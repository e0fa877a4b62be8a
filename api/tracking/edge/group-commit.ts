import { ServiceUnavailableError } from '../../errors';

export interface GroupCommitOptions {
  /** Items per write at most. */
  maxBatch: number;
  /** Items accepted and not yet written at most; beyond it `add` refuses (503), so memory stays bounded. */
  maxPending: number;
  /** Writes running at once at most. */
  maxInFlight: number;
}

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Group commit: callers add items and wait; items gathered in the same event-loop turn (or
 * while earlier writes run) go out together in one write of at most `maxBatch`, and every
 * caller of that write is answered when it settles. A batch closes on size, or as soon as a
 * write slot is free (the next turn of the loop), so a lone item waits for nothing but its
 * own write, and under load batches grow by themselves.
 */
export class GroupCommit<T> {
  private buf: T[] = [];
  private waiters: Waiter[] = [];
  private inFlight = 0;
  private count = 0;
  private scheduled = false;
  private drained: (() => void)[] = [];

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly opts: GroupCommitOptions,
  ) {}

  /** Resolves once the item's batch was written; rejects with that write's error. */
  add(item: T): Promise<void> {
    if (this.count >= this.opts.maxPending) {
      return Promise.reject(new ServiceUnavailableError('SERVICE_UNAVAILABLE', 'Too many clicks in flight'));
    }
    this.count += 1;
    return new Promise<void>((resolve, reject) => {
      this.buf.push(item);
      this.waiters.push({ resolve, reject });
      if (this.buf.length >= this.opts.maxBatch) this.pump();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Items accepted and not yet written. */
  get pending(): number {
    return this.count;
  }

  /** Waits until everything added so far is written (or failed). */
  flush(): Promise<void> {
    this.pump();
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  private pump(): void {
    while (this.inFlight < this.opts.maxInFlight && this.buf.length) {
      const items = this.buf.splice(0, this.opts.maxBatch);
      const waiters = this.waiters.splice(0, items.length);
      this.inFlight += 1;
      this.write(items)
        .then(
          () => waiters.forEach((w) => w.resolve()),
          (err: unknown) => waiters.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.count -= items.length;
          this.pump();
          if (this.count === 0) this.drained.splice(0).forEach((done) => done());
        });
    }
  }
}
