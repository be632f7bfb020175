import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { BetStatus } from '../bets/types';
import {
  CASHOUT_MARGIN,
  cashoutOffer,
  cashoutOfferForBet,
  isBetOpenForCashout,
  isCashoutStillValid,
  LOST_LEG,
  type CashoutBet,
  type CashoutOfferInput,
} from './cashout';
import { CashoutError } from './errors';

const open = { stake: 1_000, betStatus: 'waiting_results' } as const;

describe('cashoutOffer', () => {
  test('the default margin is 5 %', () => {
    expect(CASHOUT_MARGIN).toBe(0.05);
  });

  test.each<[string, Omit<CashoutOfferInput, 'stake' | 'betStatus'>, number]>([
    // 1000 x 2 / 1.6 = 1250; x 0.95 = 1187.5, rounded down
    ['odds shortened', { placedOdds: [2], currentOdds: [1.6] }, 1_187],
    // same with the default margin made explicit
    ['odds shortened, margin 0.05', { placedOdds: [2], currentOdds: [1.6], margin: 0.05 }, 1_187],
    // 1000 x 2 / 4 = 500; x 0.95 = 475
    ['odds drifted', { placedOdds: [2], currentOdds: [4] }, 475],
    // unchanged odds, no margin: the stake back
    ['unchanged odds, no margin', { placedOdds: [2, 3], currentOdds: [2, 3], margin: 0 }, 1_000],
    // first leg won (current 1): 1000 x 2 x 3 / 1.5 = 4000
    ['one leg won', { placedOdds: [2, 3], currentOdds: [1, 1.5], margin: 0 }, 4_000],
    // every leg won, no margin: the potential win 1000 x 6
    ['every leg won, no margin', { placedOdds: [2, 3], currentOdds: [1, 1], margin: 0 }, 6_000],
    // 1000 x 1.8 / 1.2 = 1500; x 0.9 = 1350
    ['margin 0.1', { placedOdds: [1.8], currentOdds: [1.2], margin: 0.1 }, 1_350],
  ])('%s', (_, odds, expected) => {
    expect(cashoutOffer({ ...open, ...odds })).toBe(expected);
  });

  test.each<[string, CashoutOfferInput]>([
    ['a lost leg', { ...open, placedOdds: [2, 3], currentOdds: [LOST_LEG, 1.5] }],
    ['a submitted bet', { ...open, betStatus: 'submitted', placedOdds: [2], currentOdds: [2] }],
    // 1 x 1.01 / 50 x 0.95 = 0.019..., rounded down to 0
    [
      'an offer of 0',
      { stake: 1, betStatus: 'waiting_results', placedOdds: [1.01], currentOdds: [50] },
    ],
  ])('no offer for %s', (_, input) => {
    expect(cashoutOffer(input)).toBeUndefined();
  });

  test.each<[string, CashoutOfferInput, string]>([
    [
      'odds lists of different lengths',
      { ...open, placedOdds: [2, 3], currentOdds: [2] },
      'odds_count_mismatch',
    ],
    ['no selections', { ...open, placedOdds: [], currentOdds: [] }, 'no_selections'],
    ['a zero stake', { ...open, stake: 0, placedOdds: [2], currentOdds: [2] }, 'invalid_stake'],
    [
      'a fractional stake',
      { ...open, stake: 1.5, placedOdds: [2], currentOdds: [2] },
      'invalid_stake',
    ],
    ['a margin of 1', { ...open, placedOdds: [2], currentOdds: [2], margin: 1 }, 'invalid_margin'],
    [
      'a negative margin',
      { ...open, placedOdds: [2], currentOdds: [2], margin: -0.1 },
      'invalid_margin',
    ],
    [
      'a NaN margin',
      { ...open, placedOdds: [2], currentOdds: [2], margin: Number.NaN },
      'invalid_margin',
    ],
    ['placed odds below 1', { ...open, placedOdds: [0.5], currentOdds: [2] }, 'invalid_odds'],
    ['current odds below 1', { ...open, placedOdds: [2], currentOdds: [0.99] }, 'invalid_odds'],
    [
      'a zero stake with a lost leg',
      { ...open, stake: 0, placedOdds: [2], currentOdds: [LOST_LEG] },
      'invalid_stake',
    ],
  ])('rejects %s', (_, input, code) => {
    expect(() => cashoutOffer(input)).toThrow(CashoutError);
    expect(() => cashoutOffer(input)).toThrow(expect.objectContaining({ code }));
  });

  // odds as integer units of 1/10000, from 1.0001 to 20
  const oddsUnits = fc.integer({ min: 10_001, max: 200_000 });
  const legsArbitrary = fc.array(fc.tuple(oddsUnits, fc.option(oddsUnits, { nil: undefined })), {
    minLength: 1,
    maxLength: 6,
  });
  const margin = fc.integer({ min: 0, max: 2_000 }).map((m) => m / 10_000);

  test('the offer never exceeds the potential win (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        legsArbitrary,
        margin,
        (stake, rows, m) => {
          const placedOdds = rows.map(([p]) => p / 10_000);
          // an undefined current means the leg already won: current odds 1
          const currentOdds = rows.map(([, c]) => (c === undefined ? 1 : c / 10_000));
          const potentialWin =
            rows.reduce((acc, [p]) => acc * BigInt(p), BigInt(stake)) /
            10_000n ** BigInt(rows.length);
          const offer = cashoutOffer({ ...open, stake, placedOdds, currentOdds, margin: m });
          expect(offer ?? 0).toBeLessThanOrEqual(Number(potentialWin));
        },
      ),
    );
  });

  test('a rise in the current odds of a leg never raises the offer (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        legsArbitrary,
        margin,
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        (stake, rows, m, pick, rise) => {
          const placedOdds = rows.map(([p]) => p / 10_000);
          const currentUnits = rows.map(([, c]) => c ?? 10_000);
          const before = cashoutOffer({
            ...open,
            stake,
            placedOdds,
            currentOdds: currentUnits.map((c) => c / 10_000),
            margin: m,
          });
          const index = pick % rows.length;
          const risen = currentUnits.map((c, i) => (i === index ? c + rise : c) / 10_000);
          const after = cashoutOffer({ ...open, stake, placedOdds, currentOdds: risen, margin: m });
          expect(after ?? 0).toBeLessThanOrEqual(before ?? 0);
        },
      ),
    );
  });
});

describe('isBetOpenForCashout', () => {
  test.each<[BetStatus, boolean]>([
    ['waiting_results', true],
    ['submitted', false],
    ['ready_to_process', false],
    ['cashout_in_progress', false],
    ['cashed_out', false],
    ['done', false],
    ['rejected', false],
  ])('%s: %s', (status, openForCashout) => {
    expect(isBetOpenForCashout(status)).toBe(openForCashout);
  });
});

describe('cashoutOfferForBet', () => {
  function combo(
    selections: CashoutBet['selections'],
    extra: Partial<CashoutBet> = {},
  ): CashoutBet {
    return { betType: 'combo', betStatus: 'waiting_results', stake: 1_000, selections, ...extra };
  }
  const now = new Map([
    ['a', 1.5],
    ['b', 2],
  ]);

  test.each<[string, CashoutBet, number | undefined]>([
    // leg x won at 2; leg a placed 3, now 1.5: 1000 x 2 x 3 / 1.5 = 4000
    [
      'a won leg and an open leg',
      combo([
        { id: 'x', odds: 2, result: 'win_entire' },
        { id: 'a', odds: 3, result: 'no_results' },
      ]),
      4_000,
    ],
    // leg x half won at 1.9 locks in 1.45; leg b placed 2, now 2: 1000 x 1.45 = 1450
    [
      'a half-won leg',
      combo([
        { id: 'x', odds: 1.9, result: 'refund_half_win_other' },
        { id: 'b', odds: 2, result: 'no_results' },
      ]),
      1_450,
    ],
    // leg x void: odds 1; leg a placed 3, now 1.5: 1000 x 3 / 1.5 = 2000
    [
      'a void leg',
      combo([
        { id: 'x', odds: 4, result: 'refund_entire' },
        { id: 'a', odds: 3, result: 'no_results' },
      ]),
      2_000,
    ],
    [
      'a lost leg',
      combo([
        { id: 'x', odds: 2, result: 'lose_entire' },
        { id: 'a', odds: 3, result: 'no_results' },
      ]),
      undefined,
    ],
    [
      'an open leg without current odds',
      combo([{ id: 'gone', odds: 3, result: 'no_results' }]),
      undefined,
    ],
    [
      'a system bet',
      combo([{ id: 'a', odds: 3, result: 'no_results' }], { betType: 'system' }),
      undefined,
    ],
    [
      'a custom bet',
      combo([{ id: 'a', odds: 3, result: 'no_results' }], { betType: 'custom_bet' }),
      undefined,
    ],
    [
      'a settled bet',
      combo([{ id: 'a', odds: 3, result: 'no_results' }], { betStatus: 'done' }),
      undefined,
    ],
  ])('%s, no margin', (_, placed, expected) => {
    expect(cashoutOfferForBet(placed, now, 0)).toBe(expected);
  });

  test('a single with the default margin', () => {
    // 1000 x 2 / 1.6 = 1250; x 0.95 = 1187.5, rounded down
    const single: CashoutBet = {
      betType: 'single',
      betStatus: 'waiting_results',
      stake: 1_000,
      selections: [{ id: 's', odds: 2, result: 'no_results' }],
    };
    expect(cashoutOfferForBet(single, new Map([['s', 1.6]]))).toBe(1_187);
  });

  test.each<[string, CashoutBet, number, string]>([
    [
      'placed odds below 1',
      combo([{ id: 'x', odds: 0.5, result: 'win_entire' }]),
      0,
      'invalid_odds',
    ],
    [
      'a zero stake',
      combo([{ id: 'a', odds: 3, result: 'no_results' }], { stake: 0 }),
      0,
      'invalid_stake',
    ],
    [
      'a margin above 1',
      combo([{ id: 'a', odds: 3, result: 'no_results' }]),
      1.5,
      'invalid_margin',
    ],
    ['no selections', combo([]), 0, 'no_selections'],
  ])('rejects %s', (_, bad, margin, code) => {
    expect(() => cashoutOfferForBet(bad, now, margin)).toThrow(CashoutError);
    expect(() => cashoutOfferForBet(bad, now, margin)).toThrow(expect.objectContaining({ code }));
  });
});

describe('isCashoutStillValid', () => {
  test.each<[number, number | undefined, number | undefined, boolean]>([
    [1_000, 1_000, undefined, true],
    [999, 1_000, undefined, true], // below the offer: valid by default
    [1, 1_000, undefined, true],
    [1_001, 1_000, undefined, false], // the offer dropped below the request
    [1_000, undefined, undefined, false], // no offer any more
    [0, 1_000, undefined, false],
    [10.5, 1_000, undefined, false],
    [960, 1_000, 50, true], // the offer rose by 40, within 50
    [950, 1_000, 50, true],
    [949, 1_000, 50, false], // the offer rose by 51: the request is stale
    [1_000, 1_000, 0, true],
    [999, 1_000, 0, false],
  ])('requested %d, offer %s, tolerance %s: %s', (requested, offer, tolerance, valid) => {
    expect(isCashoutStillValid(requested, offer, tolerance)).toBe(valid);
  });
});
