import type { DB } from '../../sql/db';

/**
 * Seats of the export pool that only a business holding none may take: its first download in
 * this process. With 8 connections and 3 downloads a business, any three businesses together
 * leave a seat for a fourth (docs/architecture.md, "Deadlines and download slots").
 */
export const SEATS_FOR_NEWCOMERS = 2;

/** What a 503 suggests: seats come back as downloads end, a stalled one at its idle deadline. */
export const SEAT_RETRY_SECONDS = 5;

/**
 * The download seats of one process's export pool, shared between businesses: every
 * download holds a seat from its guard to the end of its response, and there are no more
 * seats than connections, so a download that got a seat gets its connection at once. A
 * business's first seat is any free one; a further one only while it leaves
 * SEATS_FOR_NEWCOMERS free, so however many downloads a few businesses keep open, others still
 * find room. A seat cannot be taken back from a download already sending (that would cut a
 * 200 short), which is why newcomers get seats kept for them rather than a share recomputed as
 * holders arrive.
 */
export class ExportSeats {
  private readonly held = new Map<string, number>();
  private taken = 0;

  constructor(
    readonly capacity: number,
    private readonly reserve = SEATS_FOR_NEWCOMERS,
  ) {}

  /** One of `owner`'s seats: its release (safe to call twice), or null when none may be had. */
  take(owner: string): (() => void) | null {
    const holds = this.held.get(owner) ?? 0;
    const free = this.capacity - this.taken;
    if (free < 1 || (holds > 0 && free - 1 < this.reserve)) return null;
    this.held.set(owner, holds + 1);
    this.taken += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.taken -= 1;
      const left = (this.held.get(owner) ?? 1) - 1;
      if (left > 0) this.held.set(owner, left);
      else this.held.delete(owner);
    };
  }

  /** Seats held now, by every business. */
  get inUse(): number {
    return this.taken;
  }

  /** Seats `owner` holds now. */
  holding(owner: string): number {
    return this.held.get(owner) ?? 0;
  }
}

const byPool = new WeakMap<object, ExportSeats>();

/** The seats of `db`'s pool: one set per pool, however many apps of the process share it. */
export function exportSeatsOf(db: DB): ExportSeats {
  let seats = byPool.get(db.$pool);
  if (!seats) {
    const max = (db.$pool as { options?: { max?: number } }).options?.max ?? 10;
    seats = new ExportSeats(max);
    byPool.set(db.$pool, seats);
  }
  return seats;
}
