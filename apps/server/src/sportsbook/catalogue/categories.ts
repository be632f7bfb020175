import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  localeQuerySchema,
  type CategoriesQueryWire,
  type CategoryWire,
} from '@sportsbook/contract/catalog';
import { idParamSchema } from '@sportsbook/contract/common';
import type { Database } from '@/db/client';
import { categories, events, sports } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { paginate } from '@/http/pagination';
import type { ResponseCache } from '@/http/response-cache';
import { bettableSql } from '@/read-model/events-sql';
import { categoryRefColumns, sportRefColumns } from '@/read-model/refs';

const columns = (locale: string) => ({
  ...categoryRefColumns(locale),
  priority: categories.priority,
  provider: categories.provider,
  sport: sportRefColumns(locale),
});

type CategoryRecord = Awaited<ReturnType<typeof selectCategories>>[number];

function selectCategories(db: Database, locale: string, where: SQL | undefined) {
  return db
    .select(columns(locale))
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sportId))
    .where(where);
}

const toWire = (row: CategoryRecord): CategoryWire => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  country_code: row.country_code,
  priority: row.priority,
  sport: row.sport,
  provider: row.provider,
});

/** Filters of GET /categories; `bettable` keeps categories with at least one bettable match. */
export function categoriesWhere(query: Omit<CategoriesQueryWire, 'page' | 'limit'>) {
  // drizzle's exists() does not parenthesise raw SQL: write the subquery out
  const bettableHere = sql`exists (select 1 from ${events} where ${events.categoryId} = ${categories.id} and ${bettableSql})`;
  return and(
    query.sport_type ? eq(sports.type, query.sport_type) : undefined,
    query.sport_key ? eq(sports.key, query.sport_key) : undefined,
    query.bettable === undefined
      ? undefined
      : query.bettable
        ? bettableHere
        : sql`not ${bettableHere}`,
  );
}

/** GET /categories and /categories/{id} (spec §7 catalogue). */
export const categoriesRoutes =
  (db: Database, cache: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/categories',
      {
        schema: { querystring: categoriesQuerySchema, response: { 200: categoriesResponseSchema } },
      },
      async ({ query, url }, reply) =>
        cache.send(reply, url, categoriesResponseSchema, async () => {
          const where = categoriesWhere(query);
          const [rows, totals] = await Promise.all([
            selectCategories(db, query.locale, where)
              .orderBy(desc(sports.priority), desc(categories.priority), asc(categories.id))
              .limit(query.limit)
              .offset((query.page - 1) * query.limit),
            db
              .select({ total: count() })
              .from(categories)
              .innerJoin(sports, eq(sports.id, categories.sportId))
              .where(where),
          ]);
          return {
            data: rows.map(toWire),
            pagination: paginate(totals[0]?.total ?? 0, query.page, query.limit),
          };
        }),
    );

    app.get(
      '/categories/:id',
      {
        schema: {
          params: idParamSchema,
          querystring: localeQuerySchema,
          response: { 200: categoryResponseSchema },
        },
      },
      async ({ params, query }) => {
        const [row] = await selectCategories(db, query.locale, eq(categories.id, params.id));
        if (!row)
          throw new HttpError(404, 'category_not_found', `No category with id ${params.id}`);
        return toWire(row);
      },
    );
  };
