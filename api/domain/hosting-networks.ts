import { readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Hosting and data-centre networks (datacenter_click; README, "Fraud and traffic quality"):
 * a file of one network a line, `CIDR[,ASN[,name]]`, `#` comments, read once at start from
 * HOSTING_NETWORKS_FILE. Ranges are kept sorted and merged, so a lookup is a binary search:
 * a few hundred nanoseconds however long the list.
 */
export class HostingNetworks {
  private constructor(
    private readonly v4: { starts: Float64Array; ends: Float64Array },
    private readonly v6: { starts: bigint[]; ends: bigint[] },
  ) {}

  static readonly EMPTY = HostingNetworks.parse('');

  get size(): number {
    return this.v4.starts.length + this.v6.starts.length;
  }

  static parse(text: string): HostingNetworks {
    const v4: [number, number][] = [];
    const v6: [bigint, bigint][] = [];
    for (const raw of text.split('\n')) {
      const line = raw.split('#')[0].trim();
      if (!line) continue;
      const [cidr] = line.split(',');
      const [addr, bitsText] = cidr.trim().split('/');
      if (isIPv4(addr)) {
        const bits = bitsText === undefined ? 32 : Number(bitsText);
        if (!Number.isInteger(bits) || bits < 0 || bits > 32) continue;
        const size = 2 ** (32 - bits);
        const start = Math.floor(v4Number(addr) / size) * size;
        v4.push([start, start + size - 1]);
      } else if (isIPv6(addr)) {
        const bits = bitsText === undefined ? 128 : Number(bitsText);
        if (!Number.isInteger(bits) || bits < 0 || bits > 128) continue;
        const host = (1n << BigInt(128 - bits)) - 1n;
        const start = v6Number(addr) & ~host;
        v6.push([start, start | host]);
      }
    }
    const m4 = merge(v4);
    const m6 = merge(v6);
    return new HostingNetworks(
      { starts: Float64Array.from(m4.map((r) => r[0])), ends: Float64Array.from(m4.map((r) => r[1])) },
      { starts: m6.map((r) => r[0]), ends: m6.map((r) => r[1]) },
    );
  }

  static fromFile(path: string | null | undefined): HostingNetworks {
    return path ? HostingNetworks.parse(readFileSync(path, 'utf8')) : HostingNetworks.EMPTY;
  }

  /** Whether the address is in a listed network; '' and text that is no address are not. */
  has(ip: string | null | undefined): boolean {
    if (!ip) return false;
    if (isIPv4(ip)) return find(this.v4.starts, this.v4.ends, v4Number(ip));
    if (!isIPv6(ip)) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return find(this.v4.starts, this.v4.ends, v4Number(mapped[1]));
    return this.v6.starts.length > 0 && find(this.v6.starts, this.v6.ends, v6Number(ip));
  }
}

function v4Number(ip: string): number {
  const p = ip.split('.');
  return ((+p[0] * 256 + +p[1]) * 256 + +p[2]) * 256 + +p[3];
}

function v6Number(ip: string): bigint {
  let text = ip.split('%')[0];
  // A trailing dotted quad is the last 32 bits.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const n = v4Number(quad[1]);
    text = `${text.slice(0, -quad[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  let n = 0n;
  for (const g of groups) n = (n << 16n) | BigInt(parseInt(g || '0', 16));
  return n;
}

function merge<T extends number | bigint>(ranges: [T, T][]): [T, T][] {
  ranges.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const out: [T, T][] = [];
  for (const r of ranges) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) {
      if (r[1] > last[1]) last[1] = r[1];
    } else out.push([r[0], r[1]]);
  }
  return out;
}

function find<T extends number | bigint>(starts: ArrayLike<T>, ends: ArrayLike<T>, x: T): boolean {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (x < starts[mid]) hi = mid - 1;
    else if (x > ends[mid]) lo = mid + 1;
    else return true;
  }
  return false;
}

let shared: { path: string | null; networks: HostingNetworks } | null = null;

/** The process's networks, read from `path` on first use (and again if the path changes). */
export function hostingNetworks(path: string | null): HostingNetworks {
  if (!shared || shared.path !== path) shared = { path, networks: HostingNetworks.fromFile(path) };
  return shared.networks;
}
