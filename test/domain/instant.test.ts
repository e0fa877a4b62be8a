import { expect } from 'chai';
import { EVENT_INSTANT, parseInstant, ruleBoundInstant } from '../../api/domain/instant';

const iso = (text: string, rules = EVENT_INSTANT) => {
  const p = parseInstant(text, rules);
  return 'iso' in p ? p.iso : p.error;
};

describe('ISO instants (api/domain/instant.ts)', () => {
  it('normalises to the API form with microseconds, a zone applied and none meaning UTC', () => {
    expect(iso('2026-01-02T03:04:05.123456789+05')).to.equal('2026-01-01T22:04:05.123456Z');
    expect(iso('2026-01-02 03:04 z')).to.equal('2026-01-02T03:04:00.000000Z');
    expect(iso('2026-01-02')).to.equal('2026-01-02T00:00:00.000000Z');
    expect(iso('2026-01-02T03:04:05+05:30')).to.equal('2026-01-01T21:34:05.000000Z');
  });

  it('refuses impossible dates and times, and event times outside 2000-2199', () => {
    expect(iso('2026-02-31')).to.equal('format');
    expect(iso('2026-01-02T24:00:00Z')).to.equal('format');
    expect(iso('1999-12-31T23:59:59Z')).to.equal('range');
    expect(iso('2200-01-01')).to.equal('range');
  });

  it("a rule bound: a date alone is its day's first or last microsecond; the zone is strict", () => {
    expect(iso('2026-01-02', ruleBoundInstant('from'))).to.equal('2026-01-02T00:00:00.000000Z');
    expect(iso('2026-01-02', ruleBoundInstant('until'))).to.equal('2026-01-02T23:59:59.999999Z');
    expect(iso('2026-01-02T03:04:05+05', ruleBoundInstant('from'))).to.equal('format');
    expect(iso('2026-01-02T03:04:05.1234567Z', ruleBoundInstant('from'))).to.equal('format');
    expect(iso('0999-12-31', ruleBoundInstant('from'))).to.equal('range');
    expect(iso('9999-12-31T23:00:00-05:00', ruleBoundInstant('until'))).to.equal('range');
  });
});
