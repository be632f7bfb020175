import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { userLimitResponseSchema, userLimitsResponseSchema } from '@sportsbook/contract/limits';
import {
  QUICK_DEPOSIT_DISABLED,
  quickDepositResponseSchema,
  systemSchema,
  type SystemWire,
} from '@sportsbook/contract/platform';
import { siteConfigSchema } from '@sportsbook/contract/site-config';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { findMigrationsFolder } from '@/db/migrate';
import { siteConfigs } from '@/db/schema-site';
import { loadSiteConfigSeed } from '@/sportsbook/site-config/store';
import { patchSiteConfig } from './helpers';
import {
  call,
  lastMessage,
  linkToken,
  P,
  PASSWORD,
  signUp,
  startPlatformServer,
  uniqueEmail,
  type PlatformTestServer,
} from './platform-helpers';

/**
 * Issue 16 item 1: the site settings that were env vars (feature flags, blocked countries,
 * reminders, cookie consent) are the stored site configuration; an operator's change shows on
 * the next request of this process.
 */
const KEY = 'site-settings-operator-key-0123456789abcdef';
let server: PlatformTestServer;
let undo: (() => Promise<void>) | null = null;

beforeAll(async () => {
  server = await startPlatformServer({ operatorApiKey: KEY });
});
afterAll(() => server.close());
beforeEach(async () => {
  await undo?.();
  undo = null;
  await server.reset();
});

const app = () => server.app;
/** The operator's PATCH; put back before the next test. */
async function operatorSets(patch: Record<string, unknown>): Promise<void> {
  const restore = await patchSiteConfig(app(), KEY, patch);
  const previous = undo;
  undo = async () => {
    await restore();
    await previous?.();
  };
}
async function system(headers: Record<string, string> = {}): Promise<SystemWire> {
  const res = await call(app(), 'GET', `${P}/system`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return systemSchema.parse(res.json());
}

describe('site settings from the site configuration (issue 16)', () => {
  test('responsible_gambling off: GET /system says so at once; the limits still answer and hold', async () => {
    // read first, so a cached configuration would be served if the change did not invalidate it
    expect((await system()).features).toEqual({
      responsible_gambling: true,
      activity_tracking: true,
      jackpots: true,
    });
    await operatorSets({ features: { responsible_gambling: false } });
    expect((await system()).features).toEqual({
      responsible_gambling: false,
      activity_tracking: false,
      jackpots: true,
    });
    // spec §6: the flag hides the web's limit screens; a player's limits stay enforced
    const { cookie } = await signUp(app());
    const body = { type: 'deposit', value: 50_00, currency: 'EUR', period: 'day' };
    const created = await call(app(), 'POST', `${P}/user_limits`, { cookie, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const limit = userLimitResponseSchema.parse(created.json()).data;
    const listed = await call(app(), 'GET', `${P}/user_limits`, { cookie });
    expect(userLimitsResponseSchema.parse(listed.json()).data).toEqual([limit]);
  });

  test('activity_tracking follows the configuration, and only with responsible gambling on', async () => {
    await operatorSets({ features: { activity_tracking: false, jackpots: false } });
    expect((await system()).features).toEqual({
      responsible_gambling: true,
      activity_tracking: false,
      jackpots: false,
    });
  });

  test('quick_deposit off: POST /player/quick_deposit is 403 quick_deposit_disabled; on again it deposits', async () => {
    // a test-payment player (an @test.example email, confirmed): quick deposit is theirs
    const { cookie, player } = await signUp(app(), { email: uniqueEmail('test.example') });
    const { link } = await lastMessage(app(), player.email ?? '');
    const token = linkToken(link, 'confirmation_token');
    const confirm = await call(app(), 'GET', `${P}/users/confirmation?confirmation_token=${token}`);
    expect(confirm.statusCode).toBe(200);
    const deposit = () =>
      call(app(), 'POST', `${P}/player/quick_deposit`, {
        cookie,
        payload: { amount: 10_00, currency: 'EUR' },
      });
    await operatorSets({ features: { quick_deposit: false } });
    const off = await deposit();
    expect(off.statusCode, off.body).toBe(403);
    expect(apiErrorSchema.parse(off.json()).code).toBe(QUICK_DEPOSIT_DISABLED);
    await operatorSets({ features: { quick_deposit: true } });
    const on = await deposit();
    expect(on.statusCode, on.body).toBe(200);
    expect(quickDepositResponseSchema.parse(on.json()).status).toBe('success');
  });

  test('blocked_countries decides who is blocked, at sign-up and sign-in too', async () => {
    const email = uniqueEmail();
    await signUp(app(), { email, country: 'FR' });
    expect((await system({ 'x-country': 'KP' })).country_blocked).toBe(true);
    await operatorSets({ blocked_countries: ['FR'] });
    expect(await system({ 'x-country': 'KP' })).toMatchObject({
      user_country: 'KP',
      country_blocked: false,
    });
    expect((await system({ 'x-country': 'FR' })).country_blocked).toBe(true);
    const refusedSignUp = await call(app(), 'POST', `${P}/users`, {
      payload: {
        email: uniqueEmail(),
        password: PASSWORD,
        currency: 'EUR',
        country: 'FR',
        terms_accepted: true,
      },
    });
    expect(refusedSignUp.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refusedSignUp.json()).code).toBe('country_blocked');
    // the player's own country is refused at sign-in even from an unblocked caller
    const refusedSignIn = await call(app(), 'POST', `${P}/users/sign_in`, {
      payload: { login: email, password: PASSWORD },
      headers: { 'x-country': 'DE' },
    });
    expect(refusedSignIn.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refusedSignIn.json()).code).toBe('country_blocked');
    // a caller from KP, no longer blocked, may sign up
    await signUp(app(), {}, { 'x-country': 'KP' });
  });

  test('the reminders and cookie consent of GET /system follow the configuration', async () => {
    expect(await system()).toMatchObject({
      cookie_consent_required: false,
      sign_up_reminder_seconds: 60,
      deposit_reminder: { show: true, remind_after: 10, player_group_id: 'regular' },
    });
    await operatorSets({
      sign_up_reminder_seconds: 15,
      cookie_consent_required: true,
      deposit_reminder: { remind_after_seconds: 45, player_group_id: 'vip' },
    });
    expect(await system()).toMatchObject({
      cookie_consent_required: true,
      sign_up_reminder_seconds: 15,
      deposit_reminder: { show: true, remind_after: 45, player_group_id: 'vip' },
    });
    await operatorSets({ sign_up_reminder_seconds: 0, deposit_reminder: { show: false } });
    expect(await system()).toMatchObject({
      sign_up_reminder_seconds: 0,
      deposit_reminder: { show: false, remind_after: 45, player_group_id: 'vip' },
    });
  });

  test('another app on the same database reads the stored configuration', async () => {
    await operatorSets({ sign_up_reminder_seconds: 30 });
    const { app: sibling } = await server.sibling({});
    try {
      const res = await call(sibling, 'GET', `${P}/system`);
      expect(systemSchema.parse(res.json()).sign_up_reminder_seconds).toBe(30);
    } finally {
      await sibling.close();
    }
  });

  test('migrations 0013, 0015 and 0016 bring a configuration stored from the earlier seed up to date', async () => {
    const seed = loadSiteConfigSeed();
    const {
      cookie_consent_required: _added,
      navigation: _placed,
      embedding: _framed,
      ...rest
    } = seed;
    const earlier = {
      ...rest,
      sign_up_reminder_seconds: 0,
      deposit_reminder: { show: false, remind_after_seconds: 600, player_group_id: '' },
    };
    const { db } = server.database;
    await db.insert(siteConfigs).values({ siteId: 'earlier', config: earlier });
    for (const name of [
      '0013_site_settings.sql',
      '0015_site_navigation.sql',
      '0016_site_embedding.sql',
    ]) {
      const file = path.join(findMigrationsFolder(), name);
      for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));
    }
    const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.siteId, 'earlier'));
    expect(siteConfigSchema.safeParse(row?.config).error).toBeUndefined();
    expect(row?.config).toMatchObject({
      cookie_consent_required: false,
      sign_up_reminder_seconds: 60,
      deposit_reminder: { show: true, remind_after_seconds: 10, player_group_id: 'regular' },
      navigation: seed.navigation,
      // spec §6: a stored configuration lets no platform frame the site until the operator says
      embedding: { origins: [], allow_any_with_token: false },
    });
  });
});
