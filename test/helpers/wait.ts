/**
 * The one way tests wait for something asynchronous (a loaded row, a counter, a worker's
 * output): poll until the condition holds, and fail, naming what was awaited and the last
 * value read, when the deadline passes. Tests never sleep for "long enough" instead.
 */

const present = (v: unknown): boolean => v !== null && v !== undefined && v !== false;

/**
 * Polls `read` every `intervalMs` until `done(value)` holds and returns that value; without
 * `done`, until the value is not null, undefined or false. `what` (a phrase, or a function
 * giving one at the deadline, e.g. to add a child's output) names the awaited condition in
 * the error.
 */
export async function waitFor<T>(
  what: string | (() => string),
  read: () => Promise<T>,
  done: (v: T) => boolean = present,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) {
      const name = typeof what === 'function' ? what() : what;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${name} (last: ${describe(v)})`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

function describe(v: unknown): string {
  if (v instanceof Response) return `HTTP ${v.status}`;
  if (v && typeof v === 'object' && 'status' in v && 'text' in v)
    return `HTTP ${String(v.status)} ${String(v.text)}`;
  try {
    const s = JSON.stringify(v, (_k, x) =>
      x instanceof Set ? [...x] : typeof x === 'bigint' ? String(x) : x,
    );
    return s === undefined ? String(v) : s.length > 300 ? `${s.slice(0, 300)}…` : s;
  } catch {
    return String(v);
  }
}
