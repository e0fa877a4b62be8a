/**
 * `npm run bench -- <name> [args]`: runs scripts/bench/<name>.ts, whose `run(args)` prints
 * its figures. Each benchmark makes and drops its own databases.
 */
import path from 'node:path';
import { benchNames } from './_names';

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const available = benchNames();
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
