/** Builders of ticket data for the ticket tests: realistic selections, bets and tickets. */
import type { TicketOptions } from './options';
import type { BetType, Selection, Ticket, TicketBet } from './types';
import { EMPTY_TICKET, outcomeKey } from './types';

/**
 * A prematch 1x2 home selection of match `match` (one match per key, so no conflicts unless two
 * selections share a key) at `odds`, accepted odds equal.
 */
export function selection(
  match: string | number,
  odds = 2,
  patch: Partial<Selection> = {},
): Selection {
  const matchUrnId = `sr:match:${match}`;
  const outcomeId = patch.outcomeId ?? '1';
  return {
    id: outcomeKey({ matchUrnId, marketId: 1, outcomeId, specifier: '' }),
    matchId: typeof match === 'number' ? match : match.length,
    matchUrnId,
    matchSlug: `match-${match}`,
    matchStatus: 0,
    sportKey: 'soccer',
    nameA: 'Arsenal',
    nameB: 'Chelsea',
    categoryName: 'England',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId,
    outcomeName: 'Arsenal',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    ...patch,
  };
}

/** Selections of matches 1..n at the given odds. */
export function selections(...odds: number[]): Selection[] {
  return odds.map((o, i) => selection(i + 1, o));
}

/** A EUR bet staked `stake` minor units. */
export function bet(
  betType: BetType,
  betSelections: Selection[],
  stake = 0,
  patch: Partial<TicketBet> = {},
): TicketBet {
  return {
    betType,
    stake,
    currency: 'EUR',
    subunits: 100,
    stakeSource: 'stake',
    selections: betSelections,
    ...patch,
  };
}

/** A system bet k/n of the selections. */
export function systemBet(winCount: number, betSelections: Selection[], stake = 0): TicketBet {
  const totalCount = betSelections.length;
  return bet('system', betSelections, stake, {
    systemType: { id: `${winCount}/${totalCount}`, winCount, totalCount },
  });
}

/** An INITIAL ticket of these bets. */
export function ticketOf(...bets: TicketBet[]): Ticket {
  return { ...EMPTY_TICKET, bets };
}

/** EUR options with multi-single unavailable for every provider. */
export const OPTIONS: TicketOptions = {
  currency: 'EUR',
  subunits: 100,
  multiSingleAvailableByProvider: {},
};

/** EUR options with multi-single available for every provider. */
export const MULTI_SINGLE: TicketOptions = {
  ...OPTIONS,
  multiSingleAvailableByProvider: { betradar: true, oddin: true, betconstruct: true },
};

/** The item at `index`, failing the test when there is none (instead of a non-null assertion). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}
