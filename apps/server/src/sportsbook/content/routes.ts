import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visibleBlocks, type ContentViewer } from '@sportsbook/betting/content/visibility';
import { contentPageQuerySchema, contentPageResponseSchema } from '@sportsbook/contract/content';
import { players } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { sessionPlayerId } from '@/http/session';
import { effectiveStatusGroups } from '@/platform';
import { contentPageToWire, findContentPage } from './store';

/** Who asks: a visitor, or a player with the groups they have now (spec §6). */
async function viewerOf(
  ctx: ServerContext,
  request: Parameters<typeof sessionPlayerId>[1],
): Promise<ContentViewer> {
  const id = await sessionPlayerId(ctx.db, request, ctx.config.now);
  if (!id) return { loggedIn: false, playerGroups: [] };
  const [row] = await ctx.db.select().from(players).where(eq(players.id, id)).limit(1);
  if (!row) return { loggedIn: false, playerGroups: [] };
  return { loggedIn: true, playerGroups: effectiveStatusGroups(row, ctx.config) };
}

/**
 * GET /api/sportsbook/v2/content_pages?path=&locale=: the page a viewer is shown, with only the
 * blocks their audience and player groups allow (decided here, so hidden blocks never leave).
 */
export const contentRoutes =
  (ctx: ServerContext, site: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/content_pages',
      {
        schema: {
          querystring: contentPageQuerySchema,
          response: { 200: contentPageResponseSchema },
        },
      },
      async (request, reply) => {
        const { path, locale } = request.query;
        const row = await findContentPage(ctx.db, site, path, locale);
        if (!row) throw new HttpError(404, 'not_found', 'No content page at this path');
        const viewer = await viewerOf(ctx, request);
        void reply.header('Cache-Control', 'private, no-store');
        const page = contentPageToWire(row);
        return { data: { ...page, blocks: visibleBlocks(page.blocks, viewer) } };
      },
    );
  };
