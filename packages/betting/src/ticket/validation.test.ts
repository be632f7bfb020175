import { describe, expect, test } from 'vitest';
import { MULTI_SINGLE, bet, selection, selections, systemBet, ticketOf } from './test-fixtures';
import type { Ticket } from './types';
import type { TicketProblem, ValidationContext } from './validation';
import {
  conflictingSelections,
  isTicketValid,
  selectionProviders,
  ticketProblems,
} from './validation';

const context: ValidationContext = MULTI_SINGLE;
const homeWin = selection(1, 2);
const draw = selection(1, 3.2, { outcomeId: '2' }); // same match as homeWin
const other = selection(2, 1.8);
const third = selection(3, 2.5);
const oddinLeg = selection(4, 2, { provider: 'oddin' });

describe('ticketProblems (spec §5)', () => {
  test.each<[string, Ticket, TicketProblem[]]>([
    ['a staked single', ticketOf(bet('single', [homeWin], 100)), []],
    ['an evenly staked 2/3 system', ticketOf(systemBet(2, [homeWin, other, third], 300)), []],
    ['an empty ticket', ticketOf(), [{ code: 'empty_ticket' }]],
    [
      'a stake of 0',
      ticketOf(bet('single', [homeWin], 0)),
      [{ code: 'stake_not_positive', betIndex: 0 }],
    ],
    [
      'two selections of one match in a combo',
      ticketOf(bet('combo', [homeWin, other, draw], 100)),
      [
        {
          code: 'conflict',
          betIndex: 0,
          matchUrnId: 'sr:match:1',
          selectionIds: [homeWin.id, draw.id],
        },
      ],
    ],
    [
      'two selections of one match in a system',
      ticketOf(systemBet(2, [homeWin, draw, other], 300)),
      [
        {
          code: 'conflict',
          betIndex: 0,
          matchUrnId: 'sr:match:1',
          selectionIds: [homeWin.id, draw.id],
        },
      ],
    ],
    [
      'a system with oddin (all oddin: no mixing)',
      ticketOf(
        systemBet(
          2,
          [1, 2, 3].map((m) => selection(m, 2, { provider: 'oddin' })),
          300,
        ),
      ),
      [{ code: 'system_with_oddin', betIndex: 0 }],
    ],
    [
      'a combo mixing providers',
      ticketOf(bet('combo', [homeWin, oddinLeg], 100)),
      [{ code: 'mixed_providers', betIndex: 0, providers: ['betradar', 'oddin'] }],
    ],
    [
      'a system of 4 typed 2/3',
      ticketOf(
        bet('system', [homeWin, other, third, selection(5)], 300, {
          systemType: { id: '2/3', winCount: 2, totalCount: 3 },
        }),
      ),
      [
        {
          code: 'system_type_mismatch',
          betIndex: 0,
          selectionCount: 4,
          systemType: { id: '2/3', winCount: 2, totalCount: 3 },
        },
      ],
    ],
    [
      'a system without a type',
      ticketOf(bet('system', [homeWin, other, third], 300)),
      [{ code: 'system_type_mismatch', betIndex: 0, selectionCount: 3 }],
    ],
    [
      // 10.00 over the 6 lines of 2/4 is 1.66 a line: 9.96 is staked, not 10.00
      'a 2/4 system staked 10.00',
      ticketOf(systemBet(2, selections(2, 2, 2, 2), 1000)),
      [{ code: 'total_mismatch', betIndex: 0, stake: 1000, payableStake: 996 }],
    ],
    [
      'an unpriced custom bet',
      ticketOf(bet('custom_bet', [homeWin, draw], 100)),
      [{ code: 'custom_odds_missing', betIndex: 0 }],
    ],
    [
      'a priced custom bet of one match',
      ticketOf(bet('custom_bet', [homeWin, draw], 100, { customOdds: 5 })),
      [],
    ],
    [
      'a combo of one',
      ticketOf(bet('combo', [homeWin], 100)),
      [{ code: 'invalid_selection_count', betIndex: 0, betType: 'combo', selectionCount: 1 }],
    ],
    [
      'a single of two',
      ticketOf(bet('single', [homeWin, other], 100)),
      [{ code: 'invalid_selection_count', betIndex: 0, betType: 'single', selectionCount: 2 }],
    ],
    [
      'a custom bet without selections',
      ticketOf(bet('custom_bet', [], 100, { customOdds: 2 })),
      [{ code: 'invalid_selection_count', betIndex: 0, betType: 'custom_bet', selectionCount: 0 }],
    ],
    [
      'selection states, the most lasting one each',
      ticketOf(
        bet('single', [selection(1, 2, { isNotAvailable: true, isSuspended: true })], 100),
        bet('single', [selection(2, 2, { isSuspended: true, isChanged: true })], 100),
        bet('single', [selection(3, 2, { active: false })], 100),
        bet('single', [selection(4, 2.2, { isChanged: true, acceptedOdds: 2 })], 100),
      ),
      [
        { code: 'selection_unavailable', betIndex: 0, selectionId: selection(1).id },
        { code: 'selection_suspended', betIndex: 1, selectionId: selection(2).id },
        { code: 'selection_suspended', betIndex: 2, selectionId: selection(3).id },
        { code: 'selection_changed', betIndex: 3, selectionId: selection(4).id },
      ],
    ],
  ])('%s', (_name, ticket, expected) => {
    expect(ticketProblems(ticket, context)).toEqual(expected);
    expect(isTicketValid(ticket, context)).toBe(expected.length === 0);
  });

  test('multi-single requires every provider of the slip to allow it', () => {
    const ticket = ticketOf(bet('single', [homeWin], 100), bet('single', [oddinLeg], 100));
    const strict = { multiSingleAvailableByProvider: { betradar: true } };
    expect(ticketProblems(ticket, strict)).toEqual([
      { code: 'multi_single_unavailable', providers: ['oddin'] },
    ]);
    expect(ticketProblems(ticket, context)).toEqual([]);
    // one single beside a combo is no multi-single
    const single = ticketOf(bet('single', [homeWin], 100), bet('combo', [other, third], 100));
    expect(ticketProblems(single, { multiSingleAvailableByProvider: {} })).toEqual([]);
  });

  test('an inactive provider is a problem of each of its selections', () => {
    const ticket = ticketOf(bet('single', [homeWin], 100), bet('single', [oddinLeg], 100));
    expect(
      ticketProblems(ticket, {
        ...context,
        providerStatuses: { oddin: 'inactive', betradar: 'active' },
      }),
    ).toEqual([
      { code: 'provider_unavailable', betIndex: 1, selectionId: oddinLeg.id, provider: 'oddin' },
    ]);
  });

  test('with the site limits, a bet passing them is a problem naming the limit', () => {
    const limited: ValidationContext = {
      ...context,
      limits: { maxTotalOdds: 1000, maxPayout: { EUR: 100_000_00 } },
    };
    // 12.00 x 40 x 30 = 14,400.00; a 2-leg combo of 100,000.00 at 1.50 x 1.50 pays 225,000.00
    const ticket = ticketOf(
      bet('single', [homeWin], 12_00),
      bet('combo', selections(40, 30, 1.5).slice(0, 2), 12_00),
      bet('combo', [selection(5, 1.5), selection(6, 1.5)], 100_000_00),
    );
    expect(ticketProblems(ticket, limited)).toEqual([
      { code: 'max_odds_exceeded', betIndex: 1, totalOdds: 1200, maxTotalOdds: 1000 },
      {
        code: 'max_payout_exceeded',
        betIndex: 2,
        potentialWin: 225_000_00,
        maxPayout: 100_000_00,
        currency: 'EUR',
      },
    ]);
    expect(isTicketValid(ticket, limited)).toBe(false);
    expect(ticketProblems(ticket, context)).toEqual([]);
    // an unfitting system has no lines to limit: its type problem says it all
    const unfit = ticketOf(bet('system', selections(40, 40, 40), 3_00));
    expect(ticketProblems(unfit, limited).map((p) => p.code)).toEqual(['system_type_mismatch']);
  });

  test('lists ticket-wide problems first, then bets in order', () => {
    const ticket = ticketOf(bet('single', [homeWin], 0), bet('single', [oddinLeg], 0));
    expect(
      ticketProblems(ticket, { multiSingleAvailableByProvider: {} }).map((p) => p.code),
    ).toEqual(['multi_single_unavailable', 'stake_not_positive', 'stake_not_positive']);
  });

  test('a stake of 0 on a system is no total mismatch', () => {
    const ticket = ticketOf(systemBet(2, selections(2, 2, 2, 2), 0));
    expect(ticketProblems(ticket, context)).toEqual([{ code: 'stake_not_positive', betIndex: 0 }]);
  });
});

describe('helpers', () => {
  test('conflictingSelections groups selections by match', () => {
    expect(conflictingSelections([homeWin, other, draw])).toEqual([
      { matchUrnId: 'sr:match:1', selectionIds: [homeWin.id, draw.id] },
    ]);
    expect(conflictingSelections([homeWin, other])).toEqual([]);
  });

  test('selectionProviders lists each provider once', () => {
    expect(selectionProviders([homeWin, oddinLeg, other])).toEqual(['betradar', 'oddin']);
  });
});
