import { describe, expect, it } from 'vitest';
import type {
  BetResult,
  BetStatus,
  PlacedBet,
  PlacedSelection,
} from '@sportsbook/betting/bets/types';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import {
  cashoutOfferOf,
  formatBetMoney,
  isOpenBet,
  potentialWinOf,
  resultTone,
  returnOf,
} from './bet-view';

function leg(id: string, odds: number): PlacedSelection {
  return {
    id,
    matchId: Number(id.replace(/\D/g, '')) || 1,
    matchUrnId: `sr:match:${id}`,
    matchStatus: 0,
    nameA: 'Home',
    nameB: 'Away',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds,
    result: 'no_results',
  };
}

function bet(extra: Partial<PlacedBet>): PlacedBet {
  return {
    betId: 'b1',
    betType: 'single',
    betStatus: 'waiting_results',
    stake: 1000,
    currency: 'EUR',
    subunits: 100,
    winAmount: 0,
    odds: 2.5,
    selections: [leg('s1', 2.5)],
    createdAt: '2026-11-24T08:00:00Z',
    result: 'no_results',
    ...extra,
  };
}

describe('open bets (spec §3 bet filter)', () => {
  it.each<[BetStatus, boolean]>([
    ['submitted', true],
    ['waiting_results', true],
    ['ready_to_process', true],
    ['cashout_in_progress', true],
    ['done', false],
    ['cashed_out', false],
    ['cancelled', false],
    ['withdrawn', false],
    ['rejected', false],
  ])('%s is open: %s', (betStatus, open) => {
    expect(isOpenBet({ betStatus })).toBe(open);
  });
});

describe('result badges', () => {
  it.each<[BetResult, string]>([
    ['win_entire', 'win'],
    ['refund_half_win_other', 'win'],
    ['lose_entire', 'lose'],
    ['refund_half_lose_other', 'lose'],
    ['refund_entire', 'refund'],
    ['canceled', 'refund'],
    ['cashed_out', 'cashout'],
    ['no_results', 'pending'],
  ])('%s -> %s', (result, tone) => {
    expect(resultTone(result)).toBe(tone);
  });
});

describe('potential win of an open bet (every selection won, stake included)', () => {
  it('single: 10.00 at 2.50 returns 25.00', () => {
    expect(potentialWinOf(bet({}))).toBe(2500);
  });

  it('combo: 10.00 at 2.00 x 3.00 returns 60.00, boosted 1.10 returns 66.00', () => {
    const combo = bet({ betType: 'combo', odds: 6, selections: [leg('s1', 2), leg('s2', 3)] });
    expect(potentialWinOf(combo)).toBe(6000);
    expect(potentialWinOf({ ...combo, bonus: { id: 'cb', type: 'comboboost', odds: 1.1 } })).toBe(
      6600,
    );
  });

  it('system 2/3: 3.00 over three lines of 1.00 at 2x3, 2x4, 3x4 returns 26.00', () => {
    const system = bet({
      betType: 'system',
      stake: 300,
      odds: 8.6667,
      systemType: { id: '2/3', winCount: 2, totalCount: 3 },
      selections: [leg('s1', 2), leg('s2', 3), leg('s3', 4)],
    });
    expect(potentialWinOf(system)).toBe(2600);
  });

  it('a system whose type does not fit its selections has no potential win', () => {
    const broken = bet({
      betType: 'system',
      systemType: { id: '2/4', winCount: 2, totalCount: 4 },
    });
    expect(potentialWinOf(broken)).toBeUndefined();
  });

  it('shows the potential win while open and the payout once settled', () => {
    expect(returnOf(bet({}))).toEqual({ kind: 'potentialWin', amount: 2500 });
    expect(returnOf(bet({ betStatus: 'done', result: 'win_entire', winAmount: 2500 }))).toEqual({
      kind: 'payout',
      amount: 2500,
    });
    expect(
      returnOf(bet({ betStatus: 'cashed_out', result: 'cashed_out', winAmount: 830 })),
    ).toEqual({ kind: 'payout', amount: 830 });
  });
});

describe('cashout offer on a bet card', () => {
  it('is the offer of a bet waiting for results', () => {
    expect(cashoutOfferOf(bet({ toCashout: 1840 }))).toBe(1840);
  });

  it.each<[string, Partial<PlacedBet>]>([
    ['no offer', {}],
    ['a zero offer', { toCashout: 0 }],
    ['a bet not yet accepted', { betStatus: 'submitted', toCashout: 900 }],
    ['a bet being cashed out', { betStatus: 'cashout_in_progress', toCashout: 900 }],
    ['a settled bet', { betStatus: 'done', result: 'lose_entire', toCashout: 900 }],
  ])('is none for %s', (_, extra) => {
    expect(cashoutOfferOf(bet(extra))).toBeUndefined();
  });
});

describe('bet money', () => {
  it('uses the site currency: fiat style in the locale', () => {
    expect(formatBetMoney(1250, bet({}), [CURRENCIES.EUR], 'en')).toBe('€12.50');
    expect(formatBetMoney(1250, bet({}), [CURRENCIES.EUR], 'de')).toBe('12,50\u00a0€');
  });

  it('falls back to the bet subunits and code when the site does not list the currency', () => {
    expect(formatBetMoney(150, { currency: 'XYZ', subunits: 100 }, [], 'en')).toBe('1.5\u00a0XYZ');
  });
});
