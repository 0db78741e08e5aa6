import { isIP } from 'node:net';

/**
 * Which network addresses a build may fetch from: public unicast addresses only. Everything a
 * build machine can reach that the internet cannot (itself, its private network, the link-local
 * range where clouds serve instance metadata and credentials, carrier-grade NAT, multicast,
 * reserved and documentation ranges) is refused, in every way an address can be written: an IPv4
 * address inside an IPv6 one (mapped `::ffff:127.0.0.1`, compatible `::127.0.0.1`, NAT64
 * `64:ff9b::7f00:1`, 6to4 `2002:7f00:1::`) is judged as that IPv4 address. Decimal, octal and
 * hexadecimal spellings (`2130706433`, `0177.1`, `0x7f.1`) are normalised by the URL parser
 * before an address gets here; names are judged by what they resolve to.
 */

/** Why `address` may not be fetched from, or undefined when it may. */
export type AddressRule = (address: string) => string | undefined;

type Range = readonly [prefix: readonly number[], bits: number, reason: string];

const ipv4Ranges: readonly Range[] = [
  [[0, 0, 0, 0], 8, 'an address of this network (0.0.0.0/8)'],
  [[10, 0, 0, 0], 8, 'a private address (10.0.0.0/8)'],
  [[100, 64, 0, 0], 10, 'a carrier-grade NAT address (100.64.0.0/10), where some clouds serve instance metadata'],
  [[127, 0, 0, 0], 8, 'a loopback address (127.0.0.0/8)'],
  [[169, 254, 0, 0], 16, 'a link-local address (169.254.0.0/16), where clouds serve instance metadata'],
  [[172, 16, 0, 0], 12, 'a private address (172.16.0.0/12)'],
  [[192, 0, 0, 0], 24, 'a protocol assignment address (192.0.0.0/24)'],
  [[192, 0, 2, 0], 24, 'a documentation address (192.0.2.0/24)'],
  [[192, 88, 99, 0], 24, 'a 6to4 relay address (192.88.99.0/24)'],
  [[192, 168, 0, 0], 16, 'a private address (192.168.0.0/16)'],
  [[198, 18, 0, 0], 15, 'a benchmarking address (198.18.0.0/15)'],
  [[198, 51, 100, 0], 24, 'a documentation address (198.51.100.0/24)'],
  [[203, 0, 113, 0], 24, 'a documentation address (203.0.113.0/24)'],
  [[224, 0, 0, 0], 4, 'a multicast address (224.0.0.0/4)'],
  [[240, 0, 0, 0], 4, 'a reserved or broadcast address (240.0.0.0/4)'],
];

/** IPv6 ranges, as 16-bit groups. Ranges that carry an IPv4 address are handled before these. */
const ipv6Ranges: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0], 128, 'the unspecified address (::)'],
  [[0, 0, 0, 0, 0, 0, 0, 1], 128, 'the loopback address (::1)'],
  [[0, 0, 0, 0, 0, 0], 96, 'an IPv4-compatible address (::/96), which no network routes any more'],
  [[0x64, 0xff9b, 1], 48, 'a local-use NAT64 address (64:ff9b:1::/48)'],
  [[0x100, 0, 0, 0], 64, 'a discard-only address (100::/64)'],
  [[0x2001, 0xdb8], 32, 'a documentation address (2001:db8::/32)'],
  [[0x2001, 0], 23, 'a protocol assignment or Teredo address (2001::/23)'],
  [[0xfc00], 7, 'a unique local (private) address (fc00::/7)'],
  [[0xfe80], 10, 'a link-local address (fe80::/10)'],
  [[0xfec0], 10, 'a site-local address (fec0::/10)'],
  [[0xff00], 8, 'a multicast address (ff00::/8)'],
];

function inRange(parts: readonly number[], prefix: readonly number[], bits: number, width: number): boolean {
  for (let index = 0; index * width < bits; index += 1) {
    const take = Math.min(width, bits - index * width);
    const mask = ((2 ** take - 1) * 2 ** (width - take)) >>> 0;
    if (((parts[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Parts(address: string): number[] | undefined {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((part) => Number.isInteger(part) && part >= 0 && part <= 255)
    ? parts
    : undefined;
}

/**
 * `address` without its zone (`%eth0`): from the first `%` of its last line to the end. Found by
 * searching once: `/%.*$/` would start again at each `%` of a long run.
 */
function withoutZone(address: string): string {
  const lineStart =
    Math.max(
      address.lastIndexOf('\n'),
      address.lastIndexOf('\r'),
      address.lastIndexOf('\u2028'),
      address.lastIndexOf('\u2029'),
    ) + 1;
  const zone = address.indexOf('%', lineStart);
  return zone === -1 ? address : address.slice(0, zone);
}

/**
 * The dotted IPv4 address ending `text` (`1.2.3.4` of `::ffff:1.2.3.4`): its last four runs of
 * digits, read from the end. `/(\d+\.\d+\.\d+\.\d+)$/` would start again at each digit of a long run.
 */
function dottedTail(text: string): string | undefined {
  let start = text.length;
  let dots = 0;
  while (start > 0) {
    const character = text[start - 1]!;
    if (character === '.') {
      if (dots === 3) break;
      dots += 1;
    } else if (character < '0' || character > '9') break;
    start -= 1;
  }
  const tail = text.slice(start);
  return /^\d+\.\d+\.\d+\.\d+$/.test(tail) ? tail : undefined;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail and a zone included). */
export function ipv6Groups(address: string): number[] | undefined {
  let text = withoutZone(address.replace(/^\[|\]$/g, ''));
  const tail = dottedTail(text);
  if (tail) {
    const v4 = ipv4Parts(tail);
    if (!v4) return undefined;
    text = `${text.slice(0, -tail.length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const read = (half: string) => (half === '' ? [] : half.split(':').map((group) => Number.parseInt(group, 16)));
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

function ipv4Range(parts: readonly number[]): string | undefined {
  for (const [prefix, bits, reason] of ipv4Ranges) {
    if (inRange(parts, prefix, bits, 8)) return reason;
  }
  return undefined;
}

/** The IPv4 address an IPv6 address carries, for the ranges that carry one. */
function embeddedIpv4(groups: readonly number[]): number[] | undefined {
  const fromGroups = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated)
  if (zeros(5) && groups[5] === 0xffff) return fromGroups(groups[6]!, groups[7]!);
  if (zeros(4) && groups[4] === 0xffff && groups[5] === 0) return fromGroups(groups[6]!, groups[7]!);
  // 64:ff9b::a.b.c.d (NAT64)
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return fromGroups(groups[6]!, groups[7]!);
  }
  // 2002:aabb:ccdd::/48 (6to4)
  if (groups[0] === 0x2002) return fromGroups(groups[1]!, groups[2]!);
  return undefined;
}

/** The default rule: public unicast addresses only (see the module comment). */
export const publicAddressesOnly: AddressRule = (address) => {
  const family = isIP(withoutZone(address.replace(/^\[|\]$/g, '')));
  if (family === 4) {
    const range = ipv4Range(ipv4Parts(address)!);
    return range && `${address} is ${range}`;
  }
  if (family !== 6) return `${address} is not an IP address`;
  const groups = ipv6Groups(address);
  if (!groups) return `${address} is not an IP address`;
  const v4 = embeddedIpv4(groups);
  if (v4) {
    const range = ipv4Range(v4);
    return range && `${address} carries ${v4.join('.')}, ${range}`;
  }
  for (const [prefix, bits, reason] of ipv6Ranges) {
    if (inRange(groups, prefix, bits, 16)) return `${address} is ${reason}`;
  }
  return undefined;
};
