import { expect } from 'chai';
import {
  epochMicros,
  resolveCommission,
  ruleStatus,
  zeroCommission,
  type CommissionInput,
  type CommissionResult,
  type RuleInput,
  type TierInput,
} from '../../api/domain/commission';

/** The conversion instant every case uses, with microseconds that differ from its millisecond. */
const T = '2026-03-15T12:00:00.123456Z';

const BASE: CommissionInput = {
  platformRate: '10.00',
  platformTiers: [],
  businessRate: null,
  businessTiers: [],
  affiliateRate: null,
  rules: [],
  subtotal: '100.00',
  discount: '0.00',
  convertedAt: T,
};

let nextId = 1;
const rule = (o: Partial<RuleInput> & { commission_rate: string | number }): RuleInput => ({
  id: nextId++,
  priority: 0,
  valid_from: null,
  valid_until: null,
  max_conversions: null,
  conversion_count: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000000Z',
  ...o,
});
const t = (id: number, min: string, max: string | null, rate: string): TierInput => ({
  id,
  min_amount: min,
  max_amount: max,
  rate,
});

type Expect = Partial<Omit<CommissionResult, 'base'>>;
type Case = [name: string, input: Partial<CommissionInput>, expected: Expect];

function check(cases: Case[]) {
  for (const [name, input, expected] of cases) {
    it(name, () => {
      const r = resolveCommission({ ...BASE, ...input });
      const full = { rule_id: null, tier_id: null, ...expected };
      expect(r, name).to.include(full);
    });
  }
}

const PLATFORM_TIERS = [t(901, '0.00', '100.00', '4.00'), t(902, '100.00', null, '6.00')];
const BUSINESS_TIERS = [
  t(11, '0.00', '100.00', '7.00'),
  t(12, '100.00', '500.00', '8.00'),
  t(13, '500.00', null, '9.00'),
];

describe('commission engine', () => {
  describe('precedence', () => {
    const r1 = rule({ commission_rate: 25 });
    check([
      [
        '6. the platform base rate when nothing else is set',
        {},
        { rate: '10.00', source: 'platform_rate', commission_amount: '10.00' },
      ],
      [
        '5. a platform tier holding the base beats the platform rate',
        { platformTiers: PLATFORM_TIERS, subtotal: '150.00' },
        { rate: '6.00', source: 'platform_tier', tier_id: 902, commission_amount: '9.00' },
      ],
      [
        '5→6. platform tiers that do not hold the base fall through to the platform rate',
        { platformTiers: [t(903, '200.00', '300.00', '4.00')] },
        { rate: '10.00', source: 'platform_rate' },
      ],
      [
        '4. the business rate beats platform tiers',
        { platformTiers: PLATFORM_TIERS, businessRate: '12.50' },
        { rate: '12.50', source: 'business_rate', commission_amount: '12.50' },
      ],
      [
        '3. a business tier beats the business rate',
        { businessRate: '12.50', businessTiers: BUSINESS_TIERS, subtotal: '200.00' },
        { rate: '8.00', source: 'business_tier', tier_id: 12, commission_amount: '16.00' },
      ],
      [
        '3→4. business tiers that do not hold the base fall through to the business rate',
        { businessRate: '12.50', businessTiers: [t(14, '1000.00', null, '3.00')] },
        { rate: '12.50', source: 'business_rate' },
      ],
      [
        '3→5. …and, without a business rate, to the platform tiers',
        { platformTiers: PLATFORM_TIERS, businessTiers: [t(14, '1000.00', null, '3.00')] },
        { rate: '6.00', source: 'platform_tier', tier_id: 902 },
      ],
      [
        '2. the affiliate override beats business tiers and rate',
        { affiliateRate: '15.00', businessRate: '12.50', businessTiers: BUSINESS_TIERS },
        { rate: '15.00', source: 'affiliate', commission_amount: '15.00' },
      ],
      [
        '1. a link rule beats the affiliate override',
        { rules: [r1], affiliateRate: '15.00', businessTiers: BUSINESS_TIERS },
        { rate: '25.00', source: 'link_rule', rule_id: r1.id, commission_amount: '25.00' },
      ],
    ]);
  });

  describe('a rate of 0 applies at its level (it is a rate, not "unset")', () => {
    const zero = rule({ commission_rate: 0 });
    check([
      [
        'link rule 0',
        { rules: [zero], affiliateRate: '20.00' },
        { rate: '0.00', source: 'link_rule', rule_id: zero.id, commission_amount: '0.00' },
      ],
      [
        'affiliate 0',
        { affiliateRate: '0.00', businessRate: '20.00' },
        { rate: '0.00', source: 'affiliate', commission_amount: '0.00' },
      ],
      [
        'business tier 0',
        { businessTiers: [t(21, '0.00', null, '0.00')], businessRate: '20.00' },
        { rate: '0.00', source: 'business_tier', tier_id: 21 },
      ],
      [
        'business rate 0',
        { businessRate: '0.00', platformTiers: PLATFORM_TIERS },
        { rate: '0.00', source: 'business_rate' },
      ],
      [
        'platform tier 0',
        { platformTiers: [t(904, '0.00', null, '0.00')] },
        { rate: '0.00', source: 'platform_tier', tier_id: 904 },
      ],
      [
        'platform rate 0',
        { platformRate: '0.00' },
        { rate: '0.00', source: 'platform_rate', commission_amount: '0.00' },
      ],
    ]);
  });

  describe('tier ranges are [min, max), a null max unlimited', () => {
    check([
      [
        'base equal to a tier min is in that tier',
        { businessTiers: BUSINESS_TIERS, subtotal: '100.00' },
        { tier_id: 12, rate: '8.00' },
      ],
      [
        'base equal to a tier max is in the next tier',
        { businessTiers: BUSINESS_TIERS, subtotal: '500.00' },
        { tier_id: 13, rate: '9.00' },
      ],
      [
        'base one cent under a max is still in the tier',
        { businessTiers: BUSINESS_TIERS, subtotal: '499.99' },
        { tier_id: 12 },
      ],
      [
        'base equal to the max with no next tier falls through',
        { businessTiers: [t(31, '0.00', '100.00', '7.00')], businessRate: '2.00' },
        { source: 'business_rate', rate: '2.00' },
      ],
      [
        'a null max holds any large base',
        { businessTiers: BUSINESS_TIERS, subtotal: '9999999999999999.99' },
        { tier_id: 13, commission_amount: '900000000000000.00' },
      ],
      [
        'base 0 is in a tier starting at 0',
        { businessTiers: BUSINESS_TIERS, subtotal: '0.00' },
        { tier_id: 11, commission_amount: '0.00' },
      ],
      [
        'base below the lowest min falls through',
        { businessTiers: [t(32, '50.00', null, '7.00')], subtotal: '49.99' },
        { source: 'platform_rate' },
      ],
      [
        'the tier is chosen on the base after discount',
        { businessTiers: BUSINESS_TIERS, subtotal: '520.00', discount: '30.00' },
        { tier_id: 12, commission_amount: '39.20' },
      ],
      [
        'platform tiers follow the same bounds: base = max is in the next',
        { platformTiers: PLATFORM_TIERS, subtotal: '100.00' },
        { tier_id: 902 },
      ],
      [
        'platform tiers: base just under the max',
        { platformTiers: PLATFORM_TIERS, subtotal: '99.99' },
        { tier_id: 901, commission_amount: '4.00' },
      ],
    ]);
  });

  describe('rule windows are inclusive, to the microsecond', () => {
    const at = (from: string | null, until: string | null) => ({
      rules: [rule({ id: 77, commission_rate: 30, valid_from: from, valid_until: until })],
    });
    const applies: Expect = { source: 'link_rule', rule_id: 77 };
    const not: Expect = { source: 'platform_rate' };
    check([
      ['no window', at(null, null), applies],
      ['valid_from exactly at converted_at', at(T, null), applies],
      ['valid_from one microsecond later', at('2026-03-15T12:00:00.123457Z', null), not],
      ['valid_from later within the same millisecond', at('2026-03-15T12:00:00.123999Z', null), not],
      ['valid_from one microsecond earlier', at('2026-03-15T12:00:00.123455Z', null), applies],
      ['valid_until exactly at converted_at', at(null, T), applies],
      ['valid_until one microsecond earlier', at(null, '2026-03-15T12:00:00.123455Z'), not],
      ['valid_until earlier within the same millisecond', at(null, '2026-03-15T12:00:00.123000Z'), not],
      ['valid_until one microsecond later', at(null, '2026-03-15T12:00:00.123457Z'), applies],
      ['a window of one instant, that instant', at(T, T), applies],
      [
        'an offset form of the same instant',
        at('2026-03-15T13:00:00.123456+01:00', '2026-03-15T07:00:00.123456-05:00'),
        applies,
      ],
      [
        'a window entirely in the past',
        at('2026-01-01T00:00:00.000000Z', '2026-03-15T12:00:00.000000Z'),
        not,
      ],
      [
        'an end-of-day valid_until (a date alone) covers the whole day',
        { ...at(null, '2026-03-15T23:59:59.999999Z'), convertedAt: '2026-03-15T23:59:59.999999Z' },
        applies,
      ],
    ]);
  });

  describe('rule caps, activity and order', () => {
    const ids = { a: 101, b: 102, c: 103 };
    check([
      [
        'count one below max applies',
        { rules: [rule({ id: ids.a, commission_rate: 30, max_conversions: 10, conversion_count: 9 })] },
        { rule_id: ids.a },
      ],
      [
        'an exhausted cap (count = max) falls through to the affiliate',
        {
          affiliateRate: '15.00',
          rules: [rule({ id: ids.a, commission_rate: 30, max_conversions: 10, conversion_count: 10 })],
        },
        { source: 'affiliate', rate: '15.00' },
      ],
      [
        'a null max is unlimited',
        { rules: [rule({ id: ids.a, commission_rate: 30, conversion_count: 1_000_000 })] },
        { rule_id: ids.a },
      ],
      [
        'an inactive rule never applies',
        { rules: [rule({ id: ids.a, commission_rate: 30, is_active: false })] },
        { source: 'platform_rate' },
      ],
      [
        'highest priority wins, though created later',
        {
          rules: [
            rule({ id: ids.a, commission_rate: 30, priority: 1 }),
            rule({ id: ids.b, commission_rate: 40, priority: 5, created_at: '2026-02-01T00:00:00.000000Z' }),
          ],
        },
        { rule_id: ids.b, rate: '40.00' },
      ],
      [
        'equal priorities: the earliest created wins (microseconds count)',
        {
          rules: [
            rule({ id: ids.a, commission_rate: 30, created_at: '2026-01-01T00:00:00.000002Z' }),
            rule({ id: ids.b, commission_rate: 40, created_at: '2026-01-01T00:00:00.000001Z' }),
          ],
        },
        { rule_id: ids.b },
      ],
      [
        'equal priorities and created_at: the lowest id wins',
        {
          rules: [
            rule({ id: ids.c, commission_rate: 50 }),
            rule({ id: ids.a, commission_rate: 30 }),
            rule({ id: ids.b, commission_rate: 40 }),
          ],
        },
        { rule_id: ids.a, rate: '30.00' },
      ],
      [
        'an exhausted higher-priority rule yields to the next rule',
        {
          rules: [
            rule({ id: ids.a, commission_rate: 30, priority: 9, max_conversions: 1, conversion_count: 1 }),
            rule({ id: ids.b, commission_rate: 40, priority: 1 }),
          ],
        },
        { rule_id: ids.b },
      ],
      [
        'an inactive or out-of-window higher-priority rule yields to the next',
        {
          rules: [
            rule({ id: ids.a, commission_rate: 30, priority: 9, is_active: false }),
            rule({ id: ids.c, commission_rate: 50, priority: 8, valid_from: '2026-03-16T00:00:00.000000Z' }),
            rule({ id: ids.b, commission_rate: 40, priority: 1 }),
          ],
        },
        { rule_id: ids.b },
      ],
    ]);
  });

  describe('base and half-up rounding to cents, in exact decimals', () => {
    const amount = (subtotal: string, rate: string, discount = '0.00'): Partial<CommissionInput> => ({
      subtotal,
      discount,
      platformRate: rate,
    });
    check([
      ['0.005 rounds up to 0.01', amount('0.05', '10.00'), { commission_amount: '0.01' }],
      ['0.004 rounds down to 0.00', amount('0.04', '10.00'), { commission_amount: '0.00' }],
      ['0.0045 rounds to 0.00 (no double rounding)', amount('0.15', '3.00'), { commission_amount: '0.00' }],
      [
        '1234567.895 rounds up to 1234567.90',
        amount('12345678.95', '10.00'),
        { commission_amount: '1234567.90' },
      ],
      ['1234567.894 rounds down', amount('12345678.94', '10.00'), { commission_amount: '1234567.89' }],
      [
        '0.575 is 0.58, where binary floats give 0.57',
        amount('1.15', '50.00'),
        { commission_amount: '0.58' },
      ],
      [
        '1.005 is 1.01, where binary floats give 1.00',
        amount('2.01', '50.00'),
        { commission_amount: '1.01' },
      ],
      ['12.49875 rounds to 12.50', amount('99.99', '12.50'), { commission_amount: '12.50' }],
      ['base = subtotal − discount', amount('100.00', '10.00', '20.50'), { commission_amount: '7.95' }],
      [
        'a discount equal to the subtotal gives base 0',
        amount('80.00', '10.00', '80.00'),
        { commission_amount: '0.00' },
      ],
      [
        'a discount above the subtotal never makes the base negative',
        amount('80.00', '10.00', '95.00'),
        { commission_amount: '0.00' },
      ],
      ['rate 100 gives the whole base', amount('123.45', '100.00'), { commission_amount: '123.45' }],
    ]);

    it('reports the base, never below 0', () => {
      expect(resolveCommission({ ...BASE, subtotal: '80.00', discount: '95.00' }).base).to.equal('0.00');
      expect(resolveCommission({ ...BASE, subtotal: '80.00', discount: '0.50' }).base).to.equal('79.50');
    });

    it('a rule rate given as a JSON number is exact too', () => {
      const r = resolveCommission({ ...BASE, subtotal: '2.01', rules: [rule({ commission_rate: 50 })] });
      expect(r).to.include({ rate: '50.00', commission_amount: '1.01' });
    });
  });

  it('zeroCommission: rate 0.00 and amount 0.00 on the real base', () => {
    expect(zeroCommission('100.00', '120.00')).to.deep.equal({
      rate: '0.00',
      source: 'platform_rate',
      rule_id: null,
      tier_id: null,
      base: '0.00',
      commission_amount: '0.00',
    });
  });

  describe('rule status', () => {
    const now = T;
    const s = (o: Partial<RuleInput>) => ruleStatus(rule({ commission_rate: 1, ...o }), now);
    const cases: [string, Partial<RuleInput>, string][] = [
      ['active', {}, 'active'],
      [
        'inactive wins over everything',
        { is_active: false, valid_from: '2027-01-01T00:00:00Z', max_conversions: 1, conversion_count: 1 },
        'inactive',
      ],
      ['scheduled: starts one microsecond later', { valid_from: '2026-03-15T12:00:00.123457Z' }, 'scheduled'],
      ['active: starts exactly now', { valid_from: now }, 'active'],
      ['expired: ended one microsecond ago', { valid_until: '2026-03-15T12:00:00.123455Z' }, 'expired'],
      ['active: ends exactly now', { valid_until: now }, 'active'],
      ['exhausted: count reached max', { max_conversions: 3, conversion_count: 3 }, 'exhausted'],
      ['active: count under max', { max_conversions: 3, conversion_count: 2 }, 'active'],
    ];
    for (const [name, o, status] of cases) it(name, () => expect(s(o)).to.equal(status));
  });

  describe('epochMicros', () => {
    it('keeps microseconds and honours offsets', () => {
      expect(epochMicros('1970-01-01T00:00:00.000001Z')).to.equal(1n);
      expect(epochMicros('1970-01-01T00:00:01Z')).to.equal(1_000_000n);
      expect(epochMicros('1970-01-01T01:00:00.5+01:00')).to.equal(500_000n);
      expect(epochMicros('1969-12-31T23:59:59.999999Z')).to.equal(-1n);
      expect(epochMicros(T) - epochMicros('2026-03-15T12:00:00.123Z')).to.equal(456n);
    });
    it('refuses text that is not an instant', () => {
      expect(() => epochMicros('yesterday')).to.throw(RangeError);
    });
  });
});
