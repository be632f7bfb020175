import type { ComboboostRange, ComboboostType } from '@sportsbook/betting/bonus/types';
import type {
  BonusWire,
  ComboboostWire,
  FarmingBonusWire,
  FreebetWire,
  LeaderboardRowWire,
} from '@sportsbook/contract/promotions';
import type { FreebetVariant, SportType } from '@sportsbook/contract/vocabulary';
import type { BonusListKind } from './promotions-keys';

/*
 * The promotions of spec §3 in the domain's words (Bonus common, Comboboost, Freebet, Hunting /
 * tournament / lootbox, leaderboard row). Money is integer minor units of `currency`; dates stay
 * ISO strings (the display formats them in the visitor's zone).
 */

export type { BonusListKind, FreebetVariant };
export type BonusState =
  | 'available'
  | 'active'
  | 'not_available'
  | 'deactivated'
  | 'bonus_over'
  | 'expired'
  | 'overridden'
  | 'unknown';
export type UserBonusStatus = 'available' | 'active' | 'not_available';
export type PromotionState = 'active' | 'created' | 'disabled' | 'finished' | 'paused';

/** One event condition: the bonus counts for bets on what it names. */
export interface BonusCondition {
  sportType: SportType | null;
  sportId: number | null;
  sportName: string | null;
  categoryId: number | null;
  tournamentId: number | null;
  matchId: number | null;
}

/** Spec §3 issued data: what issuing the bonus to the player recorded. */
export interface IssuedBonus {
  activatedAt: string | null;
  expiredAt: string | null;
  seen: boolean;
  userStatus: UserBonusStatus;
  timesUsed: number;
}

interface BonusCommon {
  id: string;
  name: string;
  status: BonusState;
  countryCodes: string[];
  conditions: BonusCondition[];
  validTo: string | null;
  /** Null until issued to the player (always for a visitor). */
  issued: IssuedBonus | null;
}

export interface ComboboostOffer extends BonusCommon {
  bonusType: 'comboboost';
  kind: 'comboboosts';
  comboboostType: ComboboostType;
  minOdds: number;
  usesCount: number;
  ranges: ComboboostRange[];
  activeRangeIndex: number | null;
  suitableSelections: number;
  onlyVerified: boolean;
}

export interface FreebetOffer extends BonusCommon {
  bonusType: 'freebet' | 'freebet_no_risk' | 'freebet_all_win' | 'freebet_only_win';
  kind: 'freebets';
  freebetType: FreebetVariant;
  minOdds: number | null;
  maxOdds: number | null;
  selectionsCountFrom: number | null;
  selectionsCountTo: number | null;
  isActive: boolean;
  currency: string;
  amount: number;
  /** A lootbox's boost of this freebet; null when not boosted. */
  boostMultiplier: number | null;
  createdAt: string;
}

/** Spec §3 farming stats of a hunting, tournament or lootbox. */
export interface FarmingStats {
  averageStake: number;
  betsCount: number;
  points: number;
  availablePoints: number;
  potentialPoints: number;
  potentialFreebetAmount: number;
  /** A tournament's starting prize pool. */
  initialPool: number | null;
  /** A tournament's prize pool now (initial pool plus its share of stakes); null: not sent. */
  poolAmount: number | null;
}

export interface FarmingOffer extends BonusCommon {
  bonusType: 'hunting' | 'tournament' | 'lootbox';
  kind: 'huntings' | 'tournaments' | 'lootboxes';
  /** The campaign's id, which names the tournament in tournament_pool_changed (`id` may be the issued one). */
  campaignId: string;
  promotionState: PromotionState;
  farming: FarmingStats;
  currency: string;
  subunits: number;
  farmingFreebetType: FreebetVariant;
  farmOncePerEvent: boolean;
  /** The lootbox's freebets it can boost. */
  freebetsToBoost: string[];
}

/** Any bonus of a list, told apart by `bonusType` (or `kind`). */
export type BonusOffer = ComboboostOffer | FreebetOffer | FarmingOffer;

/** Spec §3 hunting leaderboard row; the email comes masked from the server. */
export interface LeaderboardRow {
  position: number;
  isCurrentUser: boolean;
  email: string;
  farmedAmount: number;
  currency: string;
  farmedFreebetsCount: number;
}

const FARMING_KIND = {
  hunting: 'huntings',
  tournament: 'tournaments',
  lootbox: 'lootboxes',
} as const satisfies Record<FarmingOffer['bonusType'], BonusListKind>;

const common = (w: BonusWire): BonusCommon => ({
  id: w.id,
  name: w.name,
  status: w.status,
  countryCodes: w.country_codes,
  conditions: w.conditions.map((c) => ({
    sportType: c.sport_type ?? null,
    sportId: c.sport_id ?? null,
    sportName: c.sport_name ?? null,
    categoryId: c.category_id ?? null,
    tournamentId: c.tournament_id ?? null,
    matchId: c.match_id ?? null,
  })),
  validTo: w.valid_to,
  issued: w.issued && {
    activatedAt: w.issued.activated_at,
    expiredAt: w.issued.expired_at,
    seen: w.issued.seen,
    userStatus: w.issued.user_status,
    timesUsed: w.issued.times_used,
  },
});

const toComboboost = (w: ComboboostWire): ComboboostOffer => ({
  ...common(w),
  bonusType: 'comboboost',
  kind: 'comboboosts',
  comboboostType: w.comboboost_type,
  minOdds: w.min_odds,
  usesCount: w.uses_count,
  ranges: w.ranges.map((r) => ({
    minCount: r.min_count,
    maxCount: r.max_count,
    bonusOdds: r.bonus_odds,
  })),
  activeRangeIndex: w.active_range_index,
  suitableSelections: w.suitable_selections,
  onlyVerified: w.only_verified,
});

export const toFreebetOffer = (w: FreebetWire): FreebetOffer => ({
  ...common(w),
  bonusType: w.bonus_type,
  kind: 'freebets',
  freebetType: w.freebet_type,
  minOdds: w.min_odds,
  maxOdds: w.max_odds,
  selectionsCountFrom: w.selections_count_from,
  selectionsCountTo: w.selections_count_to,
  isActive: w.is_active,
  currency: w.currency,
  amount: w.amount,
  boostMultiplier: w.boost_multiplier,
  createdAt: w.created_at,
});

const toFarming = (w: FarmingBonusWire): FarmingOffer => ({
  ...common(w),
  bonusType: w.bonus_type,
  kind: FARMING_KIND[w.bonus_type],
  campaignId: w.campaign_id,
  promotionState: w.promotion_state,
  farming: {
    averageStake: w.farming.average_stake,
    betsCount: w.farming.bets_count,
    points: w.farming.points,
    availablePoints: w.farming.available_points,
    potentialPoints: w.farming.potential_points,
    potentialFreebetAmount: w.farming.potential_freebet_amount,
    initialPool: w.farming.initial_pool,
    poolAmount: w.farming.pool_amount ?? null,
  },
  currency: w.currency,
  subunits: w.subunits,
  farmingFreebetType: w.farming_freebet_type,
  farmOncePerEvent: w.farm_once_per_event,
  freebetsToBoost: w.freebets_to_boost,
});

/** One bonus of any kind in the domain's words. */
export function toBonusOffer(w: BonusWire): BonusOffer {
  switch (w.bonus_type) {
    case 'comboboost':
      return toComboboost(w);
    case 'hunting':
    case 'tournament':
    case 'lootbox':
      return toFarming(w);
    default:
      return toFreebetOffer(w);
  }
}

export const toLeaderboardRow = (w: LeaderboardRowWire): LeaderboardRow => ({
  position: w.position,
  isCurrentUser: w.is_current_user,
  email: w.email,
  farmedAmount: w.farmed_amount,
  currency: w.currency,
  farmedFreebetsCount: w.farmed_freebets_count,
});
