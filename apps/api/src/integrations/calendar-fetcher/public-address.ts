import { BlockList, isIP } from 'node:net';

/**
 * Whether an IP address is on the public internet, for a request to an address a merchant typed (decision 051): a
 * server-side fetch must not reach the machine itself, its network or the cloud's metadata service. Refused:
 * unspecified, loopback, private (RFC 1918), carrier-grade NAT, link-local, unique-local, multicast, documentation,
 * benchmarking and reserved ranges, in IPv4 and IPv6, and an IPv4 address written inside IPv6 (mapped, compatible,
 * NAT64 or 6to4) as the IPv4 address it carries.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata service's 169.254.169.254 among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The 32 bits of an IPv6 address's last two groups as dotted IPv4. */
function lastIpv4Of(groups: number[]): string {
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** An IPv6 address's eight 16-bit groups (a dotted IPv4 tail read as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::, 6to4 2002::), or null. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.some((group) => Number.isNaN(group))) return null;
  const zeroUntil = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zeroUntil(5) && groups[5] === 0xffff) return lastIpv4Of(groups);
  if (zeroUntil(6) && (groups[6] !== 0 || groups[7]! > 1)) return lastIpv4Of(groups);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return lastIpv4Of(groups);
  if (groups[0] === 0x2002) return lastIpv4Of([0, 0, 0, 0, 0, 0, groups[1]!, groups[2]!]);
  return null;
}

/** True when `address` (an IP, v4 or v6) is a public one a merchant's address may lead to. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.split('%')[0]!);
  if (version === 4) return !refused.check(address, 'ipv4');
  if (version !== 6) return false;
  const bare = address.split('%')[0]!;
  const carried = embeddedIpv4(bare);
  if (carried !== null) return isPublicAddress(carried);
  return !refused.check(bare, 'ipv6');
}
