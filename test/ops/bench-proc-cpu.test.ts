import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { expect } from 'chai';
import { isLocalProcess, processCpuMicros, trackChildCpu } from '../../scripts/bench/_proc-cpu';

// The redirect bench splits each response's CPU between processes with these readings.
describe('bench: CPU of other processes from /proc', function () {
  before(function () {
    if (!existsSync('/proc/self/stat')) this.skip(); // the bench prints no split there either
  });

  it('reads a process CPU time, which grows as it works, and null for a process that is gone', () => {
    const before = processCpuMicros(process.pid);
    expect(before).to.be.a('number');
    const until = Date.now() + 150;
    while (Date.now() < until); // ~150 ms of CPU
    expect(processCpuMicros(process.pid)! - before!).to.be.at.least(50_000);
    expect(processCpuMicros(2 ** 22 + 1)).to.equal(null); // above the kernel's pid limit
    expect(processCpuMicros(undefined)).to.equal(null);
  });

  it("tracks a child's CPU up to its exit, after which /proc no longer has it", async () => {
    const child = spawn(process.execPath, ['-e', 'const t = Date.now() + 400; while (Date.now() < t);']);
    const spent = trackChildCpu(child.pid, 20);
    await once(child, 'exit');
    expect(spent()).to.be.within(200_000, 2_000_000);
    expect(processCpuMicros(child.pid)).to.equal(null);
  });

  it("names a local process by its command, and refuses one that isn't", () => {
    expect(isLocalProcess(process.pid, 'node')).to.equal(true);
    expect(isLocalProcess(process.pid, 'redis')).to.equal(false);
    expect(isLocalProcess(undefined, 'node')).to.equal(false);
  });
});
