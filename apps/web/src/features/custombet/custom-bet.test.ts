import { describe, expect, it, vi } from 'vitest';
import {
  addCustomBetToSlip,
  customSelections,
  MAX_CUSTOM_PICKS,
  setCustomBetSink,
  togglePick,
  type CustomBetMatch,
  type CustomMarket,
} from './custom-bet';

const pick = (marketId: number, outcomeId: string, group = `g${marketId}`) => ({
  marketId,
  specifier: '',
  outcomeId,
  group,
});

const match: CustomBetMatch = {
  id: 5,
  urnId: 'sr:match:5',
  slug: 'a-b',
  status: 0,
  sportKey: 'soccer',
  nameA: 'A',
  nameB: 'B',
  categoryName: 'England',
  provider: 'betradar',
};

describe('bet builder picks (spec §2 custom-bet modal)', () => {
  it('toggles a pick on and off', () => {
    const one = togglePick([], pick(1, '1'));
    expect(one).toEqual([pick(1, '1')]);
    expect(togglePick(one, pick(1, '1'))).toEqual([]);
  });

  it('a pick of the same group replaces the earlier one (they cannot be combined)', () => {
    const picks = togglePick(togglePick([], pick(1, '1', 'result')), pick(2, 'x', 'goals'));
    expect(togglePick(picks, pick(1, '2', 'result'))).toEqual([
      pick(2, 'x', 'goals'),
      pick(1, '2', 'result'),
    ]);
  });

  it('takes at most the priced maximum', () => {
    let picks = Array.from({ length: MAX_CUSTOM_PICKS }, (_, i) => pick(i + 1, '1'));
    picks = togglePick(picks, pick(99, '1'));
    expect(picks).toHaveLength(MAX_CUSTOM_PICKS);
  });

  it('makes slip selections named from the builder markets, in pick order', () => {
    const markets: CustomMarket[] = [
      {
        marketId: 1,
        name: '1X2',
        specifier: '',
        group: 'result',
        outcomes: [{ outcomeId: '1', name: 'A', odds: 1.8 }],
      },
      {
        marketId: 18,
        name: 'Total',
        specifier: 'total=2.5',
        group: 'goals',
        outcomes: [{ outcomeId: '12', name: 'over 2.5', odds: 1.9 }],
      },
    ];
    const selections = customSelections(match, markets, [
      { marketId: 18, specifier: 'total=2.5', outcomeId: '12', group: 'goals' },
      pick(1, '1', 'result'),
    ]);
    expect(selections.map((s) => [s.id, s.marketName, s.outcomeName, s.odds])).toEqual([
      ['sr:match:5/18/12/total=2.5', 'Total', 'over 2.5', 1.9],
      ['sr:match:5/1/1/', '1X2', 'A', 1.8],
    ]);
  });

  it('hands a priced bet to the registered slip only', () => {
    expect(addCustomBetToSlip([], 3.2)).toBe(false);
    const sink = vi.fn();
    const remove = setCustomBetSink(sink);
    expect(addCustomBetToSlip([], 3.2)).toBe(true);
    expect(sink).toHaveBeenCalledWith([], 3.2);
    remove();
    expect(addCustomBetToSlip([], 3.2)).toBe(false);
  });
});
