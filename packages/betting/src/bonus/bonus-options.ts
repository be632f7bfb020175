/**
 * The choices of one bet's bonus picker (spec §4 bonus selection): a bet carries one bonus, so the
 * bettor picks one of hunting, tournament, comboboost (the default order) and the offered
 * freebets, or none. isMultiActiveFreebetsAllowed (spec §3) offers every freebet and lets several
 * bets of the slip carry one each; a bet itself still carries one (the placement's `bonus`).
 */
import type { Ticket, TicketBet } from '../ticket/types';
import { isFreebetBonusType } from './bet-bonus';
import { comboboostBonus } from './comboboost';
import {
  freebetChoices,
  type BonusChoice,
  type FreebetChoiceProblem,
  type SlipBonusContext,
} from './ticket-bonuses';
import type { AvailableBonuses, Freebet } from './types';

/** A hunting or tournament as the picker reads it: its id and whatever the caller names it by. */
interface Farming {
  id: string;
}

/** Available bonuses with richer freebets and promotions (names, for the picker's labels). */
type Offered<F extends Freebet, P extends Farming> = AvailableBonuses & {
  freebet?: F | F[];
  hunting?: P;
  tournament?: P;
};

/** One choice of a bet's bonus picker; `problems` empty when the bettor may pick it. */
export type BetBonusOption<F extends Freebet = Freebet, P extends Farming = Farming> =
  | { kind: 'hunting' | 'tournament'; id: string; promotion: P; problems: [] }
  | { kind: 'comboboost'; id: string; odds: number; problems: [] }
  | { kind: 'freebet'; id: string; freebet: F; problems: FreebetChoiceProblem[] };

const FARMING = ['hunting', 'tournament'] as const;

/**
 * The picker's choices for bet `betIndex`, in the default order of spec §4 (hunting, tournament,
 * comboboost) then the freebets (see freebetChoices: those the bet or the slip keeps out carry
 * their problems). A comboboost shows only when it applies to the bet now, priced.
 */
export function betBonusOptions<F extends Freebet, P extends Farming>(
  ticket: Ticket,
  betIndex: number,
  available: Offered<F, P>,
  context: SlipBonusContext,
): BetBonusOption<F, P>[] {
  const bet = ticket.bets[betIndex];
  if (!bet) return [];
  const options: BetBonusOption<F, P>[] = [];
  for (const kind of FARMING) {
    const promotion = available[kind];
    if (promotion) options.push({ kind, id: promotion.id, promotion, problems: [] });
  }
  const boost = available.comboboost && comboboostBonus(available.comboboost, bet, context);
  if (boost)
    options.push({ kind: 'comboboost', id: boost.id, odds: boost.odds ?? 1, problems: [] });
  const freebets = freebetChoices<F>(ticket, betIndex, available, context.multiActiveFreebets);
  for (const { freebet, problems } of freebets) {
    options.push({ kind: 'freebet', id: freebet.id, freebet, problems });
  }
  return options;
}

/** Whether `option` is the bonus `bet` carries. */
export function isCarried(bet: TicketBet, option: BetBonusOption<Freebet, Farming>): boolean {
  const { bonus } = bet;
  if (!bonus || bonus.id !== option.id) return false;
  return option.kind === 'freebet' ? isFreebetBonusType(bonus.type) : bonus.type === option.kind;
}

/** The choice chooseBonus takes for `option`. */
export function optionChoice(option: BetBonusOption<Freebet, Farming>): BonusChoice {
  return option.kind === 'freebet' ? { kind: 'freebet', id: option.id } : { kind: option.kind };
}

/**
 * The ids the default of spec §4 could choose for a bet (hunting, tournament, comboboost): what
 * the bettor's "no bonus" sets aside, so that no default comes back in its place.
 */
export function defaultableBonusIds(available: AvailableBonuses): string[] {
  const { hunting, tournament, comboboost } = available;
  return [hunting?.id, tournament?.id, comboboost?.id].filter((id) => id !== undefined);
}
