import { expect } from 'chai';
import { countLags } from '../../scripts/bench/_click-lag';
import { percentile } from '../../scripts/bench/_env';

// The redirect bench checks click_count's freshness (counted within 2 s of the 302, docs/architecture.md, Clicks) with these.
describe('bench: click_count lag behind the 302s', () => {
  it('times each rise in 302s until click_count reaches it, and skips samples without new 302s', () => {
    const lags = countLags([
      { at: 0, sent: 0, counted: 0 },
      { at: 250, sent: 100, counted: 0 },
      { at: 500, sent: 100, counted: 40 }, // no new 302s: no lag of its own
      { at: 750, sent: 300, counted: 100 }, // the 100 of t=250 are in: 0.5 s
      { at: 1000, sent: 300, counted: 250 },
      { at: 1250, sent: 300, counted: 300 }, // the 300 of t=750: 0.5 s
    ]);
    expect(lags).to.deep.equal([0.5, 0.5]);
  });

  it('is zero when the count is already there, and runs to the last sample for clicks never counted', () => {
    expect(
      countLags([
        { at: 0, sent: 0, counted: 0 },
        { at: 250, sent: 10, counted: 10 },
      ]),
    ).to.deep.equal([0]);
    expect(
      countLags([
        { at: 0, sent: 0, counted: 0 },
        { at: 250, sent: 10, counted: 0 },
        { at: 2250, sent: 10, counted: 9 },
      ]),
    ).to.deep.equal([2]);
  });

  it('takes percentiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1); // sorted, as the bench sorts the lags
    expect(percentile(xs, 50)).to.equal(50);
    expect(percentile(xs, 99)).to.equal(99);
    expect(percentile(xs, 100)).to.equal(100);
    expect(percentile([], 99)).to.equal(0);
  });
});
