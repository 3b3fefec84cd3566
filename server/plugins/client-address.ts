import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, as numbers; undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  // A dotted IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((h) => Number.parseInt(h, 16)) : [];
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const groups =
    halves.length === 2 ? [...head, ...Array(8 - head.length - rest.length).fill(0), ...rest] : head;
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : undefined;
}

/**
 * Who a limit counts a request against (ADR 015): an IPv4 address is itself, an IPv6 address
 * counts as its /64. A /64 is one subscriber's network (RFC 6177 gives a site /48 to /64), in
 * which anyone picks any of 2^64 addresses, so counting single IPv6 addresses would give one
 * client endless fresh limits. An IPv4-mapped IPv6 address is the IPv4 address it maps.
 */
export function addressGroup(address: string): string {
  const bare = address.replace(/%.*$/, ""); // a zone (fe80::1%eth0) is no part of the address
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
