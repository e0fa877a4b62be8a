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

  it('names browsers and systems the same across desktop, phone, tablet and in-app agents', () => {
    const cases: [string, string, string, string][] = [
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'desktop',
        'Safari',
        'macOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
        'desktop',
        'Edge',
        'Windows',
      ],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        'desktop',
        'Chrome',
        'Chrome OS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
        'mobile',
        'Mobile Chrome',
        'Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
        'mobile',
        'Mobile Chrome',
        'iOS',
      ],
      [
        'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
        'mobile',
        'Mobile Firefox',
        'Android',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        'tablet',
        'Chrome',
        'Android',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
        'mobile',
        'Samsung Internet',
        'Android',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 329.0.0.41.93 Android (33/13; 420dpi; 1080x2176; samsung; SM-G991B; o1s; exynos2100; en_US; 592794150)',
        'mobile',
        'Instagram',
        'Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.38.108;FBBV/590000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
        'mobile',
        'Facebook',
        'iOS',
      ],
    ];
    for (const [ua, device, browser, os] of cases) {
      expect(parseUserAgent(ua), ua).to.include({ device, browser, os });
    }
  });

  it('finds the country from the shipped GeoIP database, or a trusted proxy header', () => {
    expect(countryOf('8.8.8.8')).to.equal('US');
    expect(countryOf('::ffff:81.2.69.160')).to.equal('GB');
    expect(countryOf('133.242.0.1')).to.equal('JP');
    expect(countryOf('2001:4860:4860::8888')).to.equal('US');
    expect(countryOf('2003::1')).to.equal('DE');
    expect(countryOf('127.0.0.1')).to.equal('');
    expect(countryOf('::1')).to.equal('');
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
