import type { SelectionResult } from '@sportsbook/betting/bets/types';
import type { MarketStatus, MatchStatus, Provider } from '@sportsbook/betting/ticket/types';
import type { ProviderStatus, SportType } from '@sportsbook/contract/vocabulary';

/**
 * Output types of the feed simulator, camelCase and close to spec §3. The simulator returns these
 * as plain data; the database and push wiring map them to rows and wire events elsewhere.
 */

export type { MarketStatus, MatchStatus, Provider, ProviderStatus, SelectionResult };

/** Names per locale; `en` is always present (same shape as the db's LocalizedNames). */
export type LocalizedNames = { en: string; de: string; ar: string } & Record<string, string>;

/** Seeded sport keys (apps/server/src/db/seed.ts). */
export type SportKey =
  | 'soccer'
  | 'tennis'
  | 'basketball'
  | 'cricket'
  | 'ice-hockey'
  | 'table-tennis'
  | 'counter-strike'
  | 'dota-2';

/** A category: a country (or an international grouping) within one sport. */
export interface FeedCategory {
  key: string;
  slug: string;
  sportKey: SportKey;
  name: LocalizedNames;
  /** ISO 3166 alpha-2, null for international categories. */
  countryCode: string | null;
  priority: number;
  provider: Provider;
}

/** A league (tournament) of a category. */
export interface FeedLeague {
  key: string;
  slug: string;
  name: LocalizedNames;
  priority: number;
  categoryKey: string;
  sportKey: SportKey;
  provider: Provider;
  /** Competitors playing in it. */
  competitorKeys: string[];
}

/** A team or a player. `strength` drives the odds model (higher is stronger, about 0.5..1.5). */
export interface FeedCompetitor {
  key: string;
  name: string;
  shortName: string;
  sportKey: SportKey;
  strength: number;
}

/** The match clock of spec §3; times in seconds of match time. */
export interface FeedClock {
  matchTime?: number;
  stoppageTime?: number;
  stoppageTimeAnnounced?: number;
  remainingTime?: number;
  remainingTimeInPeriod?: number;
  stopped: boolean;
  /** Wall time (ms) the clock values were taken at. */
  clockUpdatedAt: number;
}

/** A home/away pair. */
export interface FeedScore {
  home: number;
  away: number;
}

/** One period's score (spec §3 periodScore). */
export interface FeedPeriodScore extends FeedScore {
  periodKey: string;
  periodName: string;
  number: number;
  type: 'regular_period' | 'overtime' | 'set' | 'game' | 'map' | 'innings';
}

/** Statistics widgets of the match page (contract `widgetTypeSchema`). */
export type WidgetType =
  | 'possession'
  | 'shots'
  | 'cards'
  | 'corners'
  | 'fouls'
  | 'offsides'
  | 'aces'
  | 'double_faults'
  | 'break_points';

/** One widget row: `type` names the value (`on_target`, `yellow`, `percent`); no period = match. */
export interface FeedStatistic {
  type: string;
  period?: number;
  home: number;
  away: number;
}

/** A match's statistics by widget; a sport lists only the widgets it covers. */
export type FeedStatistics = Partial<Record<WidgetType, FeedStatistic[]>>;

/** A match (spec §3 Match). */
export interface FeedMatch {
  /** Stable for a seed and slot: the same after a restart. */
  key: string;
  slot: number;
  slug: string;
  sportKey: SportKey;
  categoryKey: string;
  leagueKey: string;
  competitorKeyA: string;
  competitorKeyB: string;
  nameA: string;
  nameB: string;
  /** Wall time in ms. */
  startTime: number;
  status: MatchStatus;
  isLive: boolean;
  isFinished: boolean;
  provider: Provider;
  clock?: FeedClock;
  totalScore?: FeedScore;
  /** Points inside the current game (tennis 0/15/30/40 as 0..3, 4 = advantage). */
  gameScore?: FeedScore;
  periodScores: FeedPeriodScore[];
  currentServer?: 'home' | 'away';
  /** Short phase label (e.g. "1st half", "break", "2nd set"). */
  phase: string;
  /** Statistics widgets; empty before kick-off and for sports without widgets. */
  statistics: FeedStatistics;
}

/** Outright kinds that count towards a sport's outrights (spec §3 Sport). */
export type OutrightType = 'season' | 'stage' | 'simple_tournament';

/** An outright event (non-match type) with its winner market. */
export interface FeedOutright {
  key: string;
  slug: string;
  type: OutrightType;
  sportKey: SportKey;
  leagueKey: string;
  name: LocalizedNames;
  /** Parent outright key (a stage's season), if any. */
  parentKey: string | null;
  competitorKeys: string[];
  startTime: number;
  endDate: number;
  status: MatchStatus;
  provider: Provider;
  market: FeedMarket;
}

/** An outcome of a market (spec §3 Outcome). `result` is set once the market is settled. */
export interface FeedOutcome {
  outcomeId: string;
  name: string;
  odds: number;
  active: boolean;
  result?: SelectionResult;
}

/** A market of a match (spec §3 Market); identified by matchKey + marketId + specifier. */
export interface FeedMarket {
  matchKey: string;
  marketId: number;
  name: string;
  /** e.g. "" | "total=2.5" | "hcp=-1" | "setnr=2" | "setnr=1|gamenr=5" | "map=1". */
  specifier: string;
  groupKeys: string[];
  priority: number;
  status: MarketStatus;
  provider: Provider;
  outcomes: FeedOutcome[];
}

/** Sport as the simulator knows it (mirrors the seeded sports). */
export interface FeedSport {
  key: SportKey;
  name: LocalizedNames;
  type: SportType;
  provider: Provider;
  priority: number;
}

/** Everything static of a seed: sports, categories, leagues, competitors and outrights. */
export interface FeedCatalogue {
  seed: number;
  sports: FeedSport[];
  categories: FeedCategory[];
  leagues: FeedLeague[];
  competitors: FeedCompetitor[];
  outrights: FeedOutright[];
}

/** Settlement of one market when its match closes. */
export interface MarketSettlement {
  matchKey: string;
  marketId: number;
  specifier: string;
  results: { outcomeId: string; result: SelectionResult }[];
}

/** Real-time events of spec §7, as the simulator emits them; `at` is wall time in ms. */
export type FeedEvent =
  | { type: 'match_changed'; at: number; matchKey: string; match: FeedMatch }
  | { type: 'markets_changed'; at: number; matchKey: string; markets: FeedMarket[] }
  | {
      type: 'match_status_changed';
      at: number;
      matchKey: string;
      status: MatchStatus;
      previousStatus: MatchStatus;
      /** Present when the match is finished: every market's outcome results. */
      settlements?: MarketSettlement[];
    }
  | { type: 'provider_status_changed'; at: number; provider: Provider; status: ProviderStatus };

/** Options shared by the schedule and the live engine. */
export interface FeedOptions {
  /** Match time runs this many times faster than wall time (1 = real time). */
  speed?: number;
}
