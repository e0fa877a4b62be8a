import type { Deps } from '../../deps';
import { clickIdProcess, firstClickIdAt } from '../../domain/click-id';

/**
 * The recent clicks: every staged click's line, findable by id in Redis from the moment it is
 * staged until hours after ClickHouse has it, so attribution rarely waits for a flush or asks
 * ClickHouse (docs/architecture.md, Clicks).
 */

const NEWLINE = 0x0a;

/**
 * Lines kept by id range (the recent clicks): in a sorted set of ranges (score: the first id,
 * member `first:last`) and a hash of the ranges' lines (field: the first id, value: the lines
 * of the range, one per line, each beginning `[<first value>,<id>,`). A range is a short run
 * of increasing ids (the recent clicks: up to 50 of one process), written with one HSET and
 * one ZADD, and a lookup reads one range. Splitting every line into a field of its own, inside the
 * staging script, held Redis 2-8 ms a step (4 µs a click) while the redirects' pushes waited
 * behind it (docs/benchmarks.md, "Redirect, eighth session").
 */
export interface RangeIndex {
  /** The key pairs that runs name by position. */
  keys: { ranges: string; lines: string }[];
  /** Consecutive runs of the batch's lines, in order; ids increase within a run. */
  runs: { keys: number; lines: number; first: number; last: number }[];
  /** Ranges starting below this id are dropped as the index is written. */
  dropBelow: number;
  /** The keys expire this long after the last write to them. */
  ttlSeconds: number;
}

// remember(element, a, base), part of the staging script (../load/staging.ts): ARGV from `a` as
// rangeIndexArgs writes them; key pair g (1-based)
// at KEYS[base + 2g - 1] (ranges) and KEYS[base + 2g] (lines). Old ranges go 1000 at a time.
export const REMEMBER_FN = `
local function remember(element, a, base)
  local groups, drop, ttl, runs = tonumber(ARGV[a]), ARGV[a + 1], ARGV[a + 2], tonumber(ARGV[a + 3])
  a = a + 4
  for r = 1, runs do
    local g, from, len, first = tonumber(ARGV[a]), tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), ARGV[a + 3]
    redis.call('HSET', KEYS[base + 2 * g], first, string.sub(element, from, from + len - 1))
    redis.call('ZADD', KEYS[base + 2 * g - 1], first, first .. ':' .. ARGV[a + 4])
    a = a + 5
  end
  for g = 1, groups do
    local ranges, lines = KEYS[base + 2 * g - 1], KEYS[base + 2 * g]
    local old = redis.call('ZRANGEBYSCORE', ranges, '-inf', '(' .. drop, 'LIMIT', 0, 1000)
    if #old > 0 then
      local firsts = {}
      for i, range in ipairs(old) do firsts[i] = string.match(range, '^[^:]+') end
      redis.call('HDEL', lines, unpack(firsts))
      redis.call('ZREM', ranges, unpack(old))
    end
    redis.call('EXPIRE', ranges, ttl)
    redis.call('EXPIRE', lines, ttl)
  end
end
`;

/**
 * The index's keys and arguments for `remember`: each run's byte span in the element, found
 * by its newlines (the element's first line is its header; JSON lines hold no raw newline).
 */
export function rangeIndexArgs(
  index: RangeIndex | undefined,
  element: Buffer,
): { keys: string[]; args: (string | number)[] } {
  if (!index?.runs.length) return { keys: [], args: [0, 0, 0, 0] };
  const args: (string | number)[] = [index.keys.length, index.dropBelow, index.ttlSeconds, index.runs.length];
  let start = element.indexOf(NEWLINE) + 1;
  for (const run of index.runs) {
    let end = start - 1;
    for (let i = 0; i < run.lines; i += 1) {
      end = element.indexOf(NEWLINE, end + 1);
      if (end < 0) end = element.length;
    }
    args.push(run.keys + 1, start + 1, end - start, run.first, run.last);
    start = end + 1;
  }
  return { keys: index.keys.flatMap((k) => [k.ranges, k.lines]), args };
}

// KEYS: per id, its ranges and lines keys. ARGV: the ids. Each id's line, or false. A range
// that could hold the id starts at or below it and ends at or above it; the runs of one writer
// never overlap, but two writers' may (for clicks: a process number held twice, the fallback of
// ../edge/click-ids.ts), so a few ranges are tried. In a range's lines the id is found as
// `,<id>,` right after the line's opening `[<first value>` (a plain search: a string value may
// hold the same text, never at that place).
const FIND = `
local out = {}
for i = 1, #ARGV do
  local id, found = ARGV[i], false
  local n, needle = tonumber(id), ',' .. ARGV[i] .. ','
  local near = redis.call('ZREVRANGEBYSCORE', KEYS[2 * i - 1], id, '-inf', 'LIMIT', 0, 8)
  for _, range in ipairs(near) do
    local first, last = string.match(range, '^(%d+):(%d+)$')
    if first and tonumber(last) >= n then
      local run = redis.call('HGET', KEYS[2 * i], first) or ''
      local from = 1
      while true do
        local p = string.find(run, needle, from, true)
        if not p then break end
        local head = string.match(string.sub(run, math.max(1, p - 21), p - 1), '%[%d+$')
        local s = head and p - #head
        if s and (s == 1 or string.byte(run, s - 1) == 10) then
          found = string.sub(run, s, (string.find(run, '\\n', p, true) or (#run + 1)) - 1)
          break
        end
        from = p + 1
      end
    end
    if found then break end
  end
  out[i] = found
end
return out`;

/** Each id's line from a range index, or null (not kept, or Redis unreachable); `keysOf` names an id's key pair. */
async function findIndexedLines(
  deps: Pick<Deps, 'redis'>,
  ids: number[],
  keysOf: (id: number) => RangeIndex['keys'][number],
): Promise<(string | null)[]> {
  if (!ids.length) return [];
  const keys = ids.flatMap((id) => {
    const k = keysOf(id);
    return [k.ranges, k.lines];
  });
  const lines = (await deps.redis.eval(FIND, keys.length, ...keys, ...ids.map(String)).catch(() => null)) as
    (string | null)[] | null;
  return ids.map((_, i) => lines?.[i] ?? null);
}

/** Recent clicks are kept in Redis for this long, so attribution rarely needs ClickHouse. */
export const RECENT_CLICK_TTL_SECONDS = 6 * 3600;

/**
 * Recent clicks live in a range index per process number of their ids (ids of one process
 * increase, so its clicks come in runs): the click loader writes each step's lines there
 * as it stages them (../load/staging.ts, in the same script), and a lookup knows the keys from
 * the id alone.
 */
export const recentClickKeys = (prefix: string, id: number): { ranges: string; lines: string } => {
  const base = `${prefix}:recent-clicks:p${clickIdProcess(id)}`;
  return { ranges: base, lines: `${base}:lines` };
};

/** Clicks per range at most: a lookup reads its range's lines one by one. */
const RANGE_CLICKS = 50;

/**
 * The index that keeps these clicks' lines (`ids[i]` is the id of the i-th line, in the order
 * the lines are staged): runs of increasing ids of one process, up to RANGE_CLICKS each, one
 * range each; ranges older than the window are dropped as it is written.
 */
export function recentClicksIndex(prefix: string, ids: number[], nowMs: number): RangeIndex {
  const keys: RangeIndex['keys'] = [];
  const slot = new Map<string, number>();
  const runs: RangeIndex['runs'] = [];
  let run: RangeIndex['runs'][number] | null = null;
  let process = -1;
  ids.forEach((id) => {
    const p = clickIdProcess(id);
    if (!run || p !== process || id <= run.last || run.lines >= RANGE_CLICKS) {
      const k = recentClickKeys(prefix, id);
      let at = slot.get(k.ranges);
      if (at === undefined) slot.set(k.ranges, (at = keys.push(k) - 1));
      runs.push((run = { keys: at, lines: 0, first: id, last: id }));
      process = p;
    }
    run.lines += 1;
    run.last = id;
  });
  return {
    keys,
    runs,
    dropBelow: firstClickIdAt(nowMs - RECENT_CLICK_TTL_SECONDS * 1000),
    ttlSeconds: RECENT_CLICK_TTL_SECONDS,
  };
}

/** Each id's staged line from the recent clicks, or null (not kept, or Redis unreachable). */
export const recentClickLines = (
  deps: Pick<Deps, 'redis' | 'config'>,
  ids: number[],
): Promise<(string | null)[]> =>
  findIndexedLines(deps, ids, (id) => recentClickKeys(deps.config.redisPrefix, id));
