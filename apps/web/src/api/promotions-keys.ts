import type { BONUS_LIST_KINDS } from '@sportsbook/contract/vocabulary';

/** Spec §7 GET /bonuses/{kind}: comboboosts, freebets, huntings, tournaments, lootboxes. */
export type BonusListKind = (typeof BONUS_LIST_KINDS)[number];

/**
 * Query keys of the promotions calls (spec §7 /bonuses, /jackpots, /jackpot-hits, /vote), apart
 * from their calls: the session drops the player's own entries on sign-out and the real-time
 * layer patches them without loading the promotions schemas.
 */
export const bonusKeys = {
  /** Every bonus list, detail and term: the player's own data. */
  all: ['sportsbook', 'bonuses'] as const,
  /** GET /bonuses with one query. */
  list: (query: Readonly<Record<string, string | number | boolean>>) =>
    ['sportsbook', 'bonuses', 'list', query] as const,
  /** GET /bonuses/{kind}: every page of one kind. */
  kind: (kind: BonusListKind) => ['sportsbook', 'bonuses', 'kind', kind] as const,
  detail: (kind: BonusListKind, id: string) =>
    ['sportsbook', 'bonuses', 'detail', kind, id] as const,
  terms: (kind: BonusListKind, id: string) => ['sportsbook', 'bonuses', 'terms', kind, id] as const,
};

/** The live prize pool of a tournament (spec §7 tournament_pool_changed): public data. */
export const tournamentPoolKey = (tournamentId: string) =>
  ['sportsbook', 'tournament-pool', tournamentId] as const;

export const jackpotKeys = {
  all: ['sportsbook', 'jackpots'] as const,
  list: (locale: string) => ['sportsbook', 'jackpots', 'list', locale] as const,
  one: (id: string, locale: string) => ['sportsbook', 'jackpots', 'one', id, locale] as const,
  /** GET /jackpot-hits of everyone (a jackpot's recent winners). */
  hits: (jackpotId: string | null) => ['sportsbook', 'jackpot-hits', 'all', jackpotId] as const,
  /** The signed-in player's unseen hits: their own data. */
  ownHits: ['sportsbook', 'jackpot-hits', 'own'] as const,
};

/** GET /vote: the predictions with the player's votes. */
export const voteKeys = {
  all: ['sportsbook', 'vote'] as const,
  /** The votes in it are the caller's: a player's and a visitor's lists are apart. */
  list: (locale: string, signedIn: boolean) =>
    ['sportsbook', 'vote', locale, signedIn ? 'player' : 'visitor'] as const,
};
