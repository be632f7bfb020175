import { describe, expect, test } from 'vitest';
import { TicketInputError } from './errors';
import {
  betAt,
  changeCurrency,
  replaceBet,
  setStake,
  setStakeForPotentialWin,
  stakeForLineStake,
  totalStake,
} from './stakes';
import { potentialWin } from './potential-win';
import { bet, selection, selections, systemBet, ticketOf } from './test-fixtures';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof TicketInputError ? error.code : 'not a TicketInputError';
  }
  return undefined;
}

const first = bet('single', [selection(1, 2)], 100);
const second = bet('single', [selection(2, 3)], 200);
const ticket = ticketOf(first, second);

describe('setStake', () => {
  test('sets the stake and its source of one bet; the other keeps its reference', () => {
    const next = setStake(ticket, 1, 550, 'potential_win');
    expect(next.bets[1]).toMatchObject({ stake: 550, stakeSource: 'potential_win' });
    expect(next.bets[0]).toBe(first);
    expect(ticket.bets[1]).toBe(second); // the input is not mutated
  });

  test('returns the same ticket when nothing changes', () => {
    expect(setStake(ticket, 0, 100, 'stake')).toBe(ticket);
  });

  test('changes the source alone', () => {
    expect(setStake(ticket, 0, 100, 'preset').bets[0]?.stakeSource).toBe('preset');
  });

  test('does nothing while a placement is in progress', () => {
    const placing = { ...ticket, inProgress: true };
    expect(setStake(placing, 0, 999, 'stake')).toBe(placing);
  });

  test.each([[-1], [2], [0.5]])('refuses the bet index %s', (index) => {
    expect(codeOf(() => setStake(ticket, index, 100, 'stake'))).toBe('unknown_bet');
  });

  test.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses the stake %s',
    (stake) => {
      expect(codeOf(() => setStake(ticket, 0, stake, 'stake'))).toBe('invalid_stake');
    },
  );
});

describe('totalStake', () => {
  test.each([
    ['two singles', ticket, 300],
    [
      'a system: its stake already covers every line',
      ticketOf(systemBet(2, selections(2, 2, 2, 2), 600)),
      600,
    ],
    ['an empty ticket', ticketOf(), 0],
  ])('%s: %i', (_name, t, expected) => {
    expect(totalStake(t)).toBe(expected);
  });
});

describe('stakeForLineStake', () => {
  test.each([
    ['6 lines of 2/4 at 1.00', systemBet(2, selections(2, 2, 2, 2)), 100, 600],
    ['a combo', bet('combo', selections(2, 2)), 100, 100],
    ['4 lines of 3/4 at 0', systemBet(3, selections(2, 2, 2, 2)), 0, 0],
  ])('%s', (_name, b, perLine, expected) => {
    expect(stakeForLineStake(b, perLine)).toBe(expected);
  });

  test('refuses a negative line stake', () => {
    expect(codeOf(() => stakeForLineStake(first, -5))).toBe('invalid_stake');
  });
});

describe('betAt and replaceBet', () => {
  test('reads and replaces a bet by index', () => {
    expect(betAt(ticket, 1)).toBe(second);
    const replaced = replaceBet(ticket, 0, second);
    expect(replaced.bets).toEqual([second, second]);
    expect(ticket.bets[0]).toBe(first);
  });
});

describe('changeCurrency', () => {
  test('resets every stake to 0 from sharing in the new currency (spec §4)', () => {
    const next = changeCurrency(ticket, 'BTC', 100_000_000);
    for (const b of next.bets) {
      expect(b).toMatchObject({
        currency: 'BTC',
        subunits: 100_000_000,
        stake: 0,
        stakeSource: 'sharing',
      });
    }
    expect(next.bets[0]?.selections).toBe(first.selections);
  });

  test('drops a freebet, which was in the old currency', () => {
    const paid = ticketOf({
      ...first,
      stake: 500,
      stakeSource: 'freebet',
      freebetStake: 500,
      bonus: { id: 'fb', type: 'freebet_no_risk' },
    });
    const next = changeCurrency(paid, 'USD', 100);
    expect(next.bets[0]).toMatchObject({ currency: 'USD', stake: 0, stakeSource: 'sharing' });
    expect(next.bets[0]?.bonus).toBeUndefined();
    expect(next.bets[0]?.freebetStake).toBeUndefined();
  });

  test('changes nothing when the currency is the same', () => {
    expect(changeCurrency(ticket, 'EUR', 100)).toBe(ticket);
  });

  test('a different subunit count is a change', () => {
    expect(changeCurrency(ticket, 'EUR', 1000).bets[0]?.stake).toBe(0);
  });
});

describe('setStakeForPotentialWin (spec §3 stakeSource potential win)', () => {
  // a single at 2.00, a combo 2.00 x 3.00 = 6.00, a 2/3 system at 2.00, 2.00, 3.00 (lines 4, 6, 6)
  test.each([
    ['single 2.00, win 10.00', bet('single', [selection(1, 2)]), 1000, 500, 1000],
    ['single 2.00, win 10.01: rounded down', bet('single', [selection(1, 2)]), 1001, 500, 1000],
    ['single 3.00, win 10.00: 3.33 wins 9.99', bet('single', [selection(1, 3)]), 1000, 333, 999],
    ['combo 6.00, win 60.00', bet('combo', selections(2, 3)), 6000, 1000, 6000],
    ['system 2/3, win 16.00: whole lines', systemBet(2, selections(2, 2, 3)), 1600, 300, 1600],
    ['system 2/3, win 17.00: 1.06 a line', systemBet(2, selections(2, 2, 3)), 1700, 318, 1696],
    ['win 0', bet('single', [selection(1, 2)]), 0, 0, 0],
  ])('%s: stake %#', (_, b, wanted, stake, win) => {
    const next = setStakeForPotentialWin(ticketOf(b), 0, wanted);
    const staked = next.bets[0];
    expect(staked).toMatchObject({ stake, stakeSource: 'potential_win' });
    expect(staked && potentialWin(staked)).toBe(win);
  });

  test('bad input: an unknown bet or a wanted win that is not whole minor units', () => {
    expect(codeOf(() => setStakeForPotentialWin(ticket, 5, 100))).toBe('unknown_bet');
    expect(codeOf(() => setStakeForPotentialWin(ticket, 0, 1.5))).toBe('invalid_amount');
    expect(codeOf(() => setStakeForPotentialWin(ticket, 0, -1))).toBe('invalid_amount');
  });
});

describe('setStake on a freebet bet (spec §4: the freebet owns the stake)', () => {
  test('the stake stays the freebet amount', () => {
    const paid = ticketOf({ ...first, stake: 500, stakeSource: 'freebet', freebetStake: 500 });
    expect(setStake(paid, 0, 1200, 'stake')).toBe(paid);
    expect(setStakeForPotentialWin(paid, 0, 5000)).toBe(paid);
  });
});
