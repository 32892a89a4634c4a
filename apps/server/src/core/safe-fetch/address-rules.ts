/**
 * Which IP addresses the verifier may connect to: public unicast only. A fediverse server or a person's
 * website is named by whoever adds the item, so its name could resolve to this machine, the private
 * network or a cloud's metadata address; those are refused (RFC 6890 special-purpose registries).
 */
import { isIP } from 'node:net';

/** IPv4 ranges that are not public unicast: [network, prefix length]. */
const V4_REFUSED: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

function v4Number(address: string): number {
  const parts = address.split('.').map(Number);
  return (((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0) as number;
}

const V4_RANGES = V4_REFUSED.map(([base, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { base: (v4Number(base) & mask) >>> 0, mask };
});

function isPublicV4(address: string): boolean {
  const n = v4Number(address);
  return !V4_RANGES.some(({ base, mask }) => (n & mask) >>> 0 === base);
}

/** The eight 16-bit groups of an IPv6 address (already checked by `isIP`), a trailing dotted IPv4 included. */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  const tailGroups: number[] = [];
  if (tail.includes('.')) {
    const n = v4Number(tail);
    tailGroups.push(n >>> 16, n & 0xffff);
    text = `${text.slice(0, lastColon + 1)}0`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const before = parse(head);
  const after = parse(rest);
  if (tailGroups.length) (rest === undefined ? before : after).splice(-1, 1, ...tailGroups);
  const fill = rest === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...fill, ...after];
}

function isPublicV6(address: string): boolean {
  const g = v6Groups(address);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address is the one reached.
  if (g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0xffff) {
    return isPublicV4(`${g[6]! >>> 8}.${g[6]! & 0xff}.${g[7]! >>> 8}.${g[7]! & 0xff}`);
  }
  const first = g[0]!;
  // Global unicast is 2000::/3; the rest (::, ::1, NAT64 64:ff9b::/96, fc00::/7, fe80::/10, ff00::/8, …)
  // is refused.
  if ((first & 0xe000) !== 0x2000) return false;
  if (first === 0x2001 && g[1]! < 0x0200) return false; // 2001::/23 IETF protocol assignments, Teredo
  if (first === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (first === 0x2002) return false; // 6to4: may carry any IPv4 address inside
  if (first === 0x3fff && g[1]! < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** Whether `address` (an IP literal) is public unicast: anything else, or not an address at all, is refused. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const version = isIP(bare);
  if (version === 4) return isPublicV4(bare);
  if (version === 6) return isPublicV6(bare);
  return false;
}
