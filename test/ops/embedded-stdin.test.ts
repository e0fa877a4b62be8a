import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';

const ROOT = path.join(__dirname, '..', '..');

/** Runs ../helpers/stdin-child.ts with `input` waiting on its stdin (a pipe kept open). */
function run(input: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/stdin-child.ts'], {
      cwd: ROOT,
      env: { ...process.env, CLICKHOUSE_URL: '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    // Written before the insert and never closed: as a parent's questions or a shell's pipe would be.
    child.stdin.write(input);
    // An insert that waits on the pipe would wait until it closes: that counts as a failure.
    let hung = false;
    const timer = setTimeout(() => ((hung = true), child.kill('SIGKILL')), 20_000);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      child.stdin.destroy();
      if (hung) return resolve({ hung: true });
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as Record<string, unknown>);
      } catch {
        reject(new Error(`no result from the child: ${out}`));
      }
    });
  });
}

describe('the embedded engine and its process stdin', function () {
  this.timeout(60_000);

  it('bytes waiting on a piped stdin never reach an insert: no parse error, no stray rows', async () => {
    // A line that would fail the insert, and one that would parse as a third row.
    for (const input of ['33 13\n', '[3,"from stdin"]\n']) {
      const r = await run(input);
      expect(r).to.deep.equal({
        error: null,
        rows: [
          [1, 'x'],
          [2, 'y'],
        ],
        stdinIsCharDevice: true,
      });
    }
  });
});
