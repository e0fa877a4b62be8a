import { expect } from 'chai';
import { jsonbText } from '../../api/domain/jsonb-text';

describe('jsonbText', () => {
  it('drops NUL and replaces lone surrogates, keeping pairs and escaped backslashes', () => {
    const value = {
      nul: 'a\u0000b',
      high: 'x\ud800y',
      low: '\udc00',
      pair: 'smile \ud83d\ude00',
      text: '\\u0000 and \\ud800 as typed',
      deep: [{ 'k\ud801': '\\\u0000' }],
    };
    const text = jsonbText(value);
    expect(JSON.parse(text)).to.deep.equal({
      nul: 'ab',
      high: 'x\ufffdy',
      low: '\ufffd',
      pair: 'smile \ud83d\ude00',
      text: '\\u0000 and \\ud800 as typed',
      deep: [{ 'k\ufffd': '\\' }],
    });
    expect(text).not.to.match(/(?<!\\)(?:\\\\)*\\u(0000|d[89a-f])/i);
  });

  it('leaves text with nothing to mend as JSON.stringify wrote it', () => {
    const value = { id: 'evt_1', amount: 4500, note: 'Jenny "J" Rosen \\ ok' };
    expect(jsonbText(value)).to.equal(JSON.stringify(value));
  });
});
