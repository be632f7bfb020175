import { describe, expect, it } from 'vitest';
import { readCookie, siteCookie } from './cookies';

describe('readCookie', () => {
  it.each([
    ['a=1; deviceId=abc; b=2', 'deviceId', 'abc'],
    ['deviceId=a%20b', 'deviceId', 'a b'],
    ['deviceId=100%', 'deviceId', '100%'],
    ['xdeviceId=1', 'deviceId', null],
    ['', 'deviceId', null],
  ])('%j -> %s', (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });
});

describe('siteCookie', () => {
  it('encodes the value, covers the site and is Secure only on https', () => {
    expect(siteCookie('n', 'a b', 60, true)).toBe(
      'n=a%20b; Max-Age=60; Path=/; SameSite=Lax; Secure',
    );
    expect(siteCookie('n', '1', 60, false)).toBe('n=1; Max-Age=60; Path=/; SameSite=Lax');
  });
});
