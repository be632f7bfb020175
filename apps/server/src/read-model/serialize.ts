import type { MarketWire } from '@sportsbook/contract/market';
import type {
  CompetitorWire,
  EventParentWire,
  EventWire,
  MatchClockWire,
  MatchStatusWire,
} from '@sportsbook/contract/match';
import type {
  CategoryRefWire,
  SportRefWire,
  TournamentRefWire,
} from '@sportsbook/contract/catalog';
import type {
  EventCompetitor,
  StoredClock,
  StoredOutcome,
  StoredPeriodScore,
  StoredScore,
} from '@/db/schema';
import { isFinished, isLive } from '@sportsbook/betting/catalog/status';
import type { EventType } from '@sportsbook/contract/vocabulary';

/** What a market needs to go on the wire, from a row or straight from the feed. */
export interface MarketSource {
  marketId: number;
  specifier: string;
  name: string;
  status: number;
  outcomes: StoredOutcome[];
  marketGroups: string[];
  priority: number;
  mostBalanced: boolean;
  provider: MarketWire['provider'];
}

/** Spec §3 Market with composite outcome ids (`match urn/market/outcome/specifier`). */
export function marketToWire(matchUrnId: string, m: MarketSource): MarketWire {
  return {
    match_urn_id: matchUrnId,
    market_id: m.marketId,
    name: m.name,
    status: m.status as MarketWire['status'],
    specifier: m.specifier,
    outcomes: m.outcomes.map((o) => ({
      id: `${matchUrnId}/${m.marketId}/${o.outcomeId}/${m.specifier}`,
      outcome_id: o.outcomeId,
      name: o.name,
      active: o.active,
      odds: o.odds,
    })),
    market_groups: m.marketGroups,
    priority: m.priority,
    most_balanced: m.mostBalanced,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: m.provider,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const orNull = (n: number | undefined) => (n === undefined ? null : Math.round(n));

/** Spec §3 clock on the wire; seconds as integers, null where the sport has no such clock. */
export function clockToWire(clock: StoredClock | null): MatchClockWire | null {
  if (!clock) return null;
  return {
    match_time: orNull(clock.matchTime),
    stoppage_time: orNull(clock.stoppageTime),
    stoppage_time_announced: orNull(clock.stoppageTimeAnnounced),
    remaining_time: orNull(clock.remainingTime),
    remaining_time_in_period: orNull(clock.remainingTimeInPeriod),
    stopped: clock.stopped,
    clock_updated_at: iso(clock.clockUpdatedAt),
  };
}

export const periodScoresToWire = (scores: StoredPeriodScore[]) =>
  scores.map((p) => ({
    home: p.home,
    away: p.away,
    period_key: p.periodKey,
    period_name: p.periodName,
    number: p.number,
    type: p.type,
  }));

/** An events row joined with its references, as the catalogue queries select it. */
export interface EventRecord {
  id: number;
  urnId: string;
  slug: string;
  type: EventType;
  name: string;
  nameA: string | null;
  nameB: string | null;
  competitors: EventCompetitor[];
  startTime: Date;
  endDate: Date | null;
  status: number;
  clock: StoredClock | null;
  totalScore: StoredScore | null;
  gameScore: StoredScore | null;
  periodScores: StoredPeriodScore[];
  currentServer: 'home' | 'away' | null;
  maxPeriodNumber: number | null;
  phase: string | null;
  hasVideo: boolean;
  provider: MarketWire['provider'];
  mainMarketId: number | null;
  secondaryMarketId: number | null;
  availableMarketsCount: number;
  topMarketsCount: number;
  sport: SportRefWire;
  category: CategoryRefWire;
  tournament: TournamentRefWire | null;
  parent: EventParentWire | null;
}

/** Spec §3 Match or outright event on the wire; `main`/`secondary` are its list markets. */
export function eventToWire(
  e: EventRecord,
  main: MarketWire | null = null,
  secondary: MarketWire | null = null,
): EventWire {
  const status = e.status as MatchStatusWire;
  if (e.type !== 'match') {
    return {
      id: e.id,
      urn_id: e.urnId,
      slug: e.slug,
      type: e.type,
      name: e.name,
      parent: e.parent,
      competitors: e.competitors.map((c): CompetitorWire => ({
        id: c.id,
        name: c.name,
        logo: null,
      })),
      tournament: e.tournament,
      category: e.category,
      sport: e.sport,
      start_time: e.startTime.toISOString(),
      end_date: e.endDate ? e.endDate.toISOString() : null,
      status,
      available_markets_count: e.availableMarketsCount,
      provider: e.provider,
    };
  }
  if (!e.tournament) throw new Error(`match ${e.urnId} has no tournament`);
  return {
    id: e.id,
    urn_id: e.urnId,
    slug: e.slug,
    type: 'match',
    tournament: e.tournament,
    category: e.category,
    sport: e.sport,
    name_a: e.nameA ?? '',
    name_b: e.nameB ?? '',
    logo_a: null,
    logo_b: null,
    stadium: null,
    city: null,
    status,
    is_live: isLive(status),
    is_finished: isFinished(status),
    stage: e.phase,
    start_time: e.startTime.toISOString(),
    clock: clockToWire(e.clock),
    total_score: e.totalScore,
    game_score: e.gameScore,
    period_score: periodScoresToWire(e.periodScores),
    current_server: e.currentServer,
    max_period_number: e.maxPeriodNumber,
    available_markets_count: e.availableMarketsCount,
    main_market_id: e.mainMarketId,
    secondary_market_id: e.secondaryMarketId,
    main_market: main,
    secondary_market: secondary,
    top_markets_count: e.topMarketsCount,
    has_video: e.hasVideo,
    provider: e.provider,
  };
}
