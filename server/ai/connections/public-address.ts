import { lookup } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, fetch as undiciFetch } from "undici";
import { badRequest } from "../../errors";

/**
 * A creator's base URL must reach a public address (issue 32, ADR 029), unless the instance
 * allows private ones (AI_ALLOW_PRIVATE_URLS=true, for self-hosters running Ollama beside it):
 * else "Test connection" would let anyone probe the server's own network and the cloud metadata
 * address. Checked twice: on save, after DNS resolution (a clear 400), and on every connection
 * the server opens (a name that resolved to a public address then, and to a private one now —
 * DNS rebinding — is refused at connect time).
 */

const v4 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local: the cloud metadata address 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const)
  v4.addSubnet(net, bits, "ipv4");

/** An IPv6 address's 16 bytes (with an embedded dotted IPv4 tail), or null when it is not one. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const parts = dotted[1].split(".").map(Number);
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, -dotted[1].length)}${hex(parts[0] ?? 0, parts[1] ?? 0)}:${hex(parts[2] ?? 0, parts[3] ?? 0)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  const bytes: number[] = [];
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    const n = Number.parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  return bytes;
}

/** Loopback, private, link-local, unique-local, multicast and reserved: anything not public. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  if (family === 4) return v4.check(address, "ipv4");
  if (family !== 6) return true;
  const b = ipv6Bytes(address);
  if (!b) return true;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const tailV4 = () => b.slice(12).join(".");
  if (zeros(0, 15) && (b[15] === 0 || b[15] === 1)) return true; // :: and ::1
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return isPrivateAddress(tailV4()); // IPv4-mapped
  if (zeros(0, 12)) return isPrivateAddress(tailV4()); // IPv4-compatible (deprecated)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) {
    if (b[4] === 0x00 && b[5] === 0x01) return true; // 64:ff9b:1::/48, a local NAT64
    return isPrivateAddress(tailV4()); // NAT64
  }
  if (b[0] === 0x20 && b[1] === 0x02) return isPrivateAddress(b.slice(2, 6).join(".")); // 6to4: its IPv4 inside
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x00 && b[3] === 0x00) return true; // Teredo
  const first = b[0] ?? 0;
  if ((first & 0xfe) === 0xfc) return true; // fc00::/7 unique local
  if (first === 0xfe && ((b[1] ?? 0) & 0xc0) === 0x80) return true; // fe80::/10 link-local
  if (first === 0xfe && ((b[1] ?? 0) & 0xc0) === 0xc0) return true; // fec0::/10 site-local
  if (first === 0xff) return true; // multicast
  if (first === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return true; // documentation
  return false;
}

export const PRIVATE_URL_MESSAGE = (host: string) =>
  `The base URL must reach a public address: ${host} is on a private network. An instance that runs a local model server sets AI_ALLOW_PRIVATE_URLS=true.`;

/** Resolves the URL's host and refuses a private address with a 400 (the save's check). */
export async function checkBaseUrl(url: string, allowPrivate: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest("Base URL is not a valid address");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw badRequest("Base URL must start with http:// or https://");
  if (parsed.username || parsed.password) throw badRequest("Base URL must not carry a user name or password");
  if (allowPrivate) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve) =>
        lookup(host, { all: true }, (error, found) => resolve(error ? [] : found.map((a) => a.address))),
      );
  if (addresses.length === 0) throw badRequest(`Base URL's host ${host} could not be found`);
  if (addresses.some(isPrivateAddress)) throw badRequest(PRIVATE_URL_MESSAGE(host));
}

class PrivateAddressError extends Error {
  code = "EPRIVATEADDRESS";
}

/** Connections that resolve names themselves and refuse a private answer (DNS rebinding). */
const publicOnly = new Agent({
  connect: {
    lookup: ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      lookup(hostname, { ...options, all: true }, (error, found) => {
        if (error) return callback(error);
        const bad = found.find((a) => isPrivateAddress(a.address));
        if (bad) return callback(new PrivateAddressError(PRIVATE_URL_MESSAGE(hostname)));
        if (options.all) return callback(null, found);
        const [first] = found;
        return callback(null, first?.address, first?.family);
      });
    }) as never,
  },
});

/**
 * The fetch a creator's connection uses: with private addresses refused, every connection is
 * checked as it is made, and an address written as an IP is checked before any (no lookup).
 */
export function connectionFetch(allowPrivate: boolean): typeof fetch {
  if (allowPrivate) return fetch;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && isPrivateAddress(host)) throw new PrivateAddressError(PRIVATE_URL_MESSAGE(host));
    // No redirects: a public server answering 307 to a private address (which the lookup would
    // not see, an IP needing none) must not take the request there.
    return undiciFetch(
      input as never,
      { ...(init as object), redirect: "error", dispatcher: publicOnly } as never,
    );
  }) as typeof fetch;
}
