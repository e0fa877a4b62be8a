/**
 * `npm run bench -- <name> [args]`: runs scripts/bench/<name>.ts, whose `run(args)` prints
 * its figures. Each benchmark makes and drops its own databases.
 */
import fs from 'node:fs';
import path from 'node:path';

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const available = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !['index.ts'].includes(f) && !f.startsWith('_'))
    .map((f) => f.replace(/\.ts$/, ''));
  if (!name || !available.includes(name)) {
    console.error(`usage: npm run bench -- <${available.join('|') || 'name'}> [args]`);
    process.exit(2);
  }
  const mod = (await import(path.join(__dirname, `${name}.ts`))) as { run(args: string[]): Promise<void> };
  await mod.run(args);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
