/**
 * Click ids are made at the edge, before anything is stored: a 53-bit integer (safe in JSON
 * and JS numbers) of milliseconds since 2024-01-01 (41 bits, good until 2093), a process
 * number (5 bits) and a per-millisecond sequence (7 bits).
 */
export const CLICK_EPOCH_MS = Date.UTC(2024, 0, 1);
const PROCESS_BITS = 5;
const SEQ_BITS = 7;
const LOW = 2 ** (PROCESS_BITS + SEQ_BITS); // 4096
/** A click id divided by this (rounded down) is its time in ms since CLICK_EPOCH_MS. */
export const CLICK_ID_TIME_DIVISOR = LOW;
export const MAX_PROCESS = 2 ** PROCESS_BITS - 1;
const MAX_SEQ = 2 ** SEQ_BITS - 1;

/** When the click was made, from its id alone. */
export function clickIdTime(id: number): Date {
  return new Date(CLICK_EPOCH_MS + Math.floor(id / LOW));
}

/** The smallest id made at `ms` or later. */
export function firstClickIdAt(ms: number): number {
  return Math.max(0, ms - CLICK_EPOCH_MS) * LOW;
}

/** The process number that made the id. */
export function clickIdProcess(id: number): number {
  return Math.floor(id / (MAX_SEQ + 1)) % (MAX_PROCESS + 1);
}

export function isClickId(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

/** Makes unique, increasing ids for one process number. */
export class ClickIdGenerator {
  private lastMs = 0;
  private seq = 0;

  constructor(
    private readonly processNumber: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(processNumber) || processNumber < 0 || processNumber > MAX_PROCESS) {
      throw new RangeError(`process number must be 0-${MAX_PROCESS}`);
    }
  }

  next(): number {
    let ms = this.now() - CLICK_EPOCH_MS;
    if (ms < this.lastMs) ms = this.lastMs; // the clock stepped back: never reuse an id
    if (ms === this.lastMs) {
      this.seq += 1;
      if (this.seq > MAX_SEQ) {
        // Sequence exhausted within this millisecond: borrow the next one.
        ms += 1;
        this.seq = 0;
      }
    } else {
      this.seq = 0;
    }
    this.lastMs = ms;
    return ms * LOW + this.processNumber * (MAX_SEQ + 1) + this.seq;
  }
}
