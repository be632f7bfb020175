import { apiErrorSchema } from '@sportsbook/contract/common';
import {
  userLimitResponseSchema,
  userLimitsResponseSchema,
  type UserLimitWire,
} from '@sportsbook/contract/limits';
import { formErrorSchema } from '@sportsbook/contract/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  call,
  P,
  PASSWORD,
  sessionCookie,
  signUp,
  startPlatformServer,
  type PlatformTestServer,
} from './platform-helpers';

const COOLING_MS = 60_000;
let server: PlatformTestServer;

beforeAll(async () => {
  server = await startPlatformServer({ platform: { limitCoolingPeriodMs: COOLING_MS } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const app = () => server.app;
const now = () => server.clock.now();
const errorOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json());

async function createLimit(cookie: string, body: Record<string, unknown>): Promise<UserLimitWire> {
  const res = await call(app(), 'POST', `${P}/user_limits`, { cookie, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return userLimitResponseSchema.parse(res.json()).data;
}

async function limitsOf(cookie: string): Promise<UserLimitWire[]> {
  const res = await call(app(), 'GET', `${P}/user_limits`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return userLimitsResponseSchema.parse(res.json()).data;
}

const change = (cookie: string | null, id: string, value: number) =>
  call(app(), 'PATCH', `${P}/user_limits/${id}`, { cookie, payload: { value } });
const confirm = (cookie: string, id: string) =>
  call(app(), 'POST', `${P}/user_limits/${id}/confirm`, { cookie });
const remove = (cookie: string, id: string) =>
  call(app(), 'DELETE', `${P}/user_limits/${id}`, { cookie });

const DEPOSIT_50 = { type: 'deposit', value: 50_00, currency: 'EUR', period: 'day' };

describe('GET and POST /user_limits', () => {
  test('a player starts without limits; a new limit is active at once with its period counted', async () => {
    expect((await call(app(), 'GET', `${P}/user_limits`)).statusCode).toBe(401);
    const { cookie } = await signUp(app());
    expect(await limitsOf(cookie)).toEqual([]);
    const limit = await createLimit(cookie, DEPOSIT_50);
    expect(limit).toMatchObject({
      type: 'deposit',
      status: 'active',
      strategy: 'calendar',
      period: 'day',
      parent_type: null,
      value: 50_00,
      currency: 'EUR',
      used: 0,
      remaining: 50_00,
      confirm_until: null,
      confirmable: false,
      created_at: new Date(now()).toISOString(),
    });
    expect(limit.id).toMatch(/^ul_/);
    expect(limit.period_ends_at).toBe(
      new Date(Math.floor(now() / 86_400_000 + 1) * 86_400_000).toISOString(),
    );
    expect(await limitsOf(cookie)).toEqual([limit]);
  });

  test('every §3 type can be set, each with its own unit and parent', async () => {
    const { cookie } = await signUp(app());
    const bodies: Record<string, unknown>[] = [
      { type: 'activity', value: 120, period: 'day' },
      { type: 'sportsbook_session', value: 60 },
      { type: 'session', value: 90 },
      { type: 'bet', value: 20_00, currency: 'EUR' },
      { type: 'time', value: 600, period: 'week', strategy: 'rolling' },
      { type: 'loss', value: 100_00, currency: 'EUR', period: 'month' },
      { type: 'wager', value: 500_00, currency: 'EUR', period: 'week' },
      DEPOSIT_50,
      { type: 'reality_check', value: 30 },
    ];
    for (const body of bodies) await createLimit(cookie, body);
    const limits = await limitsOf(cookie);
    expect(limits.map((l) => l.type).sort()).toEqual(bodies.map((b) => String(b.type)).sort());
    expect(limits.find((l) => l.type === 'reality_check')).toMatchObject({
      parent_type: 'session',
      period: null,
      strategy: null,
      used: null,
    });
    expect(limits.find((l) => l.type === 'time')).toMatchObject({ strategy: 'rolling', used: 0 });
  });

  test.each<[string, Record<string, unknown>, number, string]>([
    [
      'a money limit without currency',
      { type: 'deposit', value: 1, period: 'day' },
      422,
      'currency',
    ],
    ['a periodic limit without period', { type: 'loss', value: 1, currency: 'EUR' }, 422, 'period'],
    ['a currency on a time limit', { type: 'session', value: 1, currency: 'EUR' }, 422, 'currency'],
    [
      'a period on a bet limit',
      { type: 'bet', value: 1, currency: 'EUR', period: 'day' },
      422,
      'period',
    ],
    ['an unknown currency', { ...DEPOSIT_50, currency: 'XXX' }, 422, 'currency'],
    ['a cooling-off over six weeks', { type: 'coolingoff', value: 43 }, 422, 'value'],
    ['a session of more than a year', { type: 'session', value: 600_000 }, 422, 'value'],
    ['a zero value', { ...DEPOSIT_50, value: 0 }, 400, ''],
    ['a fractional value', { ...DEPOSIT_50, value: 1.5 }, 400, ''],
    ['an unsafe value', { ...DEPOSIT_50, value: 2 ** 53 }, 400, ''],
    ['an unknown type', { type: 'casino', value: 1 }, 400, ''],
    ['an unknown period', { ...DEPOSIT_50, period: 'year' }, 400, ''],
  ])('%s is refused', async (_, body, status, field) => {
    const { cookie } = await signUp(app());
    const res = await call(app(), 'POST', `${P}/user_limits`, { cookie, payload: body });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 422)
      expect(Object.keys(formErrorSchema.parse(res.json()).errors)).toEqual([field]);
    else expect(errorOf(res).code).toBe('invalid_request');
    expect(await limitsOf(cookie)).toEqual([]);
  });

  test('a second limit of the same type, period and currency is 409: change the first', async () => {
    const { cookie } = await signUp(app());
    const first = await createLimit(cookie, DEPOSIT_50);
    const again = await call(app(), 'POST', `${P}/user_limits`, { cookie, payload: DEPOSIT_50 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'limit_exists', details: { id: first.id } });
    // another period is another limit
    await createLimit(cookie, { ...DEPOSIT_50, period: 'month', value: 500_00 });
  });
});

describe('changing, confirming and removing', () => {
  test('tightening applies at once and the old limit is disabled', async () => {
    const { cookie } = await signUp(app());
    const limit = await createLimit(cookie, DEPOSIT_50);
    const res = await change(cookie, limit.id, 40_00);
    expect(res.statusCode, res.body).toBe(200);
    const tighter = userLimitResponseSchema.parse(res.json()).data;
    expect(tighter).toMatchObject({ status: 'active', value: 40_00, replaces_id: limit.id });
    const all = await limitsOf(cookie);
    expect(all.find((l) => l.id === limit.id)?.status).toBe('disabled');
    expect(
      userLimitResponseSchema.parse((await change(cookie, tighter.id, 40_00)).json()).data.id,
    ).toBe(tighter.id);
  });

  test('loosening waits unconfirmed until confirm_until, then the player confirms it', async () => {
    const { cookie } = await signUp(app());
    const limit = await createLimit(cookie, DEPOSIT_50);
    const res = await change(cookie, limit.id, 100_00);
    const pending = userLimitResponseSchema.parse(res.json()).data;
    expect(pending).toMatchObject({
      status: 'unconfirmed',
      value: 100_00,
      replaces_id: limit.id,
      confirm_until: new Date(now() + COOLING_MS).toISOString(),
      confirmable: false,
      used: null,
    });
    // the stricter limit still holds
    expect((await limitsOf(cookie)).find((l) => l.id === limit.id)?.status).toBe('active');
    const early = await confirm(cookie, pending.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({
      code: 'limit_not_confirmable',
      details: { confirm_until: pending.confirm_until },
    });
    server.clock.advance(COOLING_MS);
    expect((await limitsOf(cookie)).find((l) => l.id === pending.id)?.confirmable).toBe(true);
    const done = await confirm(cookie, pending.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(userLimitResponseSchema.parse(done.json()).data).toMatchObject({
      status: 'confirmed',
      remaining: 100_00,
    });
    const all = await limitsOf(cookie);
    expect(all.find((l) => l.id === limit.id)?.status).toBe('disabled');
    expect((await confirm(cookie, pending.id)).statusCode).toBe(409);
  });

  test('tightening while a loosening waits withdraws the loosening', async () => {
    const { cookie } = await signUp(app());
    const limit = await createLimit(cookie, DEPOSIT_50);
    const pending = userLimitResponseSchema.parse(
      (await change(cookie, limit.id, 90_00)).json(),
    ).data;
    // changing the pending one changes the limit in force
    const tighter = userLimitResponseSchema.parse(
      (await change(cookie, pending.id, 30_00)).json(),
    ).data;
    expect(tighter).toMatchObject({ status: 'active', value: 30_00 });
    const all = await limitsOf(cookie);
    expect(all.find((l) => l.id === pending.id)?.status).toBe('disabled');
    server.clock.advance(COOLING_MS);
    expect((await confirm(cookie, pending.id)).statusCode).toBe(409);
  });

  test('removing waits the cooling period; withdrawing a waiting change is at once', async () => {
    const { cookie } = await signUp(app());
    const limit = await createLimit(cookie, DEPOSIT_50);
    const pending = userLimitResponseSchema.parse(
      (await change(cookie, limit.id, 90_00)).json(),
    ).data;
    const withdrawn = await remove(cookie, pending.id);
    expect(userLimitResponseSchema.parse(withdrawn.json()).data.status).toBe('disabled');
    const removing = userLimitResponseSchema.parse((await remove(cookie, limit.id)).json()).data;
    expect(removing).toMatchObject({
      status: 'unconfirmed_disabled',
      confirm_until: new Date(now() + COOLING_MS).toISOString(),
      remaining: 50_00,
    });
    expect((await remove(cookie, limit.id)).statusCode).toBe(200);
    expect((await confirm(cookie, limit.id)).statusCode).toBe(409);
    server.clock.advance(COOLING_MS);
    const removed = userLimitResponseSchema.parse((await confirm(cookie, limit.id)).json()).data;
    expect(removed).toMatchObject({ status: 'confirmed_disabled', used: null });
    expect((await remove(cookie, limit.id)).statusCode).toBe(404);
    expect((await change(cookie, limit.id, 10_00)).statusCode).toBe(404);
    // the type is free again
    await createLimit(cookie, DEPOSIT_50);
  });

  test("a player can neither read nor change another player's limits", async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    const limit = await createLimit(owner.cookie, DEPOSIT_50);
    expect(await limitsOf(other.cookie)).toEqual([]);
    for (const res of [
      await change(other.cookie, limit.id, 1),
      await confirm(other.cookie, limit.id),
      await remove(other.cookie, limit.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('limit_not_found');
    }
    expect((await change(null, limit.id, 1)).statusCode).toBe(401);
    expect((await limitsOf(owner.cookie))[0]).toMatchObject({ status: 'active', value: 50_00 });
    expect((await change(owner.cookie, 'not-an-id', 1)).statusCode).toBe(400);
  });
});

describe('self-exclusion and cooling-off', () => {
  test.each<[string, string, number]>([
    ['selfexclusion', 'self_excluded', 180],
    ['coolingoff', 'cooling_off', 7],
  ])('%s ends the sessions and refuses sign-in until it ends', async (type, code, days) => {
    const { player, cookie } = await signUp(app());
    const elsewhere = await call(app(), 'POST', `${P}/users/sign_in`, {
      payload: { login: player.email, password: PASSWORD },
    });
    const second = sessionCookie(elsewhere) ?? '';
    const res = await call(app(), 'POST', `${P}/user_limits`, {
      cookie,
      payload: { type, value: days },
    });
    expect(res.statusCode, res.body).toBe(201);
    const limit = userLimitResponseSchema.parse(res.json()).data;
    expect(limit.disable_at).toBe(new Date(now() + days * 86_400_000).toISOString());
    expect(sessionCookie(res)).toBe('');
    for (const c of [cookie, second])
      expect((await call(app(), 'GET', `${P}/player`, { cookie: c })).statusCode).toBe(401);

    const signIn = () =>
      call(app(), 'POST', `${P}/users/sign_in`, {
        payload: { login: player.email, password: PASSWORD },
        headers: { 'accept-language': 'de' },
      });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    const error = errorOf(refused);
    expect(error).toMatchObject({ code, details: { until: limit.disable_at } });
    expect(error.message).toContain(new Date(now() + days * 86_400_000).toISOString().slice(0, 10));
    expect(sessionCookie(refused)).toBeUndefined();

    server.clock.advance(days * 86_400_000);
    const back = await signIn();
    expect(back.statusCode, back.body).toBe(200);
    const limits = await limitsOf(sessionCookie(back) ?? '');
    expect(limits[0]).toMatchObject({ type, status: 'disabled' });
  });
});
