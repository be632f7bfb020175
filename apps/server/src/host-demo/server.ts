import Fastify, { type FastifyInstance } from 'fastify';
import { INIT_SPORTSBOOK_PATH, INIT_SPORTSBOOK_QUERY } from '@sportsbook/contract/session-init';
import type { SiteConfigWire } from '@sportsbook/contract/site-config';
import { hostDemoScript } from './bundle';
import { FOREIGN_PAGE, FOREIGN_SCRIPT, HOST_DEMO_CSS, hostDemoPage } from './page';

const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';

/**
 * The demo host page (issue 17 item 4): a platform page on a second origin that frames the
 * sportsbook and talks to it with packages/embed, so a newcomer and the e2e tests see the
 * host-page messages (spec §7) work across origins.
 */
export function buildHostDemo({
  frameUrl,
  issueToken,
}: {
  frameUrl: string;
  /** The platform's server-side call for a one-time token of its player (spec §2 /init-sportsbook). */
  issueToken?: () => Promise<string>;
}): FastifyInstance {
  const app = Fastify({ logger: false });
  const page = hostDemoPage(frameUrl);
  let script: Promise<string> | undefined;
  app.get('/', (_req, reply) => reply.type(HTML).send(page));
  app.get('/foreign', (_req, reply) => reply.type(HTML).send(FOREIGN_PAGE));
  app.get('/demo.css', (_req, reply) => reply.type('text/css; charset=utf-8').send(HOST_DEMO_CSS));
  app.get('/foreign.js', (_req, reply) => reply.type(JS).send(FOREIGN_SCRIPT));
  // the host signs its player in to the sportsbook: /init-sportsbook with a fresh token
  app.post('/demo-session', async (_req, reply) => {
    if (!issueToken) return reply.code(404).send({ code: 'not_found', message: 'No demo player' });
    return { url: initSportsbookUrl(frameUrl, await issueToken(), '/') };
  });
  app.get('/demo.js', async (_req, reply) => {
    script ??= hostDemoScript();
    return reply.type(JS).send(await script);
  });
  return app;
}

/** The demo host's origin as a browser names it (a wildcard listen address is reached on loopback). */
export function hostDemoOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return new URL(`http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`).origin;
}

/** The seed with the demo host among the embedding origins (spec §6), so it may frame the site. */
export function withHostDemoOrigin(seed: SiteConfigWire, origin: string): SiteConfigWire {
  if (seed.embedding.origins.includes(origin)) return seed;
  return {
    ...seed,
    embedding: { ...seed.embedding, origins: [...seed.embedding.origins, origin] },
  };
}

/** The sportsbook's /init-sportsbook address for `token`, going on to `redirect` (spec §2). */
export function initSportsbookUrl(frameUrl: string, token: string, redirect: string): string {
  const url = new URL(INIT_SPORTSBOOK_PATH, frameUrl);
  url.searchParams.set(INIT_SPORTSBOOK_QUERY.token, token);
  url.searchParams.set(INIT_SPORTSBOOK_QUERY.redirect, redirect);
  return url.href;
}
