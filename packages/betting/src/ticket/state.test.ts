import { describe, expect, test } from 'vitest';
import type { PlacedBet } from '../bets/types';
import {
  clearTicket,
  markOddsChanged,
  needsOddsConfirmation,
  placingFailed,
  placingSucceeded,
  startPlacing,
  withBets,
} from './state';
import { bet, selection, ticketOf } from './test-fixtures';
import type { Ticket, TicketError } from './types';
import { EMPTY_TICKET } from './types';

const error: TicketError = {
  messagesByBet: { '0': 'Odds changed' },
  message: 'Odds changed',
  isWrongOddsError: true,
  code: 101,
};
const staked = bet('single', [selection(1)], 500);
const unstaked = bet('single', [selection(2)], 0);

describe('clearTicket and withBets', () => {
  test('clearing gives the empty INITIAL ticket', () => {
    expect(clearTicket()).toEqual({
      bets: [],
      state: 'INITIAL',
      inProgress: false,
      processingBets: [],
      placedBets: [],
    });
  });

  test('a ticket left without bets is cleared, error and all', () => {
    const failed: Ticket = { ...ticketOf(staked), state: 'ERROR', error };
    expect(withBets(failed, [])).toBe(EMPTY_TICKET);
  });

  test('keeps the ticket for its own bets and replaces them otherwise', () => {
    const ticket = ticketOf(staked);
    expect(withBets(ticket, ticket.bets)).toBe(ticket);
    expect(withBets(ticket, [unstaked]).bets).toEqual([unstaked]);
  });
});

describe('startPlacing', () => {
  test('PROCESSING with the bets staked above 0, error cleared (spec §4)', () => {
    const ticket: Ticket = { ...ticketOf(unstaked, staked, staked), state: 'ERROR', error };
    const next = startPlacing(ticket);
    expect(next).toMatchObject({ state: 'PROCESSING', inProgress: true, processingBets: [1, 2] });
    expect(next).not.toHaveProperty('error');
    expect(next.bets).toBe(ticket.bets);
  });

  test('does nothing when already placing', () => {
    const placing = startPlacing(ticketOf(staked));
    expect(startPlacing(placing)).toBe(placing);
  });

  test('does nothing when no bet has a stake', () => {
    const ticket = ticketOf(unstaked);
    expect(startPlacing(ticket)).toBe(ticket);
  });
});

describe('placingSucceeded', () => {
  test('SUCCESS with the placed bets; the slip keeps its bets', () => {
    const placed = [{ betId: 'b1' } as PlacedBet];
    const next = placingSucceeded(startPlacing(ticketOf(staked)), placed);
    expect(next).toMatchObject({
      state: 'SUCCESS',
      inProgress: false,
      processingBets: [],
      placedBets: placed,
    });
    expect(next.bets).toEqual([staked]);
  });
});

describe('placingFailed', () => {
  const placing = startPlacing(ticketOf(staked));
  test.each<[string, TicketError, boolean, string, string]>([
    ['a server error code', error, false, 'ERROR', 'none'],
    ['a server error code 0', { ...error, code: 0 }, false, 'ERROR', 'none'],
    ['unauthorized', error, true, 'INITIAL', 'sign_in'],
    ['code 401', { ...error, code: 401 }, false, 'INITIAL', 'sign_in'],
    ['code "unauthorized"', { ...error, code: 'unauthorized' }, false, 'INITIAL', 'sign_in'],
    [
      'no code (network failure)',
      { messagesByBet: {}, message: 'Network', isWrongOddsError: false },
      false,
      'INITIAL',
      'general_alert',
    ],
  ])('%s: %s, then %s', (_name, failure, unauthorized, state, followUp) => {
    const result = placingFailed(placing, failure, { unauthorized });
    expect(result.followUp).toBe(followUp);
    expect(result.ticket).toMatchObject({ state, inProgress: false, processingBets: [] });
    expect(result.ticket.error).toBe(state === 'ERROR' ? failure : undefined);
  });
});

describe('markOddsChanged', () => {
  const changed = bet('single', [selection(1, 2.1, { acceptedOdds: 2, isChanged: true })]);
  const oddin = bet('single', [selection(2, 2, { provider: 'oddin' })]);

  test.each<[string, Ticket, Parameters<typeof markOddsChanged>[1], string]>([
    ['a changed selection', ticketOf(changed), undefined, 'ODDS_CHANGED'],
    ['an inactive provider', ticketOf(oddin), { oddin: 'inactive' }, 'ODDS_CHANGED'],
    ['an active provider', ticketOf(oddin), { oddin: 'active', betradar: 'inactive' }, 'INITIAL'],
    ['nothing to confirm', ticketOf(staked), undefined, 'INITIAL'],
  ])('%s -> %s', (_name, ticket, statuses, state) => {
    expect(markOddsChanged(ticket, statuses).state).toBe(state);
  });

  test.each<Ticket['state']>(['PROCESSING', 'SUCCESS', 'ERROR', 'ODDS_CHANGED'])(
    'leaves %s alone',
    (state) => {
      const ticket = { ...ticketOf(changed), state };
      expect(markOddsChanged(ticket)).toBe(ticket);
    },
  );

  test('keeps the ticket when nothing is to confirm', () => {
    const ticket = ticketOf(staked);
    expect(markOddsChanged(ticket)).toBe(ticket);
    expect(needsOddsConfirmation(ticket)).toBe(false);
  });
});
