import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bonusIdSchema } from '@sportsbook/contract/bonus';
import {
  campaignBodySchema,
  campaignResponseSchema,
  campaignsQuerySchema,
  campaignsResponseSchema,
  campaignStateBodySchema,
  issueBodySchema,
  issuedResponseSchema,
  promoCodeCreateBodySchema,
  promoCodeResponseSchema,
  tournamentFinishResponseSchema,
  type CampaignWire,
} from '@sportsbook/contract/operator-bonuses';
import {
  bonusCampaigns,
  issuedBonuses,
  players,
  promoCodes,
  type BonusCampaignRow,
} from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { campaignRow, nextState } from './campaigns';
import { normalizeCode } from './promo-code';
import { publishBonusIssued } from './push';
import { issueBonus, loadBonusPlayer } from './store';
import { finishTournament } from './tournament-payout';

const idParams = z.object({ id: bonusIdSchema });

function campaignToWire(row: BonusCampaignRow, issuedCount: number): CampaignWire {
  return {
    id: row.id,
    kind: row.kind,
    names: row.names,
    promotion_state: row.promotionState,
    valid_to: row.validTo?.toISOString() ?? null,
    auto_issue: row.autoIssue,
    show_in_promotion: row.showInPromotion,
    country_codes: row.countryCodes,
    freebet_type: row.freebetType,
    amounts: row.amounts,
    currency: row.currency,
    pool_amount: row.poolAmount,
    issued_count: issuedCount,
    created_at: row.createdAt.toISOString(),
  };
}

async function issuedCount(ctx: ServerContext, campaignId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(issuedBonuses)
    .where(eq(issuedBonuses.campaignId, campaignId));
  return row?.n ?? 0;
}

async function campaignOr404(ctx: ServerContext, id: string): Promise<BonusCampaignRow> {
  const [row] = await ctx.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  if (!row) throw new HttpError(404, 'campaign_not_found', `No campaign ${id}`);
  return row;
}

/**
 * The operator's bonus calls under /api/operator (behind the operator key): create and list
 * campaigns, move their promotion state, finish a tournament (its pool paid), create promo codes,
 * issue a bonus to a player.
 */
export const campaignOperatorRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/campaigns',
      { schema: { body: campaignBodySchema, response: { 201: campaignResponseSchema } } },
      async (request, reply) => {
        const [row] = await ctx.db
          .insert(bonusCampaigns)
          .values(campaignRow(request.body, ctx.now()))
          .returning();
        if (!row) throw new HttpError(500, 'internal_error', 'The campaign was not stored');
        return reply.code(201).send({ data: campaignToWire(row, 0) });
      },
    );

    app.get(
      '/campaigns',
      { schema: { querystring: campaignsQuerySchema, response: { 200: campaignsResponseSchema } } },
      async (request) => {
        const { kind, promotion_state: state } = request.query;
        const rows = await ctx.db
          .select({ campaign: bonusCampaigns, issued: count(issuedBonuses.id) })
          .from(bonusCampaigns)
          .leftJoin(issuedBonuses, eq(issuedBonuses.campaignId, bonusCampaigns.id))
          .where(
            and(
              kind ? eq(bonusCampaigns.kind, kind) : undefined,
              state ? eq(bonusCampaigns.promotionState, state) : undefined,
            ),
          )
          .groupBy(bonusCampaigns.id)
          .orderBy(bonusCampaigns.createdAt, bonusCampaigns.id);
        return { data: rows.map((r) => campaignToWire(r.campaign, r.issued)) };
      },
    );

    app.post(
      '/campaigns/:id/state',
      {
        schema: {
          params: idParams,
          body: campaignStateBodySchema,
          response: { 200: campaignResponseSchema },
        },
      },
      async (request) => {
        const campaign = await campaignOr404(ctx, request.params.id);
        // a tournament finishes only with its pool paid: the same step as POST …/finish
        if (
          campaign.kind === 'tournament' &&
          request.body.action === 'finish' &&
          campaign.poolPaidAt === null
        ) {
          const { campaign: row } = await finishTournament(ctx, campaign.id);
          return { data: campaignToWire(row, await issuedCount(ctx, row.id)) };
        }
        const to = nextState(campaign.promotionState, request.body.action);
        if (to === null)
          throw new HttpError(
            409,
            'invalid_transition',
            `A ${campaign.promotionState} campaign cannot ${request.body.action}`,
          );
        // moves only from the state just read: a concurrent change wins, this one answers 409
        const [row] = await ctx.db
          .update(bonusCampaigns)
          .set({ promotionState: to, updatedAt: ctx.now() })
          .where(
            and(
              eq(bonusCampaigns.id, campaign.id),
              eq(bonusCampaigns.promotionState, campaign.promotionState),
            ),
          )
          .returning();
        if (!row) throw new HttpError(409, 'invalid_transition', 'The campaign changed meanwhile');
        return { data: campaignToWire(row, await issuedCount(ctx, row.id)) };
      },
    );

    app.post(
      '/campaigns/:id/finish',
      { schema: { params: idParams, response: { 200: tournamentFinishResponseSchema } } },
      async (request) => {
        const done = await finishTournament(ctx, request.params.id);
        return {
          data: {
            campaign: campaignToWire(done.campaign, await issuedCount(ctx, done.campaign.id)),
            paid_now: done.paidNow,
            pool_paid_at: (done.campaign.poolPaidAt ?? ctx.now()).toISOString(),
            payouts: done.payouts.map((p) => ({
              player_id: p.playerId,
              position: p.position,
              amount: p.amount,
              currency: p.currency,
              transaction_id: p.transactionId,
            })),
          },
        };
      },
    );

    app.post(
      '/promo-codes',
      { schema: { body: promoCodeCreateBodySchema, response: { 201: promoCodeResponseSchema } } },
      async (request, reply) => {
        const {
          code,
          campaign_id: campaignId,
          max_uses: maxUses,
          valid_to: validTo,
        } = request.body;
        await campaignOr404(ctx, campaignId);
        const [row] = await ctx.db
          .insert(promoCodes)
          .values({
            code: normalizeCode(code),
            campaignId,
            maxUses,
            validTo: validTo === null ? null : new Date(validTo),
            createdAt: ctx.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, 'promo_code_exists', `The code ${code} exists already`);
        return reply.code(201).send({
          data: {
            code: row.code,
            campaign_id: row.campaignId,
            max_uses: row.maxUses,
            uses: row.uses,
            valid_to: row.validTo?.toISOString() ?? null,
            created_at: row.createdAt.toISOString(),
          },
        });
      },
    );

    app.post(
      '/campaigns/:id/issue',
      {
        schema: {
          params: idParams,
          body: issueBodySchema,
          response: { 201: issuedResponseSchema },
        },
      },
      async (request, reply) => {
        const campaign = await campaignOr404(ctx, request.params.id);
        const { player_id: byId, email } = request.body;
        const [target] = await ctx.db
          .select({ id: players.id })
          .from(players)
          .where(byId ? eq(players.id, byId) : eq(players.email, (email ?? '').toLowerCase()));
        const player = target ? await loadBonusPlayer(ctx.db, target.id) : null;
        if (!player) throw new HttpError(404, 'player_not_found', 'No such player');
        if (campaign.promotionState === 'disabled' || campaign.promotionState === 'finished')
          throw new HttpError(409, 'campaign_ended', `The campaign is ${campaign.promotionState}`);
        const row = await issueBonus(ctx.db, campaign, player, 'operator', null, ctx.now());
        if (!row) throw new HttpError(409, 'bonus_not_issued', 'The bonus was not issued');
        await publishBonusIssued(ctx, player.id, [{ campaign, issued: row }]);
        return reply.code(201).send({
          data: {
            id: row.id,
            campaign_id: campaign.id,
            player_id: player.id,
            state: row.state,
            amount: row.amount,
            currency: row.currency,
          },
        });
      },
    );
  };
