import type { BonusStateWire } from './types';
import type { BonusCampaignRow, IssuedBonusRow } from '@/db/schema';

/** A campaign players can use now: promotion state active (spec §3) and valid_to not passed. */
export function isCampaignRunning(campaign: BonusCampaignRow, now: Date): boolean {
  return (
    campaign.promotionState === 'active' &&
    (campaign.validTo === null || campaign.validTo.getTime() > now.getTime())
  );
}

/**
 * The state a player's bonus reads now (spec §3 full states): a stored available or active bonus
 * reads `expired` once its expired_at passed, `deactivated` when its campaign was disabled or
 * finished, `not_available` while the campaign is paused or created; other states as stored.
 */
export function effectiveState(
  issued: IssuedBonusRow,
  campaign: BonusCampaignRow,
  now: Date,
): BonusStateWire {
  if (issued.state !== 'available' && issued.state !== 'active') return issued.state;
  const ended =
    (issued.expiredAt !== null && issued.expiredAt.getTime() <= now.getTime()) ||
    (campaign.validTo !== null && campaign.validTo.getTime() <= now.getTime());
  if (ended) return 'expired';
  if (campaign.promotionState === 'disabled' || campaign.promotionState === 'finished')
    return 'deactivated';
  if (campaign.promotionState !== 'active') return 'not_available';
  return issued.state;
}

/** Spec §3 userBonusStatus: what the player may do now. */
export function userStatus(state: BonusStateWire): 'available' | 'active' | 'not_available' {
  return state === 'available' || state === 'active' ? state : 'not_available';
}

/** The bonus can be put on a bet now: active, not expired, its campaign running. */
export const isUsable = (issued: IssuedBonusRow, campaign: BonusCampaignRow, now: Date) =>
  effectiveState(issued, campaign, now) === 'active';
