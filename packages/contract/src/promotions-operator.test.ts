import { describe, expect, test } from 'vitest';
import {
  forcedJackpotHitBodySchema,
  jackpotCreateBodySchema,
  jackpotLevelBodySchema,
  jackpotUpdateBodySchema,
  localizedTextSchema,
  operatorJackpotHitsQuerySchema,
  predictionCreateBodySchema,
} from './promotions-operator';

const level = {
  code: 'top',
  names: { en: 'Top' },
  contribution_bp: 100,
  seed_amount: 50_00,
  trigger_amount: 1_000_00,
  must_hit_by: 500_00,
};
const jackpot = {
  names: { en: 'Jackpot', de: 'Jackpot' },
  currency: 'EUR',
  min_stake: 1_00,
  min_odds: 1.5,
  levels: [level],
};

describe('operator jackpots', () => {
  test('a jackpot: active by default, levels with distinct codes and a cap above the seed', () => {
    expect(jackpotCreateBodySchema.parse(jackpot).state).toBe('active');
    expect(jackpotCreateBodySchema.safeParse({ ...jackpot, levels: [] }).success).toBe(false);
    expect(jackpotCreateBodySchema.safeParse({ ...jackpot, levels: [level, level] }).success).toBe(
      false,
    );
    expect(
      jackpotCreateBodySchema.safeParse({ ...jackpot, levels: [{ ...level, must_hit_by: 50_00 }] })
        .success,
    ).toBe(false);
    expect(
      jackpotCreateBodySchema.safeParse({ ...jackpot, levels: [{ ...level, pool_amount: 500_00 }] })
        .success,
    ).toBe(false);
    expect(
      jackpotCreateBodySchema.safeParse({
        ...jackpot,
        levels: [{ ...level, contribution_bp: 10_001 }],
      }).success,
    ).toBe(false);
    expect(jackpotCreateBodySchema.safeParse({ ...jackpot, min_stake: 0 }).success).toBe(false);
    expect(jackpotCreateBodySchema.safeParse({ ...jackpot, id: 'has space' }).success).toBe(false);
  });

  test('an update changes something; a level body has no code (it is in the path)', () => {
    expect(jackpotUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(jackpotUpdateBodySchema.parse({ state: 'paused' })).toEqual({ state: 'paused' });
    const { code: _code, ...body } = level;
    expect(jackpotLevelBodySchema.safeParse(body).success).toBe(true);
    expect(jackpotLevelBodySchema.safeParse({ ...body, seed_amount: 500_00 }).success).toBe(false);
  });

  test.each([
    [{ en: 'Hello' }, true],
    [{ en: 'Hello', 'pt-BR': 'Olá' }, true],
    [{ de: 'Hallo' }, false],
    [{ en: '' }, false],
    [{ en: 'x', german: 'y' }, false],
  ])('texts %o: %s', (texts, ok) => {
    expect(localizedTextSchema.safeParse(texts).success).toBe(ok);
  });

  test('hits: pending is an operator status; a forced hit names its player once', () => {
    expect(operatorJackpotHitsQuerySchema.parse({ status: 'pending' })).toEqual({
      status: 'pending',
      limit: 50,
    });
    expect(forcedJackpotHitBodySchema.parse({ email: 'a@b.c', level_code: 'top' }).status).toBe(
      'paid',
    );
    expect(forcedJackpotHitBodySchema.safeParse({ level_code: 'top' }).success).toBe(false);
    expect(
      forcedJackpotHitBodySchema.safeParse({ player_id: 'p', email: 'a@b.c', level_code: 'top' })
        .success,
    ).toBe(false);
  });
});

describe('operator predictions', () => {
  const prediction = {
    titles: { en: 'Who wins?' },
    options: [
      { key: 'home', labels: { en: 'Home' } },
      { key: 'away', labels: { en: 'Away' } },
    ],
    closes_at: '2026-12-01T18:00:00.000Z',
  };
  test('two or more options with distinct keys and a close time', () => {
    expect(predictionCreateBodySchema.safeParse(prediction).success).toBe(true);
    const [home] = prediction.options;
    expect(predictionCreateBodySchema.safeParse({ ...prediction, options: [home] }).success).toBe(
      false,
    );
    expect(
      predictionCreateBodySchema.safeParse({ ...prediction, options: [home, home] }).success,
    ).toBe(false);
    expect(
      predictionCreateBodySchema.safeParse({ ...prediction, closes_at: 'tomorrow' }).success,
    ).toBe(false);
  });
});
