import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  initialsOf,
  isProfileLoggedIn,
  nextAuthStatus,
  playerName,
  reconnectsOn,
  sessionActionFor,
  type AuthEvent,
  type AuthStatus,
} from './auth-status';

describe('nextAuthStatus (spec §4)', () => {
  it.each<[AuthStatus, AuthEvent, AuthStatus]>([
    ['unknown', 'profileLoaded', 'loggedIn'],
    ['unknown', 'profileMissing', 'notLoggedIn'],
    ['notLoggedIn', 'settingsFetching', 'pending'],
    ['pending', 'profileLoaded', 'loggedIn'],
    ['pending', 'profileMissing', 'notLoggedIn'],
    ['loggedIn', 'signedOut', 'notLoggedIn'],
    ['loggedIn', 'settingsFetching', 'pending'],
  ])('%s + %s -> %s', (from, event, to) => {
    expect(nextAuthStatus(from, event)).toBe(to);
  });
});

describe('reconnectsOn (spec §4 real-time)', () => {
  it.each<[AuthStatus, AuthStatus, boolean]>([
    ['unknown', 'loggedIn', true],
    ['pending', 'loggedIn', true],
    ['loggedIn', 'notLoggedIn', true],
    ['pending', 'notLoggedIn', true],
    // the first connection is made while unknown: an anonymous visitor keeps it
    ['unknown', 'notLoggedIn', false],
    ['notLoggedIn', 'pending', false],
    ['loggedIn', 'loggedIn', false],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(reconnectsOn(from, to)).toBe(expected);
  });
});

describe('sessionActionFor (spec §8 401 handling)', () => {
  const unauthorized = new ApiError({ status: 401, code: 'unauthorized', message: 'no session' });
  const wrongPassword = new ApiError({
    status: 401,
    code: 'invalid_credentials',
    message: 'wrong',
  });
  const serverError = new ApiError({ status: 500, code: 'http_500', message: 'boom' });

  it.each([
    ['a query 401 while signed in', unauthorized, 'query', 'loggedIn', 'signOutLocally'],
    ['an action 401 while signed in', unauthorized, 'general', 'loggedIn', 'sessionExpired'],
    ['a 401 of an anonymous visitor', unauthorized, 'general', 'notLoggedIn', 'none'],
    ['a 401 while the status is unknown', unauthorized, 'query', 'unknown', 'none'],
    ['wrong credentials', wrongPassword, 'general', 'loggedIn', 'none'],
    ['another status', serverError, 'query', 'loggedIn', 'none'],
    ['a plain error', new Error('x'), 'general', 'loggedIn', 'none'],
  ] as const)('%s -> %s', (_name, error, origin, status, expected) => {
    expect(sessionActionFor(error, origin, status)).toBe(expected);
  });
});

describe('playerName (spec §3 name rule)', () => {
  const none = {
    firstName: null,
    lastName: null,
    nickname: null,
    email: null,
    phone: null,
    authPhone: null,
  };
  it.each([
    [{ ...none, firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' }, 'Ada Lovelace'],
    [{ ...none, firstName: 'Ada', nickname: 'ada' }, 'Ada'],
    [{ ...none, lastName: 'Lovelace' }, 'Lovelace'],
    [{ ...none, firstName: '  ', nickname: 'ace', email: 'a@x.io' }, 'ace'],
    [{ ...none, email: 'a@x.io', phone: '+49151' }, 'a@x.io'],
    [{ ...none, phone: '+49151' }, '+49151'],
    [{ ...none, authPhone: '+49152' }, '+49152'],
    [none, ''],
  ])('%o -> %s', (player, expected) => {
    expect(playerName(player)).toBe(expected);
  });
});

describe('isProfileLoggedIn (spec §3)', () => {
  it.each([
    [{ email: 'a@x.io', authPhone: null }, true],
    [{ email: null, authPhone: '+4915112345678' }, true],
    [{ email: null, authPhone: null }, false],
  ])('%o -> %s', (player, expected) => {
    expect(isProfileLoggedIn(player)).toBe(expected);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada@example.com', 'AE'],
    ['+4915112345678', '+'],
    ['Ümit', 'Ü'],
    ['', ''],
  ])('%s -> %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
