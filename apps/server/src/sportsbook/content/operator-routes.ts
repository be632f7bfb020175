import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentBlocksOrderBodySchema,
  contentPageBodySchema,
  contentPageKeyQuerySchema,
  contentPageResponseSchema,
  contentPagesResponseSchema,
} from '@sportsbook/contract/content';
import type { ServerContext } from '@/http/context';
import { FormError, HttpError } from '@/http/errors';
import { requestLocale, t } from '@/http/messages';
import { formErrorOf } from '@/http/field-errors';
import {
  contentPageToWire,
  deleteContentPage,
  getExactContentPage,
  listContentPages,
  putContentPage,
  saveBlocks,
} from './store';

// the body is checked here, not by the route schema: a bad page is a 422 with field errors
const anyObject = z.record(z.string(), z.unknown());

const notFound = () => new HttpError(404, 'not_found', 'No content page at this path');

/**
 * The operator API's content pages (issue 16 item 2) under /api/operator: list, read, create or
 * replace, delete, and reorder a page's blocks. Pages are addressed by path and locale.
 */
export const contentOperatorRoutes =
  (ctx: ServerContext, site: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/content-pages',
      { schema: { response: { 200: contentPagesResponseSchema } } },
      async () => ({
        data: (await listContentPages(ctx.db, site)).map((row) => {
          const { blocks, ...page } = contentPageToWire(row);
          return { ...page, block_count: blocks.length };
        }),
      }),
    );

    app.get(
      '/content-pages/page',
      {
        schema: {
          querystring: contentPageKeyQuerySchema,
          response: { 200: contentPageResponseSchema },
        },
      },
      async (request) => {
        const { path, locale } = request.query;
        const row = await getExactContentPage(ctx.db, site, path, locale ?? null);
        if (!row) throw notFound();
        return { data: contentPageToWire(row) };
      },
    );

    app.put(
      '/content-pages',
      { schema: { body: anyObject, response: { 200: contentPageResponseSchema } } },
      async (request) => {
        const parsed = contentPageBodySchema.safeParse(request.body);
        if (!parsed.success) throw formErrorOf(parsed.error, requestLocale(request));
        return {
          data: contentPageToWire(await putContentPage(ctx.db, site, parsed.data, ctx.now())),
        };
      },
    );

    app.delete(
      '/content-pages',
      { schema: { querystring: contentPageKeyQuerySchema } },
      async (request, reply) => {
        const { path, locale } = request.query;
        if (!(await deleteContentPage(ctx.db, site, path, locale ?? null))) throw notFound();
        return reply.code(204).send();
      },
    );

    app.patch(
      '/content-pages/blocks-order',
      { schema: { body: anyObject, response: { 200: contentPageResponseSchema } } },
      async (request) => {
        const locale = requestLocale(request);
        const parsed = contentBlocksOrderBodySchema.safeParse(request.body);
        if (!parsed.success) throw formErrorOf(parsed.error, locale);
        const { path, locale: pageLocale, block_ids } = parsed.data;
        const row = await getExactContentPage(ctx.db, site, path, pageLocale);
        if (!row) throw notFound();
        const byId = new Map(row.blocks.map((b) => [b.id, b]));
        const sameSet =
          block_ids.length === row.blocks.length &&
          new Set(block_ids).size === block_ids.length &&
          block_ids.every((id) => byId.has(id));
        if (!sameSet) {
          throw new FormError(t(locale, 'validation_failed'), {
            block_ids: [
              {
                code: 'block_ids_mismatch',
                message: "must list each of the page's block ids once",
              },
            ],
          });
        }
        const blocks = block_ids.flatMap((id) => byId.get(id) ?? []);
        return { data: contentPageToWire(await saveBlocks(ctx.db, row.id, blocks, ctx.now())) };
      },
    );
  };
