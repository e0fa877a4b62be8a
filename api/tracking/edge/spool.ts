import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Logger } from '../../logger';
import type { ClickBatch } from '../../queues/clicks';

/**
 * The local append-only spool that keeps click batches while Redis is unreachable: one JSON
 * line per batch, fsync'd before the redirect answers, so a 302 is never sent for a click that
 * is neither in Redis nor on disk. Replayed into the queue when Redis is back; batches keep
 * their edge ids, so a batch replayed twice (or also delivered by a write that timed out but
 * landed) is still loaded once (docs/architecture.md, Clicks).
 *
 * Files, all in CLICK_SPOOL_DIR (local disk of this host):
 *   clicks.<ns>.<host>.<pid>.<n>.active     being appended to by process <pid>
 *   clicks.<ns>.<host>.<pid>.<n>.ready      closed, waiting for replay
 *   clicks.<ns>.<host>.<pid>.<n>.replaying.<claimer pid>
 * `<ns>` is the BullMQ prefix, so a process only replays batches meant for its own queues. A
 * file is claimed for replay by an atomic rename; `.active` and `.replaying` files whose
 * process is gone (same host, pid not alive) are claimed too, which is how a crashed web
 * process's clicks get delivered.
 */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

export class ClickSpool {
  private fd: fs.promises.FileHandle | null = null;
  private file: string | null = null;
  private bytes = 0;
  private seq = 0;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly base: string;
  private readonly host = os.hostname().replace(/[^A-Za-z0-9-]/g, '_');
  /** Batches appended by this process and not yet replayed. */
  pending = 0;

  constructor(
    private readonly dir: string,
    namespace: string,
    private readonly logger: Logger,
  ) {
    this.base = `clicks.${encodeURIComponent(namespace)}.`;
  }

  /** Appends one batch durably (write + fdatasync); appends are serialised. */
  append(batch: ClickBatch): Promise<void> {
    const run = this.chain.then(() => this.write(`${JSON.stringify(batch)}\n`));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async write(line: string): Promise<void> {
    if (this.fd && this.bytes >= MAX_FILE_BYTES) await this.rotate();
    if (!this.fd) {
      await fsp.mkdir(this.dir, { recursive: true });
      this.seq += 1;
      this.file = path.join(
        this.dir,
        `${this.base}${this.host}.${process.pid}.${Date.now()}-${this.seq}.active`,
      );
      this.fd = await fsp.open(this.file, 'a');
      this.bytes = 0;
    }
    await this.fd.write(line);
    await this.fd.datasync();
    this.bytes += Buffer.byteLength(line);
    this.pending += 1;
  }

  /** Closes the current file and marks it ready for replay. */
  private async rotate(): Promise<void> {
    if (!this.fd || !this.file) return;
    await this.fd.close();
    await fsp.rename(this.file, this.file.replace(/\.active$/, '.ready'));
    this.fd = null;
    this.file = null;
  }

  /**
   * Sends every claimable batch to `push` (the queue), oldest file first, one line at a time
   * (memory stays bounded however large the spool is). A file is deleted once all its lines
   * went through; on a failure it is put back as `.ready` and the next call starts it over.
   */
  async replay(push: (batch: ClickBatch) => Promise<void>): Promise<number> {
    await (this.chain = this.chain.then(() => this.rotate()).catch(() => undefined));
    let names: string[];
    try {
      names = await fsp.readdir(this.dir);
    } catch {
      return 0;
    }
    let sent = 0;
    for (const name of names.filter((n) => n.startsWith(this.base)).sort()) {
      const claimed = await this.claim(name);
      if (!claimed) continue;
      try {
        const lines = readline.createInterface({ input: fs.createReadStream(claimed), crlfDelay: Infinity });
        for await (const line of lines) {
          const batch = parse(line);
          if (!batch) continue; // a torn last line: that write never returned, so no 302 went out
          await push(batch);
          sent += 1;
        }
        await fsp.unlink(claimed);
      } catch (err) {
        await fsp
          .rename(claimed, claimed.replace(/\.(active|ready|replaying\.\d+)$/, '.ready'))
          .catch(() => undefined);
        this.logger.warn({ err: (err as Error).message, file: claimed }, 'click spool replay interrupted');
        throw err;
      }
    }
    this.pending = 0;
    return sent;
  }

  /** Whether this directory holds anything this namespace could replay. */
  async hasFiles(): Promise<boolean> {
    try {
      return (await fsp.readdir(this.dir)).some((n) => n.startsWith(this.base));
    } catch {
      return false;
    }
  }

  private async claim(name: string): Promise<string | null> {
    const m = /^([^.]+)\.(\d+)\.([^.]+)\.(active|ready|replaying\.(\d+))$/.exec(name.slice(this.base.length));
    if (!m) return null;
    const [, host, pid, , state, claimer] = m;
    const ownerAlive = (p: string) => host !== this.host || alive(Number(p));
    if (state === 'active' && ownerAlive(pid)) return null;
    if (claimer && (Number(claimer) === process.pid || ownerAlive(claimer))) return null;
    const from = path.join(this.dir, name);
    const to = `${from.replace(/\.(active|ready|replaying\.\d+)$/, '')}.replaying.${process.pid}`;
    try {
      await fsp.rename(from, to);
      return to;
    } catch {
      return null; // another process claimed it first
    }
  }

  async close(): Promise<void> {
    await this.chain;
    if (this.fd) {
      await this.fd.close();
      this.fd = null;
    }
  }
}

function parse(line: string): ClickBatch | null {
  try {
    const b = JSON.parse(line) as ClickBatch;
    return typeof b?.id === 'string' && Array.isArray(b.clicks) && b.clicks.length ? b : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
