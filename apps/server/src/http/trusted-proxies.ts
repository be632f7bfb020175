import { BlockList, isIP } from 'node:net';

declare module 'fastify' {
  interface FastifyRequest {
    /** The socket's peer is a configured proxy: its X-Forwarded-* and X-Country are believed. */
    fromTrustedProxy: boolean;
  }
}

/** Named address ranges a TRUSTED_PROXIES entry may use (as proxy-addr and Express name them). */
const RANGES: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `[address, prefix]` of an entry (`loopback`, `10.0.0.7`, `10.0.0.0/8`, `fd00::/8`), or null. */
function parseEntry(entry: string): [string, number][] | null {
  const named = RANGES[entry.toLowerCase()];
  if (named) return named;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  if (prefix === undefined) return [[address, max]];
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= max ? [[address, bits]] : null;
}

/** True when `entry` is an address, a CIDR range or one of loopback, linklocal, uniquelocal. */
export const isProxyEntry = (entry: string): boolean => parseEntry(entry) !== null;

/**
 * A predicate for Fastify's `trustProxy` and for headers Fastify does not read (X-Country): true
 * for a peer inside the configured ranges (an IPv4-mapped IPv6 address counts as its IPv4 one).
 */
export function trustedProxies(
  entries: readonly string[],
): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    for (const [address, prefix] of parseEntry(entry) ?? []) {
      list.addSubnet(address, prefix, family(address));
    }
  }
  return (address) =>
    address !== undefined && isIP(address) !== 0 && list.check(address, family(address));
}
