import { apiErrorSchema } from '@sportsbook/contract/common';
import { userChannel } from '@sportsbook/contract/channels';
import {
  notificationsResponseSchema,
  unreadCountersSchema,
} from '@sportsbook/contract/notifications';
import { userLimitResponseSchema } from '@sportsbook/contract/limits';
import { depositResponseSchema } from '@sportsbook/contract/platform';
import { realtimeEventSchema, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { settleDeposit } from '@/platform/wallet';
import { TEST_PUSH } from './push-helpers';
import {
  call,
  P,
  signUp,
  startPlatformServer,
  V2,
  type PlatformTestServer,
} from './platform-helpers';

// Spec §3 notifications, §7 /notifications calls and the notification / unread_counters_changed
// events: written on real events in the player's language, once, read state per player.

const COOLING_MS = 60_000;
let server: PlatformTestServer;

beforeAll(async () => {
  server = await startPlatformServer({
    push: { config: TEST_PUSH },
    locales: ['en', 'de'],
    platform: { limitCoolingPeriodMs: COOLING_MS },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  await server.reset();
});

const app = () => server.app;

/** Every event the app publishes from now on, checked against the contract. */
function watchEvents() {
  const sent: { channels: string[]; event: RealtimeEventWire }[] = [];
  vi.spyOn(app().publisher, 'broadcast').mockImplementation((channels, data) => {
    sent.push({ channels, event: realtimeEventSchema.parse(data) });
    return Promise.resolve();
  });
  return sent;
}

async function list(cookie: string, query = '') {
  const res = await call(app(), 'GET', `${V2}/notifications${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return notificationsResponseSchema.parse(res.json());
}

async function unread(cookie: string) {
  const res = await call(app(), 'GET', `${V2}/notifications/counters`, { cookie });
  expect(res.statusCode).toBe(200);
  return unreadCountersSchema.parse(res.json()).unread;
}

/** A demo deposit taken to its outcome on the provider's page. */
async function deposit(cookie: string, amount: number, outcome: 'success' | 'error') {
  const res = await call(app(), 'POST', `${P}/player/deposits`, {
    cookie,
    payload: { amount, currency: 'EUR' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const started = depositResponseSchema.parse(res.json());
  const done = await app().inject({
    method: 'POST',
    url: started.url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(done.statusCode).toBe(303);
  return started.id;
}

describe('the calls', () => {
  test.each([
    ['GET', '/notifications'],
    ['GET', '/notifications/counters'],
    ['POST', '/notifications/read'],
    ['POST', '/notifications/read-all'],
  ])('%s %s answers 401 to an anonymous caller', async (method, path) => {
    const res = await call(app(), method as 'GET', `${V2}${path}`, {
      ...(path.endsWith('/read') ? { payload: { ids: [1] } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).code).toBe('unauthorized');
  });

  test('bad input: 400 with a code for an empty id list, a text id, a page of 0', async () => {
    const { cookie } = await signUp(app());
    for (const payload of [{ ids: [] }, { ids: ['x'] }, {}]) {
      const res = await call(app(), 'POST', `${V2}/notifications/read`, { cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).code).toBeTruthy();
    }
    const res = await call(app(), 'GET', `${V2}/notifications?page=0`, { cookie });
    expect(res.statusCode).toBe(400);
  });

  test('a new player has none', async () => {
    const { cookie } = await signUp(app());
    expect(await list(cookie)).toEqual({
      data: [],
      pagination: { total: 0, page: 1, limit: 500, last_page: 1 },
    });
    expect(await unread(cookie)).toBe(0);
  });
});

describe('deposits', () => {
  test('a credited deposit: written in the player language, pushed with the new counter', async () => {
    const { player, cookie } = await signUp(app(), {}, { 'accept-language': 'de' });
    const sent = watchEvents();
    const id = await deposit(cookie, 5000, 'success');
    const { data } = await list(cookie);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      title: 'Einzahlung eingegangen',
      body: '50.00 EUR wurden deinem Guthaben gutgeschrieben.',
      type: 'deposit_credited',
      object_type: 'transaction',
      read: false,
    });
    const channels = [userChannel('en', player.id), userChannel('de', player.id)];
    const mine = sent.filter((s) => s.event.type !== 'balance_changed');
    expect(mine).toEqual([
      { channels, event: { type: 'notification', data: data[0] } },
      { channels, event: { type: 'unread_counters_changed', data: { unread: 1 } } },
    ]);
    // a second completion of the same deposit writes nothing more
    await settleDeposit(server.database.db, id, 'success', new Date());
    expect((await list(cookie)).data).toHaveLength(1);
  });

  test('a failed deposit tells the amount and that no money was taken', async () => {
    const { cookie } = await signUp(app());
    await deposit(cookie, 1234, 'error');
    const [failed] = (await list(cookie)).data;
    expect(failed).toMatchObject({
      type: 'deposit_failed',
      title: 'Deposit failed',
      body: 'Your deposit of 12.34 EUR did not go through. No money was taken.',
    });
  });
});

describe('read state', () => {
  test('read {ids} marks only the caller own; read-all the rest; counters follow', async () => {
    const one = await signUp(app());
    const other = await signUp(app());
    await deposit(one.cookie, 1000, 'success');
    await deposit(one.cookie, 2000, 'success');
    await deposit(other.cookie, 3000, 'success');
    const mine = (await list(one.cookie)).data;
    const [theirs] = (await list(other.cookie)).data;
    expect(mine.map((n) => n.body)).toEqual([
      '20.00 EUR was added to your balance.',
      '10.00 EUR was added to your balance.',
    ]);
    expect(await unread(one.cookie)).toBe(2);

    const sent = watchEvents();
    const res = await call(app(), 'POST', `${V2}/notifications/read`, {
      cookie: one.cookie,
      payload: { ids: [mine[1]?.id, theirs?.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(unreadCountersSchema.parse(res.json())).toEqual({ unread: 1 });
    expect(sent.map((s) => s.event)).toEqual([
      { type: 'unread_counters_changed', data: { unread: 1 } },
    ]);
    // the other player's notification was not touched
    expect(await unread(other.cookie)).toBe(1);
    expect((await list(one.cookie)).data.map((n) => n.read)).toEqual([false, true]);

    const all = await call(app(), 'POST', `${V2}/notifications/read-all`, { cookie: one.cookie });
    expect(unreadCountersSchema.parse(all.json())).toEqual({ unread: 0 });
    expect(await unread(other.cookie)).toBe(1);
    // nothing left to mark: no event
    const before = sent.length;
    await call(app(), 'POST', `${V2}/notifications/read-all`, { cookie: one.cookie });
    expect(sent.length).toBe(before);
  });

  test('paged newest first', async () => {
    const { cookie } = await signUp(app());
    for (const amount of [1000, 2000, 3000]) {
      await deposit(cookie, amount, 'success');
      server.clock.advance(1000);
    }
    const first = await list(cookie, '?page=1&limit=2');
    expect(first.pagination).toEqual({ total: 3, page: 1, limit: 2, last_page: 2 });
    expect(first.data.map((n) => n.body.slice(0, 9))).toEqual(['30.00 EUR', '20.00 EUR']);
    const second = await list(cookie, '?page=2&limit=2');
    expect(second.data.map((n) => n.body.slice(0, 9))).toEqual(['10.00 EUR']);
  });
});

describe('limits', () => {
  test('a deposit limit reached notifies once per period, however many deposits it refuses', async () => {
    const { cookie } = await signUp(app());
    const created = await call(app(), 'POST', `${P}/user_limits`, {
      cookie,
      payload: { type: 'deposit', value: 5000, currency: 'EUR', period: 'day' },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (let i = 0; i < 2; i++) {
      const refused = await call(app(), 'POST', `${P}/player/deposits`, {
        cookie,
        payload: { amount: 6000, currency: 'EUR' },
      });
      expect(refused.statusCode).toBe(422);
    }
    const { data } = await list(cookie);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      type: 'limit_reached',
      object_type: 'user_limit',
      title: 'Limit reached',
      body: 'Your deposit limit is 50.00 EUR per day: 50.00 EUR left',
    });
  });

  test('a loosened limit confirmed after the cooling period notifies the change', async () => {
    const { cookie } = await signUp(app(), {}, { 'accept-language': 'de' });
    const created = await call(app(), 'POST', `${P}/user_limits`, {
      cookie,
      payload: { type: 'loss', value: 5000, currency: 'EUR', period: 'week' },
    });
    const id = userLimitResponseSchema.parse(created.json()).data.id;
    const loosened = await call(app(), 'PATCH', `${P}/user_limits/${id}`, {
      cookie,
      payload: { value: 9000 },
    });
    const pending = userLimitResponseSchema.parse(loosened.json()).data.id;
    expect((await list(cookie)).data).toHaveLength(0);
    server.clock.advance(COOLING_MS);
    const confirmed = await call(app(), 'POST', `${P}/user_limits/${pending}/confirm`, { cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { data } = await list(cookie);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      type: 'limit_confirmed',
      title: 'Limitänderung bestätigt',
      body: 'Dein neues Limit (Verlust) gilt jetzt.',
    });
  });
});
