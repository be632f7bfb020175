import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteConfigResponseSchema } from '@sportsbook/contract/site-config';
import type { Database } from '@/db/client';
import { requestLocale } from '@/http/messages';
import type { SiteConfigReader } from './reader';
import { changeSiteConfig, loadSiteConfig } from './store';

/** The web reads it at most every few seconds anyway; a short max-age lets a change show soon. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=5';

/** GET /site_config (sportsbook v2): the site's configuration in one call (spec §3). */
export const siteConfigRoutes =
  (reader: SiteConfigReader): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/site_config',
      { schema: { response: { 200: siteConfigResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        return reader.current();
      },
    );
  };

// any JSON object: the store checks it against the contract and answers 422 with field errors
const anyBody = z.record(z.string(), z.unknown());

/**
 * The operator API's site configuration (issue 16 item 1), under /api/operator behind the key:
 * read it, replace it whole (PUT) or merge a patch into it (PATCH); a bad one answers 422.
 * A change shows on this process's next request (the reader is invalidated), elsewhere within its TTL.
 */
export const siteConfigOperatorRoutes =
  (db: Database, siteId: string, reader: SiteConfigReader): FastifyPluginAsyncZod =>
  async (app) => {
    // committed: this process's routes read the new configuration on their next request
    const changed = <T>(answer: T): T => {
      reader.invalidate();
      return answer;
    };
    app.get('/site-config', { schema: { response: { 200: siteConfigResponseSchema } } }, () =>
      loadSiteConfig(db, siteId),
    );
    app.put(
      '/site-config',
      { schema: { body: anyBody, response: { 200: siteConfigResponseSchema } } },
      async (request) =>
        changed(
          await changeSiteConfig(db, siteId, { replace: request.body }, requestLocale(request)),
        ),
    );
    app.patch(
      '/site-config',
      { schema: { body: anyBody, response: { 200: siteConfigResponseSchema } } },
      async (request) =>
        changed(
          await changeSiteConfig(db, siteId, { patch: request.body }, requestLocale(request)),
        ),
    );
  };
