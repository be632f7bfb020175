import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TicketInputError } from './errors';
import {
  betLines,
  combinationCountForSizes,
  compareSystemTypes,
  hasFittingSystemType,
  lineCount,
  parseSystemTypeId,
  systemCombinationCount,
  systemType,
  systemTypesFor,
} from './system';
import { bet, selections, systemBet } from './test-fixtures';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof TicketInputError ? error.code : 'not a TicketInputError';
  }
  return undefined;
}

describe('systemTypesFor', () => {
  test.each([
    [0, []],
    [1, []],
    [2, []], // 2/2 is the combo, 1/2 would be singles
    [3, ['2/3']],
    [4, ['2/4', '3/4']], // acceptance: 4 selections offer 2/4 and 3/4
    [5, ['2/5', '3/5', '4/5']],
  ])('%i selections offer %j', (n, ids) => {
    expect(systemTypesFor(n).map((t) => t.id)).toEqual(ids);
  });

  test('gives winCount and totalCount with the id', () => {
    expect(systemTypesFor(4)).toEqual([
      { id: '2/4', winCount: 2, totalCount: 4 },
      { id: '3/4', winCount: 3, totalCount: 4 },
    ]);
  });

  test.each([[-1], [1.5], [Number.NaN]])('refuses the selection count %s', (n) => {
    expect(codeOf(() => systemTypesFor(n))).toBe('invalid_selection_count');
  });

  test('every type is k/n with 2 <= k < n, sorted (spec §5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (n) => {
        const types = systemTypesFor(n);
        expect(types).toHaveLength(Math.max(0, n - 2));
        expect([...types].sort(compareSystemTypes)).toEqual(types);
        for (const t of types) {
          expect(t.totalCount).toBe(n);
          expect(t.winCount).toBeGreaterThanOrEqual(2);
          expect(t.winCount).toBeLessThan(n);
          expect(t.id).toBe(`${t.winCount}/${t.totalCount}`);
        }
      }),
    );
  });
});

describe('systemType and parseSystemTypeId', () => {
  test('builds k/n', () => {
    expect(systemType(3, 5)).toEqual({ id: '3/5', winCount: 3, totalCount: 5 });
    expect(parseSystemTypeId('2/4')).toEqual({ id: '2/4', winCount: 2, totalCount: 4 });
  });

  test.each([
    [1, 4], // singles
    [4, 4], // the combo
    [5, 4],
    [2.5, 4],
    [0, 0],
  ])('refuses %s/%s', (k, n) => {
    expect(codeOf(() => systemType(k, n))).toBe('invalid_system_type');
  });

  test.each([['x'], ['1/4'], ['4/4'], ['2/4/1'], [' 2/4'], ['']])('refuses the id %j', (id) => {
    expect(codeOf(() => parseSystemTypeId(id))).toBe('invalid_system_type');
  });
});

describe('compareSystemTypes', () => {
  test('orders by totalCount, then winCount (spec §5)', () => {
    const types = ['3/5', '2/4', '4/5', '3/4', '2/5'].map(parseSystemTypeId);
    expect(types.sort(compareSystemTypes).map((t) => t.id)).toEqual([
      '2/4',
      '3/4',
      '2/5',
      '3/5',
      '4/5',
    ]);
  });
});

describe('combination counts', () => {
  test.each([
    ['2/3', 3], // ab ac bc
    ['2/4', 6], // 4 x 3 / 2
    ['3/4', 4],
    ['3/5', 10], // 5 x 4 x 3 / 6
    ['4/6', 15], // C(6, 2)
  ])('%s has %i lines', (id, count) => {
    expect(systemCombinationCount(parseSystemTypeId(id))).toBe(count);
  });

  test.each([
    [4, [2, 3, 4], 11], // all doubles, trebles and the fourfold: 6 + 4 + 1
    [5, [2, 3, 4, 5], 26], // 10 + 10 + 5 + 1
    [4, [2, 2], 6], // a size counts once
    [3, [], 0],
    [3, [4], 0], // no fourfold of 3
  ])('%i selections in sizes %j make %i lines', (n, sizes, count) => {
    expect(combinationCountForSizes(n, sizes)).toBe(count);
  });
});

describe('lines of a bet', () => {
  test('a k/n system has C(n, k) lines, each k selections', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 8 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 2, max: n - 1 }))),
        ([n, k]) => {
          const b = systemBet(k, selections(...Array.from({ length: n }, () => 2)));
          // C(n, k) as n! / (k! (n - k)!)
          const factorial = (m: number): number => (m <= 1 ? 1 : m * factorial(m - 1));
          const expected = factorial(n) / (factorial(k) * factorial(n - k));
          expect(hasFittingSystemType(b)).toBe(true);
          expect(lineCount(b)).toBe(expected);
          const lines = betLines(b);
          expect(lines).toHaveLength(expected);
          expect(new Set(lines.map((line) => line.map((s) => s.id).join()))).toHaveProperty(
            'size',
            expected,
          );
          for (const line of lines) expect(line).toHaveLength(k);
        },
      ),
    );
  });

  test('lists the lines of 2/3 in order', () => {
    const [a, b, c] = selections(2, 3, 4);
    expect(betLines(systemBet(2, selections(2, 3, 4)))).toEqual([
      [a, b],
      [a, c],
      [b, c],
    ]);
  });

  test.each([
    ['a single', bet('single', selections(2)), 1],
    ['a combo', bet('combo', selections(2, 3)), 1],
    ['a custom bet', bet('custom_bet', selections(2, 3), 0, { customOdds: 5 }), 1],
    ['a system whose type does not fit its count', systemBet(2, selections(2, 3)), 0],
    [
      'a system of 4 typed 2/3',
      bet('system', selections(2, 2, 2, 2), 0, { systemType: systemType(2, 3) }),
      0,
    ],
    ['a system without a type', bet('system', selections(2, 2, 2)), 0],
  ])('%s has %i line(s)', (_name, b, count) => {
    expect(lineCount(b)).toBe(count);
    expect(betLines(b)).toHaveLength(count);
  });

  test('a single or combo is one line of all its selections', () => {
    const legs = selections(2, 3);
    expect(betLines(bet('combo', legs))).toEqual([legs]);
  });
});
