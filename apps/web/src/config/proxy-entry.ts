/**
 * The TRUSTED_PROXIES syntax, without Node's `net` so env.ts (which client code imports) can
 * check it: an address, a CIDR range, or a named range. The server reads the same syntax
 * (apps/server/src/http/trusted-proxies.ts).
 */

/** Named address ranges (as proxy-addr and Express name them). */
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

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/** 4 or 6 for an IP address, else 0 (as `net.isIP`). */
export function ipVersion(address: string): 0 | 4 | 6 {
  if (IPV4.test(address)) return 4;
  if (!address.includes(':') || !/^[0-9a-f:.]+$/i.test(address)) return 0;
  try {
    new URL(`http://[${address}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/** `[address, prefix]` pairs of an entry (`loopback`, `10.0.0.7`, `10.0.0.0/8`), or null. */
export function parseEntry(entry: string): [string, number][] | null {
  const named = RANGES[entry.toLowerCase()];
  if (named) return named;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = ipVersion(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  if (prefix === undefined) return [[address, max]];
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= max ? [[address, bits]] : null;
}

/** True when `entry` is an address, a CIDR range or one of loopback, linklocal, uniquelocal. */
export const isProxyEntry = (entry: string): boolean => parseEntry(entry) !== null;
