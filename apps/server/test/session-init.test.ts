import { eq } from 'drizzle-orm';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { playerSchema } from '@sportsbook/contract/platform';
import {
  SESSION_INIT_TOKEN_TTL_S,
  sessionInitTokenSchema,
} from '@sportsbook/contract/session-init';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PREFIX } from '@/app';
import { HOST_DEMO_PLAYER, hostDemoToken } from '@/host-demo/demo-player';
import { players, sessionInitTokens, sessions } from '@/db/schema';
import { sha256 } from '@/http/secrets';
import {
  call,
  P,
  sessionCookie,
  signUp,
  startPlatformServer,
  TEST_PASSWORD_COST,
  type PlatformTestServer,
} from './platform-helpers';

// Issue 17 item 2, spec §2 /init-sportsbook: the platform's one-time token becomes a session
// once: random, stored hashed, two minutes to live, single use even under concurrent exchanges.

const OPERATOR_KEY = 'session-init-operator-key-0123456789';
const O = API_PREFIX.operator;
const auth = { authorization: `Bearer ${OPERATOR_KEY}` };

let server: PlatformTestServer;
beforeAll(async () => {
  server = await startPlatformServer({ operatorApiKey: OPERATOR_KEY });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const app = () => server.app;
const errorCode = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).code;

async function issue(body: Record<string, unknown>, headers: Record<string, string> = auth) {
  return call(app(), 'POST', `${O}/session_init_tokens`, { payload: body, headers });
}
async function issued(body: Record<string, unknown>): Promise<string> {
  const res = await issue(body);
  expect(res.statusCode, res.body).toBe(201);
  return sessionInitTokenSchema.parse(res.json()).token;
}
const exchange = (token: string) =>
  call(app(), 'POST', `${P}/session_init`, { payload: { token } });

describe('issuing (operator API)', () => {
  test('a token for a player by id or by email, two minutes to live, only its hash stored', async () => {
    const { player } = await signUp(app());
    const res = await issue({ player_id: player.id });
    expect(res.statusCode).toBe(201);
    const { token, expires_at } = sessionInitTokenSchema.parse(res.json());
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(expires_at) - server.clock.now()).toBe(SESSION_INIT_TOKEN_TTL_S * 1000);
    const rows = await server.database.db.select().from(sessionInitTokens);
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await issued({ email: player.email?.toUpperCase() })).not.toBe(token);
  });

  test('refused without the operator key, for an unknown player, or naming none or both', async () => {
    const { player } = await signUp(app());
    expect((await issue({ player_id: player.id }, {})).statusCode).toBe(401);
    const unknown = await issue({ player_id: 'nobody' });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'player_not_found']);
    expect((await issue({})).statusCode).toBe(400);
    expect((await issue({ player_id: player.id, email: 'a@b.co' })).statusCode).toBe(400);
  });
});

describe('exchanging (platform API, what /init-sportsbook calls)', () => {
  test('a valid token signs the player in with the sign-in session cookie', async () => {
    const { player } = await signUp(app());
    const res = await exchange(await issued({ player_id: player.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(playerSchema.parse(res.json()).id).toBe(player.id);
    const cookie = sessionCookie(res);
    expect(cookie).toBeTruthy();
    const me = await call(app(), 'GET', `${P}/player`, { cookie: cookie ?? null });
    expect([me.statusCode, playerSchema.parse(me.json()).id]).toEqual([200, player.id]);
  });

  test('a reused token is refused: 401 init_token_invalid', async () => {
    const { player } = await signUp(app());
    const token = await issued({ player_id: player.id });
    expect((await exchange(token)).statusCode).toBe(200);
    const again = await exchange(token);
    expect([again.statusCode, errorCode(again)]).toEqual([401, 'init_token_invalid']);
    expect(sessionCookie(again)).toBeUndefined();
  });

  test('an expired token is refused: 401 init_token_expired', async () => {
    const { player } = await signUp(app());
    const token = await issued({ player_id: player.id });
    server.clock.advance(SESSION_INIT_TOKEN_TTL_S * 1000);
    const res = await exchange(token);
    expect([res.statusCode, errorCode(res)]).toEqual([401, 'init_token_expired']);
    expect(apiErrorSchema.parse(res.json()).message).toMatch(/expired/);
  });

  test.each([
    ['a forged token', 'x'.repeat(43)],
    ['a token altered by one character', null],
  ])('%s is refused: 401 init_token_invalid', async (_name, forged) => {
    const { player } = await signUp(app());
    const token = await issued({ player_id: player.id });
    const altered = forged ?? `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const res = await exchange(altered);
    expect([res.statusCode, errorCode(res)]).toEqual([401, 'init_token_invalid']);
    // the real token still works: a wrong guess spends nothing
    expect((await exchange(token)).statusCode).toBe(200);
  });

  test('bad bodies are 400 with a code', async () => {
    for (const payload of [{}, { token: '' }, { token: 'a'.repeat(200) }, { token: 5 }]) {
      const res = await call(app(), 'POST', `${P}/session_init`, { payload });
      expect([res.statusCode, errorCode(res)]).toEqual([400, 'invalid_request']);
    }
  });

  test('two concurrent exchanges of one token: exactly one session', async () => {
    const { player } = await signUp(app());
    const db = server.database.db;
    const before = await db.select().from(sessions).where(eq(sessions.playerId, player.id));
    const token = await issued({ player_id: player.id });
    const answers = await Promise.all([exchange(token), exchange(token), exchange(token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
    const after = await db.select().from(sessions).where(eq(sessions.playerId, player.id));
    expect(after.length - before.length).toBe(1);
  });

  test('a locked player gets no session', async () => {
    const { player } = await signUp(app());
    const token = await issued({ player_id: player.id });
    await server.database.db
      .update(players)
      .set({ lockedAt: new Date(server.clock.now()) })
      .where(eq(players.id, player.id));
    const res = await exchange(token);
    expect([res.statusCode, errorCode(res)]).toEqual([423, 'account_locked']);
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('the demo host page’s player (npm start)', () => {
  test('created once, and each of its tokens signs it in', async () => {
    const db = server.database.db;
    const now = new Date(server.clock.now());
    const [first, second] = [
      await hostDemoToken(db, TEST_PASSWORD_COST, now),
      await hostDemoToken(db, TEST_PASSWORD_COST, now),
    ];
    const res = await exchange(second);
    expect(playerSchema.parse(res.json()).email).toBe(HOST_DEMO_PLAYER.email);
    expect((await exchange(first)).statusCode).toBe(200);
  });
});
