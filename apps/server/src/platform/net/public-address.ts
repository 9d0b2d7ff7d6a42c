import { lookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Addresses an outbound call made on a user's behalf (a webhook delivery) must never reach: this
 * machine, the private network it sits in, the cloud's metadata service (169.254.169.254), and
 * anything that is not a unicast address on the internet (ADR 042).
 */
const refusedV4 = new net.BlockList();
// Apart: Node checks an IPv4 address against IPv6 rules as IPv4-mapped, so `::ffff:0:0/96` would refuse them all.
const refusedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refusedV4.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped: a way to write any IPv4 address, private ones included
  ['64:ff9b::', 96], // NAT64: the same
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refusedV6.addSubnet(prefix, bits, 'ipv6');
}

/** True for a unicast address on the public internet; false for private, loopback, link-local, CGNAT, multicast… */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return family === 4 ? !refusedV4.check(address, 'ipv4') : !refusedV6.check(address, 'ipv6');
}

/** Why an address may not be called; the message is shown to the person who registered it. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

/** A host name or literal as a URL carries it, without IPv6 brackets. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * The address to connect to for `hostname`: resolved once, every answer checked, so a name that
 * also points inside the network is refused as a whole. The caller connects to exactly this
 * address (never resolving again), so a name that changes its answer between the check and the
 * connection (DNS rebinding) cannot slip through. With `allowPrivate` (development, tests) any
 * address is taken.
 */
export async function resolvePublicAddress(
  hostname: string,
  options: { allowPrivate: boolean },
): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(hostname);
  const literal = net.isIP(host);
  let answers: { address: string; family: number }[];
  if (literal) {
    answers = [{ address: host, family: literal }];
  } else {
    try {
      answers = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedAddressError(`The host ${host} could not be resolved.`);
    }
    if (answers.length === 0) throw new RefusedAddressError(`The host ${host} could not be resolved.`);
  }
  if (!options.allowPrivate) {
    const inside = answers.find((answer) => !isPublicAddress(answer.address));
    if (inside) {
      throw new RefusedAddressError(
        `The host ${host} is (or resolves to) ${inside.address}, which is not a public internet address.`,
      );
    }
  }
  const chosen = answers[0]!;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/**
 * Checks a URL an outbound call will go to: `https://` only (plain `http://` too with
 * `allowPrivate`), no credentials in it, and a host that is public. Answers the URL and the
 * checked address to connect to.
 */
export async function checkOutboundUrl(
  raw: string,
  options: { allowPrivate: boolean },
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedAddressError('This is not a valid URL.');
  }
  const schemes = options.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new RefusedAddressError('Only https:// URLs are allowed.');
  if (url.username || url.password) throw new RefusedAddressError('The URL must not carry a user name or password.');
  return { url, ...(await resolvePublicAddress(url.hostname, options)) };
}
