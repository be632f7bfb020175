import { describe, expect, test } from 'vitest';
import type { TicketBet } from '../ticket/types';
import {
  applyFreebet,
  freebetIneligibility,
  freebetList,
  isFreebetEligible,
  syncFreebet,
} from './freebet';
import { bet, selection } from './test-fixtures';
import type { Freebet, FreebetVariant } from './types';
import { BonusDataError } from './types';

// 5.00 EUR, total odds 1.50..10.00, one to three selections
const freebet: Freebet = {
  id: 'fb-1',
  freebetType: 'only_win',
  minOdds: 1.5,
  maxOdds: 10,
  selectionsCountFrom: 1,
  selectionsCountTo: 3,
  isActive: true,
  currency: 'EUR',
  amount: 500,
};

describe('freebetIneligibility', () => {
  const live = (odds: number[]): TicketBet => ({
    ...bet(odds),
    selections: odds.map((o, i) => selection(o, { matchStatus: 1 }, i + 1)),
  });

  test.each<[string, TicketBet, Partial<Freebet>, string[]]>([
    ['a combo at 1.5 x 2 = 3.00', bet([1.5, 2]), {}, []],
    ['a single exactly at the minimum odds', bet([1.5], 'single'), {}, []],
    ['a single just below the minimum odds', bet([1.49], 'single'), {}, ['odds_below_min']],
    ['a combo exactly at the maximum: 2.5 x 4 = 10.00', bet([2.5, 4]), {}, []],
    ['a combo above the maximum: 4 x 3 = 12.00', bet([4, 3]), {}, ['odds_above_max']],
    ['four selections for at most three', bet([1.2, 1.2, 1.2, 1.2]), {}, ['selection_count']],
    [
      'a single for at least two',
      bet([2], 'single'),
      { selectionsCountFrom: 2 },
      ['selection_count'],
    ],
    ['a USD bet for a EUR freebet', bet([2], 'single', { currency: 'USD' }), {}, ['currency']],
    ['an inactive freebet', bet([2], 'single'), { isActive: false }, ['inactive']],
    [
      'prematch selections for a live-only freebet',
      bet([2, 2]),
      { matchStatus: 1 },
      ['match_status'],
    ],
    ['live selections for a live-only freebet', live([2, 2]), { matchStatus: 1 }, []],
    [
      'a custom bet priced 12.00 by the bet builder (its selections multiply to 3.00)',
      bet([1.5, 2], 'custom_bet', { customOdds: 12 }),
      {},
      ['odds_above_max'],
    ],
    [
      'accepted odds count: 1.60 accepted, the feed now at 1.40',
      bet([1.6], 'single', { selections: [selection(1.6, { odds: 1.4 })] }),
      {},
      [],
    ],
    [
      'every condition broken at once',
      bet([1.1, 1.1, 1.1, 1.1], 'combo', { currency: 'BRL' }), // 1.1^4 = 1.4641 < 1.50
      { isActive: false, matchStatus: 1 },
      ['inactive', 'currency', 'odds_below_min', 'selection_count', 'match_status'],
    ],
    [
      'a freebet without odds or count bounds',
      bet([50, 50, 50, 50, 50]),
      {
        minOdds: undefined,
        maxOdds: undefined,
        selectionsCountFrom: undefined,
        selectionsCountTo: undefined,
      },
      [],
    ],
  ])('%s', (_, b, patch, reasons) => {
    expect(freebetIneligibility(b, { ...freebet, ...patch })).toEqual(reasons);
    expect(isFreebetEligible(b, { ...freebet, ...patch })).toBe(reasons.length === 0);
  });
});

describe('freebetList', () => {
  test.each([
    [{}, []],
    [{ freebet }, [freebet]],
    [{ freebet: [freebet, { ...freebet, id: 'fb-2' }] }, [freebet, { ...freebet, id: 'fb-2' }]],
  ])('%j -> %j', (available, list) => {
    expect(freebetList(available)).toEqual(list);
  });
});

describe('applyFreebet', () => {
  test.each<[FreebetVariant, string]>([
    ['no_risk', 'freebet_no_risk'],
    ['all_win', 'freebet_all_win'],
    ['only_win', 'freebet_only_win'],
  ])('a %s freebet sets bonus %s and the freebet stake (spec §4)', (variant, type) => {
    const b = bet([2, 2], 'combo', { stake: 1234 });
    const applied = applyFreebet(b, { ...freebet, freebetType: variant });
    expect(applied).toEqual({
      ...b,
      bonus: { id: 'fb-1', type },
      stake: 500,
      stakeSource: 'freebet',
      freebetStake: 500,
    });
    expect(applied.selections).toBe(b.selections);
  });

  test('replaces a comboboost, its bonus odds included', () => {
    const boosted = bet([2, 2, 2], 'combo', {
      bonus: { id: 'cb-1', type: 'comboboost', odds: 1.05 },
      bonusOdds: 1.05,
    });
    const applied = applyFreebet(boosted, freebet);
    expect(applied.bonus).toEqual({ id: 'fb-1', type: 'freebet_only_win' });
    expect('bonusOdds' in applied).toBe(false);
  });

  test('returns the same bet when the freebet is already applied', () => {
    const applied = applyFreebet(bet([2]), freebet);
    expect(applyFreebet(applied, freebet)).toBe(applied);
  });

  test.each([[0], [-500], [12.5], [Number.NaN]])('rejects an amount of %s', (amount) => {
    expect(() => applyFreebet(bet([2]), { ...freebet, amount })).toThrow(BonusDataError);
  });
});

describe('syncFreebet', () => {
  const withFreebet = applyFreebet(bet([2, 2]), freebet);

  test('keeps the same bet while its freebet is still available and usable', () => {
    expect(syncFreebet(withFreebet, { freebet: [freebet] })).toBe(withFreebet);
  });

  test('follows a changed freebet amount', () => {
    const synced = syncFreebet(withFreebet, { freebet: { ...freebet, amount: 700 } });
    expect(synced.stake).toBe(700);
    expect(synced.freebetStake).toBe(700);
  });

  test.each<[string, TicketBet, Parameters<typeof syncFreebet>[1]]>([
    ['missing from the available list', withFreebet, { freebet: [{ ...freebet, id: 'fb-2' }] }],
    ['no freebet offered at all', withFreebet, { hunting: { id: 'h-1' } }],
    ['deactivated', withFreebet, { freebet: { ...freebet, isActive: false } }],
    [
      'no longer usable: a fourth selection was added',
      {
        ...withFreebet,
        selections: [...withFreebet.selections, selection(1.2, {}, 3), selection(1.2, {}, 4)],
      },
      { freebet },
    ],
  ])('drops a freebet %s with stake 0 (spec §4)', (_, b, available) => {
    const synced = syncFreebet(b, available);
    expect(synced.bonus).toBeUndefined();
    expect(synced.freebetStake).toBeUndefined();
    expect(synced.stake).toBe(0);
    expect(synced.stakeSource).toBe('stake');
  });

  test('leaves bets without a freebet alone', () => {
    const plain = bet([2, 2]);
    const hunting = bet([2, 2], 'combo', { bonus: { id: 'h-1', type: 'hunting' } });
    expect(syncFreebet(plain, {})).toBe(plain);
    expect(syncFreebet(hunting, {})).toBe(hunting);
  });
});
