import type { CampaignBodyWire } from '@sportsbook/contract/operator-bonuses';
import type { BonusCampaignRow, bonusCampaigns } from '@/db/schema';
import { newCampaignId } from './store';

type State = BonusCampaignRow['promotionState'];
type Action = 'activate' | 'pause' | 'resume' | 'finish' | 'disable';

/**
 * Spec §3 promotion states: created -activate-> active -pause-> paused -resume-> active; active
 * or paused -finish-> finished; anything but disabled -disable-> disabled. Null: not allowed.
 */
export function nextState(from: State, action: Action): State | null {
  switch (action) {
    case 'activate':
      return from === 'created' ? 'active' : null;
    case 'pause':
      return from === 'active' ? 'paused' : null;
    case 'resume':
      return from === 'paused' ? 'active' : null;
    case 'finish':
      return from === 'active' || from === 'paused' ? 'finished' : null;
    case 'disable':
      return from === 'disabled' ? null : 'disabled';
  }
}

/** The stored row of a campaign the operator sent (snake_case wire to the table's columns). */
export function campaignRow(
  body: CampaignBodyWire,
  now: Date,
  id: string = newCampaignId(),
): typeof bonusCampaigns.$inferInsert {
  const base = {
    id,
    kind: body.kind,
    names: body.names,
    terms: body.terms,
    promotionState: body.promotion_state,
    countryCodes: body.country_codes.map((c) => c.toUpperCase()),
    conditions: body.conditions.map((c) => ({
      ...(c.sport_type !== undefined ? { sportType: c.sport_type } : {}),
      ...(c.sport_id !== undefined ? { sportId: c.sport_id } : {}),
      ...(c.category_id !== undefined ? { categoryId: c.category_id } : {}),
      ...(c.tournament_id !== undefined ? { tournamentId: c.tournament_id } : {}),
      ...(c.match_id !== undefined ? { matchId: c.match_id } : {}),
    })),
    validTo: body.valid_to === null ? null : new Date(body.valid_to),
    autoIssue: body.auto_issue,
    activationRequired: body.activation_required,
    issuedTtlHours: body.issued_ttl_hours,
    showInPromotion: body.show_in_promotion,
    createdAt: now,
    updatedAt: now,
  };
  switch (body.kind) {
    case 'comboboost':
      return {
        ...base,
        minOdds: body.min_odds,
        comboboostType: body.comboboost_type,
        ranges: body.ranges.map((r) => ({
          minCount: r.min_count,
          maxCount: r.max_count,
          bonusOdds: r.bonus_odds,
        })),
        onlyVerified: body.only_verified,
        triggerKey: body.trigger_key,
        banners: body.banners,
      };
    case 'freebet':
      return {
        ...base,
        freebetType: body.freebet_type,
        amounts: body.amounts,
        minOdds: body.min_odds,
        maxOdds: body.max_odds,
        matchStatus: body.match_status,
        selectionsCountFrom: body.selections_count_from,
        selectionsCountTo: body.selections_count_to,
      };
    case 'hunting':
      return {
        ...base,
        currency: body.currency,
        minOdds: body.min_odds,
        farmOncePerEvent: body.farm_once_per_event,
        targetPoints: body.target_points,
        freebetType: body.freebet_type,
        amounts: body.amounts,
      };
    case 'tournament':
      return {
        ...base,
        currency: body.currency,
        minOdds: body.min_odds,
        farmOncePerEvent: body.farm_once_per_event,
        targetPoints: body.target_points,
        freebetType: body.freebet_type,
        initialPool: body.initial_pool,
        poolAmount: body.initial_pool,
        poolShareBps: body.pool_share_bps,
      };
    case 'lootbox':
      return {
        ...base,
        currency: body.currency,
        minOdds: body.min_odds,
        farmOncePerEvent: body.farm_once_per_event,
        targetPoints: body.target_points,
        freebetType: body.freebet_type,
        boostMultiplier: body.boost_multiplier,
      };
  }
}
