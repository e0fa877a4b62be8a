import { expect } from 'chai';
import { utmOfParams, utmOfUrl } from '../../api/domain/utm';

describe('UTM tags (api/domain/utm.ts)', () => {
  it("reads a URL's tags as written, null when absent or not a URL", () => {
    expect(utmOfUrl('https://shop.example/?utm_source=news&utm_campaign=')).to.deep.equal({
      utm_source: 'news',
      utm_medium: null,
      utm_campaign: '',
    });
    expect(utmOfUrl('not a url utm_source=x')).to.deep.equal({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
    expect(utmOfUrl(null).utm_source).to.equal(null);
  });

  it('with a limit: empty values are null and long ones are cut', () => {
    const p = new URLSearchParams(`utm_source=&utm_medium=${'m'.repeat(300)}&utm_campaign=spring`);
    expect(utmOfParams(p, 255)).to.deep.equal({
      utm_source: null,
      utm_medium: 'm'.repeat(255),
      utm_campaign: 'spring',
    });
  });
});
