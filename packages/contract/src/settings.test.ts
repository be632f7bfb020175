import { describe, expect, test } from 'vitest';
import {
  favoriteItemParamsSchema,
  favoritesQuerySchema,
  favoritesResponseSchema,
  settingsBodySchema,
  settingsSchema,
  type SettingsWire,
} from './settings';

const settings: SettingsWire = {
  stakes: { EUR: [1, 5, 10], BTC: [0.001] },
  auto_accept_odds_change: 'higher',
  odds_type: 'european',
  one_signal_push_notification_subscription: null,
  updated_at: null,
};

describe('betting settings wire schemas', () => {
  test('accepts spec §3 settings, stored or defaults', () => {
    expect(settingsSchema.parse(settings)).toEqual(settings);
    expect(
      settingsSchema.parse({ ...settings, updated_at: '2026-11-22T12:00:00Z' }).updated_at,
    ).toBe('2026-11-22T12:00:00Z');
  });

  test('carries the Web Push public key, or null when Web Push is off', () => {
    const key =
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    expect(settingsSchema.parse({ ...settings, push_public_key: key }).push_public_key).toBe(key);
    expect(settingsSchema.parse({ ...settings, push_public_key: null }).push_public_key).toBeNull();
    expect(
      settingsSchema.safeParse({ ...settings, push_public_key: 'not base64url!' }).success,
    ).toBe(false);
  });

  test('carries the site limits of one bet', () => {
    const limited = { ...settings, max_total_odds: 1000, max_payout: { EUR: 100_000_00 } };
    expect(settingsSchema.parse(limited)).toEqual(limited);
  });

  test.each([
    ['an unknown accept mode', { auto_accept_odds_change: 'always' }],
    ['an unknown odds type', { odds_type: 'roman' }],
    ['a zero stake', { stakes: { EUR: [0] } }],
    ['nine presets', { stakes: { EUR: [1, 2, 3, 4, 5, 6, 7, 8, 9] } }],
    ['a bad currency key', { stakes: { 'E-R': [1] } }],
    ['total odds limit of 1', { max_total_odds: 1 }],
    ['a fractional payout limit', { max_payout: { EUR: 10.5 } }],
    ['a payout limit past 2^53', { max_payout: { EUR: 2 ** 53 } }],
    ['a negative payout limit', { max_payout: { EUR: -1 } }],
  ])('rejects %s', (_, patch) => {
    expect(settingsSchema.safeParse({ ...settings, ...patch }).success).toBe(false);
  });

  test('the POST body is any subset', () => {
    expect(settingsBodySchema.parse({})).toEqual({});
    expect(settingsBodySchema.parse({ odds_type: 'percent' })).toEqual({ odds_type: 'percent' });
    expect(settingsBodySchema.parse({ one_signal_push_notification_subscription: null })).toEqual({
      one_signal_push_notification_subscription: null,
    });
    // a PushSubscription's JSON fits; the server checks what is in it
    expect(
      settingsBodySchema.safeParse({ one_signal_push_notification_subscription: 'x'.repeat(2000) })
        .success,
    ).toBe(true);
    expect(
      settingsBodySchema.safeParse({ one_signal_push_notification_subscription: 'x'.repeat(2001) })
        .success,
    ).toBe(false);
  });
});

describe('favorites wire schemas', () => {
  test.each([
    [
      { type: 'matches', id: '12' },
      { type: 'matches', id: 12 },
    ],
    [
      { type: 'tournaments', id: 3 },
      { type: 'tournaments', id: 3 },
    ],
  ])('params %j', (raw, parsed) => {
    expect(favoriteItemParamsSchema.parse(raw)).toEqual(parsed);
  });

  test.each([
    { type: 'players', id: '1' },
    { type: 'matches', id: '0' },
    { type: 'matches', id: 'abc' },
  ])('rejects params %j', (raw) => {
    expect(favoriteItemParamsSchema.safeParse(raw).success).toBe(false);
  });

  test('query filters and the id list', () => {
    expect(favoritesQuerySchema.parse({ match_status: '1', is_bettable: 'true' })).toEqual({
      match_status: 1,
      is_bettable: 'true',
    });
    expect(favoritesQuerySchema.safeParse({ match_status: '6' }).success).toBe(false);
    expect(favoritesResponseSchema.parse({ favorite_ids: [1, 2] })).toEqual({
      favorite_ids: [1, 2],
    });
    expect(favoritesResponseSchema.safeParse({ favorite_ids: ['1'] }).success).toBe(false);
  });
});
