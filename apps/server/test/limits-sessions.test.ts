import { apiErrorSchema } from '@sportsbook/contract/common';
import {
  outOfLimitDetailsSchema,
  OUT_OF_LIMIT_MESSAGE,
  sportsbookSessionSchema,
} from '@sportsbook/contract/limits';
import { describe, expect, test } from 'vitest';
import {
  balanceOf,
  betBody,
  fundedPlayer,
  place,
  placeOk,
  settle,
  useBetsServer,
} from './bets-helpers';
import { API_PREFIX } from '@/app';
import { call, P, PASSWORD, sessionCookie, signUp } from './platform-helpers';

const { server, app, db, m } = useBetsServer(2);

const MINUTE = 60_000;
const advance = (ms: number) => server().clock.advance(ms);
const at = (offsetMs = 0) => new Date(server().clock.now() + offsetMs).toISOString();
const check = (cookie: string, path = '') =>
  call(app(), 'POST', `${P}/sportsbook_sessions${path}`, { cookie });

async function info(cookie: string, path = '') {
  const res = await check(cookie, path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return sportsbookSessionSchema.parse(res.json());
}

async function setLimit(cookie: string, body: Record<string, unknown>) {
  const res = await call(app(), 'POST', `${P}/user_limits`, { cookie, payload: body });
  expect(res.statusCode, res.body).toBe(201);
}

function sessionOut(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(403);
  const error = apiErrorSchema.parse(res.json());
  expect(error).toMatchObject({ code: 'out_of_limit', message: OUT_OF_LIMIT_MESSAGE });
  return outOfLimitDetailsSchema.parse(error.details);
}

describe('POST /sportsbook_sessions: the session info for the reality check', () => {
  test('without a session 401; the info counts time played, stakes, wins and the net result', async () => {
    expect((await call(app(), 'POST', `${P}/sportsbook_sessions`)).statusCode).toBe(401);
    const player = await fundedPlayer(server(), 100_00);
    const started = at();
    expect(await info(player.cookie)).toMatchObject({
      started_at: started,
      time_played_s: 0,
      currency: 'EUR',
      stakes: 0,
      wins: 0,
      net_result: 0,
      reality_check_interval_s: null,
      next_reality_check_at: null,
    });
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 5_00, [{ match: m(1), outcome: 'home', odds: 2 }]),
    );
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    advance(90_000);
    expect(await info(player.cookie)).toMatchObject({
      started_at: started,
      time_played_s: 90,
      stakes: 15_00,
      wins: 20_00,
      net_result: 5_00,
    });
  });

  test('the reality check is due one interval after the start, and after each continue', async () => {
    const player = await fundedPlayer(server());
    await setLimit(player.cookie, { type: 'reality_check', value: 30 });
    const first = await info(player.cookie);
    expect(first.reality_check_interval_s).toBe(30 * 60);
    expect(first.next_reality_check_at).toBe(at(30 * MINUTE));
    advance(31 * MINUTE);
    expect((await info(player.cookie)).next_reality_check_at).toBe(first.next_reality_check_at);
    const continued = await info(player.cookie, '/continue');
    expect(continued.next_reality_check_at).toBe(at(30 * MINUTE));
    expect(continued.started_at).toBe(first.started_at);
    expect(continued.time_played_s).toBe(31 * 60);
  });

  test('a session limit reached answers 403 out of limit and ends the session', async () => {
    const player = await fundedPlayer(server());
    await setLimit(player.cookie, { type: 'session', value: 60 });
    await info(player.cookie);
    advance(59 * MINUTE);
    await info(player.cookie);
    advance(MINUTE);
    const res = await check(player.cookie);
    expect(sessionOut(res)).toMatchObject({
      type: 'session',
      value: 60,
      localized_message: 'Your session limit of 60 minutes is reached',
    });
    expect(sessionCookie(res)).toBe('');
    expect((await call(app(), 'GET', `${P}/player`, { cookie: player.cookie })).statusCode).toBe(
      401,
    );
  });

  test('the dev rewind moves the sessions back: the reality check comes due, the session limit is reached', async () => {
    const { player, cookie } = await signUp(app());
    const rewind = (email: string, seconds: number) =>
      call(app(), 'POST', `${API_PREFIX.dev}/players/rewind`, { payload: { email, seconds } });
    await setLimit(cookie, { type: 'reality_check', value: 1 });
    const first = await info(cookie);
    const moved = await rewind(player.email ?? '', 60);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ sessions: 1, sportsbookSessions: 1 });
    const due = await info(cookie);
    expect(due.started_at).toBe(new Date(Date.parse(first.started_at) - MINUTE).toISOString());
    expect(due.next_reality_check_at).toBe(first.started_at);
    expect(due.time_played_s).toBe(60);
    await setLimit(cookie, { type: 'session', value: 2 });
    await info(cookie);
    await rewind(player.email ?? '', 60);
    expect(sessionOut(await check(cookie)).type).toBe('session');
    expect((await rewind('nobody@example.com', 60)).statusCode).toBe(404);
    expect((await rewind(player.email ?? '', 0)).statusCode).toBe(400);
  });

  test('a sportsbook_session limit counts from the first session check', async () => {
    const player = await fundedPlayer(server());
    await setLimit(player.cookie, { type: 'sportsbook_session', value: 10 });
    advance(30 * MINUTE);
    await info(player.cookie);
    advance(10 * MINUTE);
    expect(sessionOut(await check(player.cookie, '/continue')).type).toBe('sportsbook_session');
  });

  test('a time limit counts the time played over the period, across sessions', async () => {
    const player = await fundedPlayer(server());
    const profile = await call(app(), 'GET', `${P}/player`, { cookie: player.cookie });
    const { email } = profile.json<{ email: string }>();
    await setLimit(player.cookie, { type: 'time', value: 10, period: 'day' });
    await info(player.cookie);
    advance(6 * MINUTE);
    await info(player.cookie);
    await call(app(), 'DELETE', `${P}/users/sign_out`, { cookie: player.cookie });
    const signIn = await call(app(), 'POST', `${P}/users/sign_in`, {
      payload: { login: email, password: PASSWORD },
    });
    const cookie = sessionCookie(signIn) ?? '';
    expect(cookie).not.toBe('');
    const second = await info(cookie);
    expect(second.time_played_s).toBe(0);
    advance(3 * MINUTE);
    await info(cookie);
    advance(MINUTE);
    const out = sessionOut(await check(cookie));
    expect(out).toMatchObject({ type: 'time', value: 10, period: 'day' });
    expect(out.localized_message).toBe('Your playing time limit of 10 minutes per day is reached');
  });

  test('a bet after the session limit is refused at once with 403 out of limit; the session ends, nothing is debited', async () => {
    const player = await fundedPlayer(server(), 50_00);
    await setLimit(player.cookie, { type: 'session', value: 60 });
    const body = (match: number) =>
      betBody('single', 10_00, [{ match: m(match), outcome: 'home', odds: 2 }]);
    advance(59 * MINUTE);
    await placeOk(app(), player.cookie, body(0));
    advance(MINUTE);
    // no session check ran in between: the placement itself finds the limit
    const res = await place(app(), player.cookie, body(1));
    expect(sessionOut(res)).toMatchObject({ type: 'session', value: 60 });
    expect(sessionCookie(res)).toBe('');
    expect(await balanceOf(db(), player.id)).toBe(40_00);
    expect((await call(app(), 'GET', `${P}/player`, { cookie: player.cookie })).statusCode).toBe(
      401,
    );
  });

  test('without session or time limits a placement does not look at the session', async () => {
    const player = await fundedPlayer(server(), 50_00);
    await setLimit(player.cookie, { type: 'reality_check', value: 30 });
    advance(24 * 60 * MINUTE);
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
  });
});
