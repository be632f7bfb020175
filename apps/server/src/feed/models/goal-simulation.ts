import type { Rng } from '@/feed/random';
import type { MatchInfo, Pair, StepResult } from './model';

/**
 * The simulation of a goal sport (soccer, ice hockey): each team scores as a Poisson process whose
 * full-match mean comes from the strength ratio; a goal only comes out of a dangerous moment.
 */

/** Simulation state of a goal sport. */
export interface GoalState {
  /** Seconds played in the current period (stoppage included). */
  t: number;
  period: number;
  breakLeft: number;
  stoppage: number;
  home: number;
  away: number;
  periods: [number, number][];
  /** Goal order, one letter per goal: A home, B away (settles race markets). */
  log: string;
  done: boolean;
  /** Match statistics of each period started so far (aligned with `periods`). */
  stats: GoalPeriodStats[];
}

/** Statistics counters of one period, each [home, away]; a goal is also a shot on target. */
export interface GoalPeriodStats {
  /** Seconds of ball possession (soccer). */
  possession: Pair;
  onTarget: Pair;
  offTarget: Pair;
  yellow: Pair;
  red: Pair;
  corners: Pair;
  fouls: Pair;
  offsides: Pair;
}

/** Per-team rates of the statistics of two equal teams over a whole match. */
export interface StatConfig {
  /** Shots that are not goals. */
  shots: number;
  /** Share of those shots on target (saved). */
  onTarget: number;
  corners: number;
  fouls: number;
  offsides: number;
  /** Chance that a foul is booked with a yellow / a straight red card. */
  yellowPerFoul: number;
  redPerFoul: number;
  /** Soccer widgets (possession, cards, corners, fouls, offsides) or shots only (hockey). */
  soccerWidgets: boolean;
}

export interface GoalConfig {
  periods: number;
  periodS: number;
  breakS: number;
  /** Goals per match of two equal teams. */
  goalsPerMatch: number;
  /** Announced stoppage per period in minutes [min, max]; 0 for a stopped clock (hockey). */
  stoppageMin: readonly [number, number];
  lines: readonly number[];
  handicaps: readonly number[];
  soccerExtras: boolean;
  periodName: (n: number) => string;
  stats: StatConfig;
}

export const TICK_S = 10;
const DANGER_P = 0.06;

export function rates(cfg: GoalConfig, info: MatchInfo): [number, number] {
  const half = cfg.goalsPerMatch / 2;
  // home advantage of ~10 %, strength ratio to the power 1.2 spreads favorites a little
  const ratio = Math.pow(info.strengthA / info.strengthB, 1.2);
  return [half * 1.1 * Math.sqrt(ratio), half / 1.1 / Math.sqrt(ratio)];
}

function zeroStats(): GoalPeriodStats {
  return {
    possession: [0, 0],
    onTarget: [0, 0],
    offTarget: [0, 0],
    yellow: [0, 0],
    red: [0, 0],
    corners: [0, 0],
    fouls: [0, 0],
    offsides: [0, 0],
  };
}

function copyStats(p: GoalPeriodStats): GoalPeriodStats {
  return {
    possession: [...p.possession],
    onTarget: [...p.onTarget],
    offTarget: [...p.offTarget],
    yellow: [...p.yellow],
    red: [...p.red],
    corners: [...p.corners],
    fouls: [...p.fouls],
    offsides: [...p.offsides],
  };
}

/** Drawn after the goal draws so the score sequences stay as they were without statistics. */
function playStats(
  cfg: GoalConfig,
  st: GoalPeriodStats,
  s: GoalState,
  rng: Rng,
  la: number,
  lb: number,
): void {
  const sc = cfg.stats;
  const ticks = (cfg.periods * cfg.periodS) / TICK_S;
  // the stronger side has more of the ball and of the attacking play, the trailing side presses
  const edge = Math.log(la / lb);
  const trailing = Math.sign(s.away - s.home);
  const share = Math.min(0.72, Math.max(0.28, 0.5 + 0.12 * edge + 0.04 * trailing));
  const tickShare = Math.min(1, Math.max(0, share + (rng.next() - 0.5) * 0.8));
  const homeS = Math.round(TICK_S * tickShare);
  st.possession[0] += homeS;
  st.possession[1] += TICK_S - homeS;
  const attack = Math.pow(la / lb, 0.2);
  for (const side of [0, 1] as const) {
    const f = side === 0 ? attack : 1 / attack;
    const pShot = (sc.shots * f) / ticks;
    const pCorner = pShot + (sc.corners * f) / ticks;
    const pFoul = pCorner + sc.fouls / Math.sqrt(f) / ticks;
    const pOffside = pFoul + (sc.offsides * f) / ticks;
    const u = rng.next();
    if (u < pShot) {
      if (rng.next() < sc.onTarget) st.onTarget[side] += 1;
      else st.offTarget[side] += 1;
    } else if (u < pCorner) st.corners[side] += 1;
    else if (u < pFoul) {
      st.fouls[side] += 1;
      const card = rng.next();
      if (card < sc.redPerFoul) st.red[side] += 1;
      else if (card < sc.redPerFoul + sc.yellowPerFoul) st.yellow[side] += 1;
    } else if (u < pOffside) st.offsides[side] += 1;
  }
}

/** A fresh goal-sport match: nothing played, one period started. */
export const initGoals = (): GoalState => ({
  t: 0,
  period: 1,
  breakLeft: 0,
  stoppage: 0,
  home: 0,
  away: 0,
  periods: [[0, 0]],
  log: '',
  done: false,
  stats: [zeroStats()],
});

/** One tick of play: the clock, breaks and stoppage time, then goals and statistics. */
export function stepGoals(
  cfg: GoalConfig,
  prev: GoalState,
  rng: Rng,
  info: MatchInfo,
): StepResult<GoalState> {
  const s: GoalState = {
    ...prev,
    periods: prev.periods.map((p) => [p[0], p[1]]),
    stats: prev.stats.map(copyStats),
  };
  if (s.done) return { state: s, scored: false, danger: false };
  if (s.breakLeft > 0) {
    s.breakLeft -= TICK_S;
    if (s.breakLeft <= 0) {
      s.period += 1;
      s.t = 0;
      s.stoppage = 0;
      s.periods.push([0, 0]);
      s.stats.push(zeroStats());
      return { state: s, scored: true, danger: false };
    }
    return { state: s, scored: false, danger: false };
  }
  s.t += TICK_S;
  if (s.t === cfg.periodS - 60 && cfg.stoppageMin[1] > 0) {
    s.stoppage =
      60 *
      (cfg.stoppageMin[0] + Math.floor(rng.next() * (cfg.stoppageMin[1] - cfg.stoppageMin[0] + 1)));
  }
  if (s.t >= cfg.periodS + s.stoppage) {
    if (s.period >= cfg.periods) s.done = true;
    else s.breakLeft = cfg.breakS;
    return { state: s, scored: true, danger: false };
  }
  const [la, lb] = rates(cfg, info);
  const ticks = (cfg.periods * cfg.periodS) / TICK_S;
  const danger = rng.next() < DANGER_P;
  const r = rng.next() * DANGER_P;
  const cur = s.periods[s.period - 1] ?? [0, 0];
  const st = s.stats[s.period - 1] ?? zeroStats();
  // a goal only comes out of a dangerous moment; the conditional rate keeps the mean right
  if (danger && r < la / ticks) {
    s.home += 1;
    cur[0] += 1;
    s.log += 'A';
    st.onTarget[0] += 1;
  } else if (danger && r < (la + lb) / ticks) {
    s.away += 1;
    cur[1] += 1;
    s.log += 'B';
    st.onTarget[1] += 1;
  }
  playStats(cfg, st, s, rng, la, lb);
  const scored = s.home !== prev.home || s.away !== prev.away;
  return { state: s, scored, danger };
}
