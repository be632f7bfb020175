import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedsJackpot } from '@sportsbook/betting/jackpot/contribution';
import { bonusIdSchema } from '@sportsbook/contract/bonus';
import {
  applicableJackpotsResponseSchema,
  bonusBetsBodySchema,
  jackpotHitsQuerySchema,
  jackpotHitsResponseSchema,
  jackpotResponseSchema,
  jackpotsQuerySchema,
  jackpotsResponseSchema,
  markJackpotHitsSeenBodySchema,
} from '@sportsbook/contract/promotions';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { originCheck } from '@/http/origin-check';
import { requestLocale } from '@/http/messages';
import { requirePlayerId } from '@/http/session';
import { listHits, markJackpotHitsSeen } from './hits';
import { hitsAmounts, loadJackpots } from './store';
import { hitToWire, jackpotToWire } from './wire';

/** The single jackpot is refetched every 15 s (spec §9): a cached answer is at most 5 s old. */
const JACKPOT_CACHE = 'public, max-age=5';
/** Hits are refetched every 60 s (spec §9). */
const HITS_CACHE = 'public, max-age=30';

const notFound = (id: string) =>
  new HttpError(404, 'jackpot_not_found', `No jackpot ${id}`, { jackpot_id: id });

/**
 * Spec §7 GET /jackpots, /jackpots/{id}, POST /jackpots, GET /jackpot-hits and
 * POST /jackpot-hits/mark-as-seen (issue 15). With the jackpots feature flag off (spec §6) the
 * lists are empty and a jackpot is 404 `jackpot_not_found`. Spec §8: the web does not report
 * jackpot fetch errors, so an unknown id is a clean 404 with a code.
 */
export const jackpotsRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', originCheck(ctx.config.allowedOrigins));
    const enabled = async () => (await ctx.site.current()).data.features.jackpots;

    app.get(
      '/jackpots',
      { schema: { querystring: jackpotsQuerySchema, response: { 200: jackpotsResponseSchema } } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const loaded = (await enabled()) ? await loadJackpots(ctx.db) : [];
        const totals = await hitsAmounts(
          ctx.db,
          loaded.map((l) => l.jackpot.id),
        );
        void reply.header('cache-control', JACKPOT_CACHE);
        return {
          data: loaded.map(({ jackpot, levels }) =>
            jackpotToWire(jackpot, levels, totals.get(jackpot.id) ?? 0, locale),
          ),
        };
      },
    );

    app.get(
      '/jackpots/:id',
      {
        schema: {
          params: z.object({ id: bonusIdSchema }),
          querystring: jackpotsQuerySchema,
          response: { 200: jackpotResponseSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const [found] = (await enabled()) ? await loadJackpots(ctx.db, { ids: [id] }) : [];
        if (!found) throw notFound(id);
        const totals = await hitsAmounts(ctx.db, [id]);
        void reply.header('cache-control', JACKPOT_CACHE);
        return {
          data: jackpotToWire(
            found.jackpot,
            found.levels,
            totals.get(id) ?? 0,
            requestLocale(request),
          ),
        };
      },
    );

    // spec §3 bet ticket jackpots: per bet of the slip, the jackpots placing it would feed now
    app.post(
      '/jackpots',
      {
        schema: { body: bonusBetsBodySchema, response: { 200: applicableJackpotsResponseSchema } },
      },
      async (request) => {
        const loaded = (await enabled()) ? await loadJackpots(ctx.db) : [];
        const feeding = loaded.filter(
          ({ jackpot, levels }) =>
            jackpot.state === 'active' && levels.some((l) => l.state === 'active'),
        );
        return {
          data: request.body.bets.map((bet) => ({
            jackpots: feeding
              .filter(({ jackpot }) =>
                feedsJackpot(
                  {
                    stake: bet.stake?.value ?? null,
                    currency: bet.stake?.currency ?? null,
                    selectionOdds: bet.selections.map((s) => s.odds),
                  },
                  jackpot,
                ),
              )
              .map(({ jackpot }) => ({ id: jackpot.id })),
          })),
        };
      },
    );

    app.get(
      '/jackpot-hits',
      {
        schema: {
          querystring: jackpotHitsQuerySchema,
          response: { 200: jackpotHitsResponseSchema },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const playerId = query.for_user ? await requirePlayerId(ctx, request) : undefined;
        if (query.unseen && !playerId)
          throw new HttpError(400, 'unseen_needs_for_user', 'unseen is only for for_user=true');
        if (!(await enabled())) return { data: [] };
        // players see hits of the jackpots shown; their own hits whatever the jackpot is now
        const visible = playerId ? [] : (await loadJackpots(ctx.db)).map((l) => l.jackpot.id);
        const ids = query.jackpot_id
          ? playerId || visible.includes(query.jackpot_id)
            ? [query.jackpot_id]
            : []
          : playerId
            ? undefined
            : visible;
        const hits = await listHits(ctx.db, {
          ...(ids ? { jackpotIds: ids } : {}),
          statuses: query.status ? [query.status] : ['approved', 'paid'],
          ...(playerId ? { playerId } : {}),
          unseen: query.unseen === true,
          limit: query.limit,
        });
        const names = await hitNames(
          ctx,
          hits.map((h) => h.jackpotId),
        );
        const locale = requestLocale(request);
        void reply.header('cache-control', playerId ? 'private, no-store' : HITS_CACHE);
        return {
          data: hits.map((hit) =>
            hitToWire(
              hit,
              {
                jackpot: names.jackpots.get(hit.jackpotId) ?? { en: hit.jackpotId },
                level: names.levels.get(`${hit.jackpotId}/${hit.levelCode}`),
              },
              locale,
            ),
          ),
        };
      },
    );

    // the jackpot-hit modal showed these hits (spec §4): only the caller's own are marked
    app.post(
      '/jackpot-hits/mark-as-seen',
      { schema: { body: markJackpotHitsSeenBodySchema } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        await markJackpotHitsSeen(ctx.db, playerId, request.body.ids);
        return reply.code(204).send();
      },
    );
  };

/** The names of the jackpots of a list of hits and of their levels (by `jackpot/level`). */
async function hitNames(ctx: ServerContext, jackpotIds: readonly string[]) {
  const loaded = await loadJackpots(ctx.db, { ids: [...new Set(jackpotIds)], all: true });
  const jackpots = new Map(loaded.map(({ jackpot }) => [jackpot.id, jackpot.names]));
  const levels = new Map(
    loaded.flatMap(({ levels: all }) => all.map((l) => [`${l.jackpotId}/${l.code}`, l.names])),
  );
  return { jackpots, levels };
}
