import { expect } from 'chai';
import { apiGraph, featurePairs, MAX_FEATURE_PAIRS } from '../../scripts/import-graph';

/**
 * Features reach each other's code rarely and one way only; what several share is a layer
 * below them (docs/architecture.md, Layers). Counted over madge's graph of api/, as
 * `npx madge --json --extensions ts api` prints it.
 */
describe('import graph', function () {
  this.timeout(180_000);
  let graph: Record<string, string[]>;
  before(async () => {
    graph = await apiGraph();
  });

  it('counts distinct ordered pairs between features and names the ones that import each other', () => {
    const { pairs, mutual } = featurePairs({
      'features/a/a.service.ts': ['features/b/b.view.ts', 'features/b/b.service.ts', 'features/a/a.view.ts'],
      'features/a/a.view.ts': ['domain/money.ts'],
      'features/b/b.service.ts': ['features/a/a.view.ts', 'tracking/store/find-clicks.ts'],
      'features/c/c.routes.ts': ['features/a/a.service.ts'],
      'tracking/edge/intake.ts': ['features/c/c.routes.ts'],
    });
    expect(pairs).to.deep.equal(['a -> b', 'b -> a', 'c -> a']);
    expect(mutual).to.deep.equal(['a <-> b']);
  });

  it(`has no two features importing each other and at most ${MAX_FEATURE_PAIRS} feature-to-feature pairs`, () => {
    expect(Object.keys(graph)).to.include('features/orders/orders.routes.ts');
    const { pairs, mutual } = featurePairs(graph);
    expect(mutual, 'features that import each other').to.deep.equal([]);
    expect(pairs.length, pairs.join('\n')).to.be.at.most(MAX_FEATURE_PAIRS);
  });

  it('keeps a click from /r/{slug} to ClickHouse inside api/tracking/ and the queue boundary', () => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of graph[file] ?? []) walk(dep);
    };
    walk('tracking/edge/redirect.hot-path.ts');
    walk('tracking/load/load-clicks.ts');
    const features = [...seen].filter((f) => f.startsWith('features/'));
    expect(features, 'features the click path reaches').to.deep.equal([]);
    // Through the queue boundary to the ClickHouse insert, without another folder's own code.
    expect([...seen]).to.include.members([
      'queues/clicks.ts',
      'tracking/load/flush.ts',
      '../clickhouse/insert.ts',
    ]);
  });
});
