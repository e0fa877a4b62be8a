/**
 * CPU time of other processes, read from /proc (Linux), for benchmarks that split a request's
 * cost between the processes that serve it. Elsewhere every reading is null and the bench
 * prints no split.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | null = null;

function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU a process has used so far, all its threads, in µs; null if unreadable. */
export function processCpuMicros(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1e6) / clockTicks();
  } catch {
    return null;
  }
}

/** Whether `pid` is a process of this machine whose command name contains `name`. */
export function isLocalProcess(pid: number | undefined, name: string): boolean {
  if (!pid) return false;
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').includes(name);
  } catch {
    return false;
  }
}

/**
 * The CPU a short-lived child uses up to its exit: /proc forgets a process once it is reaped,
 * so the reading is refreshed while it runs (the last ≤ `everyMs` before its exit are missed).
 */
export function trackChildCpu(pid: number | undefined, everyMs = 100): () => number | null {
  const start = processCpuMicros(pid);
  let last = start;
  const timer = setInterval(() => {
    last = processCpuMicros(pid) ?? last;
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return start === null || last === null ? null : last - start;
  };
}
