import type { Quote } from '@/feed/pricing';
import {
  lineResult,
  noStatistics,
  period,
  specValue,
  totalQuote,
  winIf,
  winnerQuote,
  type SportModel,
} from './model';
import { clampP, normalCdf } from './prob';

/**
 * Basketball: 4 x 10 min (remaining time shown), 5 min overtimes until someone leads. Each team
 * scores 1/2/3-point plays at a rate from its strength; live odds use a normal approximation of
 * the remaining points. Market lines are fixed at tip-off so specifiers stay stable all match.
 */

/** Simulation state of a basketball match. */
export interface BasketballState {
  t: number;
  period: number;
  breakLeft: number;
  home: number;
  away: number;
  periods: [number, number][];
  done: boolean;
  totalLine: number;
  hcpLine: number;
}

const TICK_S = 10;
const PERIOD_S = 600;
const OT_S = 300;
const BREAKS = [120, 900, 120, 120];
const PLAY_P = 0.15;
/** Expected points of one scoring play (70 % twos, 25 % threes, 5 % ones). */
const PLAY_POINTS = 0.7 * 2 + 0.25 * 3 + 0.05;
const PLAY_SQ = 0.7 * 4 + 0.25 * 9 + 0.05;

/** Market ids (betradar numbering, incl. overtime). */
export const BASKETBALL_MARKETS = { moneyline: 219, handicap: 223, total: 225 } as const;

function playP(sA: number, sB: number): [number, number] {
  const r = Math.sqrt(sA / sB);
  return [PLAY_P * 1.03 * r, PLAY_P / 1.03 / r];
}

function periodLength(n: number): number {
  return n <= 4 ? PERIOD_S : OT_S;
}

function remainingS(s: BasketballState): number {
  return s.done
    ? 0
    : Math.max(0, 4 - s.period) * PERIOD_S + Math.max(0, periodLength(s.period) - s.t);
}

/** Basketball model. */
export const basketballModel: SportModel<BasketballState> = {
  tickMs: TICK_S * 1000,
  init(info) {
    const [pa, pb] = playP(info.strengthA, info.strengthB);
    const ticks = (4 * PERIOD_S) / TICK_S;
    const total = (pa + pb) * ticks * PLAY_POINTS;
    const diff = (pa - pb) * ticks * PLAY_POINTS;
    return {
      t: 0,
      period: 1,
      breakLeft: 0,
      home: 0,
      away: 0,
      periods: [[0, 0]],
      done: false,
      totalLine: Math.round(total) + 0.5,
      hcpLine: -Math.round(diff) - 0.5,
    };
  },
  step(prev, rng, info) {
    const s: BasketballState = { ...prev, periods: prev.periods.map((p) => [p[0], p[1]]) };
    if (s.done) return { state: s, scored: false, danger: false };
    if (s.breakLeft > 0) {
      s.breakLeft -= TICK_S;
      if (s.breakLeft > 0) return { state: s, scored: false, danger: false };
      s.period += 1;
      s.t = 0;
      s.periods.push([0, 0]);
      return { state: s, scored: true, danger: false };
    }
    s.t += TICK_S;
    const cur = s.periods[s.period - 1] ?? [0, 0];
    const [pa, pb] = playP(info.strengthA, info.strengthB);
    for (const side of [0, 1] as const) {
      if (rng.next() < (side === 0 ? pa : pb)) {
        const r = rng.next();
        const pts = r < 0.7 ? 2 : r < 0.95 ? 3 : 1;
        cur[side] += pts;
        if (side === 0) s.home += pts;
        else s.away += pts;
      }
    }
    if (s.t >= periodLength(s.period)) {
      if (s.period >= 4 && s.home !== s.away) s.done = true;
      else s.breakLeft = BREAKS[Math.min(s.period - 1, 3)] ?? 120;
      return { state: s, scored: true, danger: false };
    }
    return { state: s, scored: s.home !== prev.home || s.away !== prev.away, danger: false };
  },
  finished: (s) => s.done,
  view: (s) => ({
    clock: {
      matchTime: Math.min(s.period - 1, 4) * PERIOD_S + Math.max(0, s.period - 5) * OT_S + s.t,
      remainingTimeInPeriod: Math.max(0, periodLength(s.period) - s.t),
      remainingTime: remainingS(s),
      stopped: s.breakLeft > 0 || s.done,
    },
    totalScore: { home: s.home, away: s.away },
    periodScores: s.periods.map((p, i) =>
      period(
        i + 1,
        p[0],
        p[1],
        i < 4 ? 'regular_period' : 'overtime',
        i < 4 ? `${i + 1}. quarter` : 'overtime',
      ),
    ),
    phase: s.done
      ? 'ended'
      : s.breakLeft > 0
        ? 'break'
        : s.period <= 4
          ? `${s.period}. quarter`
          : 'overtime',
  }),
  quotes(s, info) {
    const [pa, pb] = playP(info.strengthA, info.strengthB);
    const ticks = remainingS(s) / TICK_S;
    const mean = (p: number): number => p * ticks * PLAY_POINTS;
    const variance = (p: number): number => ticks * (p * PLAY_SQ - (p * PLAY_POINTS) ** 2);
    const sd = Math.sqrt(variance(pa) + variance(pb)) + 2;
    const diff = s.home - s.away + mean(pa) - mean(pb);
    const total = s.home + s.away + mean(pa) + mean(pb);
    const pHome = clampP(normalCdf(diff / sd), 0.002, 0.998);
    // overtime keeps totals going, so a line can still be beaten by a tied game
    const quotes: Quote[] = [
      winnerQuote(
        BASKETBALL_MARKETS.moneyline,
        'Moneyline (incl. overtime)',
        '',
        pHome,
        ['main', 'all'],
        100,
      ),
      {
        ...winnerQuote(
          BASKETBALL_MARKETS.handicap,
          'Handicap (incl. overtime)',
          `hcp=${s.hcpLine}`,
          clampP(normalCdf((diff + s.hcpLine) / sd), 0.002, 0.998),
          ['handicaps', 'all'],
          90,
        ),
      },
      ...[-10, 0, 10].map((d, i) =>
        totalQuote(
          BASKETBALL_MARKETS.total,
          'Total (incl. overtime)',
          s.totalLine + d,
          clampP(1 - normalCdf((s.totalLine + d - total) / sd), 0.002, 0.998),
          ['totals', 'all'],
          80 - i,
        ),
      ),
    ];
    return quotes;
  },
  statistics: noStatistics,
  settle(s, market) {
    const { home: h, away: a } = s;
    return market.outcomes.map((o) => {
      const sign = o.outcomeId === 'home' || o.outcomeId === 'over' ? 1 : -1;
      if (market.marketId === BASKETBALL_MARKETS.moneyline) return winIf(sign * (h - a) > 0);
      if (market.marketId === BASKETBALL_MARKETS.handicap)
        return lineResult(sign * (h - a + specValue(market.specifier, 'hcp')));
      return lineResult(sign * (h + a - specValue(market.specifier, 'total')));
    });
  },
};
