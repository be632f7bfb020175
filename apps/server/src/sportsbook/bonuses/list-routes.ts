import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bonusIdSchema } from '@sportsbook/contract/bonus';
import {
  bonusDetailResponseSchema,
  bonusKindListQuerySchema,
  bonusListQuerySchema,
  bonusPageSchema,
  bonusesResponseSchema,
  bonusTermsResponseSchema,
  tournamentListQuerySchema,
} from '@sportsbook/contract/promotions';
import { localeTagSchema } from '@sportsbook/contract/common';
import type { CampaignKind } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { messageLocale, requestLocale } from '@/http/messages';
import { paginate } from '@/http/pagination';
import { requirePlayerId, sessionPlayerId } from '@/http/session';
import { leaderboard } from './leaderboard';
import { bonusError } from './messages';
import { effectiveState, isCampaignRunning, userStatus } from './state';
import { loadBonusPlayer, type BonusPlayer } from './store';
import type { CampaignView, HeldBonus } from './types';
import { kindOf } from './types';
import { kindViews, playerBonuses, viewsToWire } from './views';
import { LIST_KIND_TO_CAMPAIGN, localized, wireBonusType } from './wire';

/** The names' locale: the `locale` query, else the request's language. */
function namesLocale(request: FastifyRequest): string {
  const query = request.query as { locale?: unknown } | undefined;
  const asked = typeof query?.locale === 'string' ? messageLocale(query.locale) : null;
  return asked ?? requestLocale(request);
}

/** The signed-in player as the bonus rules read them, or null (anonymous). */
export async function optionalPlayer(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<BonusPlayer | null> {
  const id = await sessionPlayerId(ctx.db, request, ctx.config.now);
  return id ? loadBonusPlayer(ctx.db, id) : null;
}

/** The signed-in player or 401 (spec §6: bonus lists need a session). */
export async function requireBonusPlayer(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<BonusPlayer> {
  const id = await requirePlayerId(ctx, request);
  const player = await loadBonusPlayer(ctx.db, id);
  if (!player) throw bonusError(404, 'bonus_not_found', requestLocale(request));
  return player;
}

const viewState = (v: CampaignView, now: Date) =>
  v.issued
    ? effectiveState(v.issued, v.campaign, now)
    : isCampaignRunning(v.campaign, now)
      ? 'available'
      : 'not_available';

const kindParam = z.enum(['comboboosts', 'freebets', 'huntings', 'lootboxes']);
const anyKindParam = z.enum(['comboboosts', 'freebets', 'huntings', 'tournaments', 'lootboxes']);

/**
 * The caller's views of one kind: a player's own and the public campaigns; anonymous callers see
 * the public campaigns of every kind but freebets, which are personal (401).
 */
async function callerViews(
  ctx: ServerContext,
  request: FastifyRequest,
  kind: CampaignKind,
): Promise<{ views: CampaignView[]; held: HeldBonus[] | null; playerId: string | null }> {
  const player =
    kind === 'freebet'
      ? await requireBonusPlayer(ctx, request)
      : await optionalPlayer(ctx, request);
  const held = player ? await playerBonuses(ctx, player) : null;
  return { views: await kindViews(ctx, held, kind), held, playerId: player?.id ?? null };
}

/** The view of `id` (the caller's issued bonus, or a campaign of the kind), or 404. */
async function findView(
  ctx: ServerContext,
  request: FastifyRequest,
  kind: CampaignKind,
  id: string,
) {
  const found = await callerViews(ctx, request, kind);
  const view =
    found.views.find((v) => v.issued?.id === id) ??
    found.views.find((v) => v.campaign.id === id && (v.issued !== null || kind !== 'freebet'));
  if (!view) throw bonusError(404, 'bonus_not_found', requestLocale(request));
  return { ...found, view };
}

/**
 * GET /bonuses, GET /bonuses/{kind} (paged), their details with the leaderboard of huntings and
 * tournaments, and /terms (spec §7, §9).
 */
export const bonusListRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bonuses',
      { schema: { querystring: bonusListQuerySchema, response: { 200: bonusesResponseSchema } } },
      async (request, reply) => {
        const player = await requireBonusPlayer(ctx, request);
        const { status, available, unseen, limit_per_type: limit, type } = request.query;
        const now = ctx.now();
        const held = await playerBonuses(ctx, player);
        const perType = new Map<string, number>();
        const picked = held.filter((h) => {
          const state = effectiveState(h.issued, h.campaign, now);
          const wireType = wireBonusType(h.campaign, h.issued);
          if (status !== undefined && state !== status) return false;
          if (available !== undefined && (userStatus(state) !== 'not_available') !== available)
            return false;
          if (unseen !== undefined && h.issued.seen === unseen) return false;
          if (type !== undefined && wireType !== type) return false;
          const count = perType.get(wireType) ?? 0;
          perType.set(wireType, count + 1);
          return count < limit;
        });
        void reply.header('cache-control', 'no-store');
        return { data: viewsToWire(picked, namesLocale(request), now, held) };
      },
    );

    const listHandler = async (
      request: FastifyRequest,
      kind: CampaignKind,
      query: { is_available?: boolean; status?: string; page: number; limit: number },
    ) => {
      const { views, held } = await callerViews(ctx, request, kind);
      const now = ctx.now();
      const filtered = views.filter(
        (v) =>
          (query.status === undefined || v.campaign.promotionState === query.status) &&
          (query.is_available === undefined ||
            (userStatus(viewState(v, now)) !== 'not_available') === query.is_available),
      );
      const start = (query.page - 1) * query.limit;
      const page = filtered.slice(start, start + query.limit);
      return {
        data: viewsToWire(page, namesLocale(request), now, held),
        pagination: paginate(filtered.length, query.page, query.limit),
      };
    };

    app.get(
      '/bonuses/tournaments',
      { schema: { querystring: tournamentListQuerySchema, response: { 200: bonusPageSchema } } },
      async (request) => listHandler(request, 'tournament', request.query),
    );

    app.get(
      '/bonuses/:kind',
      {
        schema: {
          params: z.object({ kind: kindParam }),
          querystring: bonusKindListQuerySchema,
          response: { 200: bonusPageSchema },
        },
      },
      async (request) =>
        listHandler(request, LIST_KIND_TO_CAMPAIGN[request.params.kind], request.query),
    );

    const detailParams = z.object({ kind: anyKindParam, id: bonusIdSchema });
    const localeQuery = z.object({ locale: localeTagSchema.optional() });

    app.get(
      '/bonuses/:kind/:id',
      {
        schema: {
          params: detailParams,
          querystring: localeQuery,
          response: { 200: bonusDetailResponseSchema },
        },
      },
      async (request) => {
        const kind = LIST_KIND_TO_CAMPAIGN[request.params.kind];
        const { view, held, playerId } = await findView(ctx, request, kind, request.params.id);
        const now = ctx.now();
        const [data] = viewsToWire([view], namesLocale(request), now, held);
        if (!data) throw bonusError(404, 'bonus_not_found', requestLocale(request));
        const ranked = kindOf(view) === 'hunting' || kindOf(view) === 'tournament';
        return {
          data,
          leaderboard: ranked ? await leaderboard(ctx.db, view.campaign, playerId) : null,
        };
      },
    );

    app.get(
      '/bonuses/:kind/:id/terms',
      {
        schema: {
          params: detailParams,
          querystring: localeQuery,
          response: { 200: bonusTermsResponseSchema },
        },
      },
      async (request) => {
        const kind = LIST_KIND_TO_CAMPAIGN[request.params.kind];
        const { view } = await findView(ctx, request, kind, request.params.id);
        return {
          data: {
            id: request.params.id,
            paragraphs: localized(view.campaign.terms, namesLocale(request)),
          },
        };
      },
    );
  };
