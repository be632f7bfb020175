import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sportsQuerySchema, sportsResponseSchema } from '@sportsbook/contract/catalog';
import type { Database } from '@/db/client';
import { paginate } from '@/http/pagination';
import type { ResponseCache } from '@/http/response-cache';
import { serializeSport } from './serializer';
import { listSports } from './service';

/** GET /sports (spec §7 catalogue): paged, translated, top sports first. */
export const sportsRoutes =
  (db: Database, cache: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sports',
      { schema: { querystring: sportsQuerySchema, response: { 200: sportsResponseSchema } } },
      async (request, reply) =>
        cache.send(reply, request.url, sportsResponseSchema, async () => {
          const { items, total } = await listSports(db, request.query);
          return {
            data: items.map((item) => serializeSport(item)),
            pagination: paginate(total, request.query.page, request.query.limit),
          };
        }),
    );
  };
