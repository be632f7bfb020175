import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE, playerSchema, type PlayerWire } from '@sportsbook/contract/platform';
import { API_PREFIX, buildApp, type App, type AppOptions } from '@/app';
import type { PasswordCost, SiteConfig } from '@/http/config';
import { SIGN_IN_THROTTLE } from '@/platform/config';
import { resetDatabase, startTestServer, TEST_NOW, type TestServer } from './helpers';

/** A clock tests move by hand: the platform's codes, tokens and limits all read it. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = TEST_NOW): TestClock {
  let at = start;
  return {
    now: () => at,
    advance(ms) {
      at += ms;
    },
  };
}

/**
 * scrypt at N=2^10 (1 MB, about a millisecond) instead of the production 2^17 (128 MB, ~0.3 s):
 * test players sign up by the hundred. One test checks the production cost and the rehash.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };

export interface PlatformTestServer extends TestServer {
  clock: TestClock;
  /** Another app on the same database with other platform switches (close its app only). */
  sibling(
    platform: Partial<SiteConfig>,
    options?: Omit<AppOptions, 'database' | 'platform'>,
  ): Promise<{ app: App }>;
}

/**
 * One in-memory PGlite and app per test file with a hand-moved clock. `reset` empties the players
 * (sessions, accounts, tokens... cascade), the outbox and the favorites, and moves the clock a
 * day on so every rate-limit window of the previous test is over.
 */
export async function startPlatformServer(
  options: Omit<AppOptions, 'database'> = {},
): Promise<PlatformTestServer> {
  const clock = testClock();
  const server = await startTestServer({
    devApi: true,
    ...options,
    platform: { now: clock.now, passwordCost: TEST_PASSWORD_COST, ...options.platform },
  });
  return {
    ...server,
    clock,
    async sibling(platform, extra = {}) {
      const app = await buildApp({
        database: server.database,
        devApi: true,
        ...extra,
        platform: { now: clock.now, passwordCost: TEST_PASSWORD_COST, ...platform },
      });
      await app.ready();
      return { app };
    },
    async reset() {
      await server.database.db.execute(
        sql`truncate table players, outbox restart identity cascade`,
      );
      await resetDatabase(server.database);
      clock.advance(24 * 60 * 60 * 1000);
    },
  };
}

export const P = API_PREFIX.platform;
export const V2 = API_PREFIX.sportsbookV2;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as the web proxy would forward it: JSON, an optional session cookie and headers. */
export function call(
  app: App,
  method: Method,
  url: string,
  options: { cookie?: string | null; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
      ...options.headers,
    },
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });
}

/** The session token an answer's Set-Cookie carries ('' when it clears the cookie). */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const ours = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return ours?.slice(SESSION_COOKIE.length + 1).split(';')[0];
}

export interface SignedUp {
  player: PlayerWire;
  cookie: string;
}

let counter = 0;
/** A unique test email (regular players; `@test.example` ones join test_payment once confirmed). */
export const uniqueEmail = (domain = 'example.com') => `player${++counter}@${domain}`;

export const PASSWORD = 'correct horse 1';

/** Signs a new player up (email, EUR, DE unless given) and returns the profile and cookie. */
export async function signUp(
  app: App,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<SignedUp> {
  const res = await call(app, 'POST', `${P}/users`, {
    payload: {
      email: uniqueEmail(),
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      terms_accepted: true,
      ...body,
    },
    headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { player: playerSchema.parse(res.json()), cookie };
}

/** Newest outbox message to `to` through the dev API. */
export async function lastMessage(app: App, to: string) {
  const res = await call(app, 'GET', `${API_PREFIX.dev}/outbox?to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  const [message] =
    res.json<{ link: string | null; body: string; subject: string; channel: string }[]>();
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The token of a link's query parameter. */
export function linkToken(link: string | null, param: string): string {
  const token = link ? new URL(link).searchParams.get(param) : null;
  if (!token) throw new Error(`no ${param} in ${link}`);
  return token;
}

/**
 * Fails to sign in to `login` from enough addresses to reach the account-wide lock (each address
 * alone only reaches its own time-boxed lock); the last answer, a 423 account_locked.
 */
export async function lockAccount(app: App, login: string): Promise<LightMyRequestResponse> {
  const perAddress = SIGN_IN_THROTTLE.freeFailuresPerAddress;
  const addresses = Math.ceil(SIGN_IN_THROTTLE.accountLockFailures / perAddress);
  let last: LightMyRequestResponse | undefined;
  for (let a = 0; a < addresses; a++) {
    for (let i = 0; i < perAddress; i++) {
      last = await call(app, 'POST', `${P}/users/sign_in`, {
        payload: { login, password: 'wrong password' },
        headers: { 'x-forwarded-for': `192.0.2.${a + 1}` },
      });
    }
  }
  if (!last) throw new Error('no sign-in was tried');
  return last;
}
