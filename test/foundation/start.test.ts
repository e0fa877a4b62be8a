import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { expect } from 'chai';
import { loadConfig } from '../../api/config';
import { demoKeyFile } from '../../scripts/demo';
import { dropDatabase } from '../../sql/migrate';
import { deleteKeys, deps } from '../helpers/context';
import { uniq } from '../helpers/fixtures';
import { call } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { freePort } from '../helpers/net';

const ROOT = path.join(__dirname, '..', '..');

/**
 * The README's start path end to end (`bash scripts/up.sh`): the all-in-one process migrates
 * fresh stores, serves, prints demo credentials that obtain a token, and stops cleanly on SIGTERM.
 */
describe('all-in-one start', function () {
  this.timeout(90_000);

  it('migrates, becomes ready, prints working demo credentials and stops on SIGTERM within 10 s', async () => {
    const name = `aff_test_start_${uniq()}`;
    const chPath = path.join(os.tmpdir(), name);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `postgres://127.0.0.1:5432/${name}`,
      CLICKHOUSE_PATH: chPath,
      CLICKHOUSE_DATABASE: name,
      QUEUE_PREFIX: name,
      REDIS_PREFIX: name,
      LOG_LEVEL: 'warn',
    };
    delete env.APP_DOMAIN;
    delete env.CLICKHOUSE_URL;
    // The README's command, as an operator runs it: its SIGTERM must reach the service itself.
    const child = spawn('bash', ['scripts/up.sh'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitFor(
        () => `the credentials printed:\n${out}`,
        async () => out,
        (o) => /api_secret: \S+/.test(o) || child.exitCode !== null,
        60_000,
      );
      if (!/api_secret: \S+/.test(out))
        throw new Error(`no credentials printed (exit ${child.exitCode}):\n${out}`);
      const base = `http://127.0.0.1:${port}`;
      expect((await call(base, 'GET', '/readyz')).status).to.equal(200);
      const apiKey = /api_key: +(\S+)/.exec(out)![1];
      const apiSecret = /api_secret: +(\S+)/.exec(out)![1];
      expect(out).to.include(`curl -s -X POST http://localhost:${port}/v1/auth/token`);
      // The banner's surfaces, and business URLs on the port the service is on (APP_DOMAIN unset).
      expect(out).to.include(`API reference: http://localhost:${port}/docs`);
      expect(
        out
          .split('\n')
          .filter((l) => l.includes('business:'))
          .join('\n'),
      ).to.match(new RegExp(`business: Demo Shop \\(id \\d+, https://[a-z0-9-]+\\.localhost:${port}\\)`));
      const tok = await call(base, 'POST', '/v1/auth/token', {
        body: { api_key: apiKey, api_secret: apiSecret },
      });
      expect(tok.status).to.equal(200);
      const started = Date.now();
      child.kill('SIGTERM');
      expect(await exited).to.equal(0);
      expect(Date.now() - started).to.be.below(10_000);
      // Nothing left serving: the signal reached the service, not only a wrapper around it.
      expect(
        await fetch(`${base}/healthz`).then(
          () => 'answered',
          () => 'refused',
        ),
      ).to.equal('refused');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await dropDatabase(env.DATABASE_URL!).catch(() => undefined);
      await fs.rm(demoKeyFile({ config: loadConfig(env) }), { force: true });
      await fs.rm(chPath, { recursive: true, force: true });
      await deleteKeys((await deps()).redis, `${name}:*`).catch(() => undefined);
    }
  });
});
