import type { FeedMarket, SelectionResult } from '@/feed/types';
import type { GoalState } from './goal-simulation';
import { lineResult, specValue, winIf } from './model';

/** Market ids, outcome lists and settlement of the goal sports (soccer, ice hockey). */

/** Listed correct scores; any other final score wins "other". */
export const CORRECT_SCORES = [
  '0:0',
  '1:0',
  '0:1',
  '1:1',
  '2:0',
  '0:2',
  '2:1',
  '1:2',
  '2:2',
  '3:0',
  '0:3',
  '3:1',
  '1:3',
  '3:2',
  '2:3',
  '3:3',
];

/** Market ids (betradar numbering). */
export const GOAL_MARKETS = {
  threeWay: 1,
  doubleChance: 10,
  handicap: 16,
  total: 18,
  btts: 29,
  correctScore: 45,
  raceTo: 37,
} as const;
/** Race market: first team to this many goals (specifier race=2). */
export const RACE_GOALS = 2;

/** Who reached n goals first in a goal log ("ABA..."): home, away or none. */
export function raceWinner(log: string, n: number): 'home' | 'away' | 'none' {
  let a = 0;
  let b = 0;
  for (const g of log) {
    if (g === 'A') a++;
    else b++;
    if (a === n) return 'home';
    if (b === n) return 'away';
  }
  return 'none';
}

/** Results of a goal-sport market from the final (or deciding) state. */
export function settleGoals(s: GoalState, market: FeedMarket): SelectionResult[] {
  const { home: h, away: a } = s;
  return market.outcomes.map((o) => {
    switch (market.marketId) {
      case GOAL_MARKETS.threeWay:
        return winIf(o.outcomeId === (h > a ? 'home' : h < a ? 'away' : 'draw'));
      case GOAL_MARKETS.doubleChance:
        return winIf(o.outcomeId !== (h > a ? 'X2' : h < a ? '1X' : '12'));
      case GOAL_MARKETS.total:
        return lineResult(
          (o.outcomeId === 'over' ? 1 : -1) * (h + a - specValue(market.specifier, 'total')),
        );
      case GOAL_MARKETS.handicap:
        return lineResult(
          (o.outcomeId === 'home' ? 1 : -1) * (h - a + specValue(market.specifier, 'hcp')),
        );
      case GOAL_MARKETS.btts:
        return winIf((o.outcomeId === 'yes') === (h > 0 && a > 0));
      case GOAL_MARKETS.raceTo:
        return winIf(o.outcomeId === raceWinner(s.log, specValue(market.specifier, 'race')));
      default: {
        const listed = CORRECT_SCORES.includes(`${h}:${a}`);
        return winIf(o.outcomeId === (listed ? `${h}:${a}` : 'other'));
      }
    }
  });
}
