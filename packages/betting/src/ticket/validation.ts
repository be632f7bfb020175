/**
 * Ticket validation (spec §5): every reason a ticket cannot be placed as it is, as typed problems
 * the web maps to messages. Nothing here changes the ticket.
 */
import { ticketBetLimitProblems, type BetLimitProblem, type BetLimits } from './bet-limits';
import type { MultiSingleAvailability, ProviderStatus } from './options';
import { providersWithoutMultiSingle, ticketProviders } from './options';
import { payableStake } from './potential-win';
import { hasFittingSystemType } from './system';
import type { BetType, Provider, Selection, SystemType, Ticket, TicketBet } from './types';

/** What validation reads besides the ticket (spec §3 betting settings). */
export interface ValidationContext {
  /** Which providers allow multi-single; a missing provider means not available. */
  multiSingleAvailableByProvider: MultiSingleAvailability;
  /** Provider statuses; a missing provider counts as active. */
  providerStatuses?: Partial<Record<Provider, ProviderStatus>>;
  /** The site's limits of one bet (max total odds, max payout per currency); none when absent. */
  limits?: BetLimits;
}

/** One reason the ticket cannot be placed. `betIndex` names the bet; ticket-wide ones have none. */
export type TicketProblem =
  /** Nothing to place. */
  | { code: 'empty_ticket' }
  /** Several singles while a provider of the slip does not allow multi-single (spec §5). */
  | { code: 'multi_single_unavailable'; providers: Provider[] }
  /** A single without exactly one selection, a combo below two, any bet without selections. */
  | { code: 'invalid_selection_count'; betIndex: number; betType: BetType; selectionCount: number }
  /** Two or more selections of one match in a combo or system bet (spec §5). */
  | { code: 'conflict'; betIndex: number; matchUrnId: string; selectionIds: string[] }
  /** A system bet holding an oddin selection (spec §5). */
  | { code: 'system_with_oddin'; betIndex: number }
  /** A bet mixing more than one provider (spec §5). */
  | { code: 'mixed_providers'; betIndex: number; providers: Provider[] }
  /** A system bet without an offered system type of totalCount = selection count (spec §5). */
  | {
      code: 'system_type_mismatch';
      betIndex: number;
      selectionCount: number;
      systemType?: SystemType;
    }
  /** A custom bet without its bet-builder price. */
  | { code: 'custom_odds_missing'; betIndex: number }
  /** A stake of 0 (spec §5 "every stake is above 0"). */
  | { code: 'stake_not_positive'; betIndex: number }
  /**
   * A system stake that does not split into whole line stakes, so the stake differs from the
   * computed total (spec §5); `payableStake` is the nearest lower stake that splits.
   */
  | { code: 'total_mismatch'; betIndex: number; stake: number; payableStake: number }
  /** The selection's market is not allowed or its outcome is missing or inactive. */
  | { code: 'selection_suspended'; betIndex: number; selectionId: string }
  /** The selection's outcome or market is gone for good. */
  | { code: 'selection_unavailable'; betIndex: number; selectionId: string }
  /** The selection's odds moved and the bettor has not accepted them yet. */
  | { code: 'selection_changed'; betIndex: number; selectionId: string }
  /** The selection's provider is inactive. */
  | { code: 'provider_unavailable'; betIndex: number; selectionId: string; provider: Provider }
  /** The bet's total odds or potential win pass the site's limits (./bet-limits). */
  | (BetLimitProblem & { betIndex: number });

/** The machine code of a {@link TicketProblem}. */
export type TicketProblemCode = TicketProblem['code'];

/**
 * Every problem of the ticket: ticket-wide ones first, then each bet's in bet order (shape,
 * composition, stake, then each selection's state). Empty when the ticket can be placed.
 */
export function ticketProblems(ticket: Ticket, context: ValidationContext): TicketProblem[] {
  if (ticket.bets.length === 0) return [{ code: 'empty_ticket' }];
  const problems: TicketProblem[] = [];
  const singles = ticket.bets.filter((bet) => bet.betType === 'single').length;
  if (singles > 1) {
    const refusing = providersWithoutMultiSingle(
      ticketProviders(ticket),
      context.multiSingleAvailableByProvider,
    );
    if (refusing.length > 0)
      problems.push({ code: 'multi_single_unavailable', providers: refusing });
  }
  ticket.bets.forEach((bet, betIndex) => problems.push(...betProblems(bet, betIndex, context)));
  return problems;
}

/**
 * True when the ticket can be placed: it has bets, every stake is above 0, the sum of stakes
 * equals the computed total (every system stake splits into whole lines), and no other
 * {@link ticketProblems} applies (spec §5).
 */
export function isTicketValid(ticket: Ticket, context: ValidationContext): boolean {
  return ticketProblems(ticket, context).length === 0;
}

/** Selections sharing a match, per match with at least two, in slip order (spec §5 conflict). */
export function conflictingSelections(
  selections: readonly Selection[],
): { matchUrnId: string; selectionIds: string[] }[] {
  const byMatch = new Map<string, string[]>();
  for (const s of selections)
    byMatch.set(s.matchUrnId, [...(byMatch.get(s.matchUrnId) ?? []), s.id]);
  return [...byMatch]
    .filter(([, ids]) => ids.length > 1)
    .map(([matchUrnId, selectionIds]) => ({ matchUrnId, selectionIds }));
}

/** Distinct providers of the selections, in order. */
export function selectionProviders(selections: readonly Selection[]): Provider[] {
  return [...new Set(selections.map((s) => s.provider))];
}

function betProblems(
  bet: TicketBet,
  betIndex: number,
  context: ValidationContext,
): TicketProblem[] {
  const problems: TicketProblem[] = [];
  const count = bet.selections.length;
  const tooFew = count === 0 || (bet.betType === 'combo' && count < 2);
  if (tooFew || (bet.betType === 'single' && count !== 1)) {
    problems.push({
      code: 'invalid_selection_count',
      betIndex,
      betType: bet.betType,
      selectionCount: count,
    });
  }
  if (bet.betType === 'combo' || bet.betType === 'system') {
    for (const c of conflictingSelections(bet.selections)) {
      problems.push({ code: 'conflict', betIndex, ...c });
    }
  }
  if (bet.betType === 'system' && bet.selections.some((s) => s.provider === 'oddin')) {
    problems.push({ code: 'system_with_oddin', betIndex });
  }
  const providers = selectionProviders(bet.selections);
  if (providers.length > 1) problems.push({ code: 'mixed_providers', betIndex, providers });
  const systemFits = bet.betType !== 'system' || hasFittingSystemType(bet);
  if (!systemFits) {
    const type = bet.systemType ? { systemType: bet.systemType } : {};
    problems.push({ code: 'system_type_mismatch', betIndex, selectionCount: count, ...type });
  }
  if (bet.betType === 'custom_bet' && bet.customOdds === undefined) {
    problems.push({ code: 'custom_odds_missing', betIndex });
  }
  if (bet.stake <= 0) problems.push({ code: 'stake_not_positive', betIndex });
  // an unfitting system has no lines: its type problem says it all
  const payable = payableStake(bet);
  if (systemFits && bet.stake > 0 && payable !== bet.stake) {
    problems.push({ code: 'total_mismatch', betIndex, stake: bet.stake, payableStake: payable });
  }
  if (context.limits && systemFits)
    for (const p of ticketBetLimitProblems(bet, context.limits)) problems.push({ ...p, betIndex });
  for (const s of bet.selections) problems.push(...selectionProblems(s, betIndex, context));
  return problems;
}

function selectionProblems(
  s: Selection,
  betIndex: number,
  context: ValidationContext,
): TicketProblem[] {
  const problems: TicketProblem[] = [];
  const selectionId = s.id;
  // one state problem per selection, the most lasting first
  if (s.isNotAvailable) problems.push({ code: 'selection_unavailable', betIndex, selectionId });
  else if (s.isSuspended || !s.active)
    problems.push({ code: 'selection_suspended', betIndex, selectionId });
  else if (s.isChanged) problems.push({ code: 'selection_changed', betIndex, selectionId });
  if (context.providerStatuses?.[s.provider] === 'inactive') {
    problems.push({ code: 'provider_unavailable', betIndex, selectionId, provider: s.provider });
  }
  return problems;
}
