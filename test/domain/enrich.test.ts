import { expect } from 'chai';
import { countryOf, parseUserAgent, trafficSource } from '../../api/domain/enrich';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('enrichment', () => {
  it('maps user agents to device, browser, os and the bot flag', () => {
    expect(parseUserAgent(IPHONE)).to.deep.equal({
      device: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      is_bot: false,
    });
    expect(parseUserAgent(IPAD)).to.include({ device: 'tablet', os: 'iOS', is_bot: false });
    expect(parseUserAgent(CHROME_WIN)).to.deep.equal({
      device: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      is_bot: false,
    });
    expect(parseUserAgent('Googlebot/2.1 (+http://www.google.com/bot.html)').is_bot).to.equal(true);
    expect(parseUserAgent('curl/8.5.0').is_bot).to.equal(true);
    expect(parseUserAgent('').is_bot).to.equal(true);
    expect(parseUserAgent(undefined).device).to.equal('desktop');
  });

  it('finds the country from the shipped GeoIP database, or a trusted proxy header', () => {
    expect(countryOf('8.8.8.8')).to.equal('US');
    expect(countryOf('::ffff:81.2.69.160')).to.equal('GB');
    expect(countryOf('127.0.0.1')).to.equal('');
    expect(countryOf('not an ip')).to.equal('');
    expect(countryOf(null)).to.equal('');
    expect(countryOf('8.8.8.8', 'de')).to.equal('DE');
    expect(countryOf('8.8.8.8', 'XX')).to.equal('US');
  });

  it('classifies traffic sources', () => {
    const shop = 'https://shop.example/p/1';
    expect(trafficSource({ affiliate: true, referrer: 'https://www.google.com/' })).to.equal('affiliate');
    expect(trafficSource({ url: shop })).to.equal('direct');
    expect(trafficSource({ url: shop, referrer: 'https://shop.example/' })).to.equal('direct');
    expect(trafficSource({ url: shop, referrer: 'https://www.google.com/search?q=x' })).to.equal('search');
    expect(trafficSource({ url: shop, referrer: 'https://duckduckgo.com/' })).to.equal('search');
    expect(trafficSource({ url: shop, referrer: 'https://www.facebook.com/' })).to.equal('social');
    expect(trafficSource({ url: shop, referrer: 'https://t.co/abc' })).to.equal('social');
    expect(trafficSource({ url: shop, referrer: 'https://mail.google.com/mail/u/0' })).to.equal('email');
    expect(trafficSource({ url: shop, utm_medium: 'email', referrer: 'https://blog.example/' })).to.equal(
      'email',
    );
    expect(trafficSource({ url: shop, utm_medium: 'cpc' })).to.equal('search');
    expect(trafficSource({ url: shop, referrer: 'https://blog.example/post' })).to.equal('referral');
    expect(trafficSource({ url: shop, referrer: 'not a url' })).to.equal('direct');
  });
});
