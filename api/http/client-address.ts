import type http from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Who the client is, by one rule for every path (the Express app, its rate limits, the
 * redirect and event collection): `TRUST_PROXY` in README "Configuration" and
 * docs/architecture.md "Request path".
 *
 * - `false`: the socket peer is the client; X-Forwarded-For and country headers are ignored
 *   (not even parsed).
 * - a hop count n: the socket peer and the n - 1 proxies nearest to it are trusted.
 * - addresses and CIDR ranges: those peers are trusted, wherever they sit in the chain.
 *
 * The client is the first untrusted address counting from the right of X-Forwarded-For (the
 * socket peer first), so an address a client writes into the header itself is never taken
 * for its own. Country headers count only when the socket peer is trusted. `true` (trust
 * every address) is refused at start: any client could then name any address.
 */

/** `TRUST_PROXY` as parsed: nothing, a hop count, or addresses and ranges. */
export type TrustProxy = false | number | readonly string[];

/** Express's `trust proxy` function: whether the address `hop` steps from the socket is a trusted proxy. */
export type TrustFn = (addr: string, hop: number) => boolean;

/** Beyond this a hop count is a typo, not a deployment. */
const MAX_HOPS = 32;

export class TrustProxyError extends Error {}

/** Parses `TRUST_PROXY`; a value outside its forms throws TrustProxyError saying why. */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === '' || /^(false|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new TrustProxyError(`must be a hop count of at most ${MAX_HOPS}`);
    return hops;
  }
  if (/^true$/i.test(value))
    throw new TrustProxyError(
      'must be false, a hop count or a list of proxy addresses: true would trust every address, ' +
        'so any client could choose its own IP',
    );
  const list = value.split(',').map((s) => s.trim());
  if (list.some((s) => s === ''))
    throw new TrustProxyError('must be false, a hop count or a comma-separated list of addresses');
  try {
    proxyaddr.compile(list);
  } catch (err) {
    throw new TrustProxyError(`has ${(err as Error).message}`);
  }
  return list;
}

const trustNone: TrustFn = () => false;

function compileTrust(setting: TrustProxy): TrustFn {
  if (setting === false) return trustNone;
  if (typeof setting === 'number') return (_addr, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

const MAPPED_V4 = /^::ffff:(?=\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$)/i;
/** Longer than any address: what a misconfigured chain passes on is clipped, not stored whole. */
const MAX_ADDRESS = 64;

/** An IPv4-mapped IPv6 address as its IPv4 form, so one client has one address everywhere. */
export function plainAddress(addr: string): string {
  return (MAPPED_V4.test(addr) ? addr.slice(7) : addr).slice(0, MAX_ADDRESS);
}

export interface ClientAddress {
  /** For Express's `trust proxy` setting, so req.protocol and req.host follow the same rule. */
  readonly trust: TrustFn;
  /** The client's address (IPv4-mapped forms as IPv4); null when the socket has none (closed). */
  ip(req: http.IncomingMessage): string | null;
  /** The edge's country header (CF-IPCountry, else X-Country-Code), when the socket peer is trusted. */
  country(req: http.IncomingMessage): string | null;
}

function compileClientAddress(setting: TrustProxy): ClientAddress {
  const trust = compileTrust(setting);
  if (setting === false)
    return {
      trust,
      ip: (req) => {
        const peer = req.socket.remoteAddress;
        return peer === undefined ? null : plainAddress(peer);
      },
      country: () => null,
    };
  return {
    trust,
    ip(req) {
      const peer = req.socket.remoteAddress;
      if (peer === undefined) return null;
      return plainAddress(trust(peer, 0) ? proxyaddr(req, trust) : peer);
    },
    country(req) {
      const peer = req.socket.remoteAddress;
      if (peer === undefined || !trust(peer, 0)) return null;
      const h = req.headers['cf-ipcountry'] ?? req.headers['x-country-code'];
      return typeof h === 'string' ? h.slice(0, 8) : null;
    },
  };
}

const compiled = new WeakMap<object, ClientAddress>();

/** The rule for a configuration, compiled once however many handlers ask for it. */
export function clientAddressOf(config: { trustProxy: TrustProxy }): ClientAddress {
  let c = compiled.get(config);
  if (!c) {
    c = compileClientAddress(config.trustProxy);
    compiled.set(config, c);
  }
  return c;
}
