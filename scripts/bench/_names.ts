import fs from 'node:fs';

/** The benches `npm run bench -- <name>` runs: scripts/bench/<name>.ts, helpers starting with `_`. */
export function benchNames(dir: string = __dirname): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.startsWith('_'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}
