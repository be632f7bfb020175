import type { Quote } from '@/feed/pricing';
import {
  counterRows,
  lineResult,
  period,
  specValue,
  totalQuote,
  winIf,
  winnerQuote,
  type Pair,
  type SportModel,
} from './model';
import { clampP, normalCdf, raceWinProb, seriesWinProb } from './prob';

/**
 * Tennis, best of three sets with a tie-break at 6:6. One point per tick; the server wins a point
 * with a probability from both players' strengths, and the serve changes every game (every two
 * points in a tie-break). Odds come from the exact game/set/match recursions.
 */

/** Simulation state; index 0 is home. `gameLog` holds each set's game winners ("ABBA..."). */
export interface TennisState {
  points: [number, number];
  games: [number, number];
  sets: [number, number][];
  setsWon: [number, number];
  server: 0 | 1;
  tiebreakPoints: number;
  gameLog: string[];
  done: boolean;
  /** Serve and return statistics of each set (aligned with `sets`). */
  stats: TennisSetStats[];
}

/** Statistics counters of one set, each [home, away]. */
export interface TennisSetStats {
  aces: Pair;
  doubleFaults: Pair;
  /** Break points a player had as the receiver, and how many of them he won. */
  breakPoints: Pair;
  breakPointsWon: Pair;
}

/** Chance that a point won by the server is an ace, at equal strength. */
const ACE_P = 0.11;
/** Chance that a point lost by the server is a double fault. */
const DOUBLE_FAULT_P = 0.08;

const TICK_S = 40;
const SETS_TO_WIN = 2;

/** Market ids (betradar numbering). */
export const TENNIS_MARKETS = {
  winner: 186,
  totalGames: 189,
  setWinner: 202,
  gameWinner: 210,
} as const;

function serveP(info: { strengthA: number; strengthB: number }, server: 0 | 1): number {
  const d = server === 0 ? info.strengthA - info.strengthB : info.strengthB - info.strengthA;
  return clampP(0.63 + 0.12 * d, 0.45, 0.8);
}

function isTiebreak(s: TennisState): boolean {
  return s.games[0] === 6 && s.games[1] === 6;
}

/** P(home wins the set) from the set's game score; `home` and `away` are hold probabilities. */
function setProb(
  ga: number,
  gb: number,
  server: 0 | 1,
  holdA: number,
  holdB: number,
  tb: number,
): number {
  if ((ga >= 6 && ga - gb >= 2) || ga === 7) return 1;
  if ((gb >= 6 && gb - ga >= 2) || gb === 7) return 0;
  if (ga === 6 && gb === 6) return tb;
  const pGame = server === 0 ? holdA : 1 - holdB;
  const next = server === 0 ? 1 : 0;
  return (
    pGame * setProb(ga + 1, gb, next, holdA, holdB, tb) +
    (1 - pGame) * setProb(ga, gb + 1, next, holdA, holdB, tb)
  );
}

function probabilities(s: TennisState, info: { strengthA: number; strengthB: number }) {
  const pa = serveP(info, 0);
  const pb = serveP(info, 1);
  const holdA = raceWinProb(0, 0, 4, pa, true);
  const holdB = raceWinProb(0, 0, 4, pb, true);
  const pTbPoint = (pa + 1 - pb) / 2;
  const tb = raceWinProb(0, 0, 7, pTbPoint, true);
  const other: 0 | 1 = s.server === 0 ? 1 : 0;
  let game: number;
  let setNow: number;
  if (isTiebreak(s)) {
    game = raceWinProb(s.points[0], s.points[1], 7, pTbPoint, true);
    setNow = game;
  } else {
    game =
      s.server === 0
        ? raceWinProb(s.points[0], s.points[1], 4, pa, true)
        : 1 - raceWinProb(s.points[1], s.points[0], 4, pb, true);
    setNow =
      game * setProb(s.games[0] + 1, s.games[1], other, holdA, holdB, tb) +
      (1 - game) * setProb(s.games[0], s.games[1] + 1, other, holdA, holdB, tb);
  }
  const freshSet = (setProb(0, 0, 0, holdA, holdB, tb) + setProb(0, 0, 1, holdA, holdB, tb)) / 2;
  const match = seriesWinProb(s.setsWon[0], s.setsWon[1], SETS_TO_WIN, setNow, freshSet);
  return { game, setNow, match, freshSet };
}

function zeroSetStats(): TennisSetStats {
  return { aces: [0, 0], doubleFaults: [0, 0], breakPoints: [0, 0], breakPointsWon: [0, 0] };
}

function playedGames(s: TennisState): number {
  return s.sets.reduce((acc, g) => acc + g[0] + g[1], 0);
}

/** Drawn after the point's own draw so the scores stay as they were without statistics. */
function pointStats(
  s: TennisState,
  prev: TennisState,
  winner: 0 | 1,
  tiebreak: boolean,
  rng: { next(): number },
  info: { strengthA: number; strengthB: number },
): void {
  const st = s.stats[prev.sets.length - 1];
  if (!st) return;
  const server = prev.server;
  const receiver = server === 0 ? 1 : 0;
  const rx = prev.points[receiver];
  if (!tiebreak && rx >= 3 && rx > prev.points[server]) {
    st.breakPoints[receiver] += 1;
    if (winner === receiver) st.breakPointsWon[receiver] += 1;
  }
  // the stronger server hits more aces
  const d = server === 0 ? info.strengthA - info.strengthB : info.strengthB - info.strengthA;
  if (winner === server) {
    if (rng.next() < clampP(ACE_P * (1 + d), 0.03, 0.25)) st.aces[server] += 1;
  } else if (rng.next() < DOUBLE_FAULT_P) st.doubleFaults[server] += 1;
  if (s.stats.length < s.sets.length) s.stats.push(zeroSetStats());
}

/** Tennis model. */
export const tennisModel: SportModel<TennisState> = {
  tickMs: TICK_S * 1000,
  init: () => ({
    points: [0, 0],
    games: [0, 0],
    sets: [[0, 0]],
    setsWon: [0, 0],
    server: 0,
    tiebreakPoints: 0,
    gameLog: [''],
    done: false,
    stats: [zeroSetStats()],
  }),
  step(prev, rng, info) {
    const s: TennisState = {
      ...prev,
      points: [...prev.points],
      games: [...prev.games],
      sets: prev.sets.map((x) => [x[0], x[1]]),
      setsWon: [...prev.setsWon],
      gameLog: [...prev.gameLog],
      stats: prev.stats.map((x) => ({
        aces: [...x.aces],
        doubleFaults: [...x.doubleFaults],
        breakPoints: [...x.breakPoints],
        breakPointsWon: [...x.breakPointsWon],
      })),
    };
    if (s.done) return { state: s, scored: false, danger: false };
    const tiebreak = isTiebreak(s);
    const pServer = tiebreak ? (serveP(info, 0) + 1 - serveP(info, 1)) / 2 : serveP(info, s.server);
    const serverWins = rng.next() < pServer;
    const winner: 0 | 1 = tiebreak
      ? serverWins
        ? 0
        : 1
      : serverWins
        ? s.server
        : s.server === 0
          ? 1
          : 0;
    s.points[winner] += 1;
    const [x, y] = s.points;
    const target = tiebreak ? 7 : 4;
    let gameOver = false;
    if (Math.max(x, y) >= target && Math.abs(x - y) >= 2) {
      gameOver = true;
      s.points = [0, 0];
      s.games[winner] += 1;
      s.gameLog[s.gameLog.length - 1] += winner === 0 ? 'A' : 'B';
      s.server = s.server === 0 ? 1 : 0;
      const cur = s.sets[s.sets.length - 1];
      if (cur) cur[winner] += 1;
      const [ga, gb] = s.games;
      if (ga === 7 || gb === 7 || (Math.max(ga, gb) >= 6 && Math.abs(ga - gb) >= 2)) {
        s.setsWon[winner] += 1;
        if (s.setsWon[winner] >= SETS_TO_WIN) s.done = true;
        else {
          s.games = [0, 0];
          s.sets.push([0, 0]);
          s.gameLog.push('');
        }
      }
    } else if (tiebreak && (x + y) % 2 === 1) {
      s.server = s.server === 0 ? 1 : 0;
    }
    // a break point (receiver one point from the game) is a dangerous moment
    const rx = s.points[s.server === 0 ? 1 : 0];
    const sx = s.points[s.server];
    const breakPoint = !tiebreak && rx >= 3 && rx > sx;
    pointStats(s, prev, winner, tiebreak, rng, info);
    return { state: s, scored: gameOver, danger: breakPoint };
  },
  finished: (s) => s.done,
  view: (s) => ({
    clock: { stopped: s.done },
    totalScore: { home: s.setsWon[0], away: s.setsWon[1] },
    gameScore: { home: s.points[0], away: s.points[1] },
    periodScores: s.sets.map((g, i) => period(i + 1, g[0], g[1], 'set', `${i + 1}. set`)),
    currentServer: s.server === 0 ? 'home' : 'away',
    phase: s.done ? 'ended' : `${s.sets.length}. set`,
  }),
  quotes(s, info) {
    const { game, setNow, match } = probabilities(s, info);
    const setnr = s.sets.length;
    const played = playedGames(s);
    const setsLeft = s.done ? 0 : Math.max(0, 3 - s.sets.length) * (1 - Math.abs(match - 0.5)) + 1;
    const expected = played + Math.max(0, 9.7 - s.games[0] - s.games[1]) + (setsLeft - 1) * 9.7;
    const sd = 2.6 * Math.sqrt(setsLeft) + 0.5;
    const quotes: Quote[] = [
      winnerQuote(
        TENNIS_MARKETS.winner,
        'Winner',
        '',
        clampP(match, 0.003, 0.997),
        ['main', 'all'],
        100,
      ),
      winnerQuote(
        TENNIS_MARKETS.setWinner,
        `${setnr}. set - winner`,
        `setnr=${setnr}`,
        clampP(setNow, 0.003, 0.997),
        ['sets', 'all'],
        90,
      ),
      ...[20.5, 22.5, 24.5].map((line, i) =>
        totalQuote(
          TENNIS_MARKETS.totalGames,
          'Total games',
          line,
          clampP(1 - normalCdf((line - expected) / sd), 0.003, 0.997),
          ['games', 'all'],
          80 - i,
        ),
      ),
    ];
    if (!isTiebreak(s)) {
      const gamenr = s.games[0] + s.games[1] + 1;
      quotes.push(
        winnerQuote(
          TENNIS_MARKETS.gameWinner,
          `${setnr}. set - game ${gamenr} - winner`,
          `setnr=${setnr}|gamenr=${gamenr}`,
          clampP(game, 0.003, 0.997),
          ['games', 'all'],
          85,
        ),
      );
    }
    return quotes;
  },
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
