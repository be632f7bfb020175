import { apiErrorSchema } from '@sportsbook/contract/common';
import { userChannel } from '@sportsbook/contract/channels';
import {
  accountsResponseSchema,
  compPointsSchema,
  depositResponseSchema,
  formErrorSchema,
  phoneSchema,
  playerSchema,
  quickDepositResponseSchema,
  statusGroupsResponseSchema,
  systemSchema,
  transactionsResponseSchema,
  updateLocaleResponseSchema,
} from '@sportsbook/contract/platform';
import { realtimeEventSchema } from '@sportsbook/contract/realtime';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { InsufficientBalanceError, recordTransaction } from '@/platform/wallet';
import { verifyJwt } from '@/push/jwt';
import { TEST_PUSH } from './push-helpers';
import {
  call,
  lastMessage,
  linkToken,
  P,
  PASSWORD,
  signUp,
  startPlatformServer,
  uniqueEmail,
  V2,
  type PlatformTestServer,
} from './platform-helpers';

let server: PlatformTestServer;

beforeAll(async () => {
  server = await startPlatformServer({
    push: { config: TEST_PUSH },
    locales: ['en', 'de', 'pt-BR'],
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  await server.reset();
});

const app = () => server.app;
const errorCode = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).code;
const accountsOf = async (cookie: string) =>
  accountsResponseSchema.parse(
    (await call(app(), 'GET', `${P}/player/accounts`, { cookie })).json(),
  );
/** A test-payment player: an @test.example email, confirmed (quick deposit needs both). */
async function testPlayer() {
  const signedUp = await signUp(app(), { email: uniqueEmail('test.example') });
  const { link } = await lastMessage(app(), signedUp.player.email ?? '');
  const token = linkToken(link, 'confirmation_token');
  const confirmed = await call(app(), 'GET', `${P}/users/confirmation?confirmation_token=${token}`);
  expect(confirmed.statusCode).toBe(200);
  return signedUp;
}

/** Every balance_changed the app publishes from now on, checked against the contract. */
function watchBalances() {
  const sent: { channels: string[]; event: unknown }[] = [];
  vi.spyOn(app().publisher, 'broadcast').mockImplementation((channels, data) => {
    const event = realtimeEventSchema.parse(data);
    // notification events of the same deposits are checked in notifications.test.ts
    if (event.type === 'balance_changed') sent.push({ channels, event });
    return Promise.resolve();
  });
  return sent;
}

async function deposit(cookie: string, body: Record<string, unknown> = {}) {
  const res = await call(app(), 'POST', `${P}/player/deposits`, {
    cookie,
    payload: { amount: 5000, currency: 'EUR', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return depositResponseSchema.parse(res.json());
}

const choose = (url: string, outcome: string) =>
  app().inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('GET /system', () => {
  test('currencies with mBTC, countries, the caller country and the switches', async () => {
    const res = await call(app(), 'GET', `${P}/system`, { headers: { 'x-country': 'br' } });
    const system = systemSchema.parse(res.json());
    expect(system.currencies.map((c) => c.code)).toEqual(
      expect.arrayContaining(['EUR', 'USD', 'BRL', 'BTC']),
    );
    expect(system.currencies.find((c) => c.code === 'BTC')).toEqual({
      code: 'BTC',
      subunits: 100_000_000,
      fiat: false,
      subcurrencies: [{ code: 'mBTC', subunits: 100_000 }],
    });
    expect(system.countries.length).toBeGreaterThanOrEqual(20);
    expect(system.countries.find((c) => c.code === 'DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      phone_code: '+49',
    });
    expect(system).toMatchObject({
      default_currency: 'EUR',
      user_country: 'BR',
      country_blocked: false,
      sign_in_enabled: true,
      sign_up_enabled: true,
      phone_verification_required: false,
      password_min_length: 8,
    });
    const blocked = systemSchema.parse(
      (await call(app(), 'GET', `${P}/system`, { headers: { 'x-country': 'KP' } })).json(),
    );
    expect(blocked.country_blocked).toBe(true);
    expect(system.features).toEqual({
      responsible_gambling: true,
      activity_tracking: true,
      jackpots: true,
    });
    expect(system.cookie_consent_required).toBe(false);
    expect(system.sign_up_reminder_seconds).toBe(60);
    expect(system.deposit_reminder).toEqual({
      show: true,
      remind_after: 10,
      player_group_id: 'regular',
    });
    expect(
      systemSchema.parse((await call(app(), 'GET', `${P}/system`)).json()).user_country,
    ).toBeNull();
  });

  // the operator's reminder settings and feature flags: site-settings.test.ts (issue 16)
  test('spec §4 reminders: none when sign-up or payments are off', async () => {
    const system = async (patch: Parameters<typeof server.sibling>[0]) => {
      const { app: sibling } = await server.sibling(patch);
      try {
        return systemSchema.parse((await call(sibling, 'GET', `${P}/system`)).json());
      } finally {
        await sibling.close();
      }
    };
    expect((await system({ signUpEnabled: false })).sign_up_reminder_seconds).toBe(0);
    expect((await system({ paymentProvider: null })).deposit_reminder.show).toBe(false);
  });
});

describe('accounts', () => {
  test('one active account after sign-up; open another (201), 409 twice, 422 unknown currency', async () => {
    const { cookie } = await signUp(app(), { currency: 'USD' });
    expect(await accountsOf(cookie)).toEqual([{ currency: 'USD', balance: 0, active: true }]);
    const opened = await call(app(), 'POST', `${P}/player/accounts`, {
      cookie,
      payload: { currency: 'BTC' },
    });
    expect(opened.statusCode).toBe(201);
    expect(accountsResponseSchema.parse(opened.json())).toEqual([
      { currency: 'USD', balance: 0, active: true },
      { currency: 'BTC', balance: 0, active: false },
    ]);
    const again = await call(app(), 'POST', `${P}/player/accounts`, {
      cookie,
      payload: { currency: 'BTC' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('account_exists');
    const unknown = await call(app(), 'POST', `${P}/player/accounts`, {
      cookie,
      payload: { currency: 'DOGE' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(formErrorSchema.parse(unknown.json()).errors.currency?.[0]?.code).toBe(
      'unknown_currency',
    );
  });

  test('switching the active account: exactly one active; 404 for a currency not held', async () => {
    const { cookie } = await signUp(app());
    await call(app(), 'POST', `${P}/player/accounts`, { cookie, payload: { currency: 'BRL' } });
    const res = await call(app(), 'PATCH', `${P}/player/accounts/active`, {
      cookie,
      payload: { currency: 'BRL' },
    });
    expect(res.statusCode).toBe(200);
    const list = accountsResponseSchema.parse(res.json());
    expect(list.filter((a) => a.active).map((a) => a.currency)).toEqual(['BRL']);
    expect(
      playerSchema.parse((await call(app(), 'GET', `${P}/player`, { cookie })).json()).currency,
    ).toBe('BRL');
    const same = await call(app(), 'PATCH', `${P}/player/accounts/active`, {
      cookie,
      payload: { currency: 'BRL' },
    });
    expect(accountsResponseSchema.parse(same.json()).filter((a) => a.active)).toHaveLength(1);
    const missing = await call(app(), 'PATCH', `${P}/player/accounts/active`, {
      cookie,
      payload: { currency: 'USD' },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('account_not_found');
  });

  test('anonymous account calls are 401', async () => {
    for (const [method, url] of [
      ['GET', '/player/accounts'],
      ['POST', '/player/accounts'],
      ['PATCH', '/player/accounts/active'],
      ['PATCH', '/player/update_locale'],
      ['GET', '/player/comp_points'],
      ['GET', '/player/status_groups'],
      ['GET', '/player/transactions'],
      ['POST', '/player/deposits'],
      ['POST', '/player/quick_deposit'],
      ['GET', '/player/phone'],
    ] as const) {
      const payload = method === 'GET' ? undefined : { currency: 'EUR', locale: 'de', amount: 100 };
      const res = await call(app(), method, `${P}${url}`, { payload });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  test('update_locale stores the language; messages follow it', async () => {
    const { cookie } = await signUp(app());
    const res = await call(app(), 'PATCH', `${P}/player/update_locale`, {
      cookie,
      payload: { locale: 'pt-BR' },
    });
    expect(updateLocaleResponseSchema.parse(res.json())).toEqual({ language: 'pt' });
    expect(
      playerSchema.parse((await call(app(), 'GET', `${P}/player`, { cookie })).json()).language,
    ).toBe('pt');
    const bad = await call(app(), 'PATCH', `${P}/player/update_locale`, {
      cookie,
      payload: { locale: 'EN_us' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /player (missed auth fields)', () => {
  test('a phone player adds an email and names; bad values are field errors; taken email too', async () => {
    const taken = await signUp(app());
    const { cookie, player } = await signUp(app(), { email: undefined, phone: '+4915100000001' });
    expect(player.auth_fields_missed).toEqual(['email']);
    const res = await call(app(), 'PATCH', `${P}/player`, {
      cookie,
      payload: {
        email: 'New.Player@Example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        country: 'gb',
        current_password: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(playerSchema.parse(res.json())).toMatchObject({
      email: 'new.player@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      country: 'GB',
      confirmed: false,
      auth_fields_missed: [],
    });
    const bad = await call(app(), 'PATCH', `${P}/player`, {
      cookie,
      payload: { email: 'nope', phone: 'x', country: 'ZZ' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(formErrorSchema.parse(bad.json()).errors).sort()).toEqual([
      'country',
      'email',
      'phone',
    ]);
    const clash = await call(app(), 'PATCH', `${P}/player`, {
      cookie,
      payload: { email: taken.player.email, current_password: PASSWORD },
    });
    expect(clash.statusCode).toBe(422);
    expect(formErrorSchema.parse(clash.json()).errors.email?.[0]?.code).toBe('taken');
    expect(
      (await call(app(), 'PATCH', `${P}/player`, { payload: { first_name: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('groups and comp points', () => {
  test('new players are regular; confirmed @test.example players are also test_payment', async () => {
    const regular = await signUp(app());
    const groups = statusGroupsResponseSchema.parse(
      (await call(app(), 'GET', `${P}/player/status_groups`, { cookie: regular.cookie })).json(),
    );
    expect(groups).toEqual([{ id: 'regular', name: 'Regular' }]);
    const tester = await testPlayer();
    expect(tester.player.statuses.map((s) => s.id)).toEqual(['regular']);
    const confirmed = playerSchema.parse(
      (await call(app(), 'GET', `${P}/player`, { cookie: tester.cookie })).json(),
    );
    expect(confirmed.statuses).toEqual([
      { id: 'regular', name: 'Regular' },
      { id: 'test_payment', name: 'Test payment' },
    ]);
  });

  test('comp points start at Bronze and grow 1 per EUR deposited', async () => {
    const { cookie } = await testPlayer();
    const empty = compPointsSchema.parse(
      (await call(app(), 'GET', `${P}/player/comp_points`, { cookie })).json(),
    );
    expect(empty.persistent_points).toBe(0);
    expect(empty.levels.map((l) => [l.id, l.status])).toEqual([
      ['bronze', 'current'],
      ['silver', 'locked'],
      ['gold', 'locked'],
      ['platinum', 'locked'],
    ]);
    await call(app(), 'POST', `${P}/player/quick_deposit`, {
      cookie,
      payload: { amount: 150_000, currency: 'EUR' },
    });
    const after = compPointsSchema.parse(
      (await call(app(), 'GET', `${P}/player/comp_points`, { cookie })).json(),
    );
    expect(after.persistent_points).toBe(1500);
    expect(after.levels.map((l) => l.status)).toEqual(['achieved', 'current', 'locked', 'locked']);
    expect(after.levels[1]).toMatchObject({
      name: 'Silver',
      min_points: 1000,
      max_points: 4999,
      writeable: true,
    });
  });
});

describe('deposits through the demo provider', () => {
  test('success credits once, publishes balance_changed on every locale channel and redirects (303)', async () => {
    const { player, cookie } = await signUp(app());
    const started = await deposit(cookie, {
      return_urls: { success: '/de/profile/wallet/deposit?payment=success' },
    });
    expect(started.status).toBe('pending');
    expect(started.url).toBe(`${P}/payments/demo/${started.id}`);

    const page = await app().inject({ method: 'GET', url: started.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('50.00 EUR');
    for (const label of ['Success', 'Error', 'Pending'])
      expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).toContain(`action="${started.url}"`);

    const sent = watchBalances();
    const done = await choose(started.url, 'success');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/de/profile/wallet/deposit?payment=success');
    expect(await accountsOf(cookie)).toEqual([{ currency: 'EUR', balance: 5000, active: true }]);
    expect(sent).toEqual([
      {
        channels: [
          userChannel('en', player.id),
          userChannel('de', player.id),
          userChannel('pt', player.id),
        ],
        event: { type: 'balance_changed', data: { currency: 'EUR', balance: 5000 } },
      },
    ]);

    // a second click keeps the outcome and credits nothing
    const again = await choose(started.url, 'error');
    expect(again.headers.location).toBe('/de/profile/wallet/deposit?payment=success');
    expect((await accountsOf(cookie))[0]?.balance).toBe(5000);
    expect(sent).toHaveLength(1);
  });

  test('error and pending leave the balance; default return URLs', async () => {
    const { cookie } = await signUp(app());
    const failed = await deposit(cookie);
    const res = await choose(failed.url, 'error');
    expect(res.headers.location).toBe('/profile/wallet/deposit?payment=error');
    const pending = await deposit(cookie);
    const waiting = await choose(pending.url, 'pending');
    expect(waiting.headers.location).toBe('/profile/wallet/deposit?payment=pending');
    expect((await accountsOf(cookie))[0]?.balance).toBe(0);
    // a pending deposit can still succeed later
    expect((await choose(pending.url, 'success')).headers.location).toBe(
      '/profile/wallet/deposit?payment=success',
    );
    expect((await accountsOf(cookie))[0]?.balance).toBe(5000);
    const page = await app().inject({ method: 'GET', url: failed.url });
    expect(page.body).toContain('already finished');
  });

  test('concurrent completions credit exactly once', async () => {
    const { cookie } = await signUp(app());
    const started = await deposit(cookie, { amount: 1234 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => choose(started.url, 'success')),
    );
    expect(answers.every((a) => a.statusCode === 303)).toBe(true);
    expect((await accountsOf(cookie))[0]?.balance).toBe(1234);
  });

  test('bad deposits: off-site return URL, currency without account, bad amount, unknown page', async () => {
    const { cookie } = await signUp(app());
    const offSite = await call(app(), 'POST', `${P}/player/deposits`, {
      cookie,
      payload: {
        amount: 100,
        currency: 'EUR',
        return_urls: { success: 'https://evil.example/', error: '//evil.example' },
      },
    });
    expect(offSite.statusCode).toBe(422);
    expect(Object.keys(formErrorSchema.parse(offSite.json()).errors)).toEqual([
      'return_urls.success',
      'return_urls.error',
    ]);
    const site = await call(app(), 'POST', `${P}/player/deposits`, {
      cookie,
      payload: {
        amount: 100,
        currency: 'EUR',
        return_urls: { success: 'http://127.0.0.1:3000/x' },
      },
    });
    expect(site.statusCode).toBe(201);
    const noAccount = await call(app(), 'POST', `${P}/player/deposits`, {
      cookie,
      payload: { amount: 100, currency: 'USD' },
    });
    expect(noAccount.statusCode).toBe(422);
    const negative = await call(app(), 'POST', `${P}/player/deposits`, {
      cookie,
      payload: { amount: -5, currency: 'EUR' },
    });
    expect(negative.statusCode).toBe(400);
    expect(
      (await app().inject({ method: 'GET', url: `${P}/payments/demo/tx_nope` })).statusCode,
    ).toBe(404);
    expect((await choose(`${P}/payments/demo/tx_nope`, 'success')).statusCode).toBe(404);
    expect((await choose(site.json<{ url: string }>().url, 'maybe')).statusCode).toBe(400);
  });
});

describe('quick deposit', () => {
  test('403 outside the test_payment group', async () => {
    const { cookie } = await signUp(app());
    const res = await call(app(), 'POST', `${P}/player/quick_deposit`, {
      cookie,
      payload: { amount: 100, currency: 'EUR' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('forbidden');
  });

  test.each([
    [1000, 'success', 1000],
    [1013, 'error', 0],
    [1077, 'pending', 0],
  ] as const)('%i minor units: %s', async (amount, status, balance) => {
    const { cookie } = await testPlayer();
    const sent = watchBalances();
    const res = await call(app(), 'POST', `${P}/player/quick_deposit`, {
      cookie,
      payload: { amount, currency: 'EUR' },
    });
    expect(res.statusCode).toBe(200);
    expect(quickDepositResponseSchema.parse(res.json()).status).toBe(status);
    expect((await accountsOf(cookie))[0]?.balance).toBe(balance);
    expect(sent).toHaveLength(status === 'success' ? 1 : 0);
  });
});

describe('transactions', () => {
  test('newest first, paged, filtered by type and currency; only the player own', async () => {
    const { cookie, player } = await testPlayer();
    await call(app(), 'POST', `${P}/player/accounts`, { cookie, payload: { currency: 'USD' } });
    for (const [amount, currency] of [
      [100, 'EUR'],
      [250, 'EUR'],
      [300, 'USD'],
    ] as const) {
      await call(app(), 'POST', `${P}/player/quick_deposit`, {
        cookie,
        payload: { amount, currency },
      });
    }
    await server.database.db.transaction((tx) =>
      recordTransaction(tx, {
        playerId: player.id,
        currency: 'EUR',
        type: 'bet',
        amount: -50,
        reference: 'bet-1',
        at: new Date(),
      }),
    );
    const all = transactionsResponseSchema.parse(
      (await call(app(), 'GET', `${P}/player/transactions`, { cookie })).json(),
    );
    expect(all.data.map((t) => [t.type, t.amount, t.currency, t.status, t.balance_after])).toEqual([
      ['bet', -50, 'EUR', 'success', 300],
      ['deposit', 300, 'USD', 'success', 300],
      ['deposit', 250, 'EUR', 'success', 350],
      ['deposit', 100, 'EUR', 'success', 100],
    ]);
    const page2 = transactionsResponseSchema.parse(
      (await call(app(), 'GET', `${P}/player/transactions?page=2&limit=3`, { cookie })).json(),
    );
    expect(page2.pagination).toEqual({ total: 4, page: 2, limit: 3, last_page: 2 });
    expect(page2.data.map((t) => t.amount)).toEqual([100]);
    const bets = transactionsResponseSchema.parse(
      (await call(app(), 'GET', `${P}/player/transactions?type=bet`, { cookie })).json(),
    );
    expect(bets.data.map((t) => t.reference)).toEqual(['bet-1']);
    const usd = transactionsResponseSchema.parse(
      (await call(app(), 'GET', `${P}/player/transactions?currency=USD`, { cookie })).json(),
    );
    expect(usd.pagination.total).toBe(1);
    expect(
      (await call(app(), 'GET', `${P}/player/transactions?type=gift`, { cookie })).statusCode,
    ).toBe(400);

    const other = await signUp(app());
    const theirs = transactionsResponseSchema.parse(
      (await call(app(), 'GET', `${P}/player/transactions`, { cookie: other.cookie })).json(),
    );
    expect(theirs.data).toEqual([]);
  });

  test('recordTransaction refuses a debit beyond the balance and leaves nothing behind', async () => {
    const { player, cookie } = await signUp(app());
    await expect(
      server.database.db.transaction((tx) =>
        recordTransaction(tx, {
          playerId: player.id,
          currency: 'EUR',
          type: 'bet',
          amount: -1,
          at: new Date(),
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    const list = transactionsResponseSchema.parse(
      (await call(app(), 'GET', `${P}/player/transactions`, { cookie })).json(),
    );
    expect(list.data).toEqual([]);
  });
});

describe('phone verification', () => {
  const send = (cookie: string, payload: Record<string, unknown> = {}) =>
    call(app(), 'POST', `${P}/player/phone/send_code`, { cookie, payload });
  const verify = (cookie: string, code: string) =>
    call(app(), 'POST', `${P}/player/phone/verify`, { cookie, payload: { code } });
  const codeOf = async (to: string) =>
    /(\d{6})/.exec((await lastMessage(app(), to)).body)?.[1] ?? '';

  test('send a code to a new number, wrong code 422, right code verifies', async () => {
    const { cookie } = await signUp(app());
    const empty = phoneSchema.parse(
      (await call(app(), 'GET', `${P}/player/phone`, { cookie })).json(),
    );
    expect(empty).toEqual({
      number: null,
      country: null,
      verified: false,
      resend_timeout: 0,
      sms_limit_reached: false,
    });
    const sent = await send(cookie, { number: '0151 2345 6789', country: 'DE' });
    expect(sent.statusCode).toBe(200);
    expect(phoneSchema.parse(sent.json())).toEqual({
      number: '+4915123456789',
      country: 'DE',
      verified: false,
      resend_timeout: 60,
      sms_limit_reached: false,
    });
    const code = await codeOf('+4915123456789');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await verify(cookie, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(formErrorSchema.parse(wrong.json()).errors.code?.[0]?.code).toBe('invalid_code');
    const right = await verify(cookie, code);
    expect(right.statusCode).toBe(200);
    expect(phoneSchema.parse(right.json()).verified).toBe(true);
    expect(
      playerSchema.parse((await call(app(), 'GET', `${P}/player`, { cookie })).json())
        .phone_verified,
    ).toBe(true);
  });

  test('resend timeout 60 s (429), at most 5 SMS a day (429 sms_limit_reached)', async () => {
    const { cookie } = await signUp(app());
    expect((await send(cookie, { number: '+4915123456789' })).statusCode).toBe(200);
    const early = await send(cookie);
    expect(early.statusCode).toBe(429);
    expect(errorCode(early)).toBe('resend_timeout');
    expect(early.headers['retry-after']).toBe('60');
    server.clock.advance(30_000);
    expect(
      phoneSchema.parse((await call(app(), 'GET', `${P}/player/phone`, { cookie })).json())
        .resend_timeout,
    ).toBe(30);
    for (let i = 0; i < 4; i++) {
      server.clock.advance(60_000);
      expect((await send(cookie)).statusCode).toBe(200);
    }
    server.clock.advance(60_000);
    const limited = await send(cookie);
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('sms_limit_reached');
    expect(
      phoneSchema.parse((await call(app(), 'GET', `${P}/player/phone`, { cookie })).json())
        .sms_limit_reached,
    ).toBe(true);
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await send(cookie)).statusCode).toBe(200);
  });

  test('a code expires after 10 minutes; only the newest code counts', async () => {
    const { cookie } = await signUp(app());
    await send(cookie, { number: '+4915123456789' });
    const first = await codeOf('+4915123456789');
    server.clock.advance(60_000);
    await send(cookie);
    const second = await codeOf('+4915123456789');
    if (first !== second) expect((await verify(cookie, first)).statusCode).toBe(422);
    server.clock.advance(10 * 60 * 1000 + 1);
    const late = await verify(cookie, second);
    expect(late.statusCode).toBe(422);
    expect(formErrorSchema.parse(late.json()).errors.code?.[0]?.code).toBe('code_expired');
  });

  test('no number at all, or a bad one, is a 422 field error', async () => {
    const { cookie } = await signUp(app());
    expect(formErrorSchema.parse((await send(cookie)).json()).errors.number?.[0]?.code).toBe(
      'blank',
    );
    expect(
      formErrorSchema.parse((await send(cookie, { number: 'abc' })).json()).errors.number?.[0]
        ?.code,
    ).toBe('invalid_phone');
  });
});

describe('one player cannot reach another', () => {
  test('real-time: the token sub is the player; only the own private channel is authorized', async () => {
    const me = await signUp(app());
    const other = await signUp(app());
    const token = await call(app(), 'POST', `${V2}/websocket/token`, { cookie: me.cookie });
    expect(
      await verifyJwt(token.json<{ token: string }>().token, TEST_PUSH.tokenSecret, Date.now()),
    ).toMatchObject({
      sub: me.player.id,
    });
    const anonymous = await call(app(), 'POST', `${V2}/websocket/token`);
    expect(
      await verifyJwt(anonymous.json<{ token: string }>().token, TEST_PUSH.tokenSecret, Date.now()),
    ).toMatchObject({ sub: '' });
    const own = await call(app(), 'POST', `${V2}/websocket/authorize`, {
      cookie: me.cookie,
      payload: { channels: [userChannel('en', me.player.id)] },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await call(app(), 'POST', `${V2}/websocket/authorize`, {
      cookie: me.cookie,
      payload: { channels: [userChannel('en', other.player.id)] },
    });
    expect(foreign.statusCode).toBe(403);
  });

  test('sign-out ends only its own session; accounts stay apart', async () => {
    const me = await signUp(app());
    const other = await signUp(app(), { currency: 'BRL' });
    await call(app(), 'DELETE', `${P}/users/sign_out`, { cookie: me.cookie });
    expect((await call(app(), 'GET', `${P}/player`, { cookie: other.cookie })).statusCode).toBe(
      200,
    );
    expect(await accountsOf(other.cookie)).toEqual([{ currency: 'BRL', balance: 0, active: true }]);
  });
});
