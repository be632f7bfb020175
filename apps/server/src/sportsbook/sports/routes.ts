import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sportsQuerySchema, sportsResponseSchema } from '@sportsbook/contract/catalog';
import type { Database } from '@/db/client';
import { paginate } from '@/http/pagination';
import { serializeSport } from './serializer';
import { listSports } from './service';

/** GET /sports (spec §7 catalogue): paged, translated, top sports first. */
export const sportsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sports',
      { schema: { querystring: sportsQuerySchema, response: { 200: sportsResponseSchema } } },
      async (request) => {
        const { items, total } = await listSports(db, request.query);
        return {
          data: items.map((item) => serializeSport(item)),
          pagination: paginate(total, request.query.page, request.query.limit),
        };
      },
    );
  };
