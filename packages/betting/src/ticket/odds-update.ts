/**
 * Odds updates on the slip (spec §4 odds update): market updates suspend or re-price selections,
 * the accept mode decides which moves the bettor must confirm, and stakes typed as a wanted
 * potential win follow the odds. Untouched selections and bets keep their references.
 */
import type { Market, Outcome } from '../catalog/types';
import { marketKey } from '../catalog/types';
import { combinedOddsUnits, betLineStake } from './potential-win';
import { markOddsChanged } from './state';
import { lineCount } from './system';
import type { OddsAcceptMode, Selection, Ticket, TicketBet } from './types';

/** Market status 1 is the only one that allows betting (spec §3 Market). */
const MARKET_ALLOWED = 1;

/**
 * Applies updated markets to the slip (spec §4). For each selection whose market is in `markets`:
 * a market not allowed (status other than 1; -1 is suspended), or an outcome missing or inactive,
 * suspends it; otherwise it takes the new odds, is no longer suspended, and its accepted odds and
 * changed flag follow `acceptMode`: 'none' flags any difference from the accepted odds, 'higher'
 * accepts a rise silently and flags a drop, 'any' accepts every move. A bet staked from a wanted
 * potential win is rescaled by old / new combined accepted odds, floored (a system per line), so
 * its potential win stays at or below the wanted amount. Then INITIAL moves to ODDS_CHANGED when a
 * selection is flagged (state `markOddsChanged`). Selections of other markets are left alone.
 */
export function applyOddsUpdate(
  ticket: Ticket,
  markets: readonly Market[],
  acceptMode: OddsAcceptMode,
): Ticket {
  const byKey = new Map(markets.map((m) => [marketKey(m), m]));
  const bets = mapSelections(ticket.bets, (s) => {
    const market = byKey.get(marketKey(s));
    return market ? updateSelection(s, market, acceptMode) : s;
  });
  return bets === ticket.bets ? ticket : markOddsChanged({ ...ticket, bets });
}

/**
 * The bettor accepts the current odds (spec §4): every selection's accepted odds become its odds
 * and the changed flag clears, stakes from a wanted potential win are rescaled as in
 * {@link applyOddsUpdate}, and ODDS_CHANGED returns to INITIAL. No-op while in progress.
 */
export function acceptOddsChanges(ticket: Ticket): Ticket {
  if (ticket.inProgress) return ticket;
  const bets = mapSelections(ticket.bets, (s) =>
    s.acceptedOdds === s.odds && !s.isChanged
      ? s
      : { ...s, acceptedOdds: s.odds, isChanged: false },
  );
  const state = ticket.state === 'ODDS_CHANGED' ? 'INITIAL' : ticket.state;
  return bets === ticket.bets && state === ticket.state ? ticket : { ...ticket, bets, state };
}

/**
 * The stake of a bet whose accepted odds moved, when it was typed as a wanted potential win:
 * line stake x old / new combined odds, floored, times the lines (spec §4). Other bets, and bets
 * whose combined odds did not move, are returned as `after`.
 */
export function rescaleStakeForOdds(before: TicketBet, after: TicketBet): TicketBet {
  if (after.stakeSource !== 'potential_win') return after;
  const oldOdds = combinedOddsUnits(before);
  const newOdds = combinedOddsUnits(after);
  if (oldOdds === newOdds || oldOdds === 0n || newOdds === 0n) return after;
  const perLine = (BigInt(betLineStake(before)) * oldOdds) / newOdds;
  return { ...after, stake: Number(perLine) * lineCount(after) };
}

/** The bets with `update` applied to every selection; the same array when nothing changed. */
function mapSelections(
  bets: TicketBet[],
  update: (selection: Selection) => Selection,
): TicketBet[] {
  let changed = false;
  const next = bets.map((bet) => {
    const selections = bet.selections.map(update);
    if (selections.every((s, i) => s === bet.selections[i])) return bet;
    changed = true;
    return rescaleStakeForOdds(bet, { ...bet, selections });
  });
  return changed ? next : bets;
}

function updateSelection(s: Selection, market: Market, acceptMode: OddsAcceptMode): Selection {
  const outcome: Outcome | undefined = market.outcomes.find((o) => o.outcomeId === s.outcomeId);
  if (market.status !== MARKET_ALLOWED || !outcome || !outcome.active) {
    const active = outcome?.active ?? false;
    return s.isSuspended && s.active === active ? s : { ...s, isSuspended: true, active };
  }
  const odds = outcome.odds;
  const acceptsSilently =
    acceptMode === 'any' || (acceptMode === 'higher' && odds >= s.acceptedOdds);
  const acceptedOdds = acceptsSilently ? odds : s.acceptedOdds;
  const isChanged = odds !== acceptedOdds;
  const same =
    s.odds === odds &&
    s.acceptedOdds === acceptedOdds &&
    s.isChanged === isChanged &&
    !s.isSuspended &&
    s.active;
  return same ? s : { ...s, odds, acceptedOdds, isChanged, isSuspended: false, active: true };
}
