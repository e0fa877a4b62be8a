import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LuaScript {
  lua: string;
  sha: string;
}

export const luaScript = (lua: string): LuaScript => ({
  lua,
  sha: createHash('sha1').update(lua).digest('hex'),
});

/**
 * Runs a script by its SHA1, sending its text only when Redis does not have it (after a
 * restart or SCRIPT FLUSH): a script run once per loader step would otherwise send its whole
 * text each time.
 */
export async function evalScript(
  redis: Redis,
  script: LuaScript,
  keys: string[],
  args: (string | number)[],
): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha, keys.length, ...keys, ...args);
  } catch (err) {
    if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
    return redis.eval(script.lua, keys.length, ...keys, ...args);
  }
}
