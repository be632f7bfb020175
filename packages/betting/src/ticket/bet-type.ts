/**
 * Bet types of the ticket (spec §4 ticket construction). A ticket holds:
 * - a REGULAR part, made of the selections without custom odds: one single, several singles
 *   (multi-single), one combo or one system bet;
 * - any number of CUSTOM bets (bet-builder bets with a bet-level `customOdds`), each placed on its
 *   own. The regular rules (deriving the type, changing it) never touch them.
 */
import { removeBonus } from '../bonus/bet-bonus';
import { assertMinor } from '../math/exact';
import { TicketInputError } from './errors';
import type { TicketOptions } from './options';
import { providersWithoutMultiSingle, ticketProviders } from './options';
import { betAt, replaceBet } from './stakes';
import {
  MIN_SYSTEM_SELECTIONS,
  MIN_SYSTEM_WIN_COUNT,
  isOfferedSystemType,
  parseSystemTypeId,
  systemType,
} from './system';
import type { BetType, Selection, SystemType, Ticket, TicketBet } from './types';
import { conflictingSelections, selectionProviders } from './validation';

/** The bet types a bettor switches between (custom bets are made by the bet builder). */
export type RegularBetType = Exclude<BetType, 'custom_bet'>;

/** True for a bet-builder bet, which the regular rules leave alone. */
export function isCustomBet(bet: TicketBet): boolean {
  return bet.betType === 'custom_bet';
}

/** The selections of the regular part, in slip order, each id once. */
export function regularSelections(ticket: Ticket): Selection[] {
  const byId = new Map<string, Selection>();
  for (const bet of ticket.bets) {
    if (isCustomBet(bet)) continue;
    for (const s of bet.selections) if (!byId.has(s.id)) byId.set(s.id, s);
  }
  return [...byId.values()];
}

/**
 * The bet type of the regular part: 'system' or 'combo' when it holds one, 'single' for one or
 * several singles (multi-single), undefined when it is empty.
 */
export function ticketBetType(ticket: Ticket): RegularBetType | undefined {
  const types = new Set(ticket.bets.filter((bet) => !isCustomBet(bet)).map((bet) => bet.betType));
  if (types.has('system')) return 'system';
  if (types.has('combo')) return 'combo';
  return types.has('single') ? 'single' : undefined;
}

/**
 * A new bet in the options' currency, staked `defaultStake` (0 when absent) from 'stake'.
 * @throws TicketInputError `invalid_stake` unless defaultStake is a non-negative integer
 */
export function createBet(
  selections: Selection[],
  betType: BetType,
  options: TicketOptions,
): TicketBet {
  const stake = options.defaultStake ?? 0;
  try {
    assertMinor(stake, 'default stake');
  } catch (error) {
    throw new TicketInputError('invalid_stake', (error as Error).message);
  }
  const { currency, subunits } = options;
  return { betType, stake, currency, subunits, stakeSource: 'stake', selections };
}

/**
 * The regular bet re-typed for its (changed) selections (spec §4): none left is no bet
 * (undefined); otherwise {@link retypeBet}.
 */
export function rederiveBet(bet: TicketBet): TicketBet | undefined {
  return bet.selections.length === 0 ? undefined : retypeBet(bet);
}

/**
 * The bet type that fits the bet's selections (spec §4): one selection is a single; a system keeps
 * its winCount k when k/n is still offered for its n selections ("a system of the matching size":
 * 2/4 plus one is 2/5), else becomes a combo (3/4 minus one is 3/3, which is the combo); two or
 * more otherwise make a combo. Custom bets and bets without selections are returned as they are;
 * so is a bet whose type already fits.
 */
export function retypeBet(bet: TicketBet): TicketBet {
  const count = bet.selections.length;
  if (count === 0 || isCustomBet(bet)) return bet;
  if (count === 1) return withType(bet, 'single');
  if (bet.betType !== 'system') return withType(bet, 'combo');
  const winCount = bet.systemType?.winCount ?? MIN_SYSTEM_WIN_COUNT;
  return isOfferedSystemType(winCount, count)
    ? withType(bet, 'system', systemType(winCount, count))
    : withType(bet, 'combo');
}

/** Why a bet type change was refused. */
export type BetTypeChangeRefusal =
  /** A placement is running (spec §4). */
  | 'in_progress'
  /** The regular part is empty. */
  | 'no_selections'
  /** A combo needs 2 selections, a system 3. */
  | 'too_few_selections'
  /** Two selections of one match cannot share a combo or system (spec §5). */
  | 'conflict'
  /** One bet cannot mix providers (spec §5). */
  | 'mixed_providers'
  /** An oddin selection cannot be in a system bet (spec §5). */
  | 'system_with_oddin'
  /** Several singles need every provider of the slip to allow multi-single (spec §5). */
  | 'multi_single_unavailable';

/** The result of {@link changeBetType}: the new ticket, or the unchanged one and the reason. */
export type BetTypeChange =
  { ok: true; ticket: Ticket } | { ok: false; ticket: Ticket; reason: BetTypeChangeRefusal };

/**
 * Converts the regular part (spec §4): 'single' splits it into one single bet per selection,
 * 'combo' merges every selection into one bet, 'system' makes one system bet of the first system
 * type for n selections (2/n). New bets take the stake, stake source, currency and bonus of the
 * first regular bet, except that a split into several singles drops the bonus (one bonus cannot
 * serve several bets; a dropped freebet resets the stake to 0, spec §4). Refused, with the
 * ticket unchanged, when the result would break a rule of spec §5. Custom bets keep their place.
 */
export function changeBetType(
  ticket: Ticket,
  to: RegularBetType,
  options: TicketOptions,
): BetTypeChange {
  const refuse = (reason: BetTypeChangeRefusal): BetTypeChange => ({ ok: false, ticket, reason });
  if (ticket.inProgress) return refuse('in_progress');
  const regular = ticket.bets.filter((bet) => !isCustomBet(bet));
  const lead = regular[0];
  if (!lead) return refuse('no_selections');
  if (ticketBetType(ticket) === to && (to === 'single' || regular.length === 1)) {
    return { ok: true, ticket };
  }
  const selections = regularSelections(ticket);
  const count = selections.length;
  if (to === 'single') {
    const providers = ticketProviders(ticket);
    if (
      count > 1 &&
      providersWithoutMultiSingle(providers, options.multiSingleAvailableByProvider).length > 0
    ) {
      return refuse('multi_single_unavailable');
    }
    const base = count > 1 ? removeBonus(lead) : lead;
    const singles = selections.map((s) => ({ ...withType(base, 'single'), selections: [s] }));
    return { ok: true, ticket: { ...ticket, bets: replaceRegularBets(ticket.bets, singles) } };
  }
  if (count < (to === 'combo' ? 2 : MIN_SYSTEM_SELECTIONS)) return refuse('too_few_selections');
  if (conflictingSelections(selections).length > 0) return refuse('conflict');
  if (selectionProviders(selections).length > 1) return refuse('mixed_providers');
  if (to === 'system' && selections.some((s) => s.provider === 'oddin')) {
    return refuse('system_with_oddin');
  }
  // 2/n is the first of systemTypesFor(n) in the spec's order
  const merged =
    to === 'combo'
      ? withType(lead, 'combo')
      : withType(lead, 'system', systemType(MIN_SYSTEM_WIN_COUNT, count));
  return {
    ok: true,
    ticket: { ...ticket, bets: replaceRegularBets(ticket.bets, [{ ...merged, selections }]) },
  };
}

/**
 * The ticket with the system bet at `betIndex` set to `type` (a SystemType or its id "k/n").
 * The same ticket when unchanged or while a placement is in progress.
 * @throws TicketInputError `unknown_bet`, `not_a_system_bet`, or `invalid_system_type` when the
 * type is not offered or its totalCount is not the bet's selection count
 */
export function setSystemType(ticket: Ticket, betIndex: number, type: SystemType | string): Ticket {
  const bet = betAt(ticket, betIndex);
  if (bet.betType !== 'system') {
    throw new TicketInputError('not_a_system_bet', `bet ${betIndex} is a ${bet.betType} bet`);
  }
  const wanted =
    typeof type === 'string' ? parseSystemTypeId(type) : systemType(type.winCount, type.totalCount);
  if (wanted.totalCount !== bet.selections.length) {
    throw new TicketInputError(
      'invalid_system_type',
      `${wanted.id} does not fit a bet of ${bet.selections.length} selections`,
    );
  }
  if (ticket.inProgress || bet.systemType?.id === wanted.id) return ticket;
  return replaceBet(ticket, betIndex, { ...bet, systemType: wanted });
}

/**
 * The bets with the regular part replaced by `regular`, placed where the first regular bet was
 * (appended when there was none); custom bets keep their place and references.
 */
export function replaceRegularBets(
  bets: readonly TicketBet[],
  regular: readonly TicketBet[],
): TicketBet[] {
  const result: TicketBet[] = [];
  let placed = false;
  for (const bet of bets) {
    if (isCustomBet(bet)) result.push(bet);
    else if (!placed) {
      result.push(...regular);
      placed = true;
    }
  }
  if (!placed) result.push(...regular);
  return result;
}

/** The bet as `betType` (with `type` for a system); the same bet when it already is exactly that. */
function withType(bet: TicketBet, betType: RegularBetType, type?: SystemType): TicketBet {
  const fits = bet.betType === betType && bet.systemType?.id === type?.id;
  if (fits && bet.customOdds === undefined) return bet;
  const { systemType: _systemType, customOdds: _customOdds, ...rest } = bet;
  return type ? { ...rest, betType, systemType: type } : { ...rest, betType };
}
