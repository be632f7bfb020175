import { describe, expect, test } from 'vitest';
import { ipVersion, isProxyEntry } from '@/config/proxy-entry';
import { trustedProxies } from './trusted-proxies';

describe('trustedProxies', () => {
  test.each([
    [['loopback'], '127.0.0.1', true],
    [['loopback'], '127.8.9.1', true],
    [['loopback'], '::1', true],
    [['loopback'], '::ffff:127.0.0.1', true],
    [['loopback'], '10.0.0.1', false],
    [['10.0.0.0/8', '192.0.2.7'], '10.200.3.4', true],
    [['10.0.0.0/8', '192.0.2.7'], '::ffff:10.1.1.1', true],
    [['10.0.0.0/8', '192.0.2.7'], '192.0.2.7', true],
    [['10.0.0.0/8', '192.0.2.7'], '192.0.2.8', false],
    [['fd00::/8'], 'fd12::1', true],
    [['uniquelocal'], '172.20.0.3', true],
    [[], '127.0.0.1', false],
    [['loopback'], 'not an address', false],
    [['loopback'], undefined, false],
  ])('%j trusts %s: %s', (entries, address, expected) => {
    expect(trustedProxies(entries)(address)).toBe(expected);
  });

  test.each([
    ['loopback', true],
    ['LinkLocal', true],
    ['10.0.0.7', true],
    ['10.0.0.0/8', true],
    ['2001:db8::/32', true],
    ['10.0.0.0/33', false],
    ['10.0.0.0/8/1', false],
    ['10.0.0.0/x', false],
    ['example.com', false],
    ['', false],
  ])('isProxyEntry(%j) is %s', (entry, expected) => {
    expect(isProxyEntry(entry)).toBe(expected);
  });
});

test.each([
  ['192.0.2.1', 4],
  ['256.0.0.1', 0],
  ['01.2.3.4', 0],
  ['2001:db8::1', 6],
  ['::ffff:192.0.2.1', 6],
  ['fe80::1%eth0', 0],
  ['2001:db8::1/64', 0],
  ['bet.example', 0],
])('ipVersion(%j) is %i', (address, version) => {
  expect(ipVersion(address)).toBe(version);
});
