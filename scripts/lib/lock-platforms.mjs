// The npm registry reachable from this project's machines lacks some other platforms'
// prebuilt optional packages (chdb's darwin builds, for one), so `npm install` leaves them
// out of package-lock.json and `npm ci` then refuses the lock. This adds a lock entry for
// each such optional dependency, marked with its os/cpu so npm skips it on other platforms.
// Run after `npm install` changes the lock: node scripts/lib/lock-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { stdout } from 'node:process';
import { URL } from 'node:url';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platform = (name) => ({
  os: [['darwin', 'linux', 'win32', 'freebsd'].find((os) => name.includes(os)) ?? 'unknown'],
  cpu: [['arm64', 'x64', 'arm', 'ia32'].find((cpu) => name.includes(cpu)) ?? 'unknown'],
  ...(name.includes('-gnu') ? { libc: ['glibc'] } : name.includes('-musl') ? { libc: ['musl'] } : {}),
});
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform(dep) };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
stdout.write(`lock-platforms: ${added} entries added\n`);
