import { expect } from 'chai';
import fc from 'fast-check';
import {
  resolveCommission,
  type CommissionInput,
  type RuleInput,
  type TierInput,
} from '../../api/domain/commission';

/**
 * The engine against an independent reference: amounts in integer cents, rates in basis
 * points, instants in integer microseconds, all BigInt, and half-up written as integer
 * division. Nothing here shares code with the engine.
 */

const pad = (n: bigint, width: number) => n.toString().padStart(width, '0');
const centsText = (c: bigint) => `${c / 100n}.${pad(c % 100n, 2)}`;

/** Integer microseconds since the epoch into ISO 8601 with six fractional digits. */
function isoMicros(us: bigint): string {
  const ms = us / 1000n;
  return new Date(Number(ms)).toISOString().replace('Z', `${pad(us % 1000n, 3)}Z`);
}

interface RefTier {
  id: number;
  min: bigint;
  max: bigint | null;
  bp: bigint;
}
interface RefRule {
  id: number;
  bp: bigint;
  priority: number;
  from: bigint | null;
  until: bigint | null;
  max: number | null;
  count: number;
  active: boolean;
  created: bigint;
}
interface RefConfig {
  platformBp: bigint;
  platformTiers: RefTier[];
  businessBp: bigint | null;
  businessTiers: RefTier[];
  affiliateBp: bigint | null;
  rules: RefRule[];
  subtotal: bigint;
  discount: bigint;
  at: bigint;
}

/** Rates in basis points; round ones (10%, 5%, 12.5%…) make exact half cents common. */
const bp = fc.oneof(
  fc.bigInt({ min: 0n, max: 10_000n }),
  fc.constantFrom(0n, 10n, 50n, 500n, 1_000n, 1_250n, 2_500n, 5_000n, 10_000n),
);

/** Non-overlapping tiers with gaps, in shuffled order; the last may be unlimited. */
const tiers = (firstId: number) =>
  fc
    .record({
      parts: fc.array(
        fc.record({
          gap: fc.bigInt({ min: 0n, max: 50_000n }),
          width: fc.bigInt({ min: 1n, max: 100_000n }),
          bp,
        }),
        { maxLength: 4 },
      ),
      openEnded: fc.boolean(),
      order: fc.array(fc.nat(), { maxLength: 4 }),
    })
    .map(({ parts, openEnded, order }) => {
      let at = 0n;
      const out: RefTier[] = parts.map((p, i) => {
        const min = at + p.gap;
        const max = min + p.width;
        at = max;
        return { id: firstId + i, min, max, bp: p.bp };
      });
      if (openEnded && out.length) out[out.length - 1].max = null;
      // Shuffle: the engine must not rely on the input order of tiers.
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = (order[i] ?? 0) % (i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    });

const AT = 1_773_576_000_123_456n;
/** Instants within a few microseconds of the conversion, so window edges are hit often. */
const near = fc.bigInt({ min: -3n, max: 3n }).map((d) => AT + d);

const rules = fc
  .array(
    fc.record({
      bp,
      priority: fc.integer({ min: 0, max: 2 }),
      from: fc.option(near),
      until: fc.option(near),
      max: fc.option(fc.integer({ min: 1, max: 3 })),
      count: fc.integer({ min: 0, max: 3 }),
      active: fc.boolean(),
      created: fc.bigInt({ min: -2n, max: 2n }),
    }),
    { maxLength: 5 },
  )
  .map((rs) =>
    rs.map((r, i): RefRule => ({
      ...r,
      id: 1000 - i * 7, // ids not in creation order
      until: r.from !== null && r.until !== null && r.until < r.from ? r.from : r.until,
      count: r.max === null ? r.count : Math.min(r.count, r.max),
      created: 1_700_000_000_000_000n + r.created,
    })),
  );

const cents = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000n }),
  fc.bigInt({ min: 0n, max: 500_000n }),
  fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
);

/** Tier edges (min, max and a cent either side), so bases land exactly on bounds often. */
const edges = (ts: RefTier[]) =>
  ts
    .flatMap((t) => [t.min, t.min - 1n, t.min + 1n, ...(t.max === null ? [] : [t.max, t.max - 1n])])
    .filter((v) => v >= 0n);

const config: fc.Arbitrary<RefConfig> = fc
  .record({
    platformBp: bp,
    platformTiers: tiers(500),
    businessBp: fc.option(bp),
    businessTiers: tiers(1),
    affiliateBp: fc.option(bp),
    rules,
    subtotal: cents,
    discount: fc.oneof(fc.constant(0n), cents),
    at: fc.constant(AT),
  })
  .chain((c) => {
    const onEdge = [...edges(c.businessTiers), ...edges(c.platformTiers)];
    if (!onEdge.length) return fc.constant(c);
    return fc
      .oneof(fc.constant(null), fc.constantFrom(...onEdge))
      .map((edge) => (edge === null ? c : { ...c, subtotal: edge, discount: 0n }));
  });

interface RefResult {
  bp: bigint;
  source: string;
  rule_id: number | null;
  tier_id: number | null;
}

function reference(c: RefConfig): { result: RefResult; base: bigint; amount: bigint } {
  const base = c.subtotal > c.discount ? c.subtotal - c.discount : 0n;
  const holds = (ts: RefTier[]) => ts.find((t) => t.min <= base && (t.max === null || base < t.max));
  const live = c.rules
    .filter(
      (r) =>
        r.active &&
        (r.from === null || r.from <= c.at) &&
        (r.until === null || c.at <= r.until) &&
        (r.max === null || r.count < r.max),
    )
    .sort((a, b) =>
      a.priority !== b.priority
        ? b.priority - a.priority
        : a.created !== b.created
          ? a.created < b.created
            ? -1
            : 1
          : a.id - b.id,
    );
  let result: RefResult;
  const bt = holds(c.businessTiers);
  const pt = holds(c.platformTiers);
  if (live.length) result = { bp: live[0].bp, source: 'link_rule', rule_id: live[0].id, tier_id: null };
  else if (c.affiliateBp !== null)
    result = { bp: c.affiliateBp, source: 'affiliate', rule_id: null, tier_id: null };
  else if (bt) result = { bp: bt.bp, source: 'business_tier', rule_id: null, tier_id: bt.id };
  else if (c.businessBp !== null)
    result = { bp: c.businessBp, source: 'business_rate', rule_id: null, tier_id: null };
  else if (pt) result = { bp: pt.bp, source: 'platform_tier', rule_id: null, tier_id: pt.id };
  else result = { bp: c.platformBp, source: 'platform_rate', rule_id: null, tier_id: null };
  // cents × (bp / 100) percent / 100 = cents × bp / 10000, half-up.
  const amount = (base * result.bp + 5_000n) / 10_000n;
  return { result, base, amount };
}

function toEngine(c: RefConfig): CommissionInput {
  const tier = (t: RefTier): TierInput => ({
    id: t.id,
    min_amount: centsText(t.min),
    max_amount: t.max === null ? null : centsText(t.max),
    rate: centsText(t.bp),
  });
  const rule = (r: RefRule): RuleInput => ({
    id: r.id,
    // Rules arrive as numbers from the API and as strings from PostgreSQL: use both.
    commission_rate: r.id % 2 ? Number(centsText(r.bp)) : centsText(r.bp),
    priority: r.priority,
    valid_from: r.from === null ? null : isoMicros(r.from),
    valid_until: r.until === null ? null : isoMicros(r.until),
    max_conversions: r.max,
    conversion_count: r.count,
    is_active: r.active,
    created_at: isoMicros(r.created),
  });
  return {
    platformRate: centsText(c.platformBp),
    platformTiers: c.platformTiers.map(tier),
    businessRate: c.businessBp === null ? null : centsText(c.businessBp),
    businessTiers: c.businessTiers.map(tier),
    affiliateRate: c.affiliateBp === null ? null : centsText(c.affiliateBp),
    rules: c.rules.map(rule),
    subtotal: centsText(c.subtotal),
    discount: centsText(c.discount),
    convertedAt: isoMicros(c.at),
  };
}

describe('commission engine property: equals an integer-cent reference', () => {
  it('for 5000 random configurations and amounts', () => {
    fc.assert(
      fc.property(config, (c) => {
        const ref = reference(c);
        const got = resolveCommission(toEngine(c));
        expect(got).to.deep.equal({
          rate: centsText(ref.result.bp),
          source: ref.result.source,
          rule_id: ref.result.rule_id,
          tier_id: ref.result.tier_id,
          base: centsText(ref.base),
          commission_amount: centsText(ref.amount),
        });
      }),
      { numRuns: 5000 },
    );
  });

  it('the generator reaches every source and many exact half cents', () => {
    const seen = new Set<string>();
    let halves = 0;
    fc.assert(
      fc.property(config, (c) => {
        const ref = reference(c);
        seen.add(ref.result.source);
        // An exact half cent whose lower neighbour is even: half-even would round it down.
        const product = ref.base * ref.result.bp;
        if (product % 10_000n === 5_000n && (product / 10_000n) % 2n === 0n) halves += 1;
      }),
      { numRuns: 5000 },
    );
    expect([...seen].sort()).to.deep.equal([
      'affiliate',
      'business_rate',
      'business_tier',
      'link_rule',
      'platform_rate',
      'platform_tier',
    ]);
    expect(halves).to.be.greaterThan(20);
  });
});
