import { describe, expect, test } from 'vitest';
import { cleanUpTicket } from './clean-up';
import { bet, selection, systemBet, ticketOf } from './test-fixtures';
import type { MatchStatus, Selection, Ticket } from './types';
import { EMPTY_TICKET, MATCH_STATUS } from './types';

const [a, b, c] = [1, 2, 3].map((m) => selection(m, 2)) as [Selection, Selection, Selection];
const suspended = selection(4, 2, { isSuspended: true });
const gone = selection(5, 2, { isNotAvailable: true });
const inactive = selection(6, 2, { active: false });
const moved = selection(7, 2.4, { acceptedOdds: 2, isChanged: true });

describe('cleanUpTicket (spec §4)', () => {
  test.each<[string, Ticket, string[]]>([
    [
      'a combo of three loses a suspended leg',
      ticketOf(bet('combo', [a, suspended, b, c])),
      ['combo:3'],
    ],
    ['a combo of two left with one is a single', ticketOf(bet('combo', [a, gone])), ['single:1']],
    ['a 2/4 system left with three is 2/3', ticketOf(systemBet(2, [a, b, c, inactive])), ['2/3:3']],
    [
      'a single of a gone selection is dropped',
      ticketOf(bet('single', [gone]), bet('single', [a])),
      ['single:1'],
    ],
  ])('%s', (_name, ticket, expected) => {
    const shape = cleanUpTicket(ticket).bets.map(
      (x) => `${x.systemType?.id ?? x.betType}:${x.selections.length}`,
    );
    expect(shape).toEqual(expected);
  });

  test('resets accepted odds and returns ODDS_CHANGED to INITIAL', () => {
    const ticket: Ticket = {
      ...ticketOf(bet('combo', [a, moved, suspended])),
      state: 'ODDS_CHANGED',
    };
    const cleaned = cleanUpTicket(ticket);
    expect(cleaned.state).toBe('INITIAL');
    expect(cleaned.bets[0]?.selections).toEqual([
      a,
      { ...moved, acceptedOdds: 2.4, isChanged: false },
    ]);
    expect(cleaned.bets[0]?.selections[0]).toBe(a);
  });

  test('a slip left with nothing is the cleared ticket', () => {
    expect(cleanUpTicket(ticketOf(bet('combo', [suspended, gone])))).toBe(EMPTY_TICKET);
  });

  test.each<[string, MatchStatus, boolean]>([
    ['prematch', MATCH_STATUS.prematch, true],
    ['live', MATCH_STATUS.live, true],
    ['stopped', MATCH_STATUS.stopped, false],
    ['closed', MATCH_STATUS.closed, false],
    ['finished', MATCH_STATUS.finished, false],
    ['not covered', MATCH_STATUS.notCovered, false],
  ])('keeps a custom bet of a %s match: %s', (_name, matchStatus, kept) => {
    const custom = bet(
      'custom_bet',
      [selection(8, 2, { matchStatus }), selection(8, 3, { matchStatus, outcomeId: '2' })],
      100,
      { customOdds: 5 },
    );
    const cleaned = cleanUpTicket(ticketOf(bet('single', [a]), custom));
    expect(cleaned.bets.includes(custom)).toBe(kept);
  });

  test('drops a custom bet when one of its selections goes', () => {
    const custom = bet(
      'custom_bet',
      [selection(8, 2), { ...selection(8, 3, { outcomeId: '2' }), isSuspended: true }],
      100,
      { customOdds: 5 },
    );
    expect(cleanUpTicket(ticketOf(bet('single', [a]), custom)).bets).toHaveLength(1);
  });

  test('keeps the same ticket when there is nothing to clean, and while in progress', () => {
    const ticket = ticketOf(bet('combo', [a, b]));
    expect(cleanUpTicket(ticket)).toBe(ticket);
    const placing = { ...ticketOf(bet('combo', [a, suspended])), inProgress: true };
    expect(cleanUpTicket(placing)).toBe(placing);
  });
});
