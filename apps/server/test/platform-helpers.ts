import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE, playerSchema, type PlayerWire } from '@sportsbook/contract/platform';
import { API_PREFIX, buildApp, type App, type AppOptions } from '@/app';
import type { PlatformConfig } from '@/platform/config';
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

export interface PlatformTestServer extends TestServer {
  clock: TestClock;
  /** Another app on the same database with other platform switches (close its app only). */
  sibling(platform: Partial<PlatformConfig>): Promise<{ app: App }>;
}

/**
 * One in-memory PGlite and app per test file with a hand-moved clock. `reset` empties the players
 * (sessions, accounts, tokens... cascade), the outbox and the favourites, and moves the clock a
 * day on so every rate-limit window of the previous test is over.
 */
export async function startPlatformServer(
  options: Omit<AppOptions, 'database'> = {},
): Promise<PlatformTestServer> {
  const clock = testClock();
  const server = await startTestServer({
    devApi: true,
    ...options,
    platform: { now: clock.now, ...options.platform },
  });
  return {
    ...server,
    clock,
    async sibling(platform) {
      const app = await buildApp({
        database: server.database,
        devApi: true,
        platform: { now: clock.now, ...platform },
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
/** A unique test email (regular players; `@test.example` ones join test_payment). */
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
