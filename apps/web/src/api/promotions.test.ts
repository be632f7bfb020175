import { describe, expect, it } from 'vitest';
import {
  bonusDetailResponseSchema,
  bonusSchema,
  jackpotHitSchema,
  jackpotSchema,
  predictionQuestionSchema,
} from '@sportsbook/contract/promotions';
import { ApiError } from './errors';
import { kindOfType, isPromoCodeWellFormed, promoCodeProblem } from './promotions';
import {
  wireComboboost,
  wireFarming,
  wireFreebet,
  wireJackpot,
  wireJackpotHit,
  wireLeaderboard,
  wirePrediction,
} from './promotions-fixtures';
import { isReportedJackpotError, toJackpot, toJackpotHit } from './promotions-jackpots';
import { toBonusOffer, toLeaderboardRow } from './promotions-types';
import { toPrediction } from './promotions-vote';

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('the test fixtures are wire the contract accepts', () => {
  it.each([
    ['freebet', bonusSchema, wireFreebet()],
    ['comboboost', bonusSchema, wireComboboost()],
    ['tournament', bonusSchema, wireFarming()],
    ['detail', bonusDetailResponseSchema, { data: wireFarming(), leaderboard: wireLeaderboard() }],
    ['jackpot', jackpotSchema, wireJackpot()],
    ['hit', jackpotHitSchema, wireJackpotHit()],
    ['prediction', predictionQuestionSchema, wirePrediction()],
  ])('%s', (_, schema, wire) => {
    expect(schema.safeParse(wire).success).toBe(true);
  });
});

describe('bonus mappers (spec §3)', () => {
  it('a freebet keeps its variant, stake in minor units and bounds, in its list kind', () => {
    const offer = toBonusOffer(wireFreebet({ boost_multiplier: 1.5 }));
    expect(offer).toMatchObject({
      id: 'fb-1',
      kind: 'freebets',
      bonusType: 'freebet_no_risk',
      freebetType: 'no_risk',
      amount: 500,
      currency: 'EUR',
      minOdds: 1.5,
      maxOdds: 10,
      selectionsCountFrom: 1,
      selectionsCountTo: 3,
      boostMultiplier: 1.5,
      validTo: '2026-12-31T23:00:00.000Z',
      issued: { seen: false, userStatus: 'available', timesUsed: 0, activatedAt: null },
    });
    expect(offer.conditions).toEqual([
      {
        sportType: 'regular',
        sportId: 1,
        sportName: null,
        categoryId: null,
        tournamentId: null,
        matchId: null,
      },
    ]);
  });

  it('a comboboost keeps its ranges in camelCase', () => {
    const offer = toBonusOffer(wireComboboost());
    expect(offer).toMatchObject({
      kind: 'comboboosts',
      comboboostType: 'ranges',
      minOdds: 1.3,
      onlyVerified: true,
      ranges: [
        { minCount: 3, maxCount: 4, bonusOdds: 1.05 },
        { minCount: 5, maxCount: 20, bonusOdds: 1.1 },
      ],
    });
  });

  it.each([
    ['hunting', 'huntings'],
    ['tournament', 'tournaments'],
    ['lootbox', 'lootboxes'],
  ] as const)('a %s is listed under %s with its farming stats', (type, kind) => {
    const offer = toBonusOffer(wireFarming({ bonus_type: type, freebets_to_boost: ['fb-1'] }));
    expect(offer).toMatchObject({
      kind,
      bonusType: type,
      promotionState: 'active',
      farmOncePerEvent: true,
      farmingFreebetType: 'all_win',
      freebetsToBoost: ['fb-1'],
      farming: {
        averageStake: 1250,
        betsCount: 4,
        points: 40,
        potentialFreebetAmount: 300,
        initialPool: 100000,
      },
    });
  });

  it("a tournament's pool now, when sent; none when not", () => {
    const base = wireFarming().farming;
    expect(
      toBonusOffer(wireFarming({ farming: { ...base, pool_amount: 1_100_00 } })),
    ).toMatchObject({
      farming: { poolAmount: 110000, initialPool: 100000 },
    });
    expect(toBonusOffer(wireFarming())).toMatchObject({ farming: { poolAmount: null } });
  });

  it('a campaign not issued to the caller has no issued data', () => {
    expect(toBonusOffer(wireFreebet({ issued: null })).issued).toBeNull();
  });

  it('a leaderboard row keeps the masked email and marks the caller', () => {
    expect(wireLeaderboard().map(toLeaderboardRow)[1]).toEqual({
      position: 2,
      isCurrentUser: true,
      email: 'me***@ex***.com',
      farmedAmount: 1000,
      currency: 'EUR',
      farmedFreebetsCount: 1,
    });
  });

  it.each([
    ['comboboost', 'comboboosts'],
    ['freebet', 'freebets'],
    ['freebet_only_win', 'freebets'],
    ['hunting', 'huntings'],
    ['tournament', 'tournaments'],
    ['lootbox', 'lootboxes'],
    ['jackpot', null],
  ] as const)('a %s notice opens the %s list', (type, kind) => {
    expect(kindOfType(type)).toBe(kind);
  });
});

describe('jackpot mappers', () => {
  it('a jackpot with its levels', () => {
    expect(toJackpot(wireJackpot())).toEqual({
      id: 'j-1',
      name: 'Mega',
      amount: 1234567,
      poolAmount: 1200000,
      hitsAmount: 34567,
      currency: 'EUR',
      subunits: 100,
      levels: [
        { name: 'Mini', poolAmount: 10000, active: true },
        { name: 'Major', poolAmount: 1000000, active: false },
      ],
    });
  });

  it('a hit with the hashed winner', () => {
    expect(toJackpotHit(wireJackpotHit())).toMatchObject({
      id: 'hit-1',
      jackpotId: 'j-1',
      amount: 10000,
      amountEur: 10000,
      levelCode: 'mini',
      levelName: 'Mini',
      hashedUserName: 'pl***42',
      status: 'paid',
      seen: false,
    });
  });

  // spec §8: jackpot fetch errors 400, 404, 500 are not reported; others are
  it.each([
    [400, false],
    [404, false],
    [500, false],
    [401, true],
    [403, true],
    [502, true],
    [503, true],
  ])('a %i is reported: %s', (status, reported) => {
    expect(isReportedJackpotError(apiError(status, `http_${status}`))).toBe(reported);
  });

  it('a failure without an answer is reported', () => {
    expect(isReportedJackpotError(apiError(0, 'network_error'))).toBe(true);
  });
});

describe('predictions', () => {
  it("the player's vote is its choice", () => {
    const mapped = toPrediction(
      wirePrediction({
        vote: {
          prediction_id: 'p-1',
          data: { choice: 'away' },
          created_at: '2026-11-25T10:00:00.000Z',
        },
      }),
    );
    expect(mapped.vote).toEqual({
      predictionId: 'p-1',
      choice: 'away',
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    expect(mapped.options).toEqual([
      { key: 'home', label: 'Lions' },
      { key: 'away', label: 'Tigers' },
    ]);
  });

  it('stored data without a choice is no choice', () => {
    const mapped = toPrediction(
      wirePrediction({
        vote: { prediction_id: 'p-1', data: { other: 1 }, created_at: '2026-11-25T10:00:00.000Z' },
      }),
    );
    expect(mapped.vote?.choice).toBeNull();
  });
});

describe('promo codes (spec §7 POST /bonuses/promo-code)', () => {
  it.each([
    ['WELCOME-10', true],
    ['a_b', true],
    ['', false],
    ['with space', false],
    ['x'.repeat(41), false],
    ['ÄPFEL', false],
  ])('%j is well formed: %s', (code, ok) => {
    expect(isPromoCodeWellFormed(code)).toBe(ok);
  });

  it.each([
    [apiError(404, 'promo_code_not_found'), 'notFound'],
    [apiError(409, 'promo_code_used'), 'used'],
    [apiError(422, 'promo_code_expired'), 'expired'],
    [apiError(422, 'promo_code_exhausted'), 'exhausted'],
    [apiError(422, 'validation_failed'), 'invalid'],
    [apiError(401, 'unauthorized'), 'signIn'],
    [apiError(503, 'http_503'), 'failed'],
    [new Error('boom'), 'failed'],
  ])('%s -> %s', (error, problem) => {
    expect(promoCodeProblem(error)).toBe(problem);
  });
});
