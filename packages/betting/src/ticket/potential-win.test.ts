import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TicketInputError } from './errors';
import {
  betBoostedOdds,
  combinedOddsUnits,
  betLineStake,
  payableStake,
  potentialWin,
  stakeForPotentialWin,
  ticketPotentialWin,
  totalOdds,
} from './potential-win';
import { bet, selection, selections, systemBet, ticketOf } from './test-fixtures';
import type { TicketBet } from './types';

describe('potentialWin', () => {
  test.each<[string, TicketBet, number]>([
    // acceptance row: 8.00 x 4.00 x 5.00 = 160.00
    ['a double at 4.00 and 5.00, stake 8.00', bet('combo', selections(4, 5), 800), 16000],
    ['a single at 2.50, stake 10.00', bet('single', selections(2.5), 1000), 2500],
    ['a double at 1.15 and 1.15, stake 10.00', bet('combo', selections(1.15, 1.15), 1000), 1322], // 1322.5 floors
    ['a stake of 0', bet('combo', selections(4, 5), 0), 0],
    // 2/3 at 2, 3, 4 and 3.00 total: 1.00 per line on 6, 8 and 12 -> 6 + 8 + 12 = 26.00
    ['a 2/3 system at 2, 3, 4, stake 3.00', systemBet(2, selections(2, 3, 4), 300), 2600],
    // 3.01 still stakes 1.00 per line: the extra unit is on no line
    ['a 2/3 system with an uneven stake 3.01', systemBet(2, selections(2, 3, 4), 301), 2600],
    // 2/4 at 2.00 each, 6.00 total: 6 lines of 1.00 x 4 = 24.00
    ['a 2/4 system at 2.00 each, stake 6.00', systemBet(2, selections(2, 2, 2, 2), 600), 2400],
    // 3/4 at 2.00 each, 4.00 total: 4 lines of 1.00 x 8 = 32.00
    ['a 3/4 system at 2.00 each, stake 4.00', systemBet(3, selections(2, 2, 2, 2), 400), 3200],
    // each line floors on its own: 1 x 1.7 x 1.7 = 2.89 -> 2, three lines -> 6 (not floor(8.67))
    ['a 2/3 system floored per line', systemBet(2, selections(1.7, 1.7, 1.7), 3), 6],
    ['a system whose type does not fit', systemBet(2, selections(2, 3), 300), 0],
    [
      'a custom bet at 3.25, stake 5.00',
      bet('custom_bet', selections(2, 2), 500, { customOdds: 3.25 }),
      1625,
    ],
    ['an unpriced custom bet', bet('custom_bet', selections(2, 2), 500), 0],
    // comboboost 1.10 on the whole double: 10.00 x 6 x 1.1 = 66.00
    [
      'a double at 2 and 3 boosted 1.10',
      bet('combo', selections(2, 3), 1000, { bonusOdds: 1.1 }),
      6600,
    ],
    // on every line of 2/3 at 2, 3, 4: 660 + 880 + 1320
    [
      'a 2/3 system boosted 1.10',
      { ...systemBet(2, selections(2, 3, 4), 300), bonusOdds: 1.1 },
      2860,
    ],
    [
      'a custom bet boosted 1.20',
      bet('custom_bet', selections(2), 500, { customOdds: 2, bonusOdds: 1.2 }),
      1200,
    ],
  ])('%s returns %i minor units', (_name, b, expected) => {
    expect(potentialWin(b)).toBe(expected);
  });

  test('counts accepted odds, not the current odds', () => {
    const moved = selection(1, 3, { acceptedOdds: 2 });
    expect(potentialWin(bet('single', [moved], 1000))).toBe(2000);
  });

  test('sums the bets of a ticket', () => {
    const ticket = ticketOf(
      bet('single', [selection(1, 2)], 100),
      bet('single', [selection(2, 3)], 200),
    );
    expect(ticketPotentialWin(ticket)).toBe(200 + 600);
  });

  test('a combo of winning legs returns floor(stake x product of odds)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 10_001, max: 1_000_000 }), { minLength: 2, maxLength: 8 }),
        (stake, units) => {
          const odds = units.map((u) => u / 10_000);
          // the exact return is stake x prod(units) / 10^(4n); BigInt division floors
          const numerator = units.reduce((p, u) => p * BigInt(u), BigInt(stake));
          const expected = numerator / 10_000n ** BigInt(units.length);
          expect(potentialWin(bet('combo', selections(...odds), stake))).toBe(Number(expected));
        },
      ),
    );
  });

  test('never decreases when one odds value rises (single, combo, system)', () => {
    const arbitraryBet = fc
      .array(fc.integer({ min: 10_001, max: 200_000 }), { minLength: 1, maxLength: 6 })
      .chain((units) =>
        fc.record({
          units: fc.constant(units),
          kind: fc.constantFrom<'combo' | 'system'>('combo', 'system'),
          stake: fc.integer({ min: 0, max: 10_000_000 }),
          index: fc.integer({ min: 0, max: units.length - 1 }),
          rise: fc.integer({ min: 1, max: 100_000 }),
        }),
      );
    fc.assert(
      fc.property(arbitraryBet, ({ units, kind, stake, index, rise }) => {
        const make = (u: number[]): TicketBet => {
          const legs = selections(...u.map((x) => x / 10_000));
          if (legs.length === 1) return bet('single', legs, stake);
          return kind === 'system' && legs.length >= 3
            ? systemBet(2, legs, stake)
            : bet('combo', legs, stake);
        };
        const risen = units.map((u, i) => (i === index ? u + rise : u));
        expect(potentialWin(make(risen))).toBeGreaterThanOrEqual(potentialWin(make(units)));
      }),
    );
  });
});

describe('lineStake and payableStake', () => {
  test.each<[string, TicketBet, number, number]>([
    ['a combo', bet('combo', selections(2, 2), 999), 999, 999],
    ['a single', bet('single', selections(2), 5), 5, 5],
    // 10.00 over the 6 lines of 2/4: 1.66 a line, 9.96 payable
    ['a 2/4 system staked 10.00', systemBet(2, selections(2, 2, 2, 2), 1000), 166, 996],
    ['a 2/4 system staked 6.00', systemBet(2, selections(2, 2, 2, 2), 600), 100, 600],
    ['a system below one unit a line', systemBet(2, selections(2, 2, 2, 2), 5), 0, 0],
    ['a system whose type does not fit', systemBet(3, selections(2, 2, 2), 600), 0, 0],
  ])('%s', (_name, b, perLine, payable) => {
    expect(betLineStake(b)).toBe(perLine);
    expect(payableStake(b)).toBe(payable);
  });
});

describe('totalOdds and betBoostedOdds', () => {
  test.each<[string, TicketBet, number]>([
    ['a combo', bet('combo', selections(2, 1.5)), 3],
    ['a single', bet('single', selections(1.909)), 1.909],
    ['a combo rounded half-up to 4 places', bet('combo', selections(1.909, 1.909)), 3.6443], // 3.644281
    ['a custom bet', bet('custom_bet', selections(2, 2), 0, { customOdds: 3.25 }), 3.25],
    ['an unpriced custom bet', bet('custom_bet', selections(2, 2)), 0],
    // lines 6, 8 and 12: (6 + 8 + 12) / 3 = 8.666... -> 8.6667
    ['a 2/3 system: the mean of its lines', systemBet(2, selections(2, 3, 4)), 8.6667],
    // 3/4 at 2 each: every line 8
    ['a 3/4 system at 2.00 each', systemBet(3, selections(2, 2, 2, 2)), 8],
    ['a system whose type does not fit', systemBet(2, selections(2, 3)), 0],
  ])('%s: %d', (_name, b, expected) => {
    expect(totalOdds(b)).toBe(expected);
  });

  test('a system total odds times the stake is the potential win when all win', () => {
    const b = systemBet(2, selections(2, 2, 2, 2), 600);
    expect(totalOdds(b) * 600).toBe(potentialWin(b)); // 4 x 600 = 2400
  });

  test('reads accepted odds', () => {
    expect(totalOdds(bet('single', [selection(1, 3, { acceptedOdds: 2 })]))).toBe(2);
  });

  test.each<[string, TicketBet, number]>([
    ['a boosted double', bet('combo', selections(2, 3), 0, { bonusOdds: 1.1 }), 6.6],
    ['a bet without bonus odds', bet('combo', selections(2, 3)), 6],
  ])('betBoostedOdds of %s: %d', (_name, b, expected) => {
    expect(betBoostedOdds(b)).toBe(expected);
  });
});

describe('stakeForPotentialWin', () => {
  test.each<[string, TicketBet, number, number]>([
    // 7 x 1.5 = 10.5 floors to 10; 8 x 1.5 = 12
    ['a single at 1.50 for 10', bet('single', selections(1.5)), 10, 7],
    ['a double at 4 and 5 for 160.00', bet('combo', selections(4, 5)), 16000, 800],
    // 801 x 20 = 16020 is above 16019
    ['a double at 4 and 5 for 160.19', bet('combo', selections(4, 5)), 16019, 800],
    ['anything for 0', bet('combo', selections(4, 5)), 0, 0],
    // 1.00 a line returns 26.00, 1.01 a line returns 26.26: 3 lines of 1.00
    ['a 2/3 system at 2, 3, 4 for 26.00', systemBet(2, selections(2, 3, 4)), 2600, 300],
    [
      'a custom bet at 4 for 20.00',
      bet('custom_bet', selections(2), 0, { customOdds: 4 }),
      2000,
      500,
    ],
    ['an unpriced custom bet', bet('custom_bet', selections(2)), 2000, 0],
    ['a system whose type does not fit', systemBet(2, selections(2, 2)), 2000, 0],
  ])('%s', (_name, b, wanted, expected) => {
    expect(stakeForPotentialWin(b, wanted)).toBe(expected);
  });

  test.each([[-1], [1.5], [Number.NaN]])('refuses the amount %s', (wanted) => {
    expect(() => stakeForPotentialWin(bet('single', selections(2)), wanted)).toThrow(
      TicketInputError,
    );
    try {
      stakeForPotentialWin(bet('single', selections(2)), wanted);
    } catch (error) {
      expect((error as TicketInputError).code).toBe('invalid_amount');
    }
  });

  test('gives the largest stake whose potential win stays at or below the wanted amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10_000, max: 100_000 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        (units, system, wanted) => {
          const legs = selections(...units.map((u) => u / 10_000));
          const b =
            legs.length === 1
              ? bet('single', legs)
              : system && legs.length >= 3
                ? systemBet(2, legs)
                : bet('combo', legs);
          const stake = stakeForPotentialWin(b, wanted);
          const lines = b.betType === 'system' ? (legs.length * (legs.length - 1)) / 2 : 1;
          expect(stake % lines).toBe(0);
          expect(potentialWin({ ...b, stake })).toBeLessThanOrEqual(wanted);
          expect(potentialWin({ ...b, stake: stake + lines })).toBeGreaterThan(wanted);
        },
      ),
    );
  });
});

describe('combinedOddsUnits', () => {
  test.each<[string, TicketBet, bigint]>([
    ['a double at 2 and 3', bet('combo', selections(2, 3)), 20_000n * 30_000n],
    ['a custom bet at 3.25', bet('custom_bet', selections(2), 0, { customOdds: 3.25 }), 32_500n],
    // lines ab, ac, bc at 2, 3, 4: 2x3 + 2x4 + 3x4 = 26, at scale 10^8
    ['a 2/3 system at 2, 3, 4', systemBet(2, selections(2, 3, 4)), 2_600_000_000n],
    ['an unpriced custom bet', bet('custom_bet', selections(2)), 0n],
  ])('%s', (_name, b, expected) => {
    expect(combinedOddsUnits(b)).toBe(expected);
  });
});
