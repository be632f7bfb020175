import { describe, expect, it, vi } from 'vitest';
import {
  createCustomBetOpeners,
  customSelections,
  MAX_CUSTOM_PICKS,
  minCustomPicks,
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

  it('prices from two picks, or from one where the site allows a single custom bet', () => {
    expect(minCustomPicks(false)).toBe(2);
    expect(minCustomPicks(true)).toBe(1);
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

  it('an outcome click opens the bet builder of its match only, while it listens', () => {
    const openers = createCustomBetOpeners();
    const request = { matchId: 5, marketId: 1, specifier: '', outcomeId: '1' };
    expect(openers.request(request)).toBe(false);
    const [builder, other] = [vi.fn(), vi.fn()];
    const remove = openers.listen(5, builder);
    openers.listen(6, other);
    expect(openers.request(request)).toBe(true);
    expect(builder).toHaveBeenCalledWith(request);
    expect(other).not.toHaveBeenCalled();
    remove();
    expect(openers.request(request)).toBe(false);
  });
});
