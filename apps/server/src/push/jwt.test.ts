import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { JwtError, signJwt, verifyJwt } from './jwt';

const secret = randomBytes(32).toString('base64url');
const now = 1_800_000_000_000;
const nowS = now / 1000;
const exp = nowS + 60;

async function reason(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    return err instanceof JwtError ? err.reason : 'not a JwtError';
  }
  return undefined;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signJwt / verifyJwt', () => {
  test('a signed token verifies and returns its claims', async () => {
    const claims = { sub: '42', exp, channel: '$sportsbook:en:user:42' };
    expect(await verifyJwt(await signJwt(claims, secret), secret, now)).toEqual(claims);
  });

  test('the token is a plain HS256 JWT: header alg HS256, typ JWT', async () => {
    const [header] = (await signJwt({ sub: '1', exp }, secret)).split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  test.each([
    ['without exp (it would never expire)', () => signJwt({ sub: '' }, secret), 'malformed'],
    [
      'signed with another secret',
      () => signJwt({ sub: '1', exp }, randomBytes(32).toString('hex')),
      'signature',
    ],
    ['expired', () => signJwt({ sub: '1', exp: nowS }, secret), 'expired'],
    ['not yet valid', () => signJwt({ sub: '1', exp, nbf: nowS + 10 }, secret), 'not_yet_valid'],
    ['of two parts', () => Promise.resolve('a.b'), 'malformed'],
    ['of garbage', () => Promise.resolve('x.y.z'), 'malformed'],
    [
      'with alg none',
      () => Promise.resolve(`${b64({ alg: 'none' })}.${b64({ sub: '1', exp })}.`),
      'algorithm',
    ],
  ])('a token %s is refused', async (_name, token, expected) => {
    const signed = await token();
    expect(await reason(() => verifyJwt(signed, secret, now))).toBe(expected);
  });

  test('a tampered payload fails the signature check', async () => {
    const [header, , signature] = (await signJwt({ sub: '1', exp }, secret)).split('.');
    const tampered = `${header}.${b64({ sub: '2', exp })}.${signature}`;
    expect(await reason(() => verifyJwt(tampered, secret, now))).toBe('signature');
  });

  test('claims of the wrong type are malformed', async () => {
    const bad = await signJwt({ sub: '1', exp: 'soon' }, secret);
    expect(await reason(() => verifyJwt(bad, secret, now))).toBe('malformed');
    const noSub = await signJwt(
      { nosub: 1, exp } as unknown as { sub: string; exp: number },
      secret,
    );
    expect(await reason(() => verifyJwt(noSub, secret, now))).toBe('malformed');
  });
});
