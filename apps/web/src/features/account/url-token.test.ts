import { describe, expect, it } from 'vitest';
import { tokenFromUrl, withoutToken } from './url-token';

const at = (path: string) => new URL(path, 'https://www.example.com');

describe('tokenFromUrl', () => {
  it.each([
    ['/?modal=confirmation&confirmation_token=abc', 'confirmation', 'abc'],
    ['/?modal=passwordEdit&reset_password_token=r%2B1', 'passwordEdit', 'r+1'],
    ['/de?unlock_token=u1#unlock', 'unlock', 'u1'],
    ['/?confirmation_token=', 'confirmation', null],
    ['/?unlock_token=u1', 'confirmation', null],
    ['/', 'passwordEdit', null],
  ] as const)('%s (%s) -> %s', (path, modal, expected) => {
    expect(tokenFromUrl(at(path), modal)).toBe(expected);
  });
});

describe('withoutToken', () => {
  it.each([
    ['/?modal=confirmation&confirmation_token=abc', 'confirmation', '/?modal=confirmation'],
    ['/users/confirmation?confirmation_token=abc', 'confirmation', '/users/confirmation'],
    ['/?a=1&reset_password_token=x&b=2#top', 'passwordEdit', '/?a=1&b=2#top'],
    // another modal's token is not touched
    ['/?unlock_token=u', 'confirmation', '/?unlock_token=u'],
  ] as const)('%s (%s) -> %s', (path, modal, expected) => {
    expect(withoutToken(at(path), modal)).toBe(expected);
  });
});
