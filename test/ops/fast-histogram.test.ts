import { expect } from 'chai';
import { Histogram, Registry } from 'prom-client';
import { FastHistogram } from '../../api/fast-histogram';

describe('FastHistogram', () => {
  const buckets = [0.1, 1, 5];
  const pair = () => {
    const theirs = new Registry();
    const ours = new Registry();
    return {
      theirs,
      ours,
      reference: new Histogram({
        name: 'x_seconds',
        help: 'h',
        labelNames: ['m', 'r'],
        buckets,
        registers: [theirs],
      }),
      fast: new FastHistogram('x_seconds', 'h', ['m', 'r'], buckets, [ours]),
    };
  };

  it("renders exactly what prom-client's Histogram renders for the same observations", async () => {
    const { theirs, ours, reference, fast } = pair();
    const seen: [{ m: string; r: string }, number][] = [
      [{ m: 'GET', r: '/a"b\\c' }, 0.05],
      [{ m: 'GET', r: '/a"b\\c' }, 1], // on a bound: counted in that bucket
      [{ m: 'POST', r: '/c' }, 7], // above every bound: +Inf only
      [{ m: 'GET', r: '/a"b\\c' }, 0.5],
      [{ m: 'GET', r: '/z' }, 0],
    ];
    for (const [labels, v] of seen) {
      reference.observe(labels, v);
      fast.observe(labels, v);
    }
    expect(await ours.metrics()).to.equal(await theirs.metrics());
  });

  it('observes a value many times in one call, through a series resolved once', async () => {
    const { theirs, ours, reference, fast } = pair();
    for (let i = 0; i < 3; i += 1) reference.observe({ m: 'GET', r: '/z' }, 2);
    fast.labels('GET', '/z').observe(2, 3);
    expect(await ours.metrics()).to.equal(await theirs.metrics());
    expect(await ours.metrics()).to.include('x_seconds_count{m="GET",r="/z"} 3');
  });

  it('ignores a value that is not a finite number, and starts again empty after reset', async () => {
    const { ours, fast } = pair();
    fast.labels('GET', '/z').observe(Number.NaN);
    fast.labels('GET', '/z').observe(Infinity);
    expect(await ours.metrics()).to.include('x_seconds_count{m="GET",r="/z"} 0');
    fast.labels('GET', '/z').observe(0.2);
    ours.resetMetrics();
    expect(await ours.metrics()).not.to.include('x_seconds_count');
  });
});
