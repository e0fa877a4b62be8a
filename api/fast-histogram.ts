import type { Metric, MetricValueWithName, Registry } from 'prom-client';

/** One label set's buckets, resolved once. */
export interface HistogramSeries {
  /** Records `value` `times` times (rows that share one value are observed at once). */
  observe(value: number, times?: number): void;
}

interface Series extends HistogramSeries {
  labels: Record<string, string>;
  /** Per bucket (not cumulative); the last one is +Inf. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for hot paths, registered in a prom-client Registry and rendered as
 * prom-client renders its own. prom-client's Histogram validates and hashes the labels on
 * every observation, even through a series from `labels()`: about 2.4 µs, some 4% of a
 * redirect's CPU in the web process (docs/benchmarks.md, "Redirect, eighth session"). Here a
 * series is found once by its label values, and an observation is a bucket search and three
 * additions. It also takes a count, so the loader observes a staged batch's rows, which share
 * one edge time, in one call instead of one per row.
 */
export class FastHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly buckets: readonly number[],
    registers: Registry[],
  ) {
    for (const r of registers) r.registerMetric(this as unknown as Metric);
  }

  /** The series of these label values, in `labelNames` order. */
  labels(...values: string[]): HistogramSeries {
    const key = values.join('\u0000');
    let s = this.series.get(key);
    if (!s) {
      const labels = Object.fromEntries(this.labelNames.map((n, i) => [n, values[i] ?? '']));
      const bounds = this.buckets;
      const series: Series = {
        labels,
        counts: new Array<number>(bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
        observe(value: number, times = 1) {
          if (!Number.isFinite(value)) return;
          let i = 0;
          while (i < bounds.length && value > bounds[i]) i += 1;
          series.counts[i] += times;
          series.sum += value * times;
          series.count += times;
        },
      };
      this.series.set(key, (s = series));
    }
    return s;
  }

  observe(labels: Record<L, string>, value: number, times = 1): void {
    this.labels(...this.labelNames.map((n) => labels[n])).observe(value, times);
  }

  /** What the registry renders: cumulative buckets, sum and count per series. */
  get() {
    const values: MetricValueWithName<string>[] = [];
    for (const s of this.series.values()) {
      let cumulative = 0;
      s.counts.forEach((n, i) => {
        cumulative += n;
        const le = i < this.buckets.length ? this.buckets[i] : '+Inf';
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...s.labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_sum`, labels: s.labels, value: s.sum });
      values.push({ metricName: `${this.name}_count`, labels: s.labels, value: s.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}
