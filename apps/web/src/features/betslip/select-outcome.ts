import type { Market, Match } from '@sportsbook/betting/catalog/types';
import {
  addSelection,
  removeSelection,
  selectedOutcomeIds,
} from '@sportsbook/betting/ticket/construction';
import type { TicketOptions } from '@sportsbook/betting/ticket/options';
import { selectionFromOutcome } from '@sportsbook/betting/ticket/selection';
import type { Selection, Ticket } from '@sportsbook/betting/ticket/types';

/** What an odds button click carries (the odds feature's selection intent). */
export interface OutcomeClick {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** The composite outcome id (spec §3). */
  outcomeKey: string;
}

/** The catalogue data a selection is made of. */
export interface OutcomeSource {
  match: Pick<Match, 'id' | 'urnId' | 'slug' | 'status' | 'sportKey' | 'nameA' | 'nameB'>;
  categoryName: string;
  markets: readonly Market[];
}

/** The spec §4 step a click leads to. */
export type ClickStep = 'ignore' | 'remove' | 'add';

/**
 * Spec §4 "Selecting an outcome": nothing happens while the slip is in progress; an outcome
 * already in the slip is removed; anything else is added.
 */
export function clickStep(ticket: Ticket, outcomeKey: string): ClickStep {
  if (ticket.inProgress) return 'ignore';
  return selectedOutcomeIds(ticket).includes(outcomeKey) ? 'remove' : 'add';
}

/** The slip selection of the clicked outcome from catalogue data; null when the outcome is gone. */
export function selectionForClick(click: OutcomeClick, source: OutcomeSource): Selection | null {
  const market = source.markets.find(
    (m) => m.marketId === click.marketId && m.specifier === click.specifier,
  );
  const outcome = market?.outcomes.find((o) => o.outcomeId === click.outcomeId);
  if (!market || !outcome) return null;
  return selectionFromOutcome({
    match: source.match,
    market,
    outcome,
    categoryName: source.categoryName,
  });
}

/** The ticket after the click: removed, or the selection added (null selection: unchanged). */
export function applyClick(
  ticket: Ticket,
  click: OutcomeClick,
  selection: Selection | null,
  options: TicketOptions,
): Ticket {
  const step = clickStep(ticket, click.outcomeKey);
  if (step === 'ignore') return ticket;
  if (step === 'remove') return removeSelection(ticket, click.outcomeKey);
  return selection ? addSelection(ticket, selection, options) : ticket;
}
