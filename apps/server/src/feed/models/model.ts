import type { Quote } from '@/feed/pricing';
import type { Rng } from '@/feed/random';
import type {
  FeedClock,
  FeedMarket,
  FeedPeriodScore,
  FeedScore,
  FeedStatistic,
  FeedStatistics,
  SelectionResult,
  SportKey,
} from '@/feed/types';

/** What a sport model knows about a match: who plays and how strong they are. */
export interface MatchInfo {
  key: string;
  sportKey: SportKey;
  /** Competitor strengths (about 0.5..1.5); A is home. */
  strengthA: number;
  strengthB: number;
}

/** One simulation step's outcome. */
export interface StepResult<S> {
  state: S;
  /** A score or period change: markets are re-priced at once. */
  scored: boolean;
  /** A dangerous moment: markets are suspended for this step. */
  danger: boolean;
}

/** The match fields a model derives from its state (the engine adds identity and wall times). */
export interface LiveView {
  clock: Omit<FeedClock, 'clockUpdatedAt'>;
  totalScore: FeedScore;
  gameScore?: FeedScore;
  periodScores: FeedPeriodScore[];
  currentServer?: 'home' | 'away';
  phase: string;
}

/**
 * A sport's simulation and odds model. State is plain JSON data (the engine stores and compares
 * it); `step` must not mutate its input. One step is `tickMs` of match time.
 */
export interface SportModel<S> {
  tickMs: number;
  init(info: MatchInfo): S;
  step(state: S, rng: Rng, info: MatchInfo): StepResult<S>;
  finished(state: S): boolean;
  view(state: S): LiveView;
  /** Fair-priced markets for the state (prematch when no step was taken). */
  quotes(state: S, info: MatchInfo): Quote[];
  /** Result of each outcome of a market, in outcome order, from a state where it is decided. */
  settle(state: S, market: FeedMarket): SelectionResult[];
  /** Statistics widgets of the state (`{}` for a sport without widgets). */
  statistics(state: S): FeedStatistics;
}

/** A home/away counter pair, index 0 home (plain JSON in model states). */
export type Pair = [number, number];

/** No statistics widgets. */
export function noStatistics(): FeedStatistics {
  return {};
}

/** Widget rows of a per-period counter: the whole match (no `period`) first, then each period. */
export function counterRows(type: string, perPeriod: readonly Pair[]): FeedStatistic[] {
  const sum = perPeriod.reduce<Pair>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  return [
    { type, home: sum[0], away: sum[1] },
    ...perPeriod.map((p, i) => ({ type, period: i + 1, home: p[0], away: p[1] })),
  ];
}

/** win/lose for a yes-no condition. */
export function winIf(won: boolean): SelectionResult {
  return won ? 'win_entire' : 'lose_entire';
}

/** Result of a two-way line bet on a value (handicap diff or total minus line): push refunds. */
export function lineResult(value: number): SelectionResult {
  return value > 0 ? 'win_entire' : value < 0 ? 'lose_entire' : 'refund_entire';
}

/** Reads a numeric specifier value ("total=2.5|setnr=1", "total") -> 2.5. */
export function specValue(specifier: string, name: string): number {
  for (const part of specifier.split('|')) {
    const [k, v] = part.split('=');
    if (k === name && v !== undefined) return Number(v);
  }
  return Number.NaN;
}

/** A period score row. */
export function period(
  number: number,
  home: number,
  away: number,
  type: FeedPeriodScore['type'],
  name: string,
): FeedPeriodScore {
  return { periodKey: `${type}_${number}`, periodName: name, number, type, home, away };
}

/** Over/under quote of a line from P(over) (half lines: no push). */
export function totalQuote(
  marketId: number,
  name: string,
  line: number,
  pOver: number,
  groupKeys: string[],
  priority: number,
  extra = '',
): Quote {
  return {
    marketId,
    name,
    specifier: `${extra}total=${line}`,
    groupKeys,
    priority,
    outcomes: [
      { outcomeId: 'over', name: `over ${line}`, p: pOver },
      { outcomeId: 'under', name: `under ${line}`, p: 1 - pOver },
    ],
  };
}

/** Home/away quote. */
export function winnerQuote(
  marketId: number,
  name: string,
  specifier: string,
  pHome: number,
  groupKeys: string[],
  priority: number,
): Quote {
  return {
    marketId,
    name,
    specifier,
    groupKeys,
    priority,
    outcomes: [
      { outcomeId: 'home', name: '1', p: pHome },
      { outcomeId: 'away', name: '2', p: 1 - pHome },
    ],
  };
}

/** The match winner market (home/away, listed first) from P(home wins). */
export const matchWinnerQuote = (marketId: number, pHome: number): Quote =>
  winnerQuote(marketId, 'Winner', '', pHome, ['main', 'all'], 100);
