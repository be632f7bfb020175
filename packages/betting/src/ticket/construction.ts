/**
 * Building the slip (spec §4 ticket construction, selecting an outcome). Every function is a no-op
 * while a placement is in progress ("nothing happens while the slip is in progress") and returns
 * the same ticket when nothing changes; untouched bets keep their references.
 *
 * Selections without custom odds go to the regular part (see bet-type.ts). A custom-odds
 * selection creates a custom bet of its own; `addCustomBet` makes one of several bet-builder
 * selections. A custom bet is priced as a whole, so removing any of its selections drops it.
 */
import {
  createBet,
  isCustomBet,
  rederiveBet,
  regularSelections,
  replaceRegularBets,
  retypeBet,
} from './bet-type';
import { TicketInputError } from './errors';
import type { TicketOptions } from './options';
import { providersWithoutMultiSingle, ticketProviders } from './options';
import { replaceBet } from './stakes';
import { withBets } from './state';
import type { Selection, Ticket, TicketBet } from './types';

/** Ids of every selection in the slip (regular and custom), in slip order, each once. */
export function selectedOutcomeIds(ticket: Ticket): string[] {
  return [...new Set(ticket.bets.flatMap((bet) => bet.selections.map((s) => s.id)))];
}

/**
 * Adds a selection (spec §4): to an empty regular part as a single; to singles as another single
 * when every provider of the slip allows multi-single, else all singles and it merge into a combo
 * (the first single's stake and bonus carry over); to a combo or system (the first one) as one
 * more selection, the bet re-typed by `rederiveBet` (a k/n system becomes k/(n+1)). A selection
 * with `customOdds` becomes a custom bet priced at them. Unchanged if the id is already there.
 * @throws TicketInputError `invalid_stake` when options.defaultStake is not a valid stake
 */
export function addSelection(ticket: Ticket, selection: Selection, options: TicketOptions): Ticket {
  if (ticket.inProgress) return ticket;
  if (selection.customOdds !== undefined) {
    return addCustomBet(ticket, [selection], selection.customOdds, options);
  }
  if (regularSelections(ticket).some((s) => s.id === selection.id)) return ticket;
  const bets = ticket.bets;
  const target = bets.findIndex((bet) => bet.betType === 'combo' || bet.betType === 'system');
  const grown = bets[target];
  if (grown) {
    const bet = retypeBet({ ...grown, selections: [...grown.selections, selection] });
    return replaceBet(ticket, target, bet);
  }
  const singles = bets.filter((bet) => !isCustomBet(bet));
  const lead = singles[0];
  if (!lead) return withBets(ticket, [...bets, createBet([selection], 'single', options)]);
  const providers = [...ticketProviders(ticket), selection.provider];
  if (providersWithoutMultiSingle(providers, options.multiSingleAvailableByProvider).length === 0) {
    return withBets(
      ticket,
      replaceRegularBets(bets, [...singles, createBet([selection], 'single', options)]),
    );
  }
  const combo = retypeBet({ ...lead, selections: [...regularSelections(ticket), selection] });
  return withBets(ticket, replaceRegularBets(bets, [combo]));
}

/**
 * Adds a bet-builder bet of `selections` priced `customOdds` (decimal), staked as options say.
 * When a custom bet of exactly these selection ids exists, only its price is updated. No-op
 * while in progress.
 * @throws TicketInputError `invalid_selection_count` for no selections, `invalid_stake` for a bad
 * options.defaultStake
 */
export function addCustomBet(
  ticket: Ticket,
  selections: Selection[],
  customOdds: number,
  options: TicketOptions,
): Ticket {
  if (selections.length === 0) {
    throw new TicketInputError('invalid_selection_count', 'a custom bet needs selections');
  }
  if (ticket.inProgress) return ticket;
  const ids = idSet(selections);
  const same = ticket.bets.findIndex(
    (bet) => isCustomBet(bet) && sameIds(idSet(bet.selections), ids),
  );
  const existing = ticket.bets[same];
  if (existing) {
    if (existing.customOdds === customOdds) return ticket;
    return withBets(
      ticket,
      ticket.bets.map((b, i) => (i === same ? { ...b, customOdds } : b)),
    );
  }
  return withBets(ticket, [
    ...ticket.bets,
    { ...createBet(selections, 'custom_bet', options), customOdds },
  ]);
}

/**
 * Removes the selection from every bet holding it (spec §4): a regular bet is re-typed by
 * `rederiveBet` (a combo left with one selection becomes a single) or dropped when empty; a
 * custom bet holding it is dropped. The slip left without bets is the cleared INITIAL ticket.
 */
export function removeSelection(ticket: Ticket, selectionId: string): Ticket {
  return removeFrom(ticket, selectionId, () => true);
}

/**
 * Selecting an outcome (spec §4): removes it when already in the slip, else adds it. A selection
 * without custom odds is looked up in the regular part; one with custom odds among custom bets
 * (every custom bet holding it is removed). No-op while in progress.
 */
export function toggleSelection(
  ticket: Ticket,
  selection: Selection,
  options: TicketOptions,
): Ticket {
  if (ticket.inProgress) return ticket;
  const custom = selection.customOdds !== undefined;
  const inScope = (bet: TicketBet): boolean => isCustomBet(bet) === custom;
  const present = ticket.bets.some(
    (bet) => inScope(bet) && bet.selections.some((s) => s.id === selection.id),
  );
  return present
    ? removeFrom(ticket, selection.id, inScope)
    : addSelection(ticket, selection, options);
}

function removeFrom(
  ticket: Ticket,
  selectionId: string,
  inScope: (bet: TicketBet) => boolean,
): Ticket {
  if (ticket.inProgress) return ticket;
  let changed = false;
  const bets = ticket.bets.flatMap((bet): TicketBet[] => {
    if (!inScope(bet) || !bet.selections.some((s) => s.id === selectionId)) return [bet];
    changed = true;
    if (isCustomBet(bet)) return [];
    const next = rederiveBet({
      ...bet,
      selections: bet.selections.filter((s) => s.id !== selectionId),
    });
    return next ? [next] : [];
  });
  return changed ? withBets(ticket, bets) : ticket;
}

function idSet(selections: readonly Selection[]): Set<string> {
  return new Set(selections.map((s) => s.id));
}

function sameIds(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}
