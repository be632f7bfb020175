import type { FeedStatistic, FeedStatistics } from '@/feed/types';
import type { GoalConfig, GoalPeriodStats, GoalState } from './goal-simulation';
import { counterRows, type Pair } from './model';

/** The statistics widgets of a goal sport: shots for all, possession, cards and the rest for soccer. */

function percentRow(p: Pair, period?: number): FeedStatistic {
  const home = Math.round((100 * p[0]) / (p[0] + p[1]));
  return { type: 'percent', ...(period === undefined ? {} : { period }), home, away: 100 - home };
}

export function goalStatistics(cfg: GoalConfig, s: GoalState): FeedStatistics {
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
