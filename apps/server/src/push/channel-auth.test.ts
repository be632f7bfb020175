import { describe, expect, test } from 'vitest';
import { authorizePrivateChannel, type ChannelAuthInput } from './channel-auth';
import { signJwt } from './jwt';

const secret = 'channel-auth-secret-0123456789abcdef';
const now = 1_800_000_000_000;
const own = '$sportsbook:en:user:42';
const sign = (claims: Record<string, unknown>) => signJwt({ sub: '42', ...claims }, secret);
const base: ChannelAuthInput = {
  channel: own,
  token: '',
  userId: '42',
  clientId: 'c1',
  secret,
  now,
};

describe('authorizePrivateChannel', () => {
  test.each<[string, Partial<ChannelAuthInput>, object]>([
    ['own channel, own token', { token: sign({ channel: own }) }, { ok: true }],
    ['token bound to this client', { token: sign({ channel: own, client: 'c1' }) }, { ok: true }],
    ['no token', {}, { error: 103 }],
    [
      'anonymous connection',
      { userId: '', token: sign({ sub: '', channel: own }) },
      { error: 103 },
    ],
    [
      'another user channel',
      { channel: '$sportsbook:en:user:7', token: sign({ sub: '7' }) },
      { error: 103 },
    ],
    [
      'bad signature',
      { token: signJwt({ sub: '42', channel: own }, 'x'.repeat(32)) },
      { error: 103 },
    ],
    ['expired token', { token: sign({ channel: own, exp: now / 1000 - 1 }) }, { error: 109 }],
    [
      'token of another channel',
      { token: sign({ channel: '$sportsbook:de:user:42' }) },
      { disconnect: 3500 },
    ],
    ['token of another user', { token: sign({ sub: '7', channel: own }) }, { disconnect: 3500 }],
    [
      'token of another client',
      { token: sign({ channel: own, client: 'c2' }) },
      { disconnect: 3500 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(authorizePrivateChannel({ ...base, ...input })).toMatchObject(expected);
  });
});
