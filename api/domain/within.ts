/**
 * `work`, or a rejection with Error(`message`) once `ms` have passed first. The work itself
 * goes on; if it fails after the deadline, that failure is handled, never left unhandled.
 */
export function within<T>(work: Promise<T>, ms: number, message = 'timeout'): Promise<T> {
  return settleBy(work, ms, (_resolve, reject) => reject(new Error(message)));
}

/** `work`'s value, or `fallback` once `ms` have passed first (the work itself goes on). */
export function withinOr<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return settleBy(work, ms, (resolve) => resolve(fallback));
}

function settleBy<T>(
  work: Promise<T>,
  ms: number,
  expire: (resolve: (v: T) => void, reject: (e: Error) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => expire(resolve, reject), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
