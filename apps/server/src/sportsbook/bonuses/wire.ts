import type { BonusTypeWire } from '@sportsbook/contract/bonus';
import type {
  BonusWire,
  ComboboostWire,
  FarmingBonusWire,
  FreebetWire,
} from '@sportsbook/contract/promotions';
import { pointsToNextFreebet } from '@sportsbook/betting/bonus/farming';
import type { BonusCampaignRow, IssuedBonusRow } from '@/db/schema';
import { findCurrency } from '@/platform';
import { effectiveState, isCampaignRunning, userStatus } from './state';
import { kindOf, type CampaignView } from './types';

/** A text of the request's locale, falling back to en (names and terms are stored per locale). */
export function localized<T>(texts: { en: T } & Record<string, T>, locale: string): T {
  return texts[locale] ?? texts.en;
}

/** The wire bonus type of a campaign (a freebet's carries its variant, spec §3 bonusType). */
export function wireBonusType(campaign: BonusCampaignRow, issued: IssuedBonusRow | null) {
  const kind = kindOf({ campaign, issued });
  if (kind !== 'freebet') return kind;
  return `freebet_${issued?.freebetType ?? campaign.freebetType ?? 'only_win'}` as const;
}

/** The kinds of GET /bonuses/{kind} and the campaign kind each lists. */
export const LIST_KIND_TO_CAMPAIGN = {
  comboboosts: 'comboboost',
  freebets: 'freebet',
  huntings: 'hunting',
  tournaments: 'tournament',
  lootboxes: 'lootbox',
} as const;

/** For a bet: the comboboost's active range and suitable selections (spec §3). */
export interface BetView {
  activeRangeIndex: number | null;
  suitableSelections: number;
}

/** Extra data of one player's bonus: the freebets a lootbox may boost. */
export interface PlayerExtras {
  freebetsToBoost: string[];
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function common(view: CampaignView, locale: string, now: Date) {
  const { campaign, issued } = view;
  const status = issued
    ? effectiveState(issued, campaign, now)
    : isCampaignRunning(campaign, now)
      ? 'available'
      : 'not_available';
  return {
    id: issued?.id ?? campaign.id,
    name: localized(campaign.names, locale),
    status,
    country_codes: campaign.countryCodes.map((c) => c.toUpperCase()),
    conditions: campaign.conditions.map((c) => ({
      ...(c.sportType !== undefined ? { sport_type: c.sportType } : {}),
      ...(c.sportId !== undefined ? { sport_id: c.sportId } : {}),
      ...(c.categoryId !== undefined ? { category_id: c.categoryId } : {}),
      ...(c.tournamentId !== undefined ? { tournament_id: c.tournamentId } : {}),
      ...(c.matchId !== undefined ? { match_id: c.matchId } : {}),
    })),
    valid_to: iso(campaign.validTo),
    issued: issued
      ? {
          activated_at: iso(issued.activatedAt),
          expired_at: iso(issued.expiredAt),
          seen: issued.seen,
          user_status: userStatus(status),
          times_used: issued.timesUsed,
        }
      : null,
  };
}

function comboboostToWire(view: CampaignView, locale: string, now: Date, bet?: BetView) {
  const { campaign, issued } = view;
  const wire: ComboboostWire = {
    ...common(view, locale, now),
    bonus_type: 'comboboost',
    comboboost_type: campaign.comboboostType ?? 'ranges',
    min_odds: Math.max(campaign.minOdds ?? 1.01, 1.01),
    uses_count: issued?.timesUsed ?? 0,
    ranges: (campaign.ranges ?? []).map((r) => ({
      min_count: r.minCount,
      max_count: r.maxCount,
      bonus_odds: r.bonusOdds,
    })),
    active_range_index: bet?.activeRangeIndex ?? null,
    suitable_selections: bet?.suitableSelections ?? 0,
    only_verified: campaign.onlyVerified,
    trigger_key: campaign.triggerKey,
    banners: campaign.banners,
  };
  return wire;
}

/** A freebet's amount and currency: the issued ones, else the campaign's first currency. */
function freebetMoney(campaign: BonusCampaignRow, issued: IssuedBonusRow | null) {
  if (issued?.amount != null && issued.currency !== null)
    return { amount: issued.amount, currency: issued.currency };
  const [currency, amount] = Object.entries(campaign.amounts)[0] ?? ['EUR', 1];
  return { amount, currency };
}

function freebetToWire(view: CampaignView, locale: string, now: Date): FreebetWire {
  const { campaign, issued } = view;
  const base = common(view, locale, now);
  const variant = issued?.freebetType ?? campaign.freebetType ?? 'only_win';
  return {
    ...base,
    bonus_type: `freebet_${variant}`,
    freebet_type: variant,
    min_odds: campaign.minOdds !== null && campaign.minOdds > 1 ? campaign.minOdds : null,
    max_odds: campaign.maxOdds !== null && campaign.maxOdds > 1 ? campaign.maxOdds : null,
    match_status: campaign.matchStatus,
    selections_count_from: campaign.selectionsCountFrom,
    selections_count_to: campaign.selectionsCountTo,
    is_active: base.status === 'active',
    ...freebetMoney(campaign, issued),
    boost_multiplier: issued?.boostMultiplier ?? null,
    created_at: (issued?.issuedAt ?? campaign.createdAt).toISOString(),
  };
}

function farmingToWire(
  view: CampaignView,
  locale: string,
  now: Date,
  extras: PlayerExtras,
): FarmingBonusWire {
  const { campaign, issued } = view;
  const kind = campaign.kind as 'hunting' | 'tournament' | 'lootbox';
  const currency = campaign.currency ?? 'EUR';
  const points = issued?.points ?? 0;
  const target = campaign.targetPoints ?? 0;
  const betsCount = issued?.betsCount ?? 0;
  return {
    ...common(view, locale, now),
    bonus_type: kind,
    campaign_id: campaign.id,
    promotion_state: campaign.promotionState,
    farming: {
      average_stake: betsCount > 0 ? Math.floor((issued?.stakeSum ?? 0) / betsCount) : 0,
      bets_count: betsCount,
      points,
      // a hunting's points toward its next freebet; a lootbox's and a tournament's all points
      available_points:
        kind === 'hunting' && target > 0 ? target - pointsToNextFreebet(points, target) : points,
      potential_points: target,
      potential_freebet_amount: campaign.amounts[currency] ?? 0,
      initial_pool: kind === 'tournament' ? (campaign.initialPool ?? 0) : null,
      pool_amount: kind === 'tournament' ? (campaign.poolAmount ?? 0) : null,
    },
    currency,
    subunits: findCurrency(currency)?.subunits ?? 100,
    farming_freebet_type: campaign.freebetType ?? 'all_win',
    farm_once_per_event: campaign.farmOncePerEvent,
    show_in_promotion: campaign.showInPromotion,
    farmed_event_ids: issued?.farmedEventIds ?? [],
    used_in_bets: issued?.usedInBets ?? [],
    freebets_to_boost: kind === 'lootbox' ? extras.freebetsToBoost : [],
  };
}

/** Spec §3 Bonus of any kind on the wire, in `locale` (names fall back to en). */
export function bonusToWire(
  view: CampaignView,
  locale: string,
  now: Date,
  options: { bet?: BetView; extras?: PlayerExtras } = {},
): BonusWire {
  switch (kindOf(view)) {
    case 'comboboost':
      return comboboostToWire(view, locale, now, options.bet);
    case 'freebet':
      return freebetToWire(view, locale, now);
    default:
      return farmingToWire(view, locale, now, options.extras ?? { freebetsToBoost: [] });
  }
}

/** Spec §3 Bonus notice of `bonus_issued`. */
export function bonusNotice(view: CampaignView, locale: string) {
  return {
    id: view.issued?.id ?? view.campaign.id,
    type: wireBonusType(view.campaign, view.issued) as BonusTypeWire,
    name: localized(view.campaign.names, locale),
  };
}
