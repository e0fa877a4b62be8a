import net from 'node:net';
import { expect } from 'chai';
import { startServer } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

describe('request bodies: JSON only', () => {
  it('a form or text body is 400, and nothing changes; an absent body still validates as {}', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const auth = { authorization: `Bearer ${biz.token}` };
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'cookie_duration=7'],
      ['text/plain', '{"cookie_duration":7}'],
    ]) {
      const r = await call(url, 'PUT', '/v1/settings', {
        rawBody: body,
        headers: { ...auth, 'content-type': type },
      });
      expect(r.status, type).to.equal(400);
      expect(r.body.error.code).to.equal('BAD_REQUEST');
    }
    const api = client(url, biz.token);
    expect((await api.get('/v1/settings')).body.data.cookie_duration).to.equal(30);
    // JSON under a +json type is JSON.
    const vnd = await call(url, 'PUT', '/v1/settings', {
      rawBody: '{"cookie_duration":7}',
      headers: { ...auth, 'content-type': 'application/vnd.api+json' },
    });
    expect(vnd.status).to.equal(200);
    expect((await api.get('/v1/settings')).body.data.cookie_duration).to.equal(7);
    // No body at all: the required field is reported missing (422), not a 400.
    const none = await call(url, 'POST', '/v1/affiliates', { headers: auth });
    expect(none.status).to.equal(422);
  });
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(text));
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

describe('requests node:http cannot parse', () => {
  for (const [name, text] of [
    ['an unknown method', 'FOO /v1/affiliates HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['headers over 64 kB', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`],
  ]) {
    it(`${name}: 400 in the error envelope`, async () => {
      const { url } = await startServer();
      const answer = await rawRequest(url, text);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).to.equal('HTTP/1.1 400 Bad Request');
      expect(head).to.match(/content-type: application\/json/i);
      expect(JSON.parse(body)).to.deep.include({ success: false });
      expect(JSON.parse(body).error.code).to.equal('BAD_REQUEST');
    });
  }

  it("an export naming its 1000 ids in full (over node's default 16 kB) arrives", async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const ids = Array.from({ length: 1_000 }, (_, i) => 1_000_000_000_000_000 + i).join(',');
    expect(ids.length).to.be.within(16 * 1024, 20_000);
    const r = await call(url, 'GET', `/v1/affiliates/export?ids=${ids}`, {
      headers: { authorization: `Bearer ${biz.token}` },
    });
    expect(r.status).to.equal(200);
  });
});
