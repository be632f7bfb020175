import type { Quote } from '@/feed/pricing';
import { period, totalQuote, type MatchInfo, type SportModel } from './model';
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
    }),
    step(prev, rng, info) {
      const s: GoalState = { ...prev, periods: prev.periods.map((p) => [p[0], p[1]]) };
      if (s.done) return { state: s, scored: false, danger: false };
      if (s.breakLeft > 0) {
        s.breakLeft -= TICK_S;
        if (s.breakLeft <= 0) {
          s.period += 1;
          s.t = 0;
          s.stoppage = 0;
          s.periods.push([0, 0]);
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
      // a goal only comes out of a dangerous moment; the conditional rate keeps the mean right
      if (danger && r < la / ticks) {
        s.home += 1;
        cur[0] += 1;
        s.log += 'A';
      } else if (danger && r < (la + lb) / ticks) {
        s.away += 1;
        cur[1] += 1;
        s.log += 'B';
      }
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
        ...cfg.lines.map((line, i) =>
          totalQuote(
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
});
