import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { within } from '../../domain/within';

/**
 * Addresses an endpoint may not be on unless WEBHOOK_ALLOW_PRIVATE_URLS is set: loopback,
 * private, link-local, unique-local, and the unspecified, shared, multicast and reserved
 * ranges, so a merchant cannot make the service call into its own network.
 */
const BLOCKED = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  BLOCKED.addSubnet(net6, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

export class RefusedAddressError extends Error {}

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
  return addresses.some((a) => isPrivateAddress(a.address))
    ? 'url must not point to a loopback, private, link-local or unique-local address'
    : null;
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
