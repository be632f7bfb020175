/**
 * The wire vocabulary of spec §3 as plain constant lists, written once: the zod enums of this
 * package, the domain types of packages/betting and the server's database columns are all built
 * from these. No zod here, so the pure domain imports this file and nothing heavier.
 */

/** Data providers (spec §3 Selection). */
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Provider status (spec §4): an inactive provider's selections cannot be bet on. */
export const PROVIDER_STATUSES = ['active', 'inactive'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Sport types (spec §3 Sport): regular sports or cyber (e-sports). */
export const SPORT_TYPES = ['regular', 'cyber'] as const;
export type SportType = (typeof SPORT_TYPES)[number];

/** Event kinds (spec §2 event pages): a match, or an outright of another kind. */
export const EVENT_TYPES = ['match', 'season', 'stage', 'simple_tournament'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Bet types a bettor places (spec §1, §3). Several singles in one ticket are a multi-single. */
export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Bet types a bet listing may carry; spec §3: double, treble and accumulator show as combo. */
export const LISTED_BET_TYPES = [...BET_TYPES, 'double', 'treble', 'accumulator'] as const;
export type ListedBetType = (typeof LISTED_BET_TYPES)[number];

/** What a placement envelope says it is: the type of its one bet, `multi` for several (spec §7). */
export const PLACEMENT_TYPES = [...BET_TYPES, 'multi'] as const;
export type PlacementType = (typeof PLACEMENT_TYPES)[number];

/** Bet statuses (spec §3 Bet). */
export const BET_STATUSES = [
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Bet result values (spec §3 Bet). */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** Bet results a selection never has: its own result is one of the others. */
export const BET_ONLY_RESULTS = ['canceled', 'cashed_out'] as const satisfies readonly BetResult[];
/** Results of one selection: a bet result but never canceled or cashed_out. */
export type SelectionResult = Exclude<BetResult, (typeof BET_ONLY_RESULTS)[number]>;

/** Bonus kinds a bet can carry (spec §3 Bonus): every bonus kind but the jackpot. */
export const BET_BONUS_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
] as const;
export type BetBonusType = (typeof BET_BONUS_TYPES)[number];

/** Bonus kinds (spec §3 Bonus common). */
export const BONUS_TYPES = [...BET_BONUS_TYPES, 'jackpot'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** Spec §3 freebet types ("bonus kinds for the bet"): how a freebet pays. */
export const FREEBET_VARIANTS = ['no_risk', 'all_win', 'only_win'] as const;
export type FreebetVariant = (typeof FREEBET_VARIANTS)[number];

/** Spec §3 userBonusStatus: what the player may do with a bonus now. */
export const USER_BONUS_STATUSES = ['available', 'active', 'not_available'] as const;

/** Spec §3 full bonus states. */
export const BONUS_STATES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;

/** Spec §3 promotion states of a campaign. */
export const PROMOTION_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;

/** Spec §7 GET /bonuses/{kind}: the paged lists, one per kind. */
export const BONUS_LIST_KINDS = [
  'comboboosts',
  'freebets',
  'huntings',
  'tournaments',
  'lootboxes',
] as const;

/** Spec §3 jackpot hit status: approved, then paid (credited). */
export const JACKPOT_HIT_STATUSES = ['approved', 'paid'] as const;

/** Odds types (spec §3), in the order an odds-type picker lists them; percent is a display. */
export const ODDS_TYPES = [
  'european',
  'british',
  'american',
  'hongkong',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

/** Accept modes of odds changes (spec §4, `auto_accept_odds_change`): none, only higher, any. */
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];

/** Match status codes (spec §3 Match). Decide with the predicates of betting `catalog/status`. */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

/** Every match status code, in code order. */
export const MATCH_STATUSES = [
  MATCH_STATUS.prematch,
  MATCH_STATUS.live,
  MATCH_STATUS.stopped,
  MATCH_STATUS.closed,
  MATCH_STATUS.finished,
  MATCH_STATUS.notCovered,
] as const;

/**
 * Market availability codes (spec §3 Market): 1 allowed, -1 suspended, the rest not allowed
 * (0 deactivated, -2 handed over, -3 settled, -4 cancelled: the feed's meanings).
 */
export const MARKET_STATUS = {
  allowed: 1,
  suspended: -1,
  deactivated: 0,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

/** Every market availability code, in the spec's order. */
export const MARKET_STATUSES = [
  MARKET_STATUS.allowed,
  MARKET_STATUS.suspended,
  MARKET_STATUS.deactivated,
  MARKET_STATUS.handedOver,
  MARKET_STATUS.settled,
  MARKET_STATUS.cancelled,
] as const;

/** User limit types (spec §3 User limit), in the spec's order. */
export const USER_LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export type UserLimitType = (typeof USER_LIMIT_TYPES)[number];

/** User limit statuses (spec §3 User limit), in the spec's order. */
export const USER_LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number];

/** The period a periodic user limit counts over. */
export const USER_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type UserLimitPeriod = (typeof USER_LIMIT_PERIODS)[number];

/**
 * How a periodic limit's period is counted: `calendar` from the start of the UTC day, week
 * (Monday) or month; `rolling` over the last 24 hours, 7 days or 30 days.
 */
export const USER_LIMIT_STRATEGIES = ['calendar', 'rolling'] as const;
export type UserLimitStrategy = (typeof USER_LIMIT_STRATEGIES)[number];
