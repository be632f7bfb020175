import { settleGoals } from './goal-markets';
import { goalQuotes } from './goal-quotes';
import { initGoals, stepGoals, TICK_S, type GoalConfig, type GoalState } from './goal-simulation';
import { goalStatistics } from './goal-statistics';
import { period, type SportModel } from './model';

/**
 * Goal sports (soccer, ice hockey): each team scores as a Poisson process whose full-match mean
 * comes from the strength ratio; live odds come from the current score plus Poisson goals over
 * the remaining regular time. Markets settle on regular time (incl. stoppage time).
 */

function goalModel(cfg: GoalConfig): SportModel<GoalState> {
  return {
    tickMs: TICK_S * 1000,
    init: initGoals,
    step: (prev, rng, info) => stepGoals(cfg, prev, rng, info),
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
    quotes: (s, info) => goalQuotes(cfg, s, info),
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
