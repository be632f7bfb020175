import { BlockList } from 'node:net';
import { ipVersion, parseEntry } from '@/config/proxy-entry';

const family = (address: string) => (ipVersion(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * True for a peer inside the configured ranges (an IPv4-mapped IPv6 address counts as its IPv4
 * one): its X-Forwarded-* and X-Country headers are believed. Server-side only (Node's BlockList).
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
    address !== undefined && ipVersion(address) !== 0 && list.check(address, family(address));
}
