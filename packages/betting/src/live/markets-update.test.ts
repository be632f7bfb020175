import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Market, Outcome } from '../catalog/types';
import { isMarketNotAllowed, NOT_ALLOWED_MARKET_STATUSES } from '../catalog/status';
import type { MarketStatus } from '../ticket/types';
import { applyMarketsUpdate, isMarketSuspended } from './markets-update';

const URN = 'sr:match:1';

function outcome(marketId: number, outcomeId: string, odds: number, active = true): Outcome {
  return { id: `${URN}/${marketId}/${outcomeId}/`, outcomeId, name: outcomeId, active, odds };
}

function market(marketId: number, priority: number | undefined, outcomes: Outcome[]): Market {
  return {
    matchUrnId: URN,
    marketId,
    name: `market ${marketId}`,
    status: 1,
    specifier: '',
    outcomes,
    provider: 'betradar',
    ...(priority === undefined ? {} : { priority }),
  };
}

/** 1X2 (id 1) and double chance (id 10), as cached. */
function cachedMarkets(): Market[] {
  return [
    market(1, 100, [outcome(1, '1', 2.1), outcome(1, '2', 3.4), outcome(1, '3', 3.5)]),
    market(10, 50, [outcome(10, '9', 1.3), outcome(10, '10', 1.25)]),
  ];
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('applyMarketsUpdate', () => {
  const markets = cachedMarkets();
  const [winner, doubleChance] = markets as [Market, Market];

  test.each<[string, Market[]]>([
    ['no updates', []],
    ['the same markets copied', copy(markets)],
    [
      'same odds, other outcome name',
      [market(1, 100, [{ ...outcome(1, '1', 2.1), name: 'Home' }])],
    ],
    ['a new market without outcomes', [market(18, 10, [])]],
    ['a new market not allowed', [{ ...market(18, 10, [outcome(18, '12', 1.9)]), status: 0 }]],
  ])('returns the same array for %s', (_, updates) => {
    expect(applyMarketsUpdate(markets, updates)).toBe(markets);
  });

  test('an odds change replaces only that outcome', () => {
    const next = applyMarketsUpdate(markets, [market(1, 100, [outcome(1, '1', 2.2)])]);
    expect(next).toHaveLength(2);
    expect(next[1]).toBe(doubleChance);
    const updated = next[0];
    expect(updated).not.toBe(winner);
    expect(updated?.outcomes.map((o) => o.odds)).toEqual([2.2, 3.4, 3.5]);
    expect(updated?.outcomes[1]).toBe(winner.outcomes[1]);
    expect(updated?.outcomes[2]).toBe(winner.outcomes[2]);
    expect(winner.outcomes[0]?.odds).toBe(2.1); // the input is not mutated
  });

  test('an active flag change replaces the outcome too (same odds)', () => {
    const next = applyMarketsUpdate(markets, [market(1, 100, [outcome(1, '3', 3.5, false)])]);
    expect(next[0]?.outcomes[2]?.active).toBe(false);
    expect(next[0]?.outcomes[0]).toBe(winner.outcomes[0]);
  });

  test('an unknown outcome is appended to its market', () => {
    const next = applyMarketsUpdate(markets, [market(10, 50, [outcome(10, '11', 1.6)])]);
    expect(next[1]?.outcomes.map((o) => o.outcomeId)).toEqual(['9', '10', '11']);
    expect(next[1]?.outcomes[0]).toBe(doubleChance.outcomes[0]);
  });

  test.each(NOT_ALLOWED_MARKET_STATUSES.map((status) => [status]))(
    'drops a market whose status becomes %i (not allowed)',
    (status) => {
      const next = applyMarketsUpdate(markets, [{ ...market(1, 100, []), status }]);
      expect(next).toEqual([doubleChance]);
      expect(next[0]).toBe(doubleChance);
    },
  );

  test('keeps a suspended market (-1), flagged by its status, with its outcomes', () => {
    const next = applyMarketsUpdate(markets, [{ ...market(10, 50, []), status: -1 }]);
    expect(next[1]?.status).toBe(-1);
    expect(isMarketSuspended(next[1] as Market)).toBe(true);
    expect(next[1]?.outcomes).toBe(doubleChance.outcomes);
    expect(next[0]).toBe(winner);
  });

  test('a present market updated without outcomes takes its market fields', () => {
    const next = applyMarketsUpdate(markets, [{ ...market(1, 100, []), name: 'Match winner' }]);
    expect(next[0]?.name).toBe('Match winner');
    expect(next[0]?.outcomes).toBe(winner.outcomes);
  });

  test('appends new markets after the existing ones in descending priority', () => {
    const next = applyMarketsUpdate(markets, [
      market(30, undefined, [outcome(30, 'a', 2)]),
      market(20, 5, [outcome(20, 'a', 2)]),
      market(19, 5, [outcome(19, 'a', 2)]), // same priority: lower market id first
      market(40, 70, [outcome(40, 'a', 2)]), // above the existing 50 but still appended
      market(35, undefined, [outcome(35, 'a', 2)]),
    ]);
    expect(next.map((m) => m.marketId)).toEqual([1, 10, 40, 19, 20, 30, 35]);
    expect(next[0]).toBe(winner);
    expect(next[1]).toBe(doubleChance);
  });

  test('a new market keeps the update object; a suspended new market is listed', () => {
    const added = { ...market(18, 10, [outcome(18, '12', 1.9)]), status: -1 as const };
    const next = applyMarketsUpdate(markets, [added]);
    expect(next[2]).toBe(added);
  });

  test('several updates for one market apply in order', () => {
    const next = applyMarketsUpdate(markets, [
      market(18, 10, [outcome(18, '12', 1.9)]),
      market(18, 10, [outcome(18, '12', 2.0), outcome(18, '13', 1.8)]),
      market(1, 100, [outcome(1, '1', 2.3)]),
      { ...market(1, 100, []), status: -3 },
      market(1, 100, [outcome(1, '1', 2.4)]), // re-listed in its old place
    ]);
    expect(next.map((m) => m.marketId)).toEqual([1, 10, 18]);
    expect(next[0]?.outcomes.map((o) => o.odds)).toEqual([2.4]);
    expect(next[2]?.outcomes.map((o) => o.odds)).toEqual([2.0, 1.8]);
  });

  test('a new market added then dropped in one batch is not listed', () => {
    const updates = [
      market(18, 10, [outcome(18, '12', 1.9)]),
      { ...market(18, 10, []), status: -4 as const },
    ];
    expect(applyMarketsUpdate(markets, updates)).toBe(markets);
  });

  test('markets equal to the cached ones return the same reference (property)', () => {
    const arbitraryOutcomes = fc.uniqueArray(
      fc.record({
        outcomeId: fc.string(),
        units: fc.integer({ min: 101, max: 5000 }),
        active: fc.boolean(),
      }),
      { selector: (o) => o.outcomeId, maxLength: 4 },
    );
    const arbitraryMarkets = fc.uniqueArray(
      fc.record({
        marketId: fc.nat(500),
        status: fc.constantFrom<MarketStatus>(1, -1),
        priority: fc.option(fc.integer(), { nil: undefined }),
        outcomes: arbitraryOutcomes,
      }),
      { selector: (m) => m.marketId, maxLength: 5 },
    );
    fc.assert(
      fc.property(arbitraryMarkets, (rows) => {
        const current = rows.map((row) => ({
          ...market(
            row.marketId,
            row.priority,
            row.outcomes.map((o) => outcome(row.marketId, o.outcomeId, o.units / 100, o.active)),
          ),
          status: row.status,
        }));
        expect(applyMarketsUpdate(current, copy(current))).toBe(current);
      }),
    );
  });
});

describe('market status helpers', () => {
  test.each<[MarketStatus, boolean, boolean]>([
    [1, false, false],
    [-1, false, true],
    [0, true, false],
    [-2, true, false],
    [-3, true, false],
    [-4, true, false],
  ])('status %i: not allowed %s, suspended %s', (status, notAllowed, suspended) => {
    expect(isMarketNotAllowed(status)).toBe(notAllowed);
    expect(isMarketSuspended({ status })).toBe(suspended);
  });
});
