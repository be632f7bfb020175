import { apiErrorSchema } from '@sportsbook/contract/common';
import {
  activityTrackResponseSchema,
  outOfLimitDetailsSchema,
  OUT_OF_LIMIT_MESSAGE,
} from '@sportsbook/contract/limits';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  call,
  P,
  sessionCookie,
  signUp,
  startPlatformServer,
  type PlatformTestServer,
} from './platform-helpers';

let server: PlatformTestServer;

beforeAll(async () => {
  server = await startPlatformServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const app = () => server.app;
const track = (cookie: string | null) =>
  call(app(), 'POST', `${P}/player/activity_limit_track`, { cookie });

describe('POST /player/activity_limit_track', () => {
  test('without a session 401 unauthorized; without an activity limit nothing is counted', async () => {
    const anonymous = await track(null);
    expect(anonymous.statusCode).toBe(401);
    expect(apiErrorSchema.parse(anonymous.json()).code).toBe('unauthorized');
    const { cookie } = await signUp(app());
    const res = await track(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(activityTrackResponseSchema.parse(res.json())).toEqual({
      active_minutes: 0,
      limit: null,
    });
  });

  test('counts each active minute once; at the limit the session ends with 401 out of limit', async () => {
    const { cookie } = await signUp(app());
    const set = await call(app(), 'POST', `${P}/user_limits`, {
      cookie,
      payload: { type: 'activity', value: 3, period: 'day' },
    });
    expect(set.statusCode, set.body).toBe(201);
    const minutes = async () => activityTrackResponseSchema.parse((await track(cookie)).json());
    expect(await minutes()).toEqual({ active_minutes: 1, limit: 3 });
    // a second ping in the same minute counts nothing more
    server.clock.advance(1_000);
    expect(await minutes()).toEqual({ active_minutes: 1, limit: 3 });
    server.clock.advance(60_000);
    expect(await minutes()).toEqual({ active_minutes: 2, limit: 3 });
    server.clock.advance(60_000);
    const out = await track(cookie);
    expect(out.statusCode, out.body).toBe(401);
    const error = apiErrorSchema.parse(out.json());
    expect(error).toMatchObject({ code: 'out_of_limit', message: OUT_OF_LIMIT_MESSAGE });
    expect(outOfLimitDetailsSchema.parse(error.details)).toMatchObject({
      type: 'activity',
      value: 3,
      remaining: 0,
      localized_message: 'Your activity limit of 3 minutes per day is reached',
    });
    expect(sessionCookie(out)).toBe('');
    expect((await call(app(), 'GET', `${P}/player`, { cookie })).statusCode).toBe(401);
  });
});
