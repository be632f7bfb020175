import { productOfOdds, stakeTimesOdds } from '@sportsbook/betting/math/exact';
import { betLineStake } from '@sportsbook/betting/ticket/potential-win';
import { betLines, lineCount } from '@sportsbook/betting/ticket/system';
import type { TicketBet } from '@sportsbook/betting/ticket/types';

/** One line of a system bet: its selections, combined odds and return at the line stake. */
export interface ExplainedLine {
  /** Each selection of the line: its outcome and match. */
  outcomes: { outcome: string; match: string }[];
  odds: number;
  /** Return of the line when all of it wins, minor units (floored per line: the rounding rule). */
  return: number;
}

/** Every combination of the system bet with its odds and return (packages/betting math only). */
export function explainSystem(bet: TicketBet): ExplainedLine[] {
  const lineStake = betLineStake(bet);
  const bonus = bet.bonusOdds === undefined ? [] : [bet.bonusOdds];
  return betLines(bet).map((line) => {
    const odds = line.map((s) => s.acceptedOdds);
    return {
      outcomes: line.map((s) => ({
        outcome: s.outcomeName,
        match: s.nameA === s.nameB ? s.nameA : `${s.nameA} – ${s.nameB}`,
      })),
      odds: productOfOdds(odds),
      return: stakeTimesOdds(lineStake, [...odds, ...bonus]),
    };
  });
}

/**
 * The largest stake of the bet within `maxStake` (minor units) that splits into whole lines, so a
 * system bet never pays for a fraction of a line (the stake rule of potential-win.ts).
 */
export function stakeWithin(bet: TicketBet, maxStake: number): number {
  const lines = Math.max(1, lineCount(bet));
  return Math.floor(maxStake / lines) * lines;
}
