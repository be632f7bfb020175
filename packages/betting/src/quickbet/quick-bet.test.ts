import { describe, expect, test } from 'vitest';
import type { QuickBetState } from './quick-bet';
import {
  createQuickBet,
  quickBetAfterBalance,
  setQuickBetCurrency,
  setQuickBetStake,
  toggleQuickBet,
} from './quick-bet';

// on, 5.00 EUR, approved
const approved: QuickBetState = {
  ...createQuickBet({ currency: 'EUR', stake: 500, isEnabled: true }),
  isApproved: true,
};

describe('createQuickBet', () => {
  test('starts INITIAL, unapproved, off and with stake 0 by default', () => {
    expect(createQuickBet({ currency: 'EUR' })).toEqual({
      isEnabled: false,
      state: 'INITIAL',
      stake: 0,
      currency: 'EUR',
      isApproved: false,
      selectedOutcomeIds: [],
    });
  });

  test.each([[-1], [2.5]])('rejects the stake %s', (stake) => {
    expect(() => createQuickBet({ currency: 'EUR', stake })).toThrow(RangeError);
  });
});

describe('toggleQuickBet', () => {
  test.each<[string, QuickBetState, boolean | undefined, Partial<QuickBetState>]>([
    ['flips off, unapproving', approved, undefined, { isEnabled: false, isApproved: false }],
    ['turns off, unapproving', approved, false, { isEnabled: false, isApproved: false }],
    [
      'flips on, still unapproved',
      createQuickBet({ currency: 'EUR' }),
      undefined,
      { isEnabled: true },
    ],
    ['turns on', createQuickBet({ currency: 'EUR' }), true, { isEnabled: true }],
  ])('%s', (_, from, on, patch) => {
    expect(toggleQuickBet(from, on)).toEqual({ ...from, ...patch });
  });

  test('returns the same state when nothing changes', () => {
    expect(toggleQuickBet(approved, true)).toBe(approved);
  });

  test('a running placement goes on when turned off', () => {
    const processing: QuickBetState = { ...approved, state: 'PROCESSING' };
    expect(toggleQuickBet(processing, false).state).toBe('PROCESSING');
  });
});

describe('setQuickBetStake and setQuickBetCurrency unapprove (spec §4)', () => {
  test('a new stake unapproves', () => {
    expect(setQuickBetStake(approved, 1000)).toEqual({
      ...approved,
      stake: 1000,
      isApproved: false,
    });
  });

  test('the same stake keeps the same state', () => {
    expect(setQuickBetStake(approved, 500)).toBe(approved);
  });

  test.each([[-100], [10.5], [Number.NaN]])('rejects the stake %s', (stake) => {
    expect(() => setQuickBetStake(approved, stake)).toThrow(RangeError);
  });

  test('a new currency unapproves and resets the stake to 0', () => {
    expect(setQuickBetCurrency(approved, 'BRL')).toEqual({
      ...approved,
      currency: 'BRL',
      stake: 0,
      isApproved: false,
    });
  });

  test('the same currency keeps the same state', () => {
    expect(setQuickBetCurrency(approved, 'EUR')).toBe(approved);
  });
});

describe('quickBetAfterBalance: off when the balance is zero or below the stake (spec §4)', () => {
  test.each([
    // balance in minor units, quick bet still on?
    [10_000, true],
    [500, true], // exactly the 5.00 stake: the next quick bet can still be paid
    [499, false],
    [0, false],
  ])('balance %i -> on: %s', (balance, on) => {
    const after = quickBetAfterBalance(approved, balance);
    expect(after.isEnabled).toBe(on);
    expect(after.isApproved).toBe(on);
    if (on) expect(after).toBe(approved);
  });

  test('a zero balance turns off even a quick bet with stake 0', () => {
    const noStake = { ...approved, stake: 0 };
    expect(quickBetAfterBalance(noStake, 0).isEnabled).toBe(false);
  });

  test('leaves a quick bet that is off alone', () => {
    const off = createQuickBet({ currency: 'EUR', stake: 500 });
    expect(quickBetAfterBalance(off, 0)).toBe(off);
  });
});
