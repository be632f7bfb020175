import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWatchersUserId, streamSource } from './stream';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getWatchersUserId (spec §7 GET /watchersio/userid)', () => {
  it('reads the widget id of the signed-in player', async () => {
    const spy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(Response.json({ user_id: 'a'.repeat(32) })),
    );
    vi.stubGlobal('fetch', spy);
    await expect(getWatchersUserId()).resolves.toBe('a'.repeat(32));
    expect(String(spy.mock.calls[0]?.[0])).toMatch(/\/v2\/watchersio\/userid$/);
  });

  it('an anonymous 401 is an error, not an id', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 'unauthorized', message: 'x' }, { status: 401 })),
    );
    await expect(getWatchersUserId()).rejects.toMatchObject({ status: 401 });
  });
});

describe('streamSource', () => {
  const frame = {
    available: true as const,
    kind: 'iframe' as const,
    url: 'http://127.0.0.1:4000/api/sportsbook/v2/matches/7/tracker',
  };

  it('an iframe goes through this site and carries the widget id when signed in', () => {
    expect(streamSource(frame, 'abc')).toBe(
      '/api/sportsbook/v2/matches/7/tracker?watchers_user_id=abc',
    );
    expect(streamSource(frame, null)).toBe('/api/sportsbook/v2/matches/7/tracker');
  });

  it('a player stream URL is used as it is', () => {
    const hls = {
      available: true as const,
      kind: 'hls' as const,
      url: 'https://cdn.example/a.m3u8',
    };
    expect(streamSource(hls, 'abc')).toBe('https://cdn.example/a.m3u8');
  });
});
