import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPrivateAddress, RefusedAddressError } from './url-guard';

/** What one POST got: an HTTP status, or why there was none. */
export type PostOutcome =
  { kind: 'answered'; status: number } | { kind: 'timeout' | 'refused' | 'error'; error: string };

const BODY_LIMIT = 64 * 1024;

// Kept-alive sockets: a busy endpoint is not a new TCP (and TLS) handshake per event.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 }),
};

/**
 * POSTs the body under one deadline for the whole exchange. Redirects are answers like any
 * other (not followed); the response body is read up to 64 KB and dropped.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return resolve({ kind: 'error', error: 'invalid url' });
    }
    const literal = u.hostname.replace(/^\[|\]$/g, '');
    if (!opts.allowPrivate && net.isIP(literal) && isPrivateAddress(literal))
      return resolve({ kind: 'refused', error: 'the address is private' });
    const client = u.protocol === 'https:' ? https : http;
    let settled = false;
    let status = 0;
    const finish = (o: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(o);
    };
    const req = client.request(u, {
      method: 'POST',
      agent: agents[u.protocol as 'http:' | 'https:'],
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(opts.allowPrivate),
    });
    const timer = setTimeout(() => {
      if (status) finish({ kind: 'answered', status });
      else finish({ kind: 'timeout', error: `no answer within ${opts.timeoutMs / 1000} s` });
      req.destroy();
    }, opts.timeoutMs);
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= BODY_LIMIT) {
          finish({ kind: 'answered', status });
          res.destroy();
        }
      });
      res.on('end', () => finish({ kind: 'answered', status }));
      res.on('error', () => finish({ kind: 'answered', status }));
    });
    req.on('error', (err) => {
      if (err instanceof RefusedAddressError) finish({ kind: 'refused', error: err.message });
      else finish({ kind: 'error', error: err.message.slice(0, 500) });
    });
    req.end(body);
  });
}
