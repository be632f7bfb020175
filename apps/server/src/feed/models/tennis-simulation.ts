import type { Rng } from '@/feed/random';
import type { MatchInfo, Pair, StepResult } from './model';
import { clampP } from './prob';

/**
 * The simulation of tennis, best of three sets with a tie-break at 6:6: one point per tick, won by
 * the server with a probability from both players' strengths; the serve changes every game (every
 * two points in a tie-break).
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

export const TICK_S = 40;
export const SETS_TO_WIN = 2;

export function serveP(info: { strengthA: number; strengthB: number }, server: 0 | 1): number {
  const d = server === 0 ? info.strengthA - info.strengthB : info.strengthB - info.strengthA;
  return clampP(0.63 + 0.12 * d, 0.45, 0.8);
}

export function isTiebreak(s: TennisState): boolean {
  return s.games[0] === 6 && s.games[1] === 6;
}

function zeroSetStats(): TennisSetStats {
  return { aces: [0, 0], doubleFaults: [0, 0], breakPoints: [0, 0], breakPointsWon: [0, 0] };
}

export function playedGames(s: TennisState): number {
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

/** A fresh tennis match: first set, home serving. */
export const initTennis = (): TennisState => ({
  points: [0, 0],
  games: [0, 0],
  sets: [[0, 0]],
  setsWon: [0, 0],
  server: 0,
  tiebreakPoints: 0,
  gameLog: [''],
  done: false,
  stats: [zeroSetStats()],
});

/** One point: its winner, the game, set and match it may end, the serve, and the point's statistics. */
export function stepTennis(prev: TennisState, rng: Rng, info: MatchInfo): StepResult<TennisState> {
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
}
