import {
  lineResult,
  noStatistics,
  period,
  specValue,
  totalQuote,
  matchWinnerQuote,
  type SportModel,
} from './model';
import { clampP, normalCdf } from './prob';

/**
 * Cricket (T20): two innings of 20 overs, one ball per tick. Runs per ball follow a fixed
 * distribution tilted by the batting side's strength; live odds use a normal approximation of
 * the runs still to come. A tied match refunds the winner market (dead heat, no super over).
 */

/** Simulation state of a T20 match; index 0 is home, which always bats first here. */
export interface CricketState {
  innings: 1 | 2;
  balls: number;
  runs: [number, number];
  wickets: [number, number];
  breakLeft: number;
  done: boolean;
  totalLine: number;
}

const TICK_S = 30;
const BALLS = 120;
const BREAK_S = 900;
const RUNS = [0, 1, 2, 3, 4, 6] as const;
const RUN_P = [0.36, 0.36, 0.09, 0.02, 0.11, 0.06];
const WICKET_P = 0.045;
const RUN_MEAN = RUNS.reduce<number>((acc, r, i) => acc + r * (RUN_P[i] ?? 0), 0);
const RUN_SD = 1.7;

/** Market ids. */
export const CRICKET_MARKETS = { winner: 340, totalRuns: 605 } as const;

function factor(strength: number, other: number): number {
  return Math.sqrt(strength / other);
}

function expectedRest(s: CricketState, side: 0 | 1, f: number): number {
  const ballsLeft = s.innings === side + 1 ? BALLS - s.balls : s.innings < side + 1 ? BALLS : 0;
  // fewer wickets in hand means slower scoring
  const hand = s.innings === side + 1 ? (10 - s.wickets[side]) / 10 : 1;
  return ballsLeft * RUN_MEAN * f * (0.6 + 0.4 * hand);
}

/** Cricket model. */
export const cricketModel: SportModel<CricketState> = {
  tickMs: TICK_S * 1000,
  init(info) {
    const total =
      BALLS *
      RUN_MEAN *
      (factor(info.strengthA, info.strengthB) + factor(info.strengthB, info.strengthA));
    return {
      innings: 1,
      balls: 0,
      runs: [0, 0],
      wickets: [0, 0],
      breakLeft: 0,
      done: false,
      totalLine: Math.round(total) + 0.5,
    };
  },
  step(prev, rng, info) {
    const s: CricketState = { ...prev, runs: [...prev.runs], wickets: [...prev.wickets] };
    if (s.done) return { state: s, scored: false, danger: false };
    if (s.breakLeft > 0) {
      s.breakLeft -= TICK_S;
      if (s.breakLeft <= 0) {
        s.innings = 2;
        s.balls = 0;
        return { state: s, scored: true, danger: false };
      }
      return { state: s, scored: false, danger: false };
    }
    const side = s.innings === 1 ? 0 : 1;
    const f =
      side === 0 ? factor(info.strengthA, info.strengthB) : factor(info.strengthB, info.strengthA);
    s.balls += 1;
    let wicket = false;
    if (rng.next() < WICKET_P / f) {
      s.wickets[side] += 1;
      wicket = true;
    } else {
      // boundaries get likelier with the batting side's edge
      const weights = RUN_P.map((p, i) => p * (i >= 4 ? f : 1));
      let r = rng.next() * weights.reduce((a, b) => a + b, 0);
      let runs = 0;
      for (let i = 0; i < RUNS.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) {
          runs = RUNS[i] ?? 0;
          break;
        }
      }
      s.runs[side] += runs;
    }
    const over = s.balls >= BALLS || s.wickets[side] >= 10;
    if (side === 1 && (s.runs[1] > s.runs[0] || over)) s.done = true;
    else if (side === 0 && over) s.breakLeft = BREAK_S;
    const boundary = s.runs[side] - prev.runs[side] >= 4;
    return { state: s, scored: wicket || boundary || over, danger: wicket };
  },
  finished: (s) => s.done,
  view: (s) => ({
    clock: {
      matchTime: ((s.innings - 1) * BALLS + s.balls) * TICK_S,
      stopped: s.breakLeft > 0 || s.done,
    },
    totalScore: { home: s.runs[0], away: s.runs[1] },
    gameScore: { home: s.wickets[0], away: s.wickets[1] },
    periodScores: [
      period(1, s.runs[0], 0, 'innings', '1st innings'),
      ...(s.innings === 2 ? [period(2, 0, s.runs[1], 'innings', '2nd innings')] : []),
    ],
    phase: s.done
      ? 'ended'
      : s.breakLeft > 0
        ? 'innings break'
        : `${s.innings === 1 ? '1st' : '2nd'} innings, over ${Math.floor(s.balls / 6)}.${s.balls % 6}`,
  }),
  quotes(s, info) {
    const fa = factor(info.strengthA, info.strengthB);
    const fb = factor(info.strengthB, info.strengthA);
    const restA = expectedRest(s, 0, fa);
    const restB = expectedRest(s, 1, fb);
    const ballsLeft = s.innings === 1 ? 2 * BALLS - s.balls : BALLS - s.balls;
    const sd = RUN_SD * Math.sqrt(Math.max(ballsLeft, 1)) + 3;
    const diff = s.runs[0] + restA - (s.runs[1] + restB);
    const total = s.runs[0] + s.runs[1] + restA + restB;
    return [
      matchWinnerQuote(CRICKET_MARKETS.winner, clampP(normalCdf(diff / sd), 0.005, 0.995)),
      ...[-15, 0, 15].map((d, i) =>
        totalQuote(
          CRICKET_MARKETS.totalRuns,
          'Total runs',
          s.totalLine + d,
          clampP(1 - normalCdf((s.totalLine + d - total) / sd), 0.002, 0.998),
          ['totals', 'all'],
          90 - i,
        ),
      ),
    ];
  },
  statistics: noStatistics,
  settle(s, market) {
    const [h, a] = s.runs;
    return market.outcomes.map((o) => {
      const sign = o.outcomeId === 'home' || o.outcomeId === 'over' ? 1 : -1;
      if (market.marketId === CRICKET_MARKETS.winner) return lineResult(sign * (h - a));
      return lineResult(sign * (h + a - specValue(market.specifier, 'total')));
    });
  },
};
