import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { authorizePrivateChannel, type ChannelAuthInput } from './channel-auth';
import { signJwt } from './jwt';

const secret = randomBytes(32).toString('base64url');
const now = 1_800_000_000_000;
const own = '$sportsbook:en:user:42';
const exp = now / 1000 + 60;
const base: ChannelAuthInput = {
  channel: own,
  token: '',
  userId: '42',
  clientId: 'c1',
  secret,
  now,
};

/** Claims of the row's token (signed for user 42, valid a minute), or no token at all. */
interface Row {
  claims?: Record<string, unknown>;
  signedWith?: string;
  input?: Partial<ChannelAuthInput>;
}

describe('authorizePrivateChannel', () => {
  test.each<[string, Row, object]>([
    ['own channel, own token', { claims: { channel: own } }, { ok: true }],
    ['token bound to this client', { claims: { channel: own, client: 'c1' } }, { ok: true }],
    ['no token', {}, { error: 103 }],
    [
      'anonymous connection',
      { claims: { sub: '', channel: own }, input: { userId: '' } },
      { error: 103 },
    ],
    [
      'another user channel',
      { claims: { sub: '7' }, input: { channel: '$sportsbook:en:user:7' } },
      { error: 103 },
    ],
    [
      'bad signature',
      { claims: { channel: own }, signedWith: randomBytes(32).toString('hex') },
      { error: 103 },
    ],
    ['token without exp', { claims: { channel: own, exp: undefined } }, { error: 103 }],
    ['expired token', { claims: { channel: own, exp: now / 1000 - 1 } }, { error: 109 }],
    [
      'token of another channel',
      { claims: { channel: '$sportsbook:de:user:42' } },
      { disconnect: 3500 },
    ],
    ['token of another user', { claims: { sub: '7', channel: own } }, { disconnect: 3500 }],
    ['token of another client', { claims: { channel: own, client: 'c2' } }, { disconnect: 3500 }],
  ])('%s', async (_name, { claims, signedWith, input }, expected) => {
    const token = claims
      ? await signJwt({ sub: '42', exp, ...claims }, signedWith ?? secret)
      : undefined;
    const result = await authorizePrivateChannel({ ...base, token, ...input });
    expect(result).toMatchObject(expected);
  });
});
