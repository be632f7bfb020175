import { regularSelections, ticketBetType } from '@sportsbook/betting/ticket/bet-type';
import { systemTypesFor, systemCombinationCount } from '@sportsbook/betting/ticket/system';
import type { TicketProblem } from '@sportsbook/betting/ticket/validation';
import type { SystemType, Ticket } from '@sportsbook/betting/ticket/types';

/** The type switch choices of the regular part (spec §4 changing bet type). */
export type SlipTypeChoice = 'single' | 'combo' | 'system';

/**
 * Which type buttons apply to n selections: combo from 2, system from 3 (system.ts); several
 * singles only when every provider of the slip allows multi-single (spec §5).
 */
export function typeChoices(selectionCount: number, multiSingleAllowed = true): SlipTypeChoice[] {
  const several: SlipTypeChoice[] = multiSingleAllowed ? ['single', 'combo'] : ['combo'];
  if (selectionCount >= 3) return [...several, 'system'];
  if (selectionCount === 2) return several;
  return selectionCount === 1 ? ['single'] : [];
}

/** The type shown as chosen; several singles show as single (a multi-single). */
export function chosenType(ticket: Ticket): SlipTypeChoice | undefined {
  return ticketBetType(ticket);
}

/** System types offered for the regular selections, sorted by totalCount then winCount (spec §5), with their line counts. */
export function systemOptions(ticket: Ticket): { type: SystemType; lines: number }[] {
  return systemTypesFor(regularSelections(ticket).length).map((type) => ({
    type,
    lines: systemCombinationCount(type),
  }));
}

/**
 * The problems a bettor must see before placing: conflicts, provider rules, system fit, and the
 * even split of a system stake. Stakes of 0 and odds awaiting acceptance are shown elsewhere (the
 * place button says it), so they are left out here.
 */
export function shownProblems(problems: readonly TicketProblem[]): TicketProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    if (
      p.code === 'stake_not_positive' ||
      p.code === 'selection_changed' ||
      p.code === 'selection_suspended' ||
      p.code === 'selection_unavailable' ||
      p.code === 'empty_ticket' ||
      p.code === 'custom_odds_missing'
    ) {
      return false;
    }
    // one conflict message per match is enough
    const key = p.code === 'conflict' ? `conflict/${p.matchUrnId}` : p.code;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The site limits the slip's bets pass, to show beside the totals (minor units, decimal odds). */
export interface PassedLimits {
  maxTotalOdds?: number;
  maxPayout?: number;
}

/** Which limits of GET /settings (max total odds, max payout) the problems say a bet passes. */
export function passedLimits(problems: readonly TicketProblem[]): PassedLimits {
  const passed: PassedLimits = {};
  for (const p of problems) {
    if (p.code === 'max_odds_exceeded') passed.maxTotalOdds = p.maxTotalOdds;
    if (p.code === 'max_payout_exceeded') passed.maxPayout = p.maxPayout;
  }
  return passed;
}
