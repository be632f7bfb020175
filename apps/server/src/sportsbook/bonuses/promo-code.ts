import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isCountryAllowed } from '@sportsbook/betting/bonus/conditions';
import { bonusCampaigns, promoCodeRedemptions, promoCodes } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import type { MessageLocale } from '@/http/messages';
import { bonusError } from './messages';
import { publishBonusIssued } from './push';
import { isCampaignRunning } from './state';
import { issueBonus, type BonusPlayer } from './store';
import type { CampaignView } from './types';

/** Codes are case-insensitive: stored and looked up upper-case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

class AlreadyRedeemed extends Error {}
class Exhausted extends Error {}

/**
 * POST /bonuses/promo-code: issues the code's campaign bonus to the player, once per player and
 * within the code's uses. 404 promo_code_not_found; 409 promo_code_used (this player already did,
 * also under concurrent calls: the redemption's primary key); 422 promo_code_expired (the code's
 * or its campaign's end passed, or the campaign is not running or not for the player's country)
 * and promo_code_exhausted (max uses reached, counted by a conditional update).
 */
export async function redeemPromoCode(
  ctx: ServerContext,
  player: BonusPlayer,
  body: { code: string },
  locale: MessageLocale,
): Promise<CampaignView> {
  const code = normalizeCode(body.code);
  const now = ctx.now();
  const [found] = await ctx.db
    .select({ promo: promoCodes, campaign: bonusCampaigns })
    .from(promoCodes)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, promoCodes.campaignId))
    .where(eq(promoCodes.code, code))
    .limit(1);
  if (!found) throw bonusError(404, 'promo_code_not_found', locale);
  const { promo, campaign } = found;
  const [redeemed] = await ctx.db
    .select({ code: promoCodeRedemptions.code })
    .from(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.code, code), eq(promoCodeRedemptions.playerId, player.id)));
  if (redeemed) throw bonusError(409, 'promo_code_used', locale);
  const codeEnded = promo.validTo !== null && promo.validTo.getTime() <= now.getTime();
  if (
    codeEnded ||
    !isCampaignRunning(campaign, now) ||
    !isCountryAllowed(campaign.countryCodes, player.country)
  )
    throw bonusError(422, 'promo_code_expired', locale);
  if (promo.maxUses !== null && promo.uses >= promo.maxUses)
    throw bonusError(422, 'promo_code_exhausted', locale);
  try {
    const issued = await ctx.db.transaction(async (tx) => {
      const counted = await tx
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(
            eq(promoCodes.code, code),
            or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
          ),
        )
        .returning({ uses: promoCodes.uses });
      if (counted.length === 0) throw new Exhausted();
      const row = await issueBonus(tx, campaign, player, 'promo_code', code, now);
      if (!row) throw new AlreadyRedeemed();
      // the primary key (code, player): a concurrent second redemption inserts nothing and rolls back
      const claimed = await tx
        .insert(promoCodeRedemptions)
        .values({ code, playerId: player.id, issuedBonusId: row.id, createdAt: now })
        .onConflictDoNothing()
        .returning({ code: promoCodeRedemptions.code });
      if (claimed.length === 0) throw new AlreadyRedeemed();
      return row;
    });
    const view = { campaign, issued };
    await publishBonusIssued(ctx, player.id, [view]);
    return view;
  } catch (error) {
    if (error instanceof AlreadyRedeemed) throw bonusError(409, 'promo_code_used', locale);
    if (error instanceof Exhausted) throw bonusError(422, 'promo_code_exhausted', locale);
    throw error;
  }
}
