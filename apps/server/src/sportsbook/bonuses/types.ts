import type { z } from 'zod';
import type { bonusStateSchema } from '@sportsbook/contract/promotions';
import type { BonusCampaignRow, CampaignKind, IssuedBonusRow } from '@/db/schema';

export type BonusStateWire = z.infer<typeof bonusStateSchema>;

/** A player's bonus with its campaign, as every bonus rule reads it. */
export interface HeldBonus {
  issued: IssuedBonusRow;
  campaign: BonusCampaignRow;
}

/** A campaign, with the player's bonus of it when they hold one. */
export interface CampaignView {
  campaign: BonusCampaignRow;
  issued: IssuedBonusRow | null;
}

/**
 * What a player's bonus is: a row with a freebet amount is a freebet, also when a hunting earned
 * it or a lost no-risk bet gave it back (its campaign is then the hunting's or the freebet's).
 */
export function kindOf(view: CampaignView): CampaignKind {
  return view.issued?.amount != null ? 'freebet' : view.campaign.kind;
}
