/**
 * The bonuses of a whole slip (spec §3 bet ticket availableBonuses, §4 bonus selection, betting
 * settings isMultiActiveFreebetsAllowed): which freebets each bet may choose, the bettor's choice
 * and removal, and keeping every bet's bonus in step with what the server offers now (dropped
 * when no longer eligible, the default chosen for a bet without one).
 */
import { replaceBet } from '../ticket/stakes';
import type { Ticket, TicketBet } from '../ticket/types';
import { isFreebetBonusType, removeBonus, setBetBonus } from './bet-bonus';
import type { ComboboostContext } from './comboboost';
import { comboboostBonus, syncComboboost } from './comboboost';
import { defaultBonus } from './default-bonus';
import type { FreebetIneligibility } from './freebet';
import { applyFreebet, freebetIneligibility, freebetList, syncFreebet } from './freebet';
import type { AvailableBonuses, Freebet } from './types';

/** Why a freebet offered to the player cannot go on this bet of the slip. */
export type FreebetChoiceProblem =
  | FreebetIneligibility
  /** Another bet of the slip carries it (a freebet is used once), or, without multi-active
   *  freebets, carries another freebet. */
  | 'used_by_another_bet';

/** One freebet the bettor may pick for a bet; `problems` empty when it can be used. */
export interface FreebetChoice<F extends Freebet = Freebet> {
  freebet: F;
  problems: FreebetChoiceProblem[];
}

/** Available bonuses whose freebets carry more than the rules read (names, for the slip). */
type WithFreebets<F extends Freebet> = AvailableBonuses & { freebet?: F | F[] };

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
export function offeredFreebets<F extends Freebet>(
  available: WithFreebets<F>,
  multiActive: boolean,
): F[] {
  // freebetList returns the very objects given: their extra fields stay
  const all = freebetList(available) as F[];
  if (multiActive) return all;
  const first = all.find((f) => f.isActive) ?? all[0];
  return first ? [first] : [];
}

/**
 * The freebet choices of bet `betIndex`, each with what keeps it off the bet: its own conditions
 * (see freebetIneligibility) and the other bets of the slip, since a freebet is used once and,
 * without multi-active freebets, only one bet of the slip carries a freebet at all.
 */
export function freebetChoices<F extends Freebet>(
  ticket: Ticket,
  betIndex: number,
  available: WithFreebets<F>,
  multiActive: boolean,
): FreebetChoice<F>[] {
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

/** A bonus the bettor picks for a bet in the slip's bonus picker. */
export type BonusChoice =
  | { kind: 'freebet'; id: string }
  | { kind: 'comboboost' }
  | { kind: 'hunting' }
  | { kind: 'tournament' };

/**
 * The slip with the bettor's choice on bet `betIndex`: a freebet among its usable
 * {@link freebetChoices} (stake = the freebet amount, spec §4), the comboboost priced for the bet,
 * or the offered hunting or tournament. It replaces the bet's bonus (one per bet). The same
 * ticket when the choice is not available to the bet or while a placement is running.
 */
export function chooseBonus(
  ticket: Ticket,
  betIndex: number,
  choice: BonusChoice,
  available: AvailableBonuses,
  context: SlipBonusContext,
): Ticket {
  const bet = ticket.bets[betIndex];
  if (!bet || ticket.inProgress) return ticket;
  const next = chosen(ticket, betIndex, bet, choice, available, context);
  return next === undefined || next === bet ? ticket : replaceBet(ticket, betIndex, next);
}

/** The slip without bet `betIndex`'s bonus; a freebet's stake goes back to 0 (spec §4). */
export function removeBetBonus(ticket: Ticket, betIndex: number): Ticket {
  const bet = ticket.bets[betIndex];
  if (!bet || ticket.inProgress) return ticket;
  const next = removeBonus(bet);
  return next === bet ? ticket : replaceBet(ticket, betIndex, next);
}

function chosen(
  ticket: Ticket,
  betIndex: number,
  bet: TicketBet,
  choice: BonusChoice,
  available: AvailableBonuses,
  context: SlipBonusContext,
): TicketBet | undefined {
  switch (choice.kind) {
    case 'freebet': {
      const usable = freebetChoices(ticket, betIndex, available, context.multiActiveFreebets).find(
        (c) => c.freebet.id === choice.id && c.problems.length === 0,
      );
      return usable && applyFreebet(bet, usable.freebet);
    }
    case 'comboboost': {
      const bonus = available.comboboost && comboboostBonus(available.comboboost, bet, context);
      return bonus && setBetBonus(bet, bonus);
    }
    default: {
      const offered = available[choice.kind];
      return offered && setBetBonus(bet, { id: offered.id, type: choice.kind });
    }
  }
}
