import type { SeenBonus } from '@/api/promotions';
import type { BonusOffer } from '@/api/promotions-types';

/** Spec §9: a bonus opened is marked seen after 1 s. */
export const MARK_SEEN_AFTER_MS = 1_000;

/**
 * Spec §4 "opening a bonus marks only not-yet-seen bonuses as seen": issued to the player and
 * not seen yet; a campaign not issued to the player (or a visitor's) has nothing to mark.
 */
export function toMarkSeen(bonuses: readonly BonusOffer[]): SeenBonus[] {
  return bonuses
    .filter((bonus) => bonus.issued !== null && !bonus.issued.seen)
    .map((bonus) => ({ id: bonus.id, type: bonus.bonusType }));
}
