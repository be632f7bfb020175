import { describe, expect, test } from 'vitest';
import { selectionFromOutcome } from '@sportsbook/betting/ticket/selection';
import type { MarketStatus, MatchStatus } from '@sportsbook/betting/ticket/types';
import { EMPTY_TICKET } from '@sportsbook/betting/ticket/types';
import { ticketProblems } from '@sportsbook/betting/ticket/validation';
import { isOpenSelection, type CurrentSelection } from './market-state';
import { toSelection, toTicketBet } from './ticket-bet';

const MATCH_STATUSES: MatchStatus[] = [0, 1, 2, 3, 4, 5];
const MARKET_STATUSES: MarketStatus[] = [1, 0, -1, -2, -3, -4];
const cases = MATCH_STATUSES.flatMap((match) =>
  MARKET_STATUSES.flatMap((market) =>
    [true, false].map((active) => [match, market, active] as const),
  ),
);

/** The outcome as the server reads it from its tables. */
function current(match: MatchStatus, market: MarketStatus, active: boolean): CurrentSelection {
  return {
    event: {
      id: 7,
      urnId: 'sr:match:7',
      slug: 'home-away-7',
      type: 'match',
      status: match,
      nameA: 'Home',
      nameB: 'Away',
      provider: 'betradar',
      sportId: 1,
      categoryId: 1,
      tournamentId: 1,
    },
    market: { marketId: 1, specifier: '', name: '1X2', status: market, provider: 'betradar' },
    outcome: { outcomeId: 'home', name: '1', odds: 2.1, active },
  };
}

/** The same outcome as the slip adds it from the catalogue (the web's select-outcome). */
function slipSelection(match: MatchStatus, market: MarketStatus, active: boolean) {
  return selectionFromOutcome({
    match: {
      id: 7,
      urnId: 'sr:match:7',
      slug: 'home-away-7',
      status: match,
      sportKey: 'soccer',
      nameA: 'Home',
      nameB: 'Away',
    },
    market: {
      marketId: 1,
      name: '1X2',
      specifier: '',
      provider: 'betradar',
      status: market,
      marketGroups: ['main'],
    },
    outcome: { outcomeId: 'home', name: '1', odds: 2.1, active },
    categoryName: 'England',
  });
}

describe('the server and the slip decide a selection state by one rule', () => {
  test.each(cases)('match %i, market %i, active %s', (match, market, active) => {
    const server = current(match, market, active);
    const slip = slipSelection(match, market, active);
    const open = !slip.isSuspended;
    expect(!toSelection(server).isSuspended).toBe(open);
    expect(isOpenSelection(server)).toBe(open);
    expect(toSelection(server).id).toBe(slip.id);
    // placement refuses exactly the selections the slip shows suspended
    const bet = toTicketBet(
      { type: 'single', stake: { value: 100 } },
      [server],
      { code: 'EUR', subunits: 100, fiat: true },
      undefined,
    );
    const problems = ticketProblems(
      { ...EMPTY_TICKET, bets: [bet] },
      { multiSingleAvailableByProvider: {} },
    );
    expect(problems.some((p) => p.code === 'selection_suspended')).toBe(!open);
  });

  test('open only for a prematch or live match, an allowed market and an active outcome', () => {
    const open = cases.filter(([m, k, a]) => !slipSelection(m, k, a).isSuspended);
    expect(open).toEqual([
      [0, 1, true],
      [1, 1, true],
    ]);
  });
});
