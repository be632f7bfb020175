import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { BonusWire } from '@sportsbook/contract/promotions';
import type { Database } from '@/db/client';
import { bonusCampaigns, type CampaignKind } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { isUsable } from './state';
import { ensureAutoIssued, loadHeld, type BonusPlayer } from './store';
import { kindOf, type CampaignView, type HeldBonus } from './types';
import { bonusToWire, type PlayerExtras } from './wire';

/**
 * Running campaigns shown on the promotions page (show_in_promotion), by kind. Freebet campaigns
 * are personal (a promo code or the operator issues them) and never listed unissued.
 */
export async function publicCampaigns(db: Database, now: Date, kind?: CampaignKind) {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.showInPromotion, true),
        ne(bonusCampaigns.kind, 'freebet'),
        eq(bonusCampaigns.promotionState, 'active'),
        or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
        kind ? eq(bonusCampaigns.kind, kind) : undefined,
      ),
    )
    .orderBy(bonusCampaigns.createdAt, bonusCampaigns.id);
}

/** The player's bonuses, after issuing the campaigns every player gets (auto_issue). */
export async function playerBonuses(ctx: ServerContext, player: BonusPlayer): Promise<HeldBonus[]> {
  await ensureAutoIssued(ctx, player);
  return loadHeld(ctx.db, player.id);
}

/** A lootbox can boost the player's usable freebets not boosted yet (spec §3 freebets to boost). */
export function extrasOf(held: readonly HeldBonus[], now: Date): PlayerExtras {
  return {
    freebetsToBoost: held
      .filter(
        (h) =>
          kindOf(h) === 'freebet' &&
          h.issued.boostMultiplier === null &&
          isUsable(h.issued, h.campaign, now),
      )
      .map((h) => h.issued.id),
  };
}

/**
 * One kind's list for a caller: the player's own bonuses of that kind first (newest first), then
 * the public campaigns of the kind they do not hold (issued: null). Anonymous: public ones only.
 */
export async function kindViews(
  ctx: ServerContext,
  held: readonly HeldBonus[] | null,
  kind: CampaignKind,
): Promise<CampaignView[]> {
  const now = ctx.now();
  const mine = (held ?? []).filter((h) => kindOf(h) === kind);
  const heldCampaigns = new Set((held ?? []).map((h) => h.campaign.id));
  const open = kind === 'freebet' ? [] : await publicCampaigns(ctx.db, now, kind);
  return [
    ...mine,
    ...open.filter((c) => !heldCampaigns.has(c.id)).map((campaign) => ({ campaign, issued: null })),
  ];
}

/** Views to wire in `locale`. */
export function viewsToWire(
  views: readonly CampaignView[],
  locale: string,
  now: Date,
  held: readonly HeldBonus[] | null,
): BonusWire[] {
  const extras = extrasOf(held ?? [], now);
  return views.map((v) => bonusToWire(v, locale, now, { extras }));
}
