import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { within } from '../../domain/within';

/**
 * An IPv4 address is allowed only in ordinary unicast space: ipaddr.js names every
 * special-purpose range of RFC 6890 and after (unspecified 0/8, private, shared 100.64/10,
 * loopback, link-local, the TEST-NETs, benchmarking 198.18/15, 192.0.0/24, 240/4, multicast,
 * broadcast, AS112, AMT) and calls the rest `unicast`.
 */
const publicV4 = (a: ipaddr.IPv4) => a.range() === 'unicast';

/** Four bytes of `bytes` from index `from`, skipping byte 8 (the "u" octet of RFC 6052). */
function v4At(bytes: number[], from: number): ipaddr.IPv4 {
  const out: number[] = [];
  for (let i = from; out.length < 4; i++) if (i !== 8) out.push(bytes[i]);
  return new ipaddr.IPv4(out);
}

/**
 * The IPv4 addresses an IPv6 address carries, which is where a packet to it ends up (through a
 * translator, a tunnel or the host's own stack), or null when it carries none. The well-known
 * NAT64 prefix 64:ff9b::/96 holds the address in its last 32 bits; the local-use one,
 * 64:ff9b:1::/48, may put it at any position RFC 6052 allows for its prefix length (48, 56, 64
 * or 96 bits), so every such reading counts. Teredo carries the server and the client (bits
 * inverted).
 */
function embeddedV4(a: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const bytes = a.toByteArray();
  switch (a.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [v4At(bytes, 12)];
    case 'rfc6052':
      return a.parts[2] === 0 ? [v4At(bytes, 12)] : [6, 7, 9, 12].map((i) => v4At(bytes, i));
    case '6to4':
      return [v4At(bytes, 2)];
    case 'teredo':
      return [v4At(bytes, 4), new ipaddr.IPv4(bytes.slice(12).map((b) => b ^ 0xff))];
    default:
      // IPv4-compatible (::a.b.c.d, deprecated, yet a stack may still send it to the IPv4 address): the first 96
      // bits zero. :: and ::1 themselves are named unspecified and loopback, and refused.
      return a.range() === 'unicast' && a.parts.slice(0, 6).every((p) => p === 0) ? [v4At(bytes, 12)] : null;
  }
}

/**
 * True for an address an endpoint may not be on unless WEBHOOK_ALLOW_PRIVATE_URLS is set, so a
 * merchant cannot make the service call into its own network: anything but ordinary unicast,
 * and an IPv6 address embedding an IPv4 one is judged by what it embeds. Not an address at
 * all: refused.
 */
export function isPrivateAddress(address: string): boolean {
  if (!net.isIP(address)) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return true;
  }
  if (parsed instanceof ipaddr.IPv4) return !publicV4(parsed);
  const embedded = embeddedV4(parsed);
  if (embedded) return !embedded.every(publicV4);
  return parsed.range() !== 'unicast';
}

export class RefusedAddressError extends Error {}

const REFUSED_MESSAGE =
  'url must not point to a loopback, private, link-local, unique-local, reserved or special-purpose address';

const DNS_DEADLINE_MS = 5_000;

/** Every address the host resolves to, within a deadline. */
export async function resolveHost(hostname: string): Promise<dns.LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return [{ address: host, family: net.isIP(host) }];
  return within(
    dns.promises.lookup(host, { all: true, verbatim: true }),
    DNS_DEADLINE_MS,
    `DNS lookup of ${host} timed out`,
  );
}

/** The refusal, or null when the host is allowed. A host that does not resolve is left to delivery. */
export async function refusedHost(hostname: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await resolveHost(hostname);
  } catch {
    return null;
  }
  return addresses.some((a) => isPrivateAddress(a.address)) ? REFUSED_MESSAGE : null;
}

/**
 * A socket lookup that resolves the host and refuses it when any address is private: the
 * connection is made to the address checked here, so a DNS answer that changes between the
 * check and the connect cannot slip through.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const family = typeof options === 'object' ? options.family : undefined;
        const usable = addresses.filter((a) => !family || a.family === family);
        if (!usable.length) return callback(new Error(`${hostname} has no address`), '', 0);
        if (!allowPrivate && usable.some((a) => isPrivateAddress(a.address)))
          return callback(new RefusedAddressError(`${hostname} resolves to a private address`), '', 0);
        if (typeof options === 'object' && options.all) return callback(null, usable as never, 0);
        callback(null, usable[0].address, usable[0].family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}
