import { describe, expect, test } from 'vitest';
import { JwtError, signJwt, verifyJwt } from './jwt';

const secret = 'unit-test-secret-0123456789abcdef';
const now = 1_800_000_000_000;
const nowS = now / 1000;

function reason(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    return err instanceof JwtError ? err.reason : 'not a JwtError';
  }
  return undefined;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signJwt / verifyJwt', () => {
  test('a signed token verifies and returns its claims', () => {
    const claims = { sub: '42', exp: nowS + 60, channel: '$sportsbook:en:user:42' };
    expect(verifyJwt(signJwt(claims, secret), secret, now)).toEqual(claims);
  });

  test('a token without exp never expires', () => {
    expect(verifyJwt(signJwt({ sub: '' }, secret), secret, now * 2)).toEqual({ sub: '' });
  });

  test.each([
    [
      'wrong secret',
      () => verifyJwt(signJwt({ sub: '1' }, secret), 'other-secret', now),
      'signature',
    ],
    ['expired', () => verifyJwt(signJwt({ sub: '1', exp: nowS }, secret), secret, now), 'expired'],
    [
      'not yet valid',
      () => verifyJwt(signJwt({ sub: '1', nbf: nowS + 10 }, secret), secret, now),
      'not_yet_valid',
    ],
    ['two parts', () => verifyJwt('a.b', secret, now), 'malformed'],
    ['garbage', () => verifyJwt('x.y.z', secret, now), 'algorithm'],
    [
      'alg none',
      () => verifyJwt(`${b64({ alg: 'none' })}.${b64({ sub: '1' })}.`, secret, now),
      'algorithm',
    ],
  ])('%s is refused', (_name, run, expected) => {
    expect(reason(run)).toBe(expected);
  });

  test('a tampered payload fails the signature check', () => {
    const [header, , signature] = signJwt({ sub: '1' }, secret).split('.');
    expect(
      reason(() => verifyJwt(`${header}.${b64({ sub: '2' })}.${signature}`, secret, now)),
    ).toBe('signature');
  });

  test('claims of the wrong type are malformed', () => {
    const bad = signJwt({ sub: '1', exp: 'soon' as unknown as number }, secret);
    expect(reason(() => verifyJwt(bad, secret, now))).toBe('malformed');
    const noSub = signJwt({ nosub: 1 } as unknown as { sub: string }, secret);
    expect(reason(() => verifyJwt(noSub, secret, now))).toBe('malformed');
  });
});
