import { describe, expect, it } from 'vitest';
import { ACCOUNT_MODALS, modalFromUrl, withoutModal } from './modal-route';

const at = (path: string) => new URL(path, 'https://www.example.com');

describe('modalFromUrl', () => {
  it.each(ACCOUNT_MODALS)('reads #%s and ?modal=%s', (name) => {
    expect(modalFromUrl(at(`/#${name}`))).toBe(name);
    expect(modalFromUrl(at(`/live?modal=${name}`))).toBe(name);
  });

  it.each([
    ['/', null],
    ['/#signin', null],
    ['/#SignUp', null],
    ['/#top', null],
    ['/?modal=deposit', null],
    ['/?modal=', null],
    ['/?Modal=signIn', null],
    ['/?x=signIn', null],
    ['/?x=1&modal=unlock', 'unlock'],
    ['/?modal=nope&modal=signUp', 'signUp'],
    // both given: the hash wins
    ['/?modal=signIn#signUp', 'signUp'],
    ['/de/soccer#passwordNew', 'passwordNew'],
  ])('%s -> %s', (path, expected) => {
    expect(modalFromUrl(at(path))).toBe(expected);
  });
});

describe('withoutModal', () => {
  it.each([
    ['/#signUp', '/'],
    ['/?modal=signIn&x=1', '/?x=1'],
    ['/?x=1&modal=signIn&y=a%20b', '/?x=1&y=a%20b'],
    ['/live?modal=confirmation', '/live'],
    ['/?modal=signIn#top', '/#top'],
    ['/?modal=signIn#signUp', '/'],
    // not a modal: left alone
    ['/?modal=deposit#signin', '/?modal=deposit#signin'],
    ['/de/soccer?betcode=AB12', '/de/soccer?betcode=AB12'],
  ])('%s -> %s', (path, expected) => {
    expect(withoutModal(at(path))).toBe(expected);
  });
});
