import { describe, expect, test } from 'vitest';
import type { SelectionSource } from './selection';
import { isOutcomeOpen, selectionFromOutcome } from './selection';

const source: SelectionSource = {
  match: {
    id: 42,
    urnId: 'sr:match:42',
    slug: 'arsenal-chelsea',
    status: 1,
    sportKey: 'soccer',
    nameA: 'Arsenal',
    nameB: 'Chelsea',
  },
  market: {
    marketId: 18,
    name: 'Total',
    specifier: 'total=2.5',
    provider: 'betradar',
    status: 1,
    marketGroups: ['main', 'goals'],
  },
  outcome: { outcomeId: '12', name: 'Over 2.5', odds: 1.85, active: true },
  categoryName: 'England',
};

describe('selectionFromOutcome', () => {
  test('builds the selection at the current odds with the composite id', () => {
    expect(selectionFromOutcome(source)).toEqual({
      id: 'sr:match:42/18/12/total=2.5',
      matchId: 42,
      matchUrnId: 'sr:match:42',
      matchSlug: 'arsenal-chelsea',
      matchStatus: 1,
      sportKey: 'soccer',
      nameA: 'Arsenal',
      nameB: 'Chelsea',
      categoryName: 'England',
      provider: 'betradar',
      marketId: 18,
      marketName: 'Total',
      marketGroup: 'main',
      specifier: 'total=2.5',
      outcomeId: '12',
      outcomeName: 'Over 2.5',
      odds: 1.85,
      acceptedOdds: 1.85,
      initialOdds: 1.85,
      active: true,
      isSuspended: false,
      isChanged: false,
      isNotAvailable: false,
    });
  });

  test.each<[string, Partial<SelectionSource>, boolean]>([
    ['a suspended market', { market: { ...source.market, status: -1 } }, true],
    ['an inactive outcome', { outcome: { ...source.outcome, active: false } }, true],
    ['an open market', {}, false],
    ['a prematch match', { match: { ...source.match, status: 0 } }, false],
    ['a stopped match', { match: { ...source.match, status: 2 } }, true],
    ['a closed match', { match: { ...source.match, status: 3 } }, true],
    ['a finished match', { match: { ...source.match, status: 4 } }, true],
    ['a match not covered', { match: { ...source.match, status: 5 } }, true],
  ])('%s: suspended %s', (_name, patch, isSuspended) => {
    expect(selectionFromOutcome({ ...source, ...patch }).isSuspended).toBe(isSuspended);
  });

  test('carries custom odds; no market group without groups', () => {
    const { marketGroups: _groups, ...market } = source.market;
    const selection = selectionFromOutcome({ ...source, market, customOdds: 3.4 });
    expect(selection.customOdds).toBe(3.4);
    expect(selection).not.toHaveProperty('marketGroup');
  });
});

describe('isOutcomeOpen', () => {
  test.each<[number, number, boolean, boolean]>([
    [0, 1, true, true],
    [1, 1, true, true],
    [1, 1, false, false],
    [2, 1, true, false],
    [3, 1, true, false],
    [4, 1, true, false],
    [5, 1, true, false],
    [1, -1, true, false],
    [1, 0, true, false],
    [1, -2, true, false],
    [1, -3, true, false],
    [1, -4, true, false],
  ])(
    'match %i, market %i, active %s: open %s',
    (matchStatus, marketStatus, outcomeActive, open) => {
      expect(isOutcomeOpen({ matchStatus, marketStatus, outcomeActive })).toBe(open);
    },
  );
});
