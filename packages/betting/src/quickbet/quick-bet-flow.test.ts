import { describe, expect, test } from 'vitest';
import type { PlacedBet } from '../bets/types';
import type { Selection } from '../ticket/types';
import { EMPTY_TICKET } from '../ticket/types';
import type { QuickBetState } from './quick-bet';
import { createQuickBet } from './quick-bet';
import {
  POTENTIAL_WIN_EQUAL_OR_LESS,
  approveQuickBet,
  quickBetFailed,
  quickBetPotentialWin,
  quickBetSucceeded,
  quickBetTicket,
  resetQuickBet,
  startQuickBet,
} from './quick-bet-flow';

const on = (stake: number, patch: Partial<QuickBetState> = {}): QuickBetState => ({
  ...createQuickBet({ currency: 'EUR', stake, isEnabled: true }),
  ...patch,
});
const approved = on(500, { isApproved: true });
const processing = on(500, {
  isApproved: true,
  state: 'PROCESSING',
  selectedOutcomeIds: ['sr:match:7/1/1/'],
});
const placed: PlacedBet = {
  betId: 'b-1',
  betType: 'single',
  betStatus: 'submitted',
  stake: 500,
  currency: 'EUR',
  subunits: 100,
  winAmount: 0,
  odds: 2.1,
  selections: [],
  createdAt: '2025-05-01T18:00:00Z',
  result: 'no_results',
};

describe('quickBetPotentialWin', () => {
  test.each([
    [500, 2.1, 1050],
    [1, 1.5, 1], // 1.5 rounds down to 1 minor unit
    [333, 1.01, 336], // 336.33 rounds down
  ])('%i x %d = %i', (stake, odds, expected) => {
    expect(quickBetPotentialWin(stake, odds)).toBe(expected);
  });
});

describe('approveQuickBet', () => {
  test('approves a stake whose potential win is above it', () => {
    expect(approveQuickBet(on(500), { odds: 1.01 })).toEqual({
      state: { ...on(500), isApproved: true },
    });
  });

  test('keeps the same state when already approved', () => {
    expect(approveQuickBet(approved, { odds: 2 }).state).toBe(approved);
  });

  test.each<[string, QuickBetState, number, object]>([
    ['stake 0 (spec §4)', on(0), 2, { reason: 'stake_required' }],
    ['quick bet off', { ...on(500), isEnabled: false }, 2, { reason: 'disabled' }],
    [
      'odds 1.00: potential win equals the stake (spec §5)',
      on(500),
      1,
      { reason: 'potential_win_not_above_stake', messageKey: POTENTIAL_WIN_EQUAL_OR_LESS },
    ],
    [
      'a 0.01 stake at 1.50: 1.5 minor units round down to the stake',
      on(1),
      1.5,
      { reason: 'potential_win_not_above_stake', messageKey: 'error.potential_win.equal_or_less' },
    ],
  ])('refuses %s', (_, from, odds, refusal) => {
    const step = approveQuickBet(from, { odds });
    expect(step.refusal).toEqual(refusal);
    expect(step.state).toBe(from);
  });
});

describe('startQuickBet', () => {
  const click = { outcomeId: 'sr:match:9/1/2/', odds: 2.1, isLoggedIn: true };

  test('goes PROCESSING on the outcome, clearing the last bet and error', () => {
    const after = { ...approved, state: 'ERROR' as const, error: { message: 'x' }, bet: placed };
    expect(startQuickBet(after, click)).toEqual({
      state: { ...approved, state: 'PROCESSING', selectedOutcomeIds: ['sr:match:9/1/2/'] },
    });
  });

  test('does nothing while PROCESSING, with a warning (spec §4)', () => {
    expect(startQuickBet(processing, click)).toEqual({
      state: processing,
      warning: 'already_processing',
    });
    expect(startQuickBet(processing, click).state).toBe(processing);
  });

  test.each<[string, QuickBetState, Partial<typeof click>, object]>([
    ['an anonymous player', approved, { isLoggedIn: false }, { reason: 'not_logged_in' }],
    ['an unapproved quick bet', on(500), {}, { reason: 'not_approved' }],
    [
      'odds 1.00 (spec §5)',
      approved,
      { odds: 1 },
      { reason: 'potential_win_not_above_stake', messageKey: POTENTIAL_WIN_EQUAL_OR_LESS },
    ],
  ])('refuses %s', (_, from, patch, refusal) => {
    const step = startQuickBet(from, { ...click, ...patch });
    expect(step.refusal).toEqual(refusal);
    expect(step.state).toBe(from);
  });
});

describe('placement outcome', () => {
  test('PROCESSING -> SUCCESS with the placed bet', () => {
    expect(quickBetSucceeded(processing, placed)).toEqual({
      ...processing,
      state: 'SUCCESS',
      bet: placed,
    });
  });

  test('PROCESSING -> ERROR with the error', () => {
    const error = { message: 'error.place_bets.invalid_odds', details: { odds: 2.05 } };
    expect(quickBetFailed(processing, error)).toEqual({ ...processing, state: 'ERROR', error });
  });

  test.each(['INITIAL', 'SUCCESS', 'ERROR'] as const)('a late answer in %s is ignored', (state) => {
    const idle = { ...approved, state };
    expect(quickBetSucceeded(idle, placed)).toBe(idle);
    expect(quickBetFailed(idle, { message: 'x' })).toBe(idle);
  });
});

describe('resetQuickBet', () => {
  test('goes back to INITIAL, keeping stake and approval', () => {
    const success = quickBetSucceeded(processing, placed);
    expect(resetQuickBet(success)).toEqual(approved);
    const failed = quickBetFailed(processing, { message: 'x' });
    expect(resetQuickBet(failed)).toEqual(approved);
  });

  test('keeps the same state when already clean', () => {
    expect(resetQuickBet(approved)).toBe(approved);
  });
});

describe('quickBetTicket', () => {
  test('is a one-single ticket with the quick-bet stake', () => {
    const selection: Selection = {
      id: 'sr:match:9/1/2/',
      matchId: 9,
      matchUrnId: 'sr:match:9',
      matchSlug: 'benfica-vs-porto',
      matchStatus: 1,
      sportKey: 'soccer',
      nameA: 'Benfica',
      nameB: 'Porto',
      categoryName: 'Portugal',
      provider: 'betradar',
      marketId: 1,
      marketName: '1x2',
      specifier: '',
      outcomeId: '2',
      outcomeName: 'draw',
      odds: 2.1,
      acceptedOdds: 2.1,
      initialOdds: 2.2,
      active: true,
      isSuspended: false,
      isNotAvailable: false,
      isChanged: false,
    };
    expect(quickBetTicket(approved, selection, { subunits: 100 })).toEqual({
      ...EMPTY_TICKET,
      bets: [
        {
          betType: 'single',
          stake: 500,
          currency: 'EUR',
          subunits: 100,
          stakeSource: 'stake',
          selections: [selection],
        },
      ],
    });
  });
});
