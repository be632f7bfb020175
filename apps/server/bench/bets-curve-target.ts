// The `bets` curve's server side (bench/curves/bets.mjs, run with tsx): for each point a fresh
// in-memory PGlite with that many bets, one player holding PLAYER_BETS of them; GET /bets of that
// player through the app's routes (Fastify inject), then markets of SETTLE_BETS open bets each
// settled through the dev API's settle route (the feed's settlement path: markets, then the
// bet engine). One JSON line on stdout: the points.
import { SESSION_COOKIE } from '@sportsbook/contract/platform';
import type { BetsResponseWire } from '@sportsbook/contract/bets';
import { API_PREFIX, buildApp, type App } from '@/app';
import { openDatabase, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemoData } from '@/db/seed';
import {
  benchPlayer,
  catalogueRefs,
  fillBets,
  insertMatches,
  insertPlayers,
  type CatalogueRefs,
} from './bets-curve-fill';
import {
  answer,
  elapsed,
  envInt,
  envInts,
  explain,
  getJson,
  inline,
  progress,
  query,
  statementRecorder,
  timed,
  type Statement,
} from './curve-lib';

const POINTS = envInts('BENCH_BETS_POINTS', [10_000, 100_000, 1_000_000]);
const PLAYER_BETS = envInt('BENCH_BETS_PLAYER_BETS', 10_000);
const SETTLE_BETS = envInt('BENCH_BETS_SETTLE_BETS', 1_000);
const SETTLE_MARKETS = envInt('BENCH_BETS_SETTLE_MARKETS', 3);
const REQUESTS = envInt('BENCH_BETS_REQUESTS', 50);
const WARMUP = 10;
const EXPLAIN = process.env.BENCH_BETS_EXPLAIN === '1';
const VACUUM = process.env.BENCH_BETS_VACUUM === '1';
const BETS = `${API_PREFIX.sportsbookV3}/bets`;
/** The web's page (apps/web getBets: pages of 500 until the last). */
const WEB_PAGE = 500;
/** A deep page: page 200 of 20 (bets 3,981-4,000), or the last with fewer bets. */
const DEEP_PAGE = Math.min(200, PLAYER_BETS / 20);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** p50/p95 of GET /bets with `params`, checking the page is the one asked for. */
async function listLatency(app: App, cookie: string, params: string, expectTotal: number) {
  const url = `${BETS}?${params}`;
  const first = await getJson<BetsResponseWire>(app, url, cookie);
  if (first.pagination.total !== expectTotal || first.data.length === 0)
    throw new Error(`GET ${url}: total ${first.pagination.total}, expected ${expectTotal}`);
  return timed(
    async () => {
      await getJson(app, url, cookie);
    },
    { warmup: WARMUP, n: REQUESTS },
  );
}

/** What My Bets loads: every page of 500 of the player's bets, one after another (ms). */
async function allPagesMs(app: App, cookie: string): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1)
    runs.push(
      await elapsed(async () => {
        for (let page = 1; ; page += 1) {
          const body = await getJson<BetsResponseWire>(
            app,
            `${BETS}?page=${page}&limit=${WEB_PAGE}`,
            cookie,
          );
          if (page * WEB_PAGE >= body.pagination.total) break;
        }
      }),
    );
  return median(runs);
}

/** A live match with a 1x2 market and SETTLE_BETS open singles on it, one per player `sp`i. */
async function settleFixture(db: Database, refs: CatalogueRefs, n: number): Promise<number> {
  const [matchId] = await insertMatches(db, refs, {
    prefix: `bench:settle:${n}:`,
    count: 1,
    open: true,
  });
  if (matchId === undefined) throw new Error('no settlement match');
  await query(
    db,
    `insert into bets (id, player_id, bet_type, status, stake, currency, odds, device_id, created_at)
     select 'sbet_${n}_' || i, 'sp' || i, 'single', 'waiting_results', 100, 'EUR',
       (array[2, 3.4, 3.9])[1 + i % 3], 'bench', now()
     from generate_series(1, ${SETTLE_BETS}) i order by i`,
  );
  await query(
    db,
    `insert into bet_selections (bet_id, position, event_id, match_urn_id, name_a, name_b,
       provider, market_id, market_name, specifier, outcome_id, outcome_name, odds)
     select 'sbet_${n}_' || i, 0, ${matchId}, 'bench:settle:${n}:1', 'Home 1', 'Away 1',
       'betradar', 1, '1x2', '', (array['home', 'draw', 'away'])[1 + i % 3],
       (array['Home', 'Draw', 'Away'])[1 + i % 3], (array[2, 3.4, 3.9])[1 + i % 3]
     from generate_series(1, ${SETTLE_BETS}) i`,
  );
  return matchId;
}

/** Settles the fixture's market through POST /api/dev/matches/:id/settle (ms), all bets done. */
async function settleMs(app: App, db: Database, matchId: number, n: number): Promise<number> {
  const ms = await elapsed(async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX.dev}/matches/${matchId}/settle`,
      payload: {
        markets: [
          { market_id: 1, specifier: '', results: { home: 'win_entire', draw: 'lose_entire' } },
        ],
      },
    });
    if (res.statusCode !== 200) throw new Error(`settle: ${res.statusCode} ${res.body}`);
  });
  const [left] = await query<{ n: number }>(
    db,
    `select count(*)::int as n from bets where id like 'sbet\\_${n}\\_%' and status <> 'done'`,
  );
  if (left?.n !== 0) throw new Error(`settle: ${left?.n} bets of market ${n} not settled`);
  return ms;
}

type Recorder = ReturnType<typeof statementRecorder>;

/** EXPLAIN ANALYZE of every statement one GET /bets issues (list.ts, read.ts). */
async function requestPlans(
  app: App,
  db: Database,
  recorder: Recorder,
  cookie: string,
  params: string,
) {
  const statements = await recorder.recording(() => getJson(app, `${BETS}?${params}`, cookie));
  const plans = [];
  for (const s of statements)
    plans.push({ statement: s.query.slice(0, 200), plan: await explain(db, inline(s)) });
  return plans;
}

/**
 * Settles the fixtures; with EXPLAIN, the bet engine's read of a match's open bets (recorded
 * settling the first) is explained on the second before it settles. @returns ms per market
 */
async function settleAll(app: App, db: Database, recorder: Recorder, fixtures: number[]) {
  const settles: number[] = [];
  let plan: string[] | undefined;
  let read: Statement | undefined;
  for (const [n, matchId] of fixtures.entries()) {
    if (read && !plan) {
      const first = fixtures[0];
      const params = read.params.map((p) => (p === first ? matchId : p));
      plan = await explain(db, inline({ ...read, params }));
    }
    const settle = async () => void settles.push(await settleMs(app, db, matchId, n));
    if (!EXPLAIN || n > 0) await settle();
    else
      read = (await recorder.recording(settle)).find(
        (s) => /select distinct/i.test(s.query) && s.query.includes('"bet_selections"'),
      );
  }
  return { settles, plan };
}

async function measure(total: number) {
  const recorder = statementRecorder();
  const database = await openDatabase(
    { kind: 'pglite', dataDir: null },
    { logger: recorder.logger },
  );
  try {
    const db = database.db;
    await migrateDatabase(database);
    await seedDemoData(db);
    const refs = await catalogueRefs(db);
    const token = await benchPlayer(db);
    const cookie = `${SESSION_COOKIE}=${token}`;
    progress(`${total} bets: filling…`);
    const fillMs = await elapsed(() =>
      fillBets(db, refs, {
        total,
        playerBets: PLAYER_BETS,
        onChunk: (n) => n < total && progress(`${total} bets: ${n} in`),
      }),
    );
    await insertPlayers(db, 'sp', SETTLE_BETS);
    const fixtures: number[] = [];
    for (let n = 0; n < SETTLE_MARKETS; n += 1) fixtures.push(await settleFixture(db, refs, n));
    // what autovacuum's analyze does on PostgreSQL (PGlite has none): statistics for the planner;
    // BENCH_BETS_VACUUM=1 also sets the visibility map as autovacuum would (index-only scans)
    const analyzeMs = await elapsed(() => query(db, VACUUM ? 'vacuum analyze' : 'analyze'));
    progress(
      `${total} bets: filled in ${Math.round(fillMs)} ms (analyze ${Math.round(analyzeMs)} ms), GET /bets…`,
    );
    const app = await buildApp({
      database,
      devApi: true,
      // never started: only the settle route moves markets
      feed: { enabled: true, seed: 1, speed: 1, tickMs: 1_000 },
      validateResponses: false,
      locales: ['en'],
    });
    try {
      const listed = PLAYER_BETS;
      const openCount = PLAYER_BETS / 20;
      const first = await listLatency(app, cookie, 'page=1&limit=20', listed);
      const deep = await listLatency(app, cookie, `page=${DEEP_PAGE}&limit=20`, listed);
      const open = await listLatency(app, cookie, 'status=open&limit=20', openCount);
      const settled = await listLatency(app, cookie, 'status=settled&limit=20', listed - openCount);
      const webPage = await listLatency(app, cookie, `page=1&limit=${WEB_PAGE}`, listed);
      const allPages = await allPagesMs(app, cookie);
      const plans = EXPLAIN
        ? {
            page: await requestPlans(app, db, recorder, cookie, 'page=1&limit=20'),
            deepPage: await requestPlans(app, db, recorder, cookie, `page=${DEEP_PAGE}&limit=20`),
            open: await requestPlans(app, db, recorder, cookie, 'status=open&limit=20'),
          }
        : undefined;
      progress(`${total} bets: GET /bets p50 ${first.p50} ms, settling ${SETTLE_MARKETS} markets…`);
      const { settles, plan: settlePlan } = await settleAll(app, db, recorder, fixtures);
      return {
        x: total,
        betsListP50Ms: first.p50,
        betsListP95Ms: first.p95,
        betsDeepPageP50Ms: deep.p50,
        betsDeepPageP95Ms: deep.p95,
        betsOpenP50Ms: open.p50,
        betsOpenP95Ms: open.p95,
        betsSettledP50Ms: settled.p50,
        betsSettledP95Ms: settled.p95,
        betsWebPageP50Ms: webPage.p50,
        betsWebPageP95Ms: webPage.p95,
        betsAllPagesMs: allPages,
        settleMarketMs: median(settles),
        settleMarketRunsMs: settles,
        requestsPerFigure: REQUESTS,
        fillMs,
        vacuumed: VACUUM,
        ...(plans ? { plans: { ...plans, settleOpenBets: settlePlan } } : {}),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const points = [];
for (const total of POINTS) points.push(await measure(total));
answer({ playerBets: PLAYER_BETS, settleBetsPerMarket: SETTLE_BETS, points });
process.exit(0);
