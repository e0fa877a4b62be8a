import type { Redis } from 'ioredis';
import { within } from './domain/within';
import type { Logger } from './logger';

/**
 * Redis holds queued clicks, events and jobs until they are loaded (README, "For
 * operators"): with AOF off a restart loses them, and an eviction policy other than
 * `noeviction` drops them under memory pressure. Each process warns at start.
 */
export interface RedisDurability {
  /** Whether AOF is on; null when Redis would not say. */
  appendonly: boolean | null;
  /** `maxmemory-policy`; null when Redis would not say. */
  evictionPolicy: string | null;
}

export interface DurabilityWarning {
  setting: 'appendonly' | 'maxmemory-policy';
  value: string;
  message: string;
}

/** The settings named in `INFO persistence` and `INFO memory` output (what is missing is null). */
export function durabilityFromInfo(info: string): RedisDurability {
  const fields = new Map<string, string>();
  for (const line of info.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0 && !line.startsWith('#')) fields.set(line.slice(0, i), line.slice(i + 1).trim());
  }
  const aof = fields.get('aof_enabled');
  return {
    appendonly: aof === undefined ? null : aof === '1',
    evictionPolicy: fields.get('maxmemory_policy') ?? null,
  };
}

/** What an operator should change, one warning per setting. */
export function durabilityWarnings(d: RedisDurability): DurabilityWarning[] {
  const out: DurabilityWarning[] = [];
  if (d.appendonly === false)
    out.push({
      setting: 'appendonly',
      value: 'no',
      message:
        'Redis has AOF off: a Redis restart loses queued clicks, events and jobs. ' +
        'Run it with --appendonly yes --appendfsync everysec (or CONFIG SET appendonly yes and CONFIG REWRITE).',
    });
  if (d.evictionPolicy !== null && d.evictionPolicy !== 'noeviction')
    out.push({
      setting: 'maxmemory-policy',
      value: d.evictionPolicy,
      message:
        `Redis evicts keys under memory pressure (maxmemory-policy ${d.evictionPolicy}): queued clicks, ` +
        'events and jobs may be dropped. Set maxmemory-policy noeviction.',
    });
  return out;
}

/** CONFIG GET, or INFO where CONFIG is disabled (managed Redis often renames it). */
export async function readRedisDurability(redis: Redis): Promise<RedisDurability> {
  try {
    const [aof, policy] = await Promise.all([
      redis.config('GET', 'appendonly') as Promise<string[]>,
      redis.config('GET', 'maxmemory-policy') as Promise<string[]>,
    ]);
    return { appendonly: aof[1] === undefined ? null : aof[1] === 'yes', evictionPolicy: policy[1] ?? null };
  } catch {
    const [persistence, memory] = await Promise.all([redis.info('persistence'), redis.info('memory')]);
    return durabilityFromInfo(`${persistence}\n${memory}`);
  }
}

/**
 * Logs a warning for each setting that puts queued work at risk, and returns them. Never
 * fails a start: an unreachable Redis is the readiness check's business.
 */
export async function warnIfRedisNotDurable(redis: Redis, logger: Logger): Promise<DurabilityWarning[]> {
  let state: RedisDurability;
  try {
    state = await within(readRedisDurability(redis), 5_000);
  } catch (err) {
    logger.warn({ err }, 'could not read the Redis persistence settings');
    return [];
  }
  const warnings = durabilityWarnings(state);
  for (const w of warnings) logger.warn({ setting: w.setting, value: w.value }, w.message);
  return warnings;
}
