import { and, eq } from 'drizzle-orm';
import { apiErrorSchema } from '@sportsbook/contract/common';
import {
  depositResponseSchema,
  formErrorSchema,
  playerSchema,
  quickDepositResponseSchema,
  systemSchema,
} from '@sportsbook/contract/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { App } from '@/app';
import { accounts, players, transactions } from '@/db/schema';
import { changeBalance, newTransactionId, settleDeposit } from '@/platform/wallet';
import { UnsafeAmountError } from '@/platform/safe-amount';
import {
  call,
  lastMessage,
  linkToken,
  P,
  signUp,
  startPlatformServer,
  uniqueEmail,
  type PlatformTestServer,
} from './platform-helpers';

// Issue 12 items 2 and 5: demo money stays demo (a named demo mode, the test-payment group only
// for confirmed emails, per-currency deposit bounds, safe integers) and payment return URLs.

let server: PlatformTestServer;
let live: App;

beforeAll(async () => {
  server = await startPlatformServer();
  // the same database without demo mode: no demo provider, no test-payment group
  ({ app: live } = await server.sibling({
    demoMode: false,
    paymentProvider: null,
    testPaymentEmailDomains: [],
  }));
});
afterAll(async () => {
  await live.close();
  await server.close();
});
beforeEach(() => server.reset());

const app = () => server.app;
const db = () => server.database.db;
const errorCode = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).code;
const fieldErrors = (res: { json(): unknown }) => formErrorSchema.parse(res.json()).errors;

const quickDeposit = (cookie: string, amount: number, currency = 'EUR', target = app()) =>
  call(target, 'POST', `${P}/player/quick_deposit`, { cookie, payload: { amount, currency } });

const depositCall = (cookie: string, body: Record<string, unknown>, target = app()) =>
  call(target, 'POST', `${P}/player/deposits`, {
    cookie,
    payload: { amount: 5000, currency: 'EUR', ...body },
  });

async function transactionCount(playerId: string): Promise<number> {
  return (await db().select().from(transactions).where(eq(transactions.playerId, playerId))).length;
}

/** Opens the newest confirmation link of `email` (the owner proves the mailbox). */
async function confirm(email: string, target = app()) {
  const token = linkToken((await lastMessage(app(), email)).link, 'confirmation_token');
  const res = await call(target, 'GET', `${P}/users/confirmation?confirmation_token=${token}`);
  expect(res.statusCode, res.body).toBe(200);
}

/** A test-payment player whose email is confirmed (the only kind quick deposit serves). */
async function confirmedTester() {
  const signedUp = await signUp(app(), { email: uniqueEmail('test.example') });
  await confirm(signedUp.player.email ?? '');
  return signedUp;
}

const groupsOf = async (cookie: string, target = app()) =>
  playerSchema
    .parse((await call(target, 'GET', `${P}/player`, { cookie })).json())
    .statuses.map((s) => s.id);

describe('demo mode in GET /system', () => {
  test('demo mode: demo payments, deposits on, bounds per currency in minor units', async () => {
    const system = systemSchema.parse((await call(app(), 'GET', `${P}/system`)).json());
    expect(system.demo_payments).toBe(true);
    expect(system.deposits_enabled).toBe(true);
    expect(system.deposit_limits.map((l) => l.currency).sort()).toEqual(
      system.currencies.map((c) => c.code).sort(),
    );
    expect(system.deposit_limits.find((l) => l.currency === 'EUR')).toEqual({
      currency: 'EUR',
      min_amount: 100,
      max_amount: 1_000_000,
    });
    for (const limit of system.deposit_limits) {
      expect(limit.min_amount).toBeLessThan(limit.max_amount);
      expect(Number.isSafeInteger(limit.max_amount)).toBe(true);
    }
  });

  test('without demo mode: no demo payments and no deposits', async () => {
    const system = systemSchema.parse((await call(live, 'GET', `${P}/system`)).json());
    expect(system).toMatchObject({ demo_payments: false, deposits_enabled: false });
  });
});

describe('without demo mode', () => {
  test('deposits and quick deposits answer 503 payments_unavailable; nothing is written', async () => {
    const { player, cookie } = await signUp(live, { email: uniqueEmail('test.example') });
    const started = await depositCall(cookie, {}, live);
    expect(started.statusCode).toBe(503);
    expect(errorCode(started)).toBe('payments_unavailable');
    const quick = await quickDeposit(cookie, 1000, 'EUR', live);
    expect(quick.statusCode).toBe(503);
    expect(errorCode(quick)).toBe('payments_unavailable');
    expect(await transactionCount(player.id)).toBe(0);
  });

  test('the demo provider pages are not mounted', async () => {
    const { cookie } = await signUp(app());
    const started = depositResponseSchema.parse((await depositCall(cookie, {})).json());
    const page = await live.inject({ method: 'GET', url: started.url });
    expect(page.statusCode).toBe(404);
    const post = await live.inject({
      method: 'POST',
      url: started.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(post.statusCode).toBe(404);
    const [row] = await db().select().from(transactions).where(eq(transactions.id, started.id));
    expect(row?.status).toBe('pending');
  });

  test('a confirmed @test.example email joins no test-payment group', async () => {
    const { player, cookie } = await signUp(live, { email: uniqueEmail('test.example') });
    await confirm(player.email ?? '', live);
    expect(await groupsOf(cookie, live)).toEqual(['regular']);
  });
});

describe('the test-payment group needs a confirmed email', () => {
  test('granted on confirmation of a test-payment domain, not at sign-up', async () => {
    const { player, cookie } = await signUp(app(), { email: uniqueEmail('test.example') });
    expect(player.statuses.map((s) => s.id)).toEqual(['regular']);
    const before = await quickDeposit(cookie, 1000);
    expect(before.statusCode).toBe(403);
    expect(await transactionCount(player.id)).toBe(0);

    await confirm(player.email ?? '');
    expect(await groupsOf(cookie)).toEqual(['regular', 'test_payment']);
    const after = await quickDeposit(cookie, 1000);
    expect(after.statusCode).toBe(200);
    expect(quickDepositResponseSchema.parse(after.json()).status).toBe('success');
  });

  test('a confirmed email of another domain is not granted', async () => {
    const { player, cookie } = await signUp(app());
    await confirm(player.email ?? '');
    expect(await groupsOf(cookie)).toEqual(['regular']);
    expect((await quickDeposit(cookie, 1000)).statusCode).toBe(403);
  });

  test('checked at use: a stored group without a confirmed email does not deposit', async () => {
    const { player, cookie } = await signUp(app(), { email: uniqueEmail('test.example') });
    // a group written before this rule (granted at sign-up) no longer suffices
    await db()
      .update(players)
      .set({ statusGroups: ['regular', 'test_payment'] })
      .where(eq(players.id, player.id));
    expect(await groupsOf(cookie)).toEqual(['regular']);
    const res = await quickDeposit(cookie, 1000);
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('forbidden');
    expect(await transactionCount(player.id)).toBe(0);
  });
});

describe('deposit bounds per currency', () => {
  test.each([
    ['below the minimum', 99],
    ['above the maximum', 1_000_001],
  ])('a quick deposit %s is a 422 on amount and writes nothing', async (_, amount) => {
    const { player, cookie } = await confirmedTester();
    const res = await quickDeposit(cookie, amount);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(fieldErrors(res))).toEqual(['amount']);
    expect(await transactionCount(player.id)).toBe(0);
    const [account] = await db().select().from(accounts).where(eq(accounts.playerId, player.id));
    expect(account?.balance).toBe(0);
  });

  test('a quick deposit of 2^53-1 is refused at the door (400, the shared amount bound) and writes nothing', async () => {
    const { player, cookie } = await confirmedTester();
    const res = await quickDeposit(cookie, Number.MAX_SAFE_INTEGER);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorCode(res)).toBe('invalid_request');
    expect(await transactionCount(player.id)).toBe(0);
  });

  test('the provider deposit has the same bounds; the field error is localized', async () => {
    const { player, cookie } = await signUp(app());
    const low = await call(app(), 'POST', `${P}/player/deposits`, {
      cookie,
      payload: { amount: 50, currency: 'EUR' },
      headers: { 'accept-language': 'de' },
    });
    expect(low.statusCode).toBe(422);
    expect(fieldErrors(low).amount).toEqual([
      { code: 'amount_too_small', message: 'Die kleinste Einzahlung ist 1.00 EUR' },
    ]);
    const high = await depositCall(cookie, { amount: 1_000_001 });
    expect(high.statusCode).toBe(422);
    expect(fieldErrors(high).amount).toEqual([
      { code: 'amount_too_large', message: 'The largest deposit is 10000.00 EUR' },
    ]);
    expect(await transactionCount(player.id)).toBe(0);
    // the bounds themselves are allowed
    expect((await depositCall(cookie, { amount: 100 })).statusCode).toBe(201);
    expect((await depositCall(cookie, { amount: 1_000_000 })).statusCode).toBe(201);
  });

  test('bounds follow the currency (BTC in satoshi)', async () => {
    const { player, cookie } = await signUp(app(), { currency: 'BTC' });
    expect((await depositCall(cookie, { amount: 5000, currency: 'BTC' })).statusCode).toBe(422);
    expect((await depositCall(cookie, { amount: 100_000, currency: 'BTC' })).statusCode).toBe(201);
    expect(await transactionCount(player.id)).toBe(1);
  });
});

describe('amounts are safe integers before they are written', () => {
  test('a credit that would pass 2^53-1 is refused and leaves the balance', async () => {
    const { player } = await signUp(app());
    const near = Number.MAX_SAFE_INTEGER - 10;
    await db().update(accounts).set({ balance: near }).where(eq(accounts.playerId, player.id));
    await expect(changeBalance(db(), player.id, 'EUR', 11)).rejects.toThrow(UnsafeAmountError);
    await expect(changeBalance(db(), player.id, 'EUR', 0.5)).rejects.toThrow(UnsafeAmountError);
    await expect(changeBalance(db(), player.id, 'EUR', 2 ** 53)).rejects.toThrow(UnsafeAmountError);
    const [account] = await db().select().from(accounts).where(eq(accounts.playerId, player.id));
    expect(account?.balance).toBe(near);
    expect(await changeBalance(db(), player.id, 'EUR', 10)).toBe(Number.MAX_SAFE_INTEGER);
  });

  test('a deposit whose credit is unsafe fails instead of staying pending', async () => {
    const { player } = await signUp(app());
    await db()
      .update(accounts)
      .set({ balance: Number.MAX_SAFE_INTEGER - 1 })
      .where(eq(accounts.playerId, player.id));
    const id = newTransactionId();
    const at = new Date(server.clock.now());
    await db().insert(transactions).values({
      id,
      playerId: player.id,
      currency: 'EUR',
      type: 'deposit',
      status: 'pending',
      amount: 5000,
      reference: 'demo',
      createdAt: at,
      updatedAt: at,
    });
    expect(await settleDeposit(db(), id, 'success', at)).toEqual({
      playerId: player.id,
      currency: 'EUR',
      balance: null,
      // the player is told the deposit failed
      notification: expect.objectContaining({ type: 'deposit_failed', objectId: id }) as unknown,
    });
    const [row] = await db().select().from(transactions).where(eq(transactions.id, id));
    expect(row?.status).toBe('error');
  });

  test('comp points that would leave their column are refused with the credit', async () => {
    const { player } = await signUp(app());
    await db()
      .update(players)
      .set({ compPoints: 2 ** 31 - 5 })
      .where(eq(players.id, player.id));
    const id = newTransactionId();
    const at = new Date(server.clock.now());
    await db().insert(transactions).values({
      id,
      playerId: player.id,
      currency: 'EUR',
      type: 'deposit',
      status: 'pending',
      amount: 100_000,
      reference: 'demo',
      createdAt: at,
      updatedAt: at,
    });
    const settled = await settleDeposit(db(), id, 'success', at);
    expect(settled?.balance).toBeNull();
    const [account] = await db().select().from(accounts).where(eq(accounts.playerId, player.id));
    expect(account?.balance).toBe(0);
    const [stored] = await db().select().from(players).where(eq(players.id, player.id));
    expect(stored?.compPoints).toBe(2 ** 31 - 5);
  });
});

describe('payment return URLs', () => {
  test.each([
    ['a tab inside the path', '/\t/evil.example/x'],
    ['a newline', '/\n/x'],
    ['a carriage return', '/x\r\nlocation: https://evil.example'],
    ['a DEL', '/x\u007f'],
    ['non-ASCII', '/d\u00e9p\u00f4t'],
    ['a backslash host', '/\\evil.example/x'],
    ['a scheme-relative URL', '//evil.example/x'],
    ['another origin', 'https://evil.example/x'],
    ['a look-alike origin', 'http://127.0.0.1:3000.evil.example/x'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['another port', 'http://127.0.0.1:3001/x'],
    ['an empty string', ''],
  ])('%s is a 422 field error and writes nothing', async (_, url) => {
    const { player, cookie } = await signUp(app());
    const res = await depositCall(cookie, { return_urls: { success: url } });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res)['return_urls.success']?.[0]?.code).toBe('invalid_return_url');
    expect(await transactionCount(player.id)).toBe(0);
  });

  test('a NUL byte is refused at the door (400, no NUL in any text) and writes nothing', async () => {
    const { player, cookie } = await signUp(app());
    const res = await depositCall(cookie, { return_urls: { success: '/x\u0000' } });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('invalid_request');
    expect(await transactionCount(player.id)).toBe(0);
  });

  test.each([
    [
      'a path',
      '/de/profile/wallet/deposit?payment=success',
      '/de/profile/wallet/deposit?payment=success',
    ],
    ['a path with a fragment', '/x?a=1#top', '/x?a=1#top'],
    ['the site origin', 'http://127.0.0.1:3000/x?y=2', 'http://127.0.0.1:3000/x?y=2'],
    ['a dot segment', '/a/../profile', '/profile'],
  ])('%s is accepted and redirected to', async (_, url, location) => {
    const { cookie } = await signUp(app());
    const res = await depositCall(cookie, { return_urls: { success: url } });
    expect(res.statusCode, res.body).toBe(201);
    const { url: page } = depositResponseSchema.parse(res.json());
    const done = await app().inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(location);
  });

  test('a stored return URL that is no longer safe falls back to the default', async () => {
    const { player, cookie } = await signUp(app());
    const { id, url } = depositResponseSchema.parse((await depositCall(cookie, {})).json());
    await db()
      .update(transactions)
      .set({ returnUrls: { success: '/\n/x', error: '//evil.example', pending: '/\t/evil' } })
      .where(and(eq(transactions.id, id), eq(transactions.playerId, player.id)));
    const done = await app().inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/profile/wallet/deposit?payment=success');
  });
});
