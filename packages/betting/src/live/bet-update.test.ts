import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { PlacedBet, PlacedSelection } from '../bets/types';
import { applyBetUpdate, applyCashoutUpdate, type BetUpdate } from './bet-update';

function selection(id: string, odds: number): PlacedSelection {
  return {
    id,
    matchId: 1,
    matchUrnId: 'sr:match:1',
    matchStatus: 1,
    nameA: 'Home',
    nameB: 'Away',
    provider: 'betradar',
    marketId: 1,
    marketName: '1X2',
    specifier: '',
    outcomeId: id,
    outcomeName: id,
    odds,
    result: 'no_results',
  };
}

function bet(betId: string, extra: Partial<PlacedBet> = {}): PlacedBet {
  return {
    betId,
    betType: 'combo',
    betStatus: 'waiting_results',
    stake: 1_000,
    currency: 'EUR',
    subunits: 100,
    winAmount: 0,
    odds: 6,
    selections: [selection('s1', 2), selection('s2', 3)],
    createdAt: '2025-05-01T18:00:00Z',
    result: 'no_results',
    ...extra,
  };
}

function copy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

describe('applyBetUpdate', () => {
  const bets = [bet('b1'), bet('b2', { isVip: true, betStatus: 'submitted' }), bet('b3')];
  const [first, vip, third] = bets as [PlacedBet, PlacedBet, PlacedBet];

  test.each<[string, BetUpdate]>([
    ['an unknown bet id (My Bets refetches)', { betId: 'nope', betStatus: 'done' }],
    ['the same values', { betId: 'b1', betStatus: 'waiting_results', stake: 1_000 }],
    ['an equal selection', { betId: 'b1', selections: [{ id: 's1', odds: 2 }] }],
    ['an unknown selection id', { betId: 'b1', selections: [{ id: 's9', result: 'win_entire' }] }],
    ['the whole bet copied', copy(bet('b1'))],
  ])('returns the same array for %s', (_, update) => {
    expect(applyBetUpdate(bets, update)).toBe(bets);
  });

  test.each<[string, BetUpdate]>([
    ['a VIP bet rejected', { betId: 'b2', betStatus: 'rejected' }],
    [
      'a bet flagged VIP in the update and rejected',
      { betId: 'b1', isVip: true, betStatus: 'rejected' },
    ],
  ])('removes %s', (_, update) => {
    const next = applyBetUpdate(bets, update);
    expect(next.map((b) => b.betId)).toEqual(
      bets.map((b) => b.betId).filter((id) => id !== update.betId),
    );
  });

  test('a rejected bet that is not VIP stays, with its new status', () => {
    const next = applyBetUpdate(bets, { betId: 'b3', betStatus: 'rejected' });
    expect(next[2]?.betStatus).toBe('rejected');
    expect(next[0]).toBe(first);
    expect(next[1]).toBe(vip);
  });

  test('a VIP bet accepted stays', () => {
    const next = applyBetUpdate(bets, { betId: 'b2', betStatus: 'waiting_results' });
    expect(next[1]?.betStatus).toBe('waiting_results');
  });

  test('merges selection data by selection id: update fields win, other fields are kept', () => {
    const next = applyBetUpdate(bets, {
      betId: 'b1',
      result: 'no_results',
      selections: [{ id: 's2', result: 'win_entire', matchStatus: 4 }],
    });
    const merged = next[0] as PlacedBet;
    expect(merged).not.toBe(first);
    expect(merged.selections[0]).toBe(first.selections[0]);
    expect(merged.selections[1]).toEqual({
      ...selection('s2', 3),
      result: 'win_entire',
      matchStatus: 4,
    });
    expect(next[2]).toBe(third);
    expect(first.selections[1]?.result).toBe('no_results'); // the input is not mutated
  });

  test('bet fields and selections change together', () => {
    const next = applyBetUpdate(bets, {
      betId: 'b3',
      betStatus: 'done',
      result: 'win_entire',
      winAmount: 6_000,
      selections: [
        { id: 's1', result: 'win_entire' },
        { id: 's2', result: 'win_entire' },
      ],
    });
    expect(next[2]).toMatchObject({ betStatus: 'done', result: 'win_entire', winAmount: 6_000 });
    expect(next[2]?.selections.map((s) => s.result)).toEqual(['win_entire', 'win_entire']);
  });

  test('a bet update equal to the current bet returns the same reference (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(2),
        fc.subarray(['betStatus', 'stake', 'odds', 'result', 'isVip', 'selections'] as const),
        (index, keys) => {
          const current = bets[index] as PlacedBet;
          const update: BetUpdate = { betId: current.betId };
          for (const key of keys) Object.assign(update, { [key]: copy(current[key]) });
          expect(applyBetUpdate(bets, update)).toBe(bets);
        },
      ),
    );
  });
});

describe('applyCashoutUpdate', () => {
  const bets = [bet('b1', { toCashout: 1_500 }), bet('b2')];

  test('sets a new offer (minor units) and keeps the other bets', () => {
    const next = applyCashoutUpdate(bets, { betId: 'b2', toCashout: 900 });
    expect(next[1]?.toCashout).toBe(900);
    expect(next[0]).toBe(bets[0]);
    expect(bets[1]?.toCashout).toBeUndefined();
  });

  test('replaces an existing offer', () => {
    expect(applyCashoutUpdate(bets, { betId: 'b1', toCashout: 1_400 })[0]?.toCashout).toBe(1_400);
  });

  test.each([[null], [undefined], [0], [-5]])('%s removes the offer', (toCashout) => {
    const next = applyCashoutUpdate(bets, { betId: 'b1', toCashout });
    expect(next[0]).not.toHaveProperty('toCashout');
    expect(next[0]).toEqual({ ...bet('b1') });
    expect(next[1]).toBe(bets[1]);
  });

  test.each([
    ['an unknown bet id', { betId: 'nope', toCashout: 100 }],
    ['the same offer', { betId: 'b1', toCashout: 1_500 }],
    ['removing an offer that does not exist', { betId: 'b2', toCashout: null }],
  ])('returns the same array for %s', (_, update) => {
    expect(applyCashoutUpdate(bets, update)).toBe(bets);
  });
});
