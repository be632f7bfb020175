import type { Quote } from '@/feed/pricing';
import type { Rng } from '@/feed/random';
import type { FeedStatistic, FeedStatistics } from '@/feed/types';
import {
  counterRows,
  period,
  totalQuote,
  type MatchInfo,
  type Pair,
  type SportModel,
} from './model';
import { CORRECT_SCORES, GOAL_MARKETS, RACE_GOALS, settleGoals } from './goal-markets';
import { clampP, poissonPmf, raceFirstProb } from './prob';

/**
 * Goal sports (soccer, ice hockey): each team scores as a Poisson process whose full-match mean
 * comes from the strength ratio; live odds come from the current score plus Poisson goals over
 * the remaining regular time. Markets settle on regular time (incl. stoppage time).
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
interface StatConfig {
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

interface GoalConfig {
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

const TICK_S = 10;
const DANGER_P = 0.06;
const GOALS_MAX = 10;

function rates(cfg: GoalConfig, info: MatchInfo): [number, number] {
  const half = cfg.goalsPerMatch / 2;
  // home advantage of ~10 %, strength ratio to the power 1.2 spreads favourites a little
  const ratio = Math.pow(info.strengthA / info.strengthB, 1.2);
  return [half * 1.1 * Math.sqrt(ratio), half / 1.1 / Math.sqrt(ratio)];
}

function remainingFraction(cfg: GoalConfig, s: GoalState): number {
  if (s.done) return 0;
  const played = (s.period - 1) * cfg.periodS + Math.min(s.t, cfg.periodS);
  return Math.max(0, 1 - played / (cfg.periods * cfg.periodS));
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

function percentRow(p: Pair, period?: number): FeedStatistic {
  const home = Math.round((100 * p[0]) / (p[0] + p[1]));
  return { type: 'percent', ...(period === undefined ? {} : { period }), home, away: 100 - home };
}

function goalStatistics(cfg: GoalConfig, s: GoalState): FeedStatistics {
  const of = (pick: (p: GoalPeriodStats) => Pair): Pair[] => s.stats.map((p) => pick(p));
  const shots = counterRows(
    'on_target',
    of((p) => p.onTarget),
  );
  if (!cfg.stats.soccerWidgets) return { shots };
  // possession is a share of the time played, so there is no row before the ball has rolled
  const poss = of((p) => p.possession);
  const whole = poss.reduce<Pair>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  const possession: FeedStatistic[] = [];
  if (whole[0] + whole[1] > 0) possession.push(percentRow(whole));
  poss.forEach((p, i) => {
    if (p[0] + p[1] > 0) possession.push(percentRow(p, i + 1));
  });
  return {
    possession,
    shots: [
      ...shots,
      ...counterRows(
        'off_target',
        of((p) => p.offTarget),
      ),
    ],
    cards: [
      ...counterRows(
        'yellow',
        of((p) => p.yellow),
      ),
      ...counterRows(
        'red',
        of((p) => p.red),
      ),
    ],
    corners: counterRows(
      'total',
      of((p) => p.corners),
    ),
    fouls: counterRows(
      'total',
      of((p) => p.fouls),
    ),
    offsides: counterRows(
      'total',
      of((p) => p.offsides),
    ),
  };
}

function goalModel(cfg: GoalConfig): SportModel<GoalState> {
  return {
    tickMs: TICK_S * 1000,
    init: () => ({
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
    }),
    step(prev, rng, info) {
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
          (cfg.stoppageMin[0] +
            Math.floor(rng.next() * (cfg.stoppageMin[1] - cfg.stoppageMin[0] + 1)));
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
    },
    finished: (s) => s.done,
    view(s) {
      const inStoppage = s.t > cfg.periodS;
      return {
        clock:
          cfg.stoppageMin[1] > 0
            ? {
                matchTime: (s.period - 1) * cfg.periodS + Math.min(s.t, cfg.periodS),
                stoppageTime: inStoppage ? s.t - cfg.periodS : 0,
                stoppageTimeAnnounced: s.stoppage,
                stopped: s.breakLeft > 0 || s.done,
              }
            : {
                matchTime: (s.period - 1) * cfg.periodS + s.t,
                remainingTimeInPeriod: Math.max(0, cfg.periodS - s.t),
                remainingTime: Math.max(0, (cfg.periods - s.period + 1) * cfg.periodS - s.t),
                stopped: s.breakLeft > 0 || s.done,
              },
        totalScore: { home: s.home, away: s.away },
        periodScores: s.periods.map((p, i) =>
          period(i + 1, p[0], p[1], 'regular_period', cfg.periodName(i + 1)),
        ),
        phase: s.done ? 'ended' : s.breakLeft > 0 ? 'break' : cfg.periodName(s.period),
      };
    },
    quotes(s, info) {
      const f = remainingFraction(cfg, s);
      const [la, lb] = rates(cfg, info);
      const pa = Array.from({ length: GOALS_MAX + 1 }, (_, k) => poissonPmf(la * f, k));
      const pb = Array.from({ length: GOALS_MAX + 1 }, (_, k) => poissonPmf(lb * f, k));
      // joint distribution of the final score, indexed by final goals (current + more)
      const cells: { h: number; a: number; p: number }[] = [];
      pa.forEach((x, i) =>
        pb.forEach((y, j) => cells.push({ h: s.home + i, a: s.away + j, p: x * y })),
      );
      const prob = (pred: (h: number, a: number) => boolean): number =>
        cells.reduce((acc, c) => (pred(c.h, c.a) ? acc + c.p : acc), 0);
      const home = prob((h, a) => h > a);
      const draw = prob((h, a) => h === a);
      const away = prob((h, a) => h < a);
      const quotes: Quote[] = [
        {
          marketId: GOAL_MARKETS.threeWay,
          name: '1X2',
          specifier: '',
          groupKeys: ['main', 'all'],
          priority: 100,
          outcomes: [
            { outcomeId: 'home', name: '1', p: home },
            { outcomeId: 'draw', name: 'X', p: draw },
            { outcomeId: 'away', name: '2', p: away },
          ],
        },
        // a line the score has passed is decided: it leaves the quotes and the engine settles it
        ...cfg.lines.flatMap((line, i) =>
          s.home + s.away > line
            ? []
            : totalQuote(
                GOAL_MARKETS.total,
                'Total',
                line,
                clampP(
                  prob((h, a) => h + a > line),
                  0.001,
                  0.999,
                ),
                ['totals', 'all'],
                90 - i,
              ),
        ),
      ];
      if (!cfg.soccerExtras) return quotes;
      quotes.push({
        marketId: GOAL_MARKETS.doubleChance,
        name: 'Double chance',
        specifier: '',
        groupKeys: ['main', 'all'],
        priority: 95,
        outcomes: [
          { outcomeId: '1X', name: '1X', p: home + draw },
          { outcomeId: '12', name: '12', p: home + away },
          { outcomeId: 'X2', name: 'X2', p: draw + away },
        ],
      });
      for (const hcp of cfg.handicaps) {
        const win = prob((h, a) => h - a + hcp > 0);
        const lose = prob((h, a) => h - a + hcp < 0);
        // a push refunds, so the market is priced on the non-push mass only
        quotes.push({
          marketId: GOAL_MARKETS.handicap,
          name: 'Handicap',
          specifier: `hcp=${hcp}`,
          groupKeys: ['handicaps', 'all'],
          priority: 80,
          outcomes: [
            { outcomeId: 'home', name: `1 (${hcp})`, p: win },
            { outcomeId: 'away', name: `2 (${-hcp})`, p: lose },
          ],
        });
      }
      const btts = prob((h, a) => h > 0 && a > 0);
      // once both teams have scored the market is decided (and settled by the engine)
      if (s.home === 0 || s.away === 0)
        quotes.push({
          marketId: GOAL_MARKETS.btts,
          name: 'Both teams to score',
          specifier: '',
          groupKeys: ['main', 'all'],
          priority: 85,
          outcomes: [
            { outcomeId: 'yes', name: 'yes', p: btts },
            { outcomeId: 'no', name: 'no', p: 1 - btts },
          ],
        });
      const listed = CORRECT_SCORES.map((cs) => {
        const [h, a] = cs.split(':').map(Number);
        return { outcomeId: cs, name: cs, p: prob((x, y) => x === h && y === a) };
      });
      const other = 1 - listed.reduce((acc, o) => acc + o.p, 0);
      quotes.push({
        marketId: GOAL_MARKETS.correctScore,
        name: 'Correct score',
        specifier: '',
        groupKeys: ['scores', 'all'],
        priority: 70,
        outcomes: [...listed, { outcomeId: 'other', name: 'other', p: Math.max(0, other) }],
      });
      if (Math.max(s.home, s.away) < RACE_GOALS) {
        const total = cells.map((c) => c.h + c.a - s.home - s.away);
        const pMore = (k: number): number =>
          cells.reduce((acc, c, i) => ((total[i] ?? 0) >= k ? acc + c.p : acc), 0);
        const [first, second] = raceFirstProb(
          RACE_GOALS - s.home,
          RACE_GOALS - s.away,
          la / (la + lb),
          pMore,
        );
        quotes.push({
          marketId: GOAL_MARKETS.raceTo,
          name: `Race to ${RACE_GOALS} goals`,
          specifier: `race=${RACE_GOALS}`,
          groupKeys: ['main', 'all'],
          priority: 75,
          outcomes: [
            { outcomeId: 'home', name: '1', p: first },
            { outcomeId: 'none', name: 'none', p: Math.max(0, 1 - first - second) },
            { outcomeId: 'away', name: '2', p: second },
          ],
        });
      }
      return quotes;
    },
    settle: settleGoals,
    statistics: (s) => goalStatistics(cfg, s),
  };
}

/** Soccer: 2 x 45 min, stoppage time announced, 15 min half time. */
export const soccerModel = goalModel({
  periods: 2,
  periodS: 2700,
  breakS: 900,
  goalsPerMatch: 2.7,
  stoppageMin: [1, 6],
  lines: [1.5, 2.5, 3.5],
  handicaps: [-1, 1],
  soccerExtras: true,
  periodName: (n) => (n === 1 ? '1st half' : '2nd half'),
  stats: {
    shots: 11,
    onTarget: 0.27,
    corners: 5,
    fouls: 11.5,
    offsides: 2,
    yellowPerFoul: 0.15,
    redPerFoul: 0.007,
    soccerWidgets: true,
  },
});

/** Ice hockey: 3 x 20 min with a stopped clock (remaining time), 18 min breaks; regular time. */
export const hockeyModel = goalModel({
  periods: 3,
  periodS: 1200,
  breakS: 1080,
  goalsPerMatch: 5.8,
  stoppageMin: [0, 0],
  lines: [4.5, 5.5, 6.5],
  handicaps: [],
  soccerExtras: false,
  periodName: (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : 'rd'} period`,
  // a hockey shot counts when it is on goal (saved or scored)
  stats: {
    shots: 27,
    onTarget: 1,
    corners: 0,
    fouls: 0,
    offsides: 0,
    yellowPerFoul: 0,
    redPerFoul: 0,
    soccerWidgets: false,
  },
});
