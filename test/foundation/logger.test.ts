import { Writable } from 'node:stream';
import { expect } from 'chai';
import { createLogger } from '../../api/logger';

/** A logger writing into an array of parsed lines. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: createLogger('info', {}, stream), lines };
}

describe('logs', () => {
  it('never carry credentials, tokens, passwords, secrets or the partner envelope', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { method: 'POST', headers: { authorization: 'Bearer at_live-token', 'user-agent': 'curl' } },
        body: {
          api_key: 'as_key',
          api_secret: 'sec-123',
          password: 'hunter2',
          payload: 'ZW5j',
          iv: 'aXY=',
          mac: 'ab',
        },
        token: 'tok-456',
        access_token: 'at_789',
      },
      'request',
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of ['at_live-token', 'sec-123', 'hunter2', 'ZW5j', 'aXY=', 'tok-456', 'at_789'])
      expect(text).not.to.include(secret);
    // What is not secret stays, so the line is still useful.
    expect(lines[0]).to.deep.include({
      msg: 'request',
      req: { method: 'POST', headers: { authorization: '[redacted]', 'user-agent': 'curl' } },
    });
    expect((lines[0].body as Record<string, unknown>).api_key).to.equal('as_key');
  });

  it('an error naming a connection URL is logged with its password masked', () => {
    const { logger, lines } = capture();
    const err = new Error('connect failed: redis://default:r3dis-pw@cache:6379/0');
    logger.error({ err }, 'store unreachable');
    logger.warn({ err: 'postgres://app:pg-pw@db/affiliate refused' }, 'as text');
    const text = JSON.stringify(lines);
    expect(text).not.to.include('r3dis-pw');
    expect(text).not.to.include('pg-pw');
    expect((lines[0].err as { message: string }).message).to.equal(
      'connect failed: redis://default:***@cache:6379/0',
    );
    expect(lines[1].err).to.equal('postgres://app:***@db/affiliate refused');
  });
});
