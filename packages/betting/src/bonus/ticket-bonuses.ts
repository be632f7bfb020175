/**
 * The bonuses of a whole slip (spec §3 bet ticket availableBonuses, §4 bonus selection, betting
 * settings isMultiActiveFreebetsAllowed): which freebets each bet may choose, and keeping every
 * bet's bonus in step with what the server offers now (dropped when no longer eligible, the
 * default chosen for a bet without one).
 */
import type { Ticket, TicketBet } from '../ticket/types';
import { isFreebetBonusType, removeBonus } from './bet-bonus';
import type { ComboboostContext } from './comboboost';
import { syncComboboost } from './comboboost';
import { defaultBonus } from './default-bonus';
import type { FreebetIneligibility } from './freebet';
import { freebetIneligibility, freebetList, syncFreebet } from './freebet';
import { setBetBonus } from './bet-bonus';
import type { AvailableBonuses, Freebet } from './types';

/** Why a freebet offered to the player cannot go on this bet of the slip. */
export type FreebetChoiceProblem =
  | FreebetIneligibility
  /** Another bet of the slip carries it (a freebet is used once), or, without multi-active
   *  freebets, carries another freebet. */
  | 'used_by_another_bet';

/** One freebet the bettor may pick for a bet; `problems` empty when it can be used. */
export interface FreebetChoice {
  freebet: Freebet;
  problems: FreebetChoiceProblem[];
}

/** The player's rules for bonuses in the slip. */
export interface SlipBonusContext extends ComboboostContext {
  /** Betting settings isMultiActiveFreebetsAllowed (spec §3). */
  multiActiveFreebets: boolean;
}

/**
 * The freebets offered for a bet: every one in the list when several may be active
 * (isMultiActiveFreebetsAllowed), else one: the first active one in the server's order (spec §3
 * "freebet as one item or list").
 */
export function offeredFreebets(available: AvailableBonuses, multiActive: boolean): Freebet[] {
  const all = freebetList(available);
  if (multiActive) return all;
  const first = all.find((f) => f.isActive) ?? all[0];
  return first ? [first] : [];
}

/**
 * The freebet choices of bet `betIndex`, each with what keeps it off the bet: its own conditions
 * (see freebetIneligibility) and the other bets of the slip, since a freebet is used once and,
 * without multi-active freebets, only one bet of the slip carries a freebet at all.
 */
export function freebetChoices(
  ticket: Ticket,
  betIndex: number,
  available: AvailableBonuses,
  multiActive: boolean,
): FreebetChoice[] {
  const bet = ticket.bets[betIndex];
  if (!bet) return [];
  const elsewhere = ticket.bets
    .filter((b, i) => i !== betIndex && b.bonus && isFreebetBonusType(b.bonus.type))
    .map((b) => b.bonus?.id);
  return offeredFreebets(available, multiActive).map((freebet) => {
    const problems: FreebetChoiceProblem[] = freebetIneligibility(bet, freebet);
    if (elsewhere.includes(freebet.id) || (!multiActive && elsewhere.length > 0)) {
      problems.push('used_by_another_bet');
    }
    return { freebet, problems };
  });
}

/**
 * The slip with every bet's bonus in step with `availableByBet` (one entry per bet, same order;
 * undefined: not known yet, the bet is left as it is):
 * - a freebet no longer offered or usable, or taken by an earlier bet, is dropped with stake 0
 *   (spec §4, see syncFreebet);
 * - a comboboost follows its range or is dropped (see syncComboboost);
 * - a hunting, tournament or lootbox no longer offered is dropped;
 * - a bet left without a bonus gets the default (hunting, tournament, comboboost: spec §4),
 *   unless the bettor removed that bonus from the slip (`declined` bonus ids).
 * Returns the same ticket when nothing changes or while a placement is running.
 */
export function syncTicketBonuses(
  ticket: Ticket,
  availableByBet: readonly (AvailableBonuses | undefined)[],
  context: SlipBonusContext,
  declined: ReadonlySet<string> = new Set(),
): Ticket {
  if (ticket.inProgress) return ticket;
  const usedFreebets: string[] = [];
  let changed = false;
  const bets = ticket.bets.map((bet, index) => {
    const available = availableByBet[index];
    if (!available) return bet;
    let next = syncBet(bet, available, context, usedFreebets);
    if (!next.bonus) next = withDefault(next, available, context, declined);
    if (next.bonus && isFreebetBonusType(next.bonus.type)) usedFreebets.push(next.bonus.id);
    if (next !== bet) changed = true;
    return next;
  });
  return changed ? { ...ticket, bets } : ticket;
}

function syncBet(
  bet: TicketBet,
  available: AvailableBonuses,
  context: SlipBonusContext,
  usedFreebets: readonly string[],
): TicketBet {
  const { bonus } = bet;
  if (!bonus) return bet;
  if (isFreebetBonusType(bonus.type)) {
    const offered = offeredFreebets(available, context.multiActiveFreebets);
    const taken =
      usedFreebets.includes(bonus.id) || (!context.multiActiveFreebets && usedFreebets.length > 0);
    if (taken || !offered.some((f) => f.id === bonus.id)) return removeBonus(bet);
    return syncFreebet(bet, { freebet: offered });
  }
  if (bonus.type === 'comboboost') return syncComboboost(bet, available, context);
  const kept = available[bonus.type as 'hunting' | 'tournament' | 'lootbox'];
  return kept?.id === bonus.id ? bet : removeBonus(bet);
}

function withDefault(
  bet: TicketBet,
  available: AvailableBonuses,
  context: SlipBonusContext,
  declined: ReadonlySet<string>,
): TicketBet {
  const { hunting, tournament, comboboost } = available;
  const offered: AvailableBonuses = {};
  if (hunting && !declined.has(hunting.id)) offered.hunting = hunting;
  if (tournament && !declined.has(tournament.id)) offered.tournament = tournament;
  if (comboboost && !declined.has(comboboost.id)) offered.comboboost = comboboost;
  const bonus = defaultBonus(offered, { ...context, bet });
  return bonus ? setBetBonus(bet, bonus) : bet;
}
