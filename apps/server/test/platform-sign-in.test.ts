import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { formErrorSchema, playerSchema, tokenResultSchema } from '@sportsbook/contract/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { App } from '@/app';
import { players } from '@/db/schema';
import { defaultSiteConfig } from '@/http/config';
import { SIGN_IN_THROTTLE } from '@/platform/config';
import {
  call,
  lastMessage,
  linkToken,
  lockAccount,
  P,
  PASSWORD,
  signUp,
  startPlatformServer,
  type PlatformTestServer,
} from './platform-helpers';

// Issue 12 item 8: a third party who knows an email cannot lock its owner out; passwords at
// OWASP's scrypt cost with a rehash on sign-in; no email-link token in the log outside demo mode;
// a new email needs the current password.

let server: PlatformTestServer;

beforeAll(async () => {
  server = await startPlatformServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const app = () => server.app;
const db = () => server.database.db;
const errorCode = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).code;
const fieldCodes = (res: { json(): unknown }) =>
  Object.fromEntries(
    Object.entries(formErrorSchema.parse(res.json()).errors).map(([field, errors]) => [
      field,
      errors.map((e) => e.code),
    ]),
  );
const SECOND = 1000;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

const signIn = (login: string, password: string, address: string, target: App = app()) =>
  call(target, 'POST', `${P}/users/sign_in`, {
    payload: { login, password },
    headers: { 'x-forwarded-for': address },
  });

async function storedPlayer(id: string) {
  const [row] = await db().select().from(players).where(eq(players.id, id));
  if (!row) throw new Error(`no player ${id}`);
  return row;
}

describe('failed sign-ins: a time-boxed lock per account and address', () => {
  test('5 failures lock that address only; the owner signs in from another address', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    for (let i = 1; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++) {
      const res = await signIn(email, 'wrong password', ATTACKER);
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('invalid_credentials');
    }
    const locked = await signIn(email, 'wrong password', ATTACKER);
    expect(locked.statusCode).toBe(429);
    expect(errorCode(locked)).toBe('rate_limited');
    expect(locked.headers['retry-after']).toBe('60');
    // the lock holds for that address even with the right password
    expect((await signIn(email, PASSWORD, ATTACKER)).statusCode).toBe(429);

    const owner = await signIn(email, PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect((await storedPlayer(player.id)).lockedAt).toBeNull();

    server.clock.advance(60 * SECOND);
    expect((await signIn(email, PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  test('each further failure doubles the lock, up to an hour; one address never locks the account', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++)
      await signIn(email, 'wrong password', ATTACKER);
    const waits: number[] = [];
    for (let i = 0; i < 40; i++) {
      // wait out the lock, then fail once more
      const probe = await signIn(email, 'wrong password', ATTACKER);
      expect(probe.statusCode).toBe(429);
      server.clock.advance(Number(probe.headers['retry-after']) * SECOND);
      const res = await signIn(email, 'wrong password', ATTACKER);
      expect(res.statusCode).toBe(429);
      waits.push(Number(res.headers['retry-after']));
    }
    expect(waits.slice(0, 7)).toEqual([120, 240, 480, 960, 1920, 3600, 3600]);
    expect(Math.max(...waits)).toBe(3600);
    // one address counts only so much towards the account-wide lock
    const stored = await storedPlayer(player.id);
    expect(stored.lockedAt).toBeNull();
    expect(stored.failedSignIns).toBe(SIGN_IN_THROTTLE.accountFailuresPerAddress);
    expect((await signIn(email, PASSWORD, OWNER)).statusCode).toBe(200);
  });

  test('a success clears the failures of its address', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    for (let i = 1; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++)
      await signIn(email, 'wrong password', OWNER);
    expect((await signIn(email, PASSWORD, OWNER)).statusCode).toBe(200);
    for (let i = 1; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++)
      expect((await signIn(email, 'wrong password', OWNER)).statusCode).toBe(401);
    expect((await storedPlayer(player.id)).failedSignIns).toBe(
      SIGN_IN_THROTTLE.freeFailuresPerAddress - 1,
    );
  });

  test('failures are forgotten a day after the last one', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    for (let i = 1; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++)
      await signIn(email, 'wrong password', ATTACKER);
    server.clock.advance(SIGN_IN_THROTTLE.forgetAfterMs + SECOND);
    for (let i = 1; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++)
      expect((await signIn(email, 'wrong password', ATTACKER)).statusCode).toBe(401);
  });

  test('many addresses reach the account-wide threshold: 423, the unlock email, the link unlocks', async () => {
    const { player } = await signUp(app());
    const email = player.email ?? '';
    const last = await lockAccount(app(), email);
    expect(last.statusCode).toBe(423);
    expect(errorCode(last)).toBe('account_locked');
    expect(SIGN_IN_THROTTLE.accountLockFailures).toBeGreaterThanOrEqual(
      5 * SIGN_IN_THROTTLE.accountFailuresPerAddress,
    );
    // locked means locked, from anywhere, even with the right password
    expect((await signIn(email, PASSWORD, OWNER)).statusCode).toBe(423);

    const mail = await lastMessage(app(), email);
    expect(mail.subject).toBe('Unlock your account');
    const token = linkToken(mail.link, 'unlock_token');
    const unlocked = await call(app(), 'GET', `${P}/users/unlock?unlock_token=${token}`);
    expect(unlocked.statusCode).toBe(200);
    tokenResultSchema.parse(unlocked.json());
    expect((await signIn(email, PASSWORD, OWNER)).statusCode).toBe(200);
  });
});

describe('password hashing', () => {
  test('the platform hashes at OWASP scrypt cost by default', () => {
    expect(defaultSiteConfig.passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  test('a cheaper stored hash is raised to the current cost on the next sign-in', async () => {
    // signed up where hashing is cheap (the test default), signed in at the production cost
    const { player } = await signUp(app());
    const email = player.email ?? '';
    const cheap = (await storedPlayer(player.id)).passwordHash;
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    const { app: production } = await server.sibling({
      passwordCost: defaultSiteConfig.passwordCost,
    });
    try {
      expect((await signIn(email, 'wrong password', OWNER, production)).statusCode).toBe(401);
      expect((await storedPlayer(player.id)).passwordHash).toBe(cheap);
      expect((await signIn(email, PASSWORD, OWNER, production)).statusCode).toBe(200);
      const raised = (await storedPlayer(player.id)).passwordHash;
      expect(raised).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      // a costlier hash is never lowered, and still verifies where hashing is cheap
      expect((await signIn(email, PASSWORD, OWNER)).statusCode).toBe(200);
      expect((await storedPlayer(player.id)).passwordHash).toBe(raised);
    } finally {
      await production.close();
    }
  });
});

/** An app on the test database whose log lines land in `lines`. */
async function loggedApp(demoMode: boolean, lines: string[]): Promise<App> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app: logged } = await server.sibling(
    demoMode ? {} : { demoMode: false, paymentProvider: null, testPaymentEmailDomains: [] },
    { logger: { level: 'trace', stream } },
  );
  return logged;
}

describe('email-link tokens in the log', () => {
  test('outside demo mode no confirmation, reset or unlock token is logged', async () => {
    const lines: string[] = [];
    const quiet = await loggedApp(false, lines);
    try {
      const { player } = await signUp(quiet);
      const email = player.email ?? '';
      await call(quiet, 'POST', `${P}/users/password`, { payload: { email } });
      await db().update(players).set({ lockedAt: new Date() }).where(eq(players.id, player.id));
      await call(quiet, 'POST', `${P}/users/unlock`, { payload: { email } });
      const outbox = await call(app(), 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const links = outbox.json<{ link: string }[]>().map((m) => m.link);
      expect(links).toHaveLength(3);
      const tokens = links.map((link) => [...new URL(link).searchParams.values()].at(-1) ?? '');
      // the links are opened, as the web does
      await call(quiet, 'GET', `${P}/users/confirmation?confirmation_token=${tokens[2]}`);
      await call(quiet, 'GET', `${P}/users/unlock?unlock_token=${tokens[0]}`);
      await call(quiet, 'PUT', `${P}/users/password`, {
        payload: { reset_password_token: tokens[1], password: 'another password 1' },
      });
      const log = lines.join('');
      expect(log).toContain('outbox message');
      expect(log).toContain('/users/confirmation');
      for (const token of tokens) {
        expect(token.length).toBeGreaterThan(20);
        expect(log).not.toContain(token);
      }
    } finally {
      await quiet.close();
    }
  });

  test('in demo mode the outbox log line carries the link (no mail leaves the machine)', async () => {
    const lines: string[] = [];
    const demo = await loggedApp(true, lines);
    try {
      const { player } = await signUp(demo);
      const { link } = await lastMessage(app(), player.email ?? '');
      expect(lines.join('')).toContain(JSON.stringify(link).slice(1, -1));
    } finally {
      await demo.close();
    }
  });
});

describe('a new email needs the current password', () => {
  const patch = (cookie: string, payload: Record<string, unknown>) =>
    call(app(), 'PATCH', `${P}/player`, { cookie, payload });

  test('missing or wrong: 422 on current_password and nothing changes; right: changed', async () => {
    const { player, cookie } = await signUp(app());
    const missing = await patch(cookie, { email: 'new.owner@example.com' });
    expect(missing.statusCode).toBe(422);
    expect(fieldCodes(missing)).toEqual({ current_password: ['blank'] });
    const wrong = await patch(cookie, {
      email: 'new.owner@example.com',
      current_password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(fieldCodes(wrong)).toEqual({ current_password: ['invalid_password'] });
    expect((await storedPlayer(player.id)).email).toBe(player.email);

    const right = await patch(cookie, {
      email: 'New.Owner@example.com',
      current_password: PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    expect(playerSchema.parse(right.json())).toMatchObject({
      email: 'new.owner@example.com',
      confirmed: false,
    });
  });

  test('a phone player adding an email needs it too; other fields and the same email do not', async () => {
    const { cookie, player } = await signUp(app(), { email: undefined, phone: '+4915100000009' });
    expect((await patch(cookie, { email: 'added@example.com' })).statusCode).toBe(422);
    expect((await patch(cookie, { first_name: 'Ada', country: 'gb' })).statusCode).toBe(200);
    const added = await patch(cookie, { email: 'added@example.com', current_password: PASSWORD });
    expect(added.statusCode).toBe(200);
    expect((await patch(cookie, { email: 'ADDED@example.com' })).statusCode).toBe(200);
    expect((await storedPlayer(player.id)).email).toBe('added@example.com');
  });

  test('wrong current passwords count as failed sign-ins of the address', async () => {
    const { cookie } = await signUp(app());
    const tries = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i++) {
      tries.push(
        await call(app(), 'PATCH', `${P}/player`, {
          cookie,
          payload: { email: 'x@example.com', current_password: 'guess' },
          headers: { 'x-forwarded-for': ATTACKER },
        }),
      );
    }
    expect(tries.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 429]);
    const right = await call(app(), 'PATCH', `${P}/player`, {
      cookie,
      payload: { email: 'x@example.com', current_password: PASSWORD },
      headers: { 'x-forwarded-for': ATTACKER },
    });
    expect(right.statusCode).toBe(429);
  });
});
