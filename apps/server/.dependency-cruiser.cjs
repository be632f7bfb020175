// Layer rules of the reference backend (DESIGN.md layout), for dependency-cruiser. Paths are from
// the repository root: `npx depcruise --config apps/server/.dependency-cruiser.cjs apps/server/src`.
// The root config takes `forbidden` from here; `options` lets this file run on its own.
//
// Layers, top to bottom: main.ts/app.ts (composition) -> routes -> services (sportsbook/,
// platform/, feed/, push/) -> read-model/ -> http/ (the shared base) -> db/. Type-only imports
// count too.

const SRC = '^apps/server/src/';
const TEST = '\\.test\\.ts$';

/** Files whose job is HTTP endpoints (each catalogue file is one endpoint). */
const ROUTES = [
  `${SRC}.*(^|/|-)routes\\.ts$`,
  `${SRC}push/(server|http-api|setup)\\.ts$`,
  `${SRC}feed/runner/control\\.ts$`,
  `${SRC}sportsbook/catalogue/[^/]+\\.ts$`,
  `${SRC}sportsbook/account/(favourites|settings)\\.ts$`,
];

const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    rule(
      'server-no-circular',
      'No import cycles in the server.',
      { path: SRC },
      { circular: true },
    ),
    rule(
      'server-composition-root',
      'Only main.ts builds the app; nothing else imports main.ts or app.ts.',
      { path: SRC, pathNot: [`${SRC}main\\.ts$`, TEST] },
      { path: `${SRC}(app|main)\\.ts$` },
    ),
    rule(
      'server-routes-on-top',
      'Routes -> services -> read model/db: only app.ts and other routes import a routes file.',
      { path: SRC, pathNot: [`${SRC}app\\.ts$`, TEST, ...ROUTES] },
      { path: ROUTES },
    ),
    rule(
      'server-db-is-the-ground',
      'db/ (schema, migrations, seed, client) imports nothing else of the server.',
      { path: `${SRC}db/`, pathNot: TEST },
      { path: SRC, pathNot: `${SRC}db/` },
    ),
    rule(
      'server-read-model-beneath',
      'read-model/ (catalogue rows -> wire, shared queries) reads only the db: API and feed use it.',
      { path: `${SRC}read-model/`, pathNot: TEST },
      { path: SRC, pathNot: `${SRC}(read-model|db)/` },
    ),
    rule(
      'server-base-beneath',
      'http/ is the shared base (context, session, origin check, rate limits, messages, the ' +
        'Publisher port): it imports no feature.',
      { path: `${SRC}http/`, pathNot: TEST },
      { path: [`${SRC}(sportsbook|platform|feed|read-model|push)/`, `${SRC}(app|main|env)\\.ts$`] },
    ),
    rule(
      'server-env-beneath',
      'env.ts reads the environment into the config types of the base, push and db only.',
      { path: `${SRC}env\\.ts$` },
      { path: `${SRC}(sportsbook|platform|feed|read-model)/` },
    ),
    rule(
      'server-push-standalone',
      'push/ (the Centrifugo protocol server) knows no sportsbook, platform or feed.',
      { path: `${SRC}push/`, pathNot: TEST },
      { path: `${SRC}(sportsbook|platform|feed|read-model)/` },
    ),
    rule(
      'server-feed-not-api',
      'The feed writes the catalogue and reads it through read-model/, never through the API.',
      { path: `${SRC}feed/`, pathNot: TEST },
      { path: `${SRC}(sportsbook|platform)/` },
    ),
    rule(
      'server-platform-not-sportsbook',
      'The platform (accounts, wallet) knows nothing of the sportsbook or the feed.',
      { path: `${SRC}platform/`, pathNot: TEST },
      { path: `${SRC}(sportsbook|feed)/` },
    ),
    rule(
      'server-sportsbook-through-platform-face',
      'The sportsbook reaches the platform only through platform/index.ts (currencies, wallet).',
      { path: `${SRC}sportsbook/` },
      { path: `${SRC}platform/`, pathNot: `${SRC}platform/index\\.ts$` },
    ),
    rule(
      'server-sportsbook-not-feed',
      'The sportsbook hears of feed writes through app.ts (onEventsWritten), not by importing it.',
      { path: `${SRC}sportsbook/` },
      { path: `${SRC}feed/` },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  },
};
