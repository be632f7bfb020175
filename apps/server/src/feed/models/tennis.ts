import {
  counterRows,
  lineResult,
  period,
  specValue,
  winIf,
  type Pair,
  type SportModel,
} from './model';
import { TENNIS_MARKETS, tennisQuotes } from './tennis-quotes';
import {
  initTennis,
  playedGames,
  stepTennis,
  TICK_S,
  type TennisSetStats,
  type TennisState,
} from './tennis-simulation';

/**
 * Tennis, best of three sets with a tie-break at 6:6. One point per tick; the server wins a point
 * with a probability from both players' strengths, and the serve changes every game (every two
 * points in a tie-break). Odds come from the exact game/set/match recursions.
 */

/** Tennis model. */
export const tennisModel: SportModel<TennisState> = {
  tickMs: TICK_S * 1000,
  init: initTennis,
  step: stepTennis,
  finished: (s) => s.done,
  view: (s) => ({
    clock: { stopped: s.done },
    totalScore: { home: s.setsWon[0], away: s.setsWon[1] },
    gameScore: { home: s.points[0], away: s.points[1] },
    periodScores: s.sets.map((g, i) => period(i + 1, g[0], g[1], 'set', `${i + 1}. set`)),
    currentServer: s.server === 0 ? 'home' : 'away',
    phase: s.done ? 'ended' : `${s.sets.length}. set`,
  }),
  quotes: tennisQuotes,
  statistics(s) {
    const of = (pick: (x: TennisSetStats) => Pair): Pair[] => s.stats.map((x) => pick(x));
    return {
      aces: counterRows(
        'total',
        of((x) => x.aces),
      ),
      double_faults: counterRows(
        'total',
        of((x) => x.doubleFaults),
      ),
      break_points: [
        ...counterRows(
          'won',
          of((x) => x.breakPointsWon),
        ),
        ...counterRows(
          'total',
          of((x) => x.breakPoints),
        ),
      ],
    };
  },
  settle(s, market) {
    const setnr = specValue(market.specifier, 'setnr');
    const winnerOf = (): 0 | 1 | null => {
      if (market.marketId === TENNIS_MARKETS.winner) return s.setsWon[0] > s.setsWon[1] ? 0 : 1;
      if (market.marketId === TENNIS_MARKETS.setWinner) {
        const g = s.sets[setnr - 1];
        return g && g[0] !== g[1] ? (g[0] > g[1] ? 0 : 1) : null;
      }
      const ch = (s.gameLog[setnr - 1] ?? '').charAt(specValue(market.specifier, 'gamenr') - 1);
      return ch === 'A' ? 0 : ch === 'B' ? 1 : null;
    };
    return market.outcomes.map((o) => {
      if (market.marketId === TENNIS_MARKETS.totalGames) {
        return lineResult(
          (o.outcomeId === 'over' ? 1 : -1) *
            (playedGames(s) - specValue(market.specifier, 'total')),
        );
      }
      const w = winnerOf();
      // a set or game never completed (retirement is not simulated, but be safe): refund
      return w === null ? 'refund_entire' : winIf((o.outcomeId === 'home') === (w === 0));
    });
  },
};
