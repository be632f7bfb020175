import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bonusIdSchema } from '@sportsbook/contract/bonus';
import { boostedFreebetAmount } from '@sportsbook/betting/bonus/farming';
import {
  boostBodySchema,
  boostResponseSchema,
  bonusResponseSchema,
  bonusesResponseSchema,
  markSeenBodySchema,
  promoCodeBodySchema,
  type FreebetWire,
} from '@sportsbook/contract/promotions';
import { issuedBonuses } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { requestLocale } from '@/http/messages';
import { requireBonusPlayer } from './list-routes';
import { bonusError } from './messages';
import { redeemPromoCode } from './promo-code';
import { effectiveState, isUsable } from './state';
import { loadHeld } from './store';
import { kindOf } from './types';
import { playerBonuses, viewsToWire } from './views';
import { bonusToWire } from './wire';

const idParams = z.object({ id: bonusIdSchema });

/** Promo code tries per address and per player: guessing codes stays slow. */
const PROMO_CODE_RATE = { perIp: 30, perKey: 10, windowMs: 60_000 };

/**
 * The player's bonus actions (spec §7): mark as seen, activate, a lootbox's boost, promo codes.
 * Each changes only the caller's own bonuses: another player's id answers 404.
 */
export const bonusActionRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bonuses/mark-as-seen',
      { schema: { body: markSeenBodySchema, response: { 200: bonusesResponseSchema } } },
      async (request) => {
        const player = await requireBonusPlayer(ctx, request);
        const ids = [...new Set(request.body.bonuses.map((b) => b.id))];
        await ctx.db
          .update(issuedBonuses)
          .set({ seen: true })
          .where(and(eq(issuedBonuses.playerId, player.id), inArray(issuedBonuses.id, ids)));
        const held = await loadHeld(ctx.db, player.id);
        const seen = held.filter((h) => ids.includes(h.issued.id));
        return { data: viewsToWire(seen, requestLocale(request), ctx.now(), held) };
      },
    );

    app.post(
      '/bonuses/:id/activate',
      { schema: { params: idParams, response: { 200: bonusResponseSchema } } },
      async (request) => {
        const player = await requireBonusPlayer(ctx, request);
        const locale = requestLocale(request);
        const now = ctx.now();
        const held = await playerBonuses(ctx, player);
        const mine =
          held.find((h) => h.issued.id === request.params.id) ??
          held.find((h) => h.campaign.id === request.params.id);
        if (!mine) throw bonusError(404, 'bonus_not_found', locale);
        const state = effectiveState(mine.issued, mine.campaign, now);
        if (state === 'active') throw bonusError(409, 'bonus_already_active', locale);
        if (state !== 'available') throw bonusError(422, 'bonus_not_available', locale);
        // only an available bonus moves, once, however many calls race
        const [row] = await ctx.db
          .update(issuedBonuses)
          .set({ state: 'active', activatedAt: now })
          .where(and(eq(issuedBonuses.id, mine.issued.id), eq(issuedBonuses.state, 'available')))
          .returning();
        if (!row) throw bonusError(409, 'bonus_already_active', locale);
        const after = await loadHeld(ctx.db, player.id);
        const [data] = viewsToWire([{ campaign: mine.campaign, issued: row }], locale, now, after);
        if (!data) throw bonusError(404, 'bonus_not_found', locale);
        return { data };
      },
    );

    app.post(
      '/bonuses/:id/boost',
      {
        schema: { params: idParams, body: boostBodySchema, response: { 200: boostResponseSchema } },
      },
      async (request) => {
        const player = await requireBonusPlayer(ctx, request);
        const locale = requestLocale(request);
        const now = ctx.now();
        const held = await loadHeld(ctx.db, player.id);
        const lootbox = held.find((h) => h.issued.id === request.params.id);
        if (!lootbox || kindOf(lootbox) !== 'lootbox')
          throw bonusError(404, 'bonus_not_found', locale);
        if (lootbox.issued.state === 'bonus_over') throw bonusError(409, 'lootbox_used', locale);
        if (!isUsable(lootbox.issued, lootbox.campaign, now))
          throw bonusError(422, 'bonus_not_available', locale);
        if (lootbox.issued.points < (lootbox.campaign.targetPoints ?? 0))
          throw bonusError(422, 'lootbox_locked', locale, {
            points: lootbox.issued.points,
            target_points: lootbox.campaign.targetPoints,
          });
        const freebet = held.find((h) => h.issued.id === request.body.freebet_id);
        if (
          !freebet ||
          kindOf(freebet) !== 'freebet' ||
          freebet.issued.boostMultiplier !== null ||
          freebet.issued.amount === null ||
          !isUsable(freebet.issued, freebet.campaign, now)
        )
          throw bonusError(422, 'freebet_not_boostable', locale);
        const multiplier = lootbox.campaign.boostMultiplier ?? 1;
        const amount = boostedFreebetAmount(freebet.issued.amount, multiplier);
        const boosted = await ctx.db.transaction(async (tx) => {
          // the lootbox opens once: a conditional update on its active state
          const [opened] = await tx
            .update(issuedBonuses)
            .set({ state: 'bonus_over', timesUsed: sql`${issuedBonuses.timesUsed} + 1` })
            .where(and(eq(issuedBonuses.id, lootbox.issued.id), eq(issuedBonuses.state, 'active')))
            .returning({ id: issuedBonuses.id });
          if (!opened) throw bonusError(409, 'lootbox_used', locale);
          const [row] = await tx
            .update(issuedBonuses)
            .set({ amount, boostMultiplier: multiplier })
            .where(
              and(
                eq(issuedBonuses.id, freebet.issued.id),
                eq(issuedBonuses.state, 'active'),
                isNull(issuedBonuses.boostMultiplier),
              ),
            )
            .returning();
          if (!row) throw bonusError(422, 'freebet_not_boostable', locale);
          return row;
        });
        const data = bonusToWire({ campaign: freebet.campaign, issued: boosted }, locale, now);
        return { data: data as FreebetWire };
      },
    );

    app.post(
      '/bonuses/promo-code',
      { schema: { body: promoCodeBodySchema, response: { 200: bonusResponseSchema } } },
      async (request) => {
        const player = await requireBonusPlayer(ctx, request);
        const locale = requestLocale(request);
        await ctx.limiter.check('promoCode', PROMO_CODE_RATE, request.ip, player.id, locale);
        const view = await redeemPromoCode(ctx, player, request.body, locale);
        const held = await loadHeld(ctx.db, player.id);
        const [data] = viewsToWire([view], locale, ctx.now(), held);
        if (!data) throw bonusError(404, 'bonus_not_found', locale);
        return { data };
      },
    );
  };
