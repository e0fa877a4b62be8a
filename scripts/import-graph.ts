import path from 'node:path';
import madge from 'madge';

/**
 * Imports between features, counted over madge's graph of `api/` (paths relative to it):
 * the distinct ordered pairs `features/<a>/… → features/<b>/…` with a ≠ b. A feature that needs
 * another's internals is a sign a shared layer is missing (docs/architecture.md, Layers), so the
 * pairs stay few and no two features import each other.
 */
export const MAX_FEATURE_PAIRS = 15;

export interface FeaturePairs {
  /** `a -> b`, sorted. */
  pairs: string[];
  /** `a <-> b` for each two features that import each other, sorted. */
  mutual: string[];
}

const featureOf = (file: string): string | null => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

export function featurePairs(graph: Record<string, string[]>): FeaturePairs {
  const pairs = new Set<string>();
  for (const [file, deps] of Object.entries(graph)) {
    const a = featureOf(file);
    if (a === null) continue;
    for (const dep of deps) {
      const b = featureOf(dep);
      if (b !== null && b !== a) pairs.add(`${a} -> ${b}`);
    }
  }
  const mutual = [...pairs]
    .map((p) => p.split(' -> '))
    .filter(([a, b]) => a < b && pairs.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
  return { pairs: [...pairs].sort(), mutual: mutual.sort() };
}

/** The import graph of `api/` as `npx madge --json --extensions ts api` prints it. */
export async function apiGraph(root = path.resolve(__dirname, '..')): Promise<Record<string, string[]>> {
  const result = await madge(path.join(root, 'api'), {
    fileExtensions: ['ts'],
    baseDir: path.join(root, 'api'),
  });
  return result.obj();
}

if (require.main === module) {
  void apiGraph().then((graph) => {
    const { pairs, mutual } = featurePairs(graph);
    for (const p of pairs) console.log(p);
    console.log(`${pairs.length} feature-to-feature import pairs (at most ${MAX_FEATURE_PAIRS})`);
    for (const m of mutual) console.error(`features import each other: ${m}`);
    if (pairs.length > MAX_FEATURE_PAIRS || mutual.length) process.exit(1);
  });
}
