import { expect } from 'chai';
import { convert, convertOrder, crossRate, isCurrency, rateInForce, rateProblem } from '../../api/domain/fx';

describe('domain: currencies and exchange rates (api/domain/fx.ts)', () => {
  it('converts amount ÷ rate, half-up to cents once, exactly', () => {
    expect(convert('100.00', null)).to.equal('100.00');
    expect(convert('100.00', '0.8')).to.equal('125.00');
    // An exact half-cent rounds up: 2.01 / 2 = 1.005.
    expect(convert('2.01', '2')).to.equal('1.01');
    // Just under a half-cent stays down, however long the expansion: 1.00 / 0.3 = 3.3333…
    expect(convert('1.00', '0.3')).to.equal('3.33');
    // 0.05 / 0.099999999999 = 0.50000000000500…: a digit far past cents decides nothing
    expect(convert('0.05', '0.099999999999')).to.equal('0.50');
    // 12.34 / 1.2340000000001 is a hair under 10, and 10.00 is what half-up to cents gives.
    expect(convert('12.34', '1.2340000000001')).to.equal('10.00');
    expect(convert('0.01', '3')).to.equal('0.00');
    expect(convert('0.02', '4')).to.equal('0.01');
  });

  it('the converted base is subtotal − discount (never below 0), the total apart', () => {
    expect(convertOrder({ subtotal: '105.00', discount: '5.00', orderTotal: '110.00' }, '0.8')).to.deep.equal(
      {
        exchangeRate: '0.8',
        base: '125.00',
        orderTotal: '137.50',
      },
    );
    expect(convertOrder({ subtotal: '5.00', discount: '9.00', orderTotal: '1.00' }, '2').base).to.equal(
      '0.00',
    );
  });

  it('cross rates to 12 significant digits, half-up, as plain decimal text', () => {
    expect(crossRate('35.107', '9.4696')).to.equal('3.70733716313');
    expect(crossRate('1', '9.4696')).to.equal('0.105601081355');
    expect(crossRate('2', '3')).to.equal('0.666666666667');
    expect(crossRate('0.0000001', '20000')).to.equal('0.000000000005');
  });

  it('rates: > 0, plain decimals, at most 12 significant digits', () => {
    expect(rateProblem('0.921500')).to.equal(null);
    expect(rateProblem('123456789012')).to.equal(null);
    expect(rateProblem('0.000000123456789012')).to.equal(null);
    expect(rateProblem('1234567890123')).to.match(/significant/);
    expect(rateProblem('0')).to.match(/greater than 0/);
    expect(rateProblem('-1')).to.match(/decimal/);
    expect(rateProblem('1e3')).to.match(/decimal/);
    expect(rateProblem('')).to.match(/decimal/);
  });

  it("the rate in force: the latest date; on one date the business's own", () => {
    const reference = { quotePerEur: '2', basePerEur: '1', date: '2026-01-05' };
    expect(rateInForce({ own: { rate: '3', date: '2026-01-05' }, reference })).to.deep.equal({
      rate: '3',
      date: '2026-01-05',
      source: 'business',
    });
    expect(rateInForce({ own: { rate: '3', date: '2026-01-04' }, reference })).to.deep.equal({
      rate: '2',
      date: '2026-01-05',
      source: 'reference',
    });
    expect(rateInForce({ own: null, reference: null })).to.equal(null);
  });

  it('knows ISO 4217 codes', () => {
    expect(isCurrency('EUR')).to.equal(true);
    expect(isCurrency('XYZ')).to.equal(false);
    expect(isCurrency('eur')).to.equal(false);
  });
});
