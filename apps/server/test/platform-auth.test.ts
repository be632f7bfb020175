import { apiErrorSchema } from '@sportsbook/contract/common';
import {
  acceptedResponseSchema,
  formErrorSchema,
  playerSchema,
  tokenResultSchema,
} from '@sportsbook/contract/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '@/app';
import { players } from '@/db/schema';
import {
  call,
  lastMessage,
  linkToken,
  lockAccount,
  P,
  PASSWORD,
  sessionCookie,
  signUp,
  startPlatformServer,
  uniqueEmail,
  type PlatformTestServer,
} from './platform-helpers';

let server: PlatformTestServer;

beforeAll(async () => {
  server = await startPlatformServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const app = () => server.app;
const errorCode = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).code;
const fieldCodes = (res: { json(): unknown }) =>
  Object.fromEntries(
    Object.entries(formErrorSchema.parse(res.json()).errors).map(([field, errors]) => [
      field,
      errors.map((e) => e.code),
    ]),
  );
const signIn = (login: string, password: string, headers: Record<string, string> = {}) =>
  call(app(), 'POST', `${P}/users/sign_in`, { payload: { login, password }, headers });
const HOUR = 60 * 60 * 1000;

describe('sign-up', () => {
  test('spec §2 tracking parameters sent with the sign-up are kept with the player', async () => {
    const tracking = { ctag: 'summer-26', gclid: 'Cj0KCQ_abc.123~x' };
    const { player } = await signUp(app(), { tracking });
    const [row] = await server.database.db
      .select({ attribution: players.attribution })
      .from(players)
      .where(eq(players.id, player.id));
    expect(row?.attribution).toEqual(tracking);
    const none = await signUp(app(), { tracking: {} });
    const [empty] = await server.database.db
      .select({ attribution: players.attribution })
      .from(players)
      .where(eq(players.id, none.player.id));
    expect(empty?.attribution).toBeNull();
  });

  test.each([
    [{ ctag: 'a b' }],
    [{ ctag: '<script>' }],
    [{ btag: 'x'.repeat(201) }],
    [{ utm: 'x' }],
    ['ctag'],
  ])(
    'a bad tracking value %j is refused at the door (400) and signs nobody up',
    async (tracking) => {
      const res = await call(app(), 'POST', `${P}/users`, {
        payload: {
          email: uniqueEmail(),
          password: PASSWORD,
          currency: 'EUR',
          country: 'DE',
          terms_accepted: true,
          tracking,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('invalid_request');
    },
  );

  test('by email: 201 with the profile, an active EUR account, a session and a confirmation email', async () => {
    const email = uniqueEmail();
    const res = await call(app(), 'POST', `${P}/users`, {
      payload: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode).toBe(201);
    const player = playerSchema.parse(res.json());
    expect(player).toMatchObject({
      email,
      phone: null,
      auth_phone: null,
      currency: 'EUR',
      country: 'DE',
      language: 'de',
      confirmed: false,
      phone_verified: false,
      auth_fields_missed: [],
      statuses: [{ id: 'regular', name: 'Standard' }],
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sportsbook_session=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(setCookie).not.toContain('Secure');

    const me = await call(app(), 'GET', `${P}/player`, { cookie: sessionCookie(res) ?? null });
    expect(me.statusCode).toBe(200);
    expect(playerSchema.parse(me.json()).id).toBe(player.id);

    const mail = await lastMessage(app(), email);
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe('Bestätige deine E-Mail');
    expect(mail.link).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/\?modal=confirmation&confirmation_token=/,
    );
  });

  test('by phone: the auth phone is the login, no email is sent, email is a missed field', async () => {
    const { player } = await signUp(app(), {
      email: undefined,
      phone: '0151 2345 6789',
      country: 'DE',
      currency: 'BRL',
    });
    expect(player).toMatchObject({
      email: null,
      auth_phone: '+4915123456789',
      phone: '+4915123456789',
      currency: 'BRL',
      auth_fields_missed: ['email'],
    });
    const signedIn = await signIn('+49 151 23456789', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
  });

  test('behind https the session cookie is Secure', async () => {
    const res = await call(app(), 'POST', `${P}/users`, {
      payload: {
        email: uniqueEmail(),
        password: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        terms_accepted: true,
      },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(res.headers['set-cookie'])).toContain('; Secure');
  });

  test('a bad form answers 422 with every field error, localized', async () => {
    const res = await call(app(), 'POST', `${P}/users`, {
      payload: {
        email: 'nope',
        password: 'short',
        currency: 'XYZ',
        country: 'ZZ',
        terms_accepted: false,
        locale: 'pt-BR',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldCodes(res)).toEqual({
      email: ['invalid_email'],
      password: ['too_short'],
      currency: ['unknown_currency'],
      country: ['unknown_country'],
      terms_accepted: ['not_accepted'],
    });
    const body = formErrorSchema.parse(res.json());
    expect(body.message).toBe('Verifique os campos destacados');
    expect(body.errors.password?.[0]?.message).toBe('Use pelo menos 8 caracteres');
  });

  test('neither email nor phone, or a bad phone, are field errors', async () => {
    const none = await call(app(), 'POST', `${P}/users`, {
      payload: { password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
    });
    expect(fieldCodes(none)).toEqual({ email: ['blank'] });
    const badPhone = await call(app(), 'POST', `${P}/users`, {
      payload: {
        phone: '12',
        password: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        terms_accepted: true,
      },
      headers: { 'accept-language': 'ar' },
    });
    expect(fieldCodes(badPhone)).toEqual({ phone: ['invalid_phone'] });
    expect(formErrorSchema.parse(badPhone.json()).message).toBe('يرجى مراجعة الحقول المحددة');
  });

  test('a taken email is a field error (case-insensitive)', async () => {
    const { player } = await signUp(app());
    const res = await call(app(), 'POST', `${P}/users`, {
      payload: {
        email: player.email?.toUpperCase(),
        password: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        terms_accepted: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldCodes(res)).toEqual({ email: ['taken'] });
  });

  test('a missing field or wrong type is 400 invalid_request', async () => {
    const res = await call(app(), 'POST', `${P}/users`, {
      payload: { email: 'a@b.co', password: PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('invalid_request');
  });

  test('a blocked country (body or X-Country) is 403 country_blocked', async () => {
    const body = {
      email: uniqueEmail(),
      password: PASSWORD,
      currency: 'EUR',
      country: 'KP',
      terms_accepted: true,
    };
    const byBody = await call(app(), 'POST', `${P}/users`, { payload: body });
    expect(byBody.statusCode).toBe(403);
    expect(errorCode(byBody)).toBe('country_blocked');
    const byHeader = await call(app(), 'POST', `${P}/users`, {
      payload: { ...body, country: 'DE' },
      headers: { 'x-country': 'ir' },
    });
    expect(errorCode(byHeader)).toBe('country_blocked');
  });
});

describe('switches', () => {
  test('sign-up and sign-in can be switched off (403)', async () => {
    const off = await startPlatformServer({
      platform: { signUpEnabled: false, signInEnabled: false },
    });
    try {
      const up = await call(off.app, 'POST', `${P}/users`, {
        payload: {
          email: uniqueEmail(),
          password: PASSWORD,
          currency: 'EUR',
          country: 'DE',
          terms_accepted: true,
        },
      });
      expect(up.statusCode).toBe(403);
      expect(errorCode(up)).toBe('sign_up_disabled');
      const inRes = await call(off.app, 'POST', `${P}/users/sign_in`, {
        payload: { login: 'a@b.co', password: PASSWORD },
      });
      expect(errorCode(inRes)).toBe('sign_in_disabled');
    } finally {
      await off.app.close();
    }
  });
});

describe('dev outbox', () => {
  test('lists emails newest first, filtered by channel; absent without the dev API', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    await call(app(), 'POST', `${P}/users/password`, { payload: { email } });
    const res = await call(app(), 'GET', `/api/dev/outbox?to=${email}&channel=email`);
    expect(res.json<{ subject: string }[]>().map((m) => m.subject)).toEqual([
      'Reset your password',
      'Confirm your email',
    ]);
    expect((await call(app(), 'GET', `/api/dev/outbox?to=${email}&channel=sms`)).json()).toEqual(
      [],
    );
    const production = await buildApp({ database: server.database });
    try {
      expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await production.close();
    }
  });

  test('a phone-only player gets the unlock link by SMS', async () => {
    await signUp(app(), { email: undefined, phone: '+4915100000002' });
    expect((await lockAccount(app(), '+4915100000002')).statusCode).toBe(423);
    const sms = await lastMessage(app(), '+4915100000002');
    expect(sms.channel).toBe('sms');
    expect(sms.link).toContain('unlock_token=');
  });
});

describe('sign-in and sign-out', () => {
  test('wrong password and unknown login answer the same 401 invalid_credentials', async () => {
    const { player } = await signUp(app());
    const wrong = await signIn(player.email ?? '', 'wrong password');
    const unknown = await signIn('nobody@example.com', 'wrong password');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(errorCode(wrong)).toBe('invalid_credentials');
  });

  test('sign-in by email in any case works; confirmation is not required (spec §5)', async () => {
    const { player } = await signUp(app());
    const res = await signIn((player.email ?? '').toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(playerSchema.parse(res.json())).toMatchObject({ id: player.id, confirmed: false });
    expect(sessionCookie(res)).toBeTruthy();
  });

  test('sign-out deletes the session and clears the cookie', async () => {
    const { cookie } = await signUp(app());
    const out = await call(app(), 'DELETE', `${P}/users/sign_out`, { cookie });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out)).toBe('');
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const me = await call(app(), 'GET', `${P}/player`, { cookie });
    expect(me.statusCode).toBe(401);
    expect(errorCode(me)).toBe('unauthorized');
  });

  test('GET /player without a session is 401; an expired session too', async () => {
    expect((await call(app(), 'GET', `${P}/player`)).statusCode).toBe(401);
    expect((await call(app(), 'GET', `${P}/player`, { cookie: 'forged' })).statusCode).toBe(401);
    const { cookie } = await signUp(app());
    server.clock.advance(31 * 24 * HOUR);
    expect((await call(app(), 'GET', `${P}/player`, { cookie })).statusCode).toBe(401);
  });

  test('a blocked caller country cannot sign in', async () => {
    const { player } = await signUp(app());
    const res = await signIn(player.email ?? '', PASSWORD, { 'x-country': 'KP' });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('country_blocked');
  });
});

// the time-boxed lock per address and the account-wide threshold: platform-sign-in.test.ts
describe('unlock', () => {
  test('POST /users/unlock resends only for a locked account, always 202', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    const before = await call(app(), 'POST', `${P}/users/unlock`, { payload: { email } });
    expect(before.statusCode).toBe(202);
    expect((await lastMessage(app(), email)).subject).toBe('Confirm your email');
    await lockAccount(app(), email);
    const resend = await call(app(), 'POST', `${P}/users/unlock`, { payload: { email } });
    expect(resend.statusCode).toBe(202);
    acceptedResponseSchema.parse(resend.json());
    const unknown = await call(app(), 'POST', `${P}/users/unlock`, {
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(resend.json());
  });
});

describe('email confirmation', () => {
  test('the link confirms once; a reuse is 404 invalid_token, a bad token too', async () => {
    const { player, cookie } = await signUp(app());
    const token = linkToken(
      (await lastMessage(app(), player.email ?? '')).link,
      'confirmation_token',
    );
    const res = await call(app(), 'GET', `${P}/users/confirmation?confirmation_token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(tokenResultSchema.parse(res.json()).message).toBe('Your email is confirmed');
    const me = playerSchema.parse((await call(app(), 'GET', `${P}/player`, { cookie })).json());
    expect(me.confirmed).toBe(true);
    expect(
      (await call(app(), 'GET', `${P}/users/confirmation?confirmation_token=${token}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(app(), 'GET', `${P}/users/confirmation?confirmation_token=nope`)).statusCode,
    ).toBe(404);
    expect((await call(app(), 'GET', `${P}/users/confirmation`)).statusCode).toBe(400);
  });

  test('an expired link is 410 token_expired', async () => {
    const { player } = await signUp(app());
    const token = linkToken(
      (await lastMessage(app(), player.email ?? '')).link,
      'confirmation_token',
    );
    server.clock.advance(3 * 24 * HOUR + 1);
    const res = await call(app(), 'GET', `${P}/users/confirmation?confirmation_token=${token}`);
    expect(res.statusCode).toBe(410);
    expect(errorCode(res)).toBe('token_expired');
  });

  test('a resend is 202 for anyone and mails only unconfirmed players', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    const first = linkToken((await lastMessage(app(), email)).link, 'confirmation_token');
    const res = await call(app(), 'POST', `${P}/users/confirmation`, { payload: { email } });
    expect(res.statusCode).toBe(202);
    const second = linkToken((await lastMessage(app(), email)).link, 'confirmation_token');
    expect(second).not.toBe(first);
    const unknown = await call(app(), 'POST', `${P}/users/confirmation`, {
      payload: { email: 'x@example.com' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(res.json());
  });
});

describe('password reset', () => {
  async function resetToken(email: string): Promise<string> {
    const res = await call(app(), 'POST', `${P}/users/password`, { payload: { email } });
    expect(res.statusCode).toBe(202);
    const mail = await lastMessage(app(), email);
    expect(mail.link).toContain('modal=passwordEdit');
    return linkToken(mail.link, 'reset_password_token');
  }

  test('the link sets a new password once, ends other sessions and unlocks', async () => {
    const { player, cookie } = await signUp(app());
    const email = player.email ?? '';
    expect((await lockAccount(app(), email)).statusCode).toBe(423);
    const token = await resetToken(email);
    const res = await call(app(), 'PUT', `${P}/users/password`, {
      payload: { reset_password_token: token, password: 'brand new pass' },
    });
    expect(res.statusCode).toBe(200);
    tokenResultSchema.parse(res.json());
    expect((await call(app(), 'GET', `${P}/player`, { cookie })).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'brand new pass')).statusCode).toBe(200);
    const reused = await call(app(), 'PUT', `${P}/users/password`, {
      payload: { reset_password_token: token, password: 'another pass 2' },
    });
    expect(reused.statusCode).toBe(404);
    expect(errorCode(reused)).toBe('invalid_token');
  });

  test('a short password is a 422 field error and keeps the token usable', async () => {
    const { player } = await signUp(app());
    const token = await resetToken(player.email ?? '');
    const short = await call(app(), 'PUT', `${P}/users/password`, {
      payload: { reset_password_token: token, password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(fieldCodes(short)).toEqual({ password: ['too_short'] });
    const ok = await call(app(), 'PUT', `${P}/users/password`, {
      payload: { reset_password_token: token, password: 'long enough now' },
    });
    expect(ok.statusCode).toBe(200);
  });

  test('the link expires after 6 hours (410)', async () => {
    const { player } = await signUp(app());
    const token = await resetToken(player.email ?? '');
    server.clock.advance(6 * HOUR + 1);
    const res = await call(app(), 'PUT', `${P}/users/password`, {
      payload: { reset_password_token: token, password: 'long enough now' },
    });
    expect(res.statusCode).toBe(410);
    expect(errorCode(res)).toBe('token_expired');
  });

  test('an unknown email gets the same 202 and no message', async () => {
    const res = await call(app(), 'POST', `${P}/users/password`, {
      payload: { email: 'ghost@example.com' },
    });
    expect(res.statusCode).toBe(202);
    expect(acceptedResponseSchema.parse(res.json()).message).toContain(
      'If the email is registered',
    );
    const outbox = await call(app(), 'GET', `/api/dev/outbox?to=ghost@example.com`);
    expect(outbox.json()).toEqual([]);
  });
});

describe('rate limits', () => {
  test('sign-in: 10 tries per login and address in 5 minutes, then 429 rate_limited with Retry-After', async () => {
    for (let i = 0; i < 10; i++) await signIn('nobody@example.com', 'wrong password');
    const limited = await signIn('nobody@example.com', 'wrong password');
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // a third party spending the budget of a login does not spend its owner's
    const elsewhere = { 'x-forwarded-for': '198.51.100.77' };
    expect((await signIn('nobody@example.com', 'wrong password', elsewhere)).statusCode).toBe(401);
    server.clock.advance(5 * 60 * 1000 + 1);
    expect((await signIn('nobody@example.com', 'wrong password')).statusCode).toBe(401);
  });

  test('sign-in: 30 tries per IP across logins', async () => {
    for (let i = 0; i < 30; i++) await signIn(`nobody${i}@example.com`, 'x');
    expect((await signIn('someone@example.com', 'x')).statusCode).toBe(429);
    // another client address (forwarded by the loopback proxy) has its own budget
    expect(
      (await signIn('someone@example.com', 'x', { 'x-forwarded-for': '203.0.113.9' })).statusCode,
    ).toBe(401);
  });

  test('sign-up: 20 per IP and 5 per email per hour', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(app(), 'POST', `${P}/users`, {
        payload: {
          email: 'x@example.com',
          password: 'short',
          currency: 'EUR',
          country: 'DE',
          terms_accepted: true,
        },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(422);
    }
    const sameEmail = await call(app(), 'POST', `${P}/users`, {
      payload: {
        email: 'x@example.com',
        password: 'short',
        currency: 'EUR',
        country: 'DE',
        terms_accepted: true,
      },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(sameEmail.statusCode).toBe(429);
    const fresh = await call(app(), 'POST', `${P}/users`, {
      payload: {
        email: uniqueEmail(),
        password: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        terms_accepted: true,
      },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(fresh.statusCode).toBe(201);
    for (let i = 0; i < 19; i++) {
      await call(app(), 'POST', `${P}/users`, {
        payload: {
          email: uniqueEmail(),
          password: 'short',
          currency: 'EUR',
          country: 'DE',
          terms_accepted: true,
        },
        headers: { 'x-forwarded-for': '198.51.100.200' },
      });
    }
    const limited = await call(app(), 'POST', `${P}/users`, {
      payload: {
        email: uniqueEmail(),
        password: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        terms_accepted: true,
      },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('rate_limited');
  });

  test.each([
    ['/users/password', 'POST'],
    ['/users/confirmation', 'POST'],
    ['/users/unlock', 'POST'],
  ] as const)('%s: 3 per email per hour', async (path, method) => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(app(), method, `${P}${path}`, { payload: { email: 'a@example.com' } }))
          .statusCode,
      ).toBe(202);
    }
    const limited = await call(app(), method, `${P}${path}`, {
      payload: { email: 'A@example.com' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('CSRF origin check', () => {
  const body = () => ({ login: 'nobody@example.com', password: 'x' });

  test('a foreign Origin is 403 forbidden_origin on state changes', async () => {
    const { cookie } = await signUp(app());
    const res = await call(app(), 'DELETE', `${P}/users/sign_out`, {
      cookie,
      headers: { origin: 'https://evil.example', host: 'bet.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('forbidden_origin');
    expect((await call(app(), 'GET', `${P}/player`, { cookie })).statusCode).toBe(200);
  });

  test('the site itself (Host or the proxy X-Forwarded-Host) and no Origin pass', async () => {
    const sameHost = await call(app(), 'POST', `${P}/users/sign_in`, {
      payload: body(),
      headers: { origin: 'http://bet.example.com', host: 'bet.example.com' },
    });
    expect(sameHost.statusCode).toBe(401);
    const proxied = await call(app(), 'POST', `${P}/users/sign_in`, {
      payload: body(),
      headers: {
        origin: 'https://bet.example.com',
        host: '127.0.0.1:4000',
        'x-forwarded-host': 'bet.example.com',
      },
    });
    expect(proxied.statusCode).toBe(401);
    const wrongProxy = await call(app(), 'POST', `${P}/users/sign_in`, {
      payload: body(),
      headers: {
        origin: 'http://127.0.0.1:4000',
        host: '127.0.0.1:4000',
        'x-forwarded-host': 'bet.example.com',
      },
    });
    expect(wrongProxy.statusCode).toBe(403);
    const nullOrigin = await call(app(), 'POST', `${P}/users/sign_in`, {
      payload: body(),
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    expect((await call(app(), 'POST', `${P}/users/sign_in`, { payload: body() })).statusCode).toBe(
      401,
    );
  });

  test('configured origins pass', async () => {
    const allowed = await startPlatformServer({
      platform: { allowedOrigins: ['https://partner.example'] },
    });
    try {
      const res = await call(allowed.app, 'POST', `${P}/users/sign_in`, {
        payload: body(),
        headers: { origin: 'https://partner.example', host: 'bet.example.com' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await allowed.app.close();
    }
  });

  test('reads are not checked', async () => {
    const res = await call(app(), 'GET', `${P}/system`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
