import { describe, expect, test } from 'vitest';
import {
  campaignBodySchema,
  campaignStateBodySchema,
  issueBodySchema,
  promoCodeCreateBodySchema,
} from './operator-bonuses';

const names = { en: 'Spring' };

describe('operator campaign bodies', () => {
  test('every kind parses with its own fields and the common defaults', () => {
    const bodies = [
      {
        kind: 'comboboost',
        names,
        min_odds: 1.3,
        ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.05 }],
      },
      { kind: 'freebet', names, freebet_type: 'no_risk', amounts: { EUR: 1000 } },
      {
        kind: 'hunting',
        names,
        currency: 'EUR',
        target_points: 50,
        freebet_type: 'all_win',
        amounts: { EUR: 500 },
      },
      { kind: 'tournament', names, currency: 'EUR', initial_pool: 100_000, pool_share_bps: 500 },
      { kind: 'lootbox', names, currency: 'EUR', boost_multiplier: 1.5 },
    ];
    for (const body of bodies) {
      const parsed = campaignBodySchema.parse(body);
      expect(parsed.kind).toBe(body.kind);
      expect(parsed.promotion_state).toBe('active');
      expect(parsed.terms).toEqual({ en: [] });
    }
  });

  test.each([
    [
      'no en name',
      { kind: 'freebet', names: { de: 'x' }, freebet_type: 'no_risk', amounts: { EUR: 1 } },
    ],
    ['a zero amount', { kind: 'freebet', names, freebet_type: 'no_risk', amounts: { EUR: 0 } }],
    [
      'selection counts out of order',
      {
        kind: 'freebet',
        names,
        freebet_type: 'all_win',
        amounts: { EUR: 1 },
        selections_count_from: 3,
        selections_count_to: 2,
      },
    ],
    [
      'a hunting without a target',
      { kind: 'hunting', names, currency: 'EUR', freebet_type: 'all_win', amounts: {} },
    ],
    [
      'a pool share above 100 %',
      { kind: 'tournament', names, currency: 'EUR', initial_pool: 0, pool_share_bps: 10_001 },
    ],
    ['a boost below 1', { kind: 'lootbox', names, currency: 'EUR', boost_multiplier: 0.5 }],
    ['an unknown kind', { kind: 'jackpot', names }],
  ])('refuses %s', (_, body) => {
    expect(campaignBodySchema.safeParse(body).success).toBe(false);
  });

  test('state actions, promo codes and issue targets', () => {
    expect(campaignStateBodySchema.safeParse({ action: 'pause' }).success).toBe(true);
    expect(campaignStateBodySchema.safeParse({ action: 'restart' }).success).toBe(false);
    expect(promoCodeCreateBodySchema.parse({ code: ' spring10 ', campaign_id: 'bc_1' })).toEqual({
      code: 'spring10',
      campaign_id: 'bc_1',
      max_uses: null,
      valid_to: null,
    });
    expect(
      promoCodeCreateBodySchema.safeParse({ code: 'no spaces', campaign_id: 'x' }).success,
    ).toBe(false);
    expect(issueBodySchema.safeParse({ player_id: 'p1' }).success).toBe(true);
    expect(issueBodySchema.safeParse({ email: 'a@example.com' }).success).toBe(true);
    expect(issueBodySchema.safeParse({}).success).toBe(false);
    expect(issueBodySchema.safeParse({ player_id: 'p1', email: 'a@example.com' }).success).toBe(
      false,
    );
  });
});
