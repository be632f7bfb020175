import { apiErrorSchema } from '@sportsbook/contract/common';
import { watchersUserIdSchema } from '@sportsbook/contract/match-extras';
import { PLATFORM_ACCEPT, platformMediaType } from '@sportsbook/contract/platform-media';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PREFIX } from '@/app';
import {
  call,
  P,
  signUp,
  startPlatformServer,
  V2,
  type PlatformTestServer,
} from './platform-helpers';

// Issue 17 item 8: versioned JSON accept (spec §7), the locked player (spec §2) and the stream
// widget's user id (spec §7 GET /watchersio/userid).

let server: PlatformTestServer;
beforeAll(async () => {
  server = await startPlatformServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('platform calls: versioned JSON accept (spec §7)', () => {
  test.each([
    ['the versioned type', PLATFORM_ACCEPT],
    ['plain JSON', 'application/json'],
    ['anything', '*/*'],
    ['a browser link', 'text/html,application/xhtml+xml,*/*;q=0.8'],
  ])('%s is served', async (_, accept) => {
    const res = await call(server.app, 'GET', `${P}/system`, { headers: { accept } });
    expect(res.statusCode).toBe(200);
  });

  test('no Accept at all is served', async () => {
    expect((await call(server.app, 'GET', `${P}/system`)).statusCode).toBe(200);
  });

  test('only a newer version answers 406 not_acceptable in the request language', async () => {
    const res = await call(server.app, 'GET', `${P}/system`, {
      headers: { accept: platformMediaType(2), 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(406);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('not_acceptable');
    expect(body.message).toMatch(/Plattform-API/);
  });

  test('the check is the platform’s only: the sportsbook API keeps its own negotiation', async () => {
    const res = await call(server.app, 'GET', `${V2}/sports?locale=en`, {
      headers: { accept: platformMediaType(2) },
    });
    expect(res.statusCode).not.toBe(406);
  });
});

describe('a locked player (spec §2 /locked)', () => {
  test('GET /player answers 423 player_locked once the account is locked', async () => {
    const { player, cookie } = await signUp(server.app);
    expect((await call(server.app, 'GET', `${P}/player`, { cookie })).statusCode).toBe(200);
    const lock = await call(server.app, 'POST', `${API_PREFIX.dev}/players/lock`, {
      payload: { email: player.email ?? '' },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    const res = await call(server.app, 'GET', `${P}/player`, { cookie });
    expect(res.statusCode).toBe(423);
    expect(apiErrorSchema.parse(res.json()).code).toBe('player_locked');
  });

  test('the dev lock of an unknown email is a 404', async () => {
    const res = await call(server.app, 'POST', `${API_PREFIX.dev}/players/lock`, {
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /watchersio/userid (spec §7 stream widget)', () => {
  const url = `${V2}/watchersio/userid`;

  test('anonymous: 401 unauthorized', async () => {
    const res = await call(server.app, 'GET', url);
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).code).toBe('unauthorized');
  });

  test('a player gets a stable id of their own that is not their player id', async () => {
    const a = await signUp(server.app);
    const b = await signUp(server.app);
    const first = await call(server.app, 'GET', url, { cookie: a.cookie });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/no-store/);
    const idA = watchersUserIdSchema.parse(first.json()).user_id;
    const again = watchersUserIdSchema.parse(
      (await call(server.app, 'GET', url, { cookie: a.cookie })).json(),
    ).user_id;
    const idB = watchersUserIdSchema.parse(
      (await call(server.app, 'GET', url, { cookie: b.cookie })).json(),
    ).user_id;
    expect(again).toBe(idA);
    expect(idB).not.toBe(idA);
    expect(idA).not.toContain(a.player.id);
  });
});
