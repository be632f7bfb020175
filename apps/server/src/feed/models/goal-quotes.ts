import type { Quote } from '@/feed/pricing';
import { CORRECT_SCORES, GOAL_MARKETS, RACE_GOALS } from './goal-markets';
import { rates, type GoalConfig, type GoalState } from './goal-simulation';
import { totalQuote, type MatchInfo } from './model';
import { clampP, poissonPmf, raceFirstProb } from './prob';

/**
 * Fair prices of a goal sport: the final score's distribution is the current score plus Poisson
 * goals over the remaining regular time; every market is read off that joint distribution.
 */

const GOALS_MAX = 10;

function remainingFraction(cfg: GoalConfig, s: GoalState): number {
  if (s.done) return 0;
  const played = (s.period - 1) * cfg.periodS + Math.min(s.t, cfg.periodS);
  return Math.max(0, 1 - played / (cfg.periods * cfg.periodS));
}

/** The final score's distribution: the current score plus Poisson goals over the time left. */
interface FinalScores {
  cells: { h: number; a: number; p: number }[];
  /** Probability that the final score (home h, away a) meets `pred`. */
  prob: (pred: (h: number, a: number) => boolean) => number;
  /** Full-match scoring rates of home and away. */
  la: number;
  lb: number;
}

function finalScores(cfg: GoalConfig, s: GoalState, info: MatchInfo): FinalScores {
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
  return { cells, prob, la, lb };
}

/** The markets of a goal-sport match in its state (prematch before the first step). */
export function goalQuotes(cfg: GoalConfig, s: GoalState, info: MatchInfo): Quote[] {
  const scores = finalScores(cfg, s, info);
  const prob = scores.prob;
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
  return [...quotes, ...soccerQuotes(cfg, s, scores, { home, draw, away })];
}

/** Soccer's further markets: double chance, handicaps, both to score, correct score, race to 2. */
function soccerQuotes(
  cfg: GoalConfig,
  s: GoalState,
  scores: FinalScores,
  result: { home: number; draw: number; away: number },
): Quote[] {
  const { cells, prob, la, lb } = scores;
  const { home, draw, away } = result;
  const quotes: Quote[] = [];
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
}
