import { Writable } from 'node:stream';
import { expect } from 'chai';
import { createLogger } from '../../api/logger';
import {
  durabilityFromInfo,
  durabilityWarnings,
  readRedisDurability,
  warnIfRedisNotDurable,
} from '../../api/redis-durability';
import { deps } from '../helpers/context';

const INFO = (aof: string, policy: string) =>
  `# Persistence\r\nloading:0\r\naof_enabled:${aof}\r\naof_rewrite_in_progress:0\r\n\r\n` +
  `# Memory\r\nused_memory:1024\r\nmaxmemory:0\r\nmaxmemory_policy:${policy}\r\n`;

describe('Redis durability at start', () => {
  it('warns for AOF off and for an eviction policy other than noeviction, naming the setting', () => {
    const off = durabilityWarnings(durabilityFromInfo(INFO('0', 'allkeys-lru')));
    expect(off.map((w) => [w.setting, w.value])).to.deep.equal([
      ['appendonly', 'no'],
      ['maxmemory-policy', 'allkeys-lru'],
    ]);
    expect(off[0].message).to.include('--appendonly yes --appendfsync everysec');
    expect(off[1].message).to.include('noeviction');
    expect(durabilityWarnings(durabilityFromInfo(INFO('1', 'noeviction')))).to.deep.equal([]);
    expect(
      durabilityWarnings(durabilityFromInfo(INFO('1', 'volatile-ttl'))).map((w) => w.setting),
    ).to.deep.equal(['maxmemory-policy']);
  });

  it('says nothing about what Redis did not report', () => {
    expect(durabilityFromInfo('# Persistence\r\nloading:0\r\n')).to.deep.equal({
      appendonly: null,
      evictionPolicy: null,
    });
    expect(durabilityWarnings({ appendonly: null, evictionPolicy: null })).to.deep.equal([]);
  });

  it('reads the settings of the Redis in use and logs a warning for each that puts queued work at risk', async () => {
    const { redis } = await deps();
    // The machine's Redis, read directly: the test does not change a shared server's settings.
    const [, aof] = (await redis.config('GET', 'appendonly')) as string[];
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as string[];
    expect(await readRedisDurability(redis)).to.deep.equal({
      appendonly: aof === 'yes',
      evictionPolicy: policy,
    });
    // INFO says the same where CONFIG is disabled.
    const info = `${await redis.info('persistence')}\n${await redis.info('memory')}`;
    expect(durabilityFromInfo(info)).to.deep.equal({ appendonly: aof === 'yes', evictionPolicy: policy });

    const lines: { level: number; setting?: string; msg: string }[] = [];
    const logger = createLogger(
      'info',
      {},
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    const warnings = await warnIfRedisNotDurable(redis, logger);
    const expected = [
      ...(aof === 'yes' ? [] : ['appendonly']),
      ...(policy === 'noeviction' ? [] : ['maxmemory-policy']),
    ];
    expect(warnings.map((w) => w.setting)).to.deep.equal(expected);
    expect(lines.filter((l) => l.level === 40).map((l) => l.setting)).to.deep.equal(expected);
  });
});
