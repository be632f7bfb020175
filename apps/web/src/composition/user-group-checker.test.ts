import { describe, expect, test } from 'vitest';
import { staysOnSite } from './user-group-checker';

describe('user-group checker (spec §6)', () => {
  test('an anonymous visitor leaves', () =>
    expect(staysOnSite('notLoggedIn', null, 'vip')).toBe(false));
  test('a player outside the group leaves', () =>
    expect(staysOnSite('loggedIn', ['test_payment'], 'vip')).toBe(false));
  test('a player of the group stays', () =>
    expect(staysOnSite('loggedIn', ['vip', 'other'], 'vip')).toBe(true));
  test('nothing is decided while the session loads', () => {
    expect(staysOnSite('unknown', null, 'vip')).toBeNull();
    expect(staysOnSite('pending', null, 'vip')).toBeNull();
  });
});
