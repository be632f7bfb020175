import type { Quote } from '@/feed/pricing';
import {
  lineResult,
  noStatistics,
  period,
  specValue,
  totalQuote,
  winIf,
  matchWinnerQuote,
  winnerQuote,
  type SportModel,
} from './model';
import { clampP, raceWinProb, seriesWinProb } from './prob';

/**
 * Best-of series of point races: table tennis (games to 11), Counter-Strike (maps to 13 rounds)
 * and Dota 2 (maps as a race of fights won). One point per tick; odds come from the race and
 * series recursions, so they are exact for the model.
 */

/** Simulation state; index 0 is home. `units` are the games or maps with their points. */
export interface RaceState {
  points: [number, number];
  units: [number, number][];
  won: [number, number];
  server: 0 | 1;
  breakLeft: number;
  done: boolean;
}

interface RaceConfig {
  tickS: number;
  /** Points to win a unit (game or map), and whether a tie at target-1 needs a two-point lead. */
  target: number;
  winBy2: boolean;
  /** Units to win the match (3 of 5 games, 2 of 3 maps). */
  need: number;
  breakS: number;
  /** Probability a tick produces a point at all (Dota has quiet minutes). */
  pointP: number;
  /** Strength weight on the point probability. */
  edge: number;
  unitName: string;
  unitType: 'game' | 'map';
  specKey: 'gamenr' | 'map';
  markets: { winner: number; unitWinner: number; totalUnits: number };
  serves: boolean;
}

function pointP(cfg: RaceConfig, info: { strengthA: number; strengthB: number }): number {
  return clampP(0.5 + cfg.edge * (info.strengthA - info.strengthB), 0.2, 0.8);
}

function raceModel(cfg: RaceConfig): SportModel<RaceState> {
  const maxUnits = 2 * cfg.need - 1;
  return {
    tickMs: cfg.tickS * 1000,
    init: () => ({
      points: [0, 0],
      units: [[0, 0]],
      won: [0, 0],
      server: 0,
      breakLeft: 0,
      done: false,
    }),
    step(prev, rng, info) {
      const s: RaceState = {
        ...prev,
        points: [...prev.points],
        units: prev.units.map((u) => [u[0], u[1]]),
        won: [...prev.won],
      };
      if (s.done) return { state: s, scored: false, danger: false };
      if (s.breakLeft > 0) {
        s.breakLeft -= cfg.tickS;
        return { state: s, scored: s.breakLeft <= 0, danger: false };
      }
      if (rng.next() >= cfg.pointP) return { state: s, scored: false, danger: false };
      const winner: 0 | 1 = rng.next() < pointP(cfg, info) ? 0 : 1;
      s.points[winner] += 1;
      const cur = s.units[s.units.length - 1];
      if (cur) cur[winner] += 1;
      const [x, y] = s.points;
      if (cfg.serves) {
        const played = x + y;
        // two serves each, one each from 10:10
        if (played >= 2 * (cfg.target - 1) || played % 2 === 0) s.server = s.server === 0 ? 1 : 0;
      }
      const unitOver = Math.max(x, y) >= cfg.target && (!cfg.winBy2 || Math.abs(x - y) >= 2);
      if (unitOver) {
        s.won[winner] += 1;
        s.points = [0, 0];
        if (s.won[winner] >= cfg.need) s.done = true;
        else {
          s.units.push([0, 0]);
          s.breakLeft = cfg.breakS;
        }
      }
      // a unit (game or map) point is a dangerous moment
      const danger = !unitOver && Math.max(s.points[0], s.points[1]) >= cfg.target - 1;
      return { state: s, scored: unitOver || cfg.serves === false, danger };
    },
    finished: (s) => s.done,
    view: (s) => ({
      clock: { stopped: s.breakLeft > 0 || s.done },
      totalScore: { home: s.won[0], away: s.won[1] },
      gameScore: { home: s.points[0], away: s.points[1] },
      periodScores: s.units.map((u, i) =>
        period(i + 1, u[0], u[1], cfg.unitType, `${cfg.unitName} ${i + 1}`),
      ),
      ...(cfg.serves
        ? { currentServer: s.server === 0 ? ('home' as const) : ('away' as const) }
        : {}),
      phase: s.done ? 'ended' : s.breakLeft > 0 ? 'break' : `${cfg.unitName} ${s.units.length}`,
    }),
    quotes(s, info) {
      const p = pointP(cfg, info);
      const unitNow = raceWinProb(s.points[0], s.points[1], cfg.target, p, cfg.winBy2);
      const fresh = raceWinProb(0, 0, cfg.target, p, cfg.winBy2);
      const match = seriesWinProb(s.won[0], s.won[1], cfg.need, unitNow, fresh);
      const unitNr = s.units.length;
      // P(all units are played) = P(the series reaches need-1 : need-1)
      const decider = pDecider(s.won, cfg.need, unitNow, fresh);
      const quotes: Quote[] = [
        matchWinnerQuote(cfg.markets.winner, clampP(match, 0.003, 0.997)),
        winnerQuote(
          cfg.markets.unitWinner,
          `${cfg.unitName} ${unitNr} - winner`,
          `${cfg.specKey}=${unitNr}`,
          clampP(unitNow, 0.003, 0.997),
          ['main', 'all'],
          90,
        ),
        totalQuote(
          cfg.markets.totalUnits,
          `Total ${cfg.unitName.toLowerCase()}s`,
          maxUnits - 0.5,
          clampP(decider, 0.003, 0.997),
          ['totals', 'all'],
          80,
        ),
      ];
      return quotes;
    },
    statistics: noStatistics,
    settle(s, market) {
      return market.outcomes.map((o) => {
        if (market.marketId === cfg.markets.totalUnits) {
          return lineResult(
            (o.outcomeId === 'over' ? 1 : -1) *
              (s.units.length - specValue(market.specifier, 'total')),
          );
        }
        const u =
          market.marketId === cfg.markets.winner
            ? s.won
            : s.units[specValue(market.specifier, cfg.specKey) - 1];
        return u && u[0] !== u[1]
          ? winIf((o.outcomeId === 'home') === u[0] > u[1])
          : 'refund_entire';
      });
    },
  };
}

/** P(a best-of series goes the distance) from wA:wB with the unit in play won with pNow. */
function pDecider(
  won: readonly [number, number],
  need: number,
  pNow: number,
  pNext: number,
): number {
  const [a, b] = won;
  if (a >= need || b >= need) return 0;
  if (a === need - 1 && b === need - 1) return 1;
  const go = (x: number, y: number, p: number): number => {
    if (x === need - 1 && y === need - 1) return 1;
    if (x >= need || y >= need) return 0;
    return p * go(x + 1, y, pNext) + (1 - p) * go(x, y + 1, pNext);
  };
  return go(a, b, pNow);
}

/** Table tennis: best of five games to 11 (two clear), serve changes every two points. */
export const tableTennisModel = raceModel({
  tickS: 15,
  target: 11,
  winBy2: true,
  need: 3,
  breakS: 60,
  pointP: 1,
  edge: 0.12,
  unitName: 'Game',
  unitType: 'game',
  specKey: 'gamenr',
  serves: true,
  markets: { winner: 186, unitWinner: 245, totalUnits: 238 },
});

/** Counter-Strike 2: best of three maps to 13 rounds (overtime until two clear). */
export const counterStrikeModel = raceModel({
  tickS: 100,
  target: 13,
  winBy2: true,
  need: 2,
  breakS: 300,
  pointP: 1,
  edge: 0.2,
  unitName: 'Map',
  unitType: 'map',
  specKey: 'map',
  serves: false,
  markets: { winner: 1, unitWinner: 2, totalUnits: 3 },
});

/** Dota 2: best of three maps, a map is a race to 20 won team fights, about one a minute. */
export const dotaModel = raceModel({
  tickS: 30,
  target: 20,
  winBy2: false,
  need: 2,
  breakS: 300,
  pointP: 0.5,
  edge: 0.15,
  unitName: 'Map',
  unitType: 'map',
  specKey: 'map',
  serves: false,
  markets: { winner: 1, unitWinner: 2, totalUnits: 3 },
});
