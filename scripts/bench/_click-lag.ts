/**
 * click_count's lag behind the 302s, from samples of both ends (the redirect bench,
 * ./redirect.ts, takes one every SAMPLE_MS).
 */
export const SAMPLE_MS = 250;

/** One look at both ends of the click path: 302s written so far, and click_count. */
export interface Sample {
  at: number;
  sent: number;
  counted: number;
}

/**
 * How long click_count took to catch up with the 302s (the target: within 2 s, p99),
 * from samples taken every SAMPLE_MS while the rounds ran, then on each look of the drain: for each
 * sample at which more 302s had gone out than at the one before, the time until a later
 * sample's click_count reached that many. The newest click of a sample waited that long, give
 * or take a sampling interval; clicks still uncounted at the end count as waiting until then.
 */
export function countLags(samples: Sample[]): number[] {
  const lags: number[] = [];
  let j = 0;
  for (let i = 1; i < samples.length; i += 1) {
    if (samples[i].sent <= samples[i - 1].sent) continue;
    while (j < samples.length - 1 && (j < i || samples[j].counted < samples[i].sent)) j += 1;
    lags.push((samples[j].at - samples[i].at) / 1000);
  }
  return lags;
}
