// Layer rules of the workspace (DESIGN.md): `npm test` row `deps` (scripts/deps.mjs) runs this on
// the web and the packages, then apps/server/.dependency-cruiser.cjs, when present, on apps/server
// from the repository root; that file may `extends` this one for the shared rules, setting its own
// `options.tsConfig` (apps/server/tsconfig.json).
const WEB = '^apps/web/';
const SRC = '^apps/web/src/';

/** Web layers from the top; a layer may import its own and lower layers only. */
const WEB_LAYERS = [
  ['app', ['^apps/web/app/', '^apps/web/[^/]+\\.(ts|tsx|mjs)$']],
  ['composition', [`${SRC}composition/`]],
  ['features', [`${SRC}features/`]],
  ['catalogue-session', [`${SRC}catalogue/`, `${SRC}session/`]],
  ['api-realtime', [`${SRC}api/`, `${SRC}realtime/`]],
  [
    'ui-i18n',
    [`${SRC}ui/`, `${SRC}i18n/`, `${SRC}theme/`, `${SRC}config/`, `${SRC}lib/`, `${SRC}types/`],
  ],
];

const layerRules = WEB_LAYERS.slice(1).map(([name, paths], index) => ({
  name: `web-layer-${name}`,
  comment: `${name} must not import a higher layer (${WEB_LAYERS.slice(0, index + 1)
    .map(([higher]) => higher)
    .join(', ')}): app -> composition -> features -> catalogue/session -> api/realtime -> ui/i18n`,
  severity: 'error',
  from: { path: paths },
  to: { path: WEB_LAYERS.slice(0, index + 1).flatMap(([, higher]) => higher) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere (type-only imports count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-not-to-apps',
      comment: 'Packages are shared by the apps and never import one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-not-to-each-other',
      comment: 'An app never imports another app.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    ...layerRules,
    {
      name: 'web-feature-face',
      comment:
        'Outside a feature only its faces are imported (features/x/index.ts, and server.ts for server-only parts): its insides may move freely.',
      severity: 'error',
      from: { path: WEB, pathNot: `${SRC}features/` },
      to: {
        path: `${SRC}features/[^/]+/`,
        pathNot: `${SRC}features/[^/]+/(index|server)\\.tsx?$`,
      },
    },
    {
      name: 'web-wire-in-api',
      comment:
        'Wire shapes (packages/contract) are parsed and mapped in src/api, events in src/realtime; nothing else sees them.',
      severity: 'error',
      from: {
        path: WEB,
        pathNot: [
          `${SRC}(api|realtime)/`,
          '\\.test\\.tsx?$',
          // still mapped in place: their calls are in src/api/bets.ts, reworked with the contract
          `${SRC}features/betslip/shared-(bets|restore)\\.tsx?$`,
          `${SRC}features/custombet/custom-bet\\.ts$`,
          // the provider list, defined once in the domain vocabulary
          `${SRC}features/search/header-search\\.tsx$`,
          // the host-page bridge is itself the boundary of the host's messages (spec §7)
          `${SRC}features/embed/bridge\\.ts$`,
        ],
      },
      to: { path: '^packages/contract/' },
    },
    {
      name: 'web-features-apart',
      comment: 'Features do not import each other; the composition layer or a route composes them.',
      severity: 'error',
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)\\.next/', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
