// The `liveList` curve's server side (bench/curves/live-list.mjs, run with tsx): a fresh in-memory
// PGlite whose catalogue is the feed's own (started once, not ticking), its live matches copied
// with their markets until the catalogue has each point's number of live matches; then GET
// /matches?match_status=1 through the app's routes, every request its own URL (uncached). The
// copies happen in this process only: no knob of the server makes them. One JSON line on stdout.
import { MATCH_STATUS } from '@sportsbook/betting/catalog/status';
import type { MatchesResponseWire } from '@sportsbook/contract/match';
import { API_PREFIX, buildApp, type App } from '@/app';
import { openDatabase, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemoData } from '@/db/seed';
import {
  answer,
  envInt,
  envInts,
  explain,
  getJson,
  inline,
  progress,
  query,
  statementRecorder,
  timed,
} from './curve-lib';

const POINTS = envInts('BENCH_LIVE_POINTS', [300, 1_000, 3_000]);
const REQUESTS = envInt('BENCH_LIVE_REQUESTS', 100);
const FULL_REQUESTS = envInt('BENCH_LIVE_FULL_REQUESTS', 50);
const EXPLAIN = process.env.BENCH_LIVE_EXPLAIN === '1';
const LIVE = MATCH_STATUS.live;
/** The largest page GET /matches allows (contract MAX_LIST_LIMIT). */
const FULL_LIMIT = 500;
const PAGE_LIMIT = 50;

async function liveCount(db: Database): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    `select count(*)::int as n from events where type = 'match' and status = ${LIVE}`,
  );
  return row?.n ?? 0;
}

/**
 * Copies of the feed's own live matches (`copy` numbers them apart) with their markets, until
 * `target` matches are live. A copy keeps everything but its id, urn, slug and feed slot.
 */
async function growLive(db: Database, target: number, round: number): Promise<void> {
  const now = await liveCount(db);
  if (now >= target) return;
  const copies = Math.ceil((target - now) / feedLive);
  await query(db, 'drop table if exists clone_map, clone_events, clone_markets');
  await query(
    db,
    `create temp table clone_map as
     select e.id as old_id, nextval(pg_get_serial_sequence('events', 'id'))::int as new_id,
       c as copy
     from (select id from events where type = 'match' and status = ${LIVE} and feed_slot is not null
       order by id) e, generate_series(1, ${copies}) c
     order by c, e.id limit ${target - now}`,
  );
  await query(
    db,
    `create temp table clone_events as
     select e.*, m.new_id as clone_id, m.copy as clone_copy
     from events e join clone_map m on m.old_id = e.id`,
  );
  await query(
    db,
    `update clone_events set id = clone_id, urn_id = urn_id || ':bench${round}:' || clone_copy,
       slug = slug || '-bench${round}-' || clone_copy, feed_slot = null`,
  );
  await query(db, 'alter table clone_events drop column clone_id, drop column clone_copy');
  await query(db, 'insert into events select * from clone_events');
  await query(
    db,
    `create temp table clone_markets as
     select mk.*, m.new_id as clone_id from markets mk join clone_map m on m.old_id = mk.event_id`,
  );
  await query(db, 'update clone_markets set event_id = clone_id');
  await query(db, 'alter table clone_markets drop column clone_id');
  await query(db, 'insert into markets select * from clone_markets');
  await query(db, 'analyze');
}

/** p50/p95 of GET /matches?match_status=1&limit=…, each request its own URL (no cached answer). */
async function latency(app: App, limit: number, live: number, n: number) {
  const path = `${API_PREFIX.sportsbookV2}/matches?match_status=${LIVE}&limit=${limit}`;
  const first = await getJson<MatchesResponseWire>(app, `${path}&uncached=check-${live}`);
  if (first.pagination.total !== live || first.data.length !== Math.min(limit, live))
    throw new Error(
      `${path}: total ${first.pagination.total}, ${first.data.length} rows; ${live} live`,
    );
  let request = 0;
  return timed(
    async () => {
      request += 1;
      await getJson(app, `${path}&uncached=${request}`);
    },
    { warmup: 30, n },
  );
}

/** EXPLAIN ANALYZE of the statements one uncached GET /matches issues (matches.ts, read-model). */
async function plans(app: App, limit: number) {
  const path = `${API_PREFIX.sportsbookV2}/matches?match_status=${LIVE}&limit=${limit}`;
  const statements = await recorder.recording(() => getJson(app, `${path}&uncached=explain`));
  const out = [];
  for (const s of statements)
    out.push({ statement: s.query.slice(0, 200), plan: await explain(db, inline(s)) });
  return out;
}

const recorder = statementRecorder();
const database = await openDatabase({ kind: 'pglite', dataDir: null }, { logger: recorder.logger });
const db = database.db;
await migrateDatabase(database);
await seedDemoData(db);
const app = await buildApp({
  database,
  // the feed fills the catalogue once; it never ticks, so the counts stay put
  feed: { enabled: true, seed: 1, speed: 1, tickMs: 1_000 },
  validateResponses: false,
  locales: ['en'],
});
await app.feed?.start({ tick: false });
// the feed's own live matches: the ones copied (a copy has no feed slot)
const [originals] = await query<{ n: number }>(
  db,
  `select count(*)::int as n from events where type = 'match' and status = ${LIVE}
     and feed_slot is not null`,
);
const feedLive = originals?.n ?? 0;
if (feedLive === 0) throw new Error('the feed has no live match to copy');
const [events] = await query<{ n: number }>(db, 'select count(*)::int as n from events');
progress(`the feed wrote ${events?.n} events, ${feedLive} live`);
const points = [];
for (const [round, target] of POINTS.entries()) {
  await growLive(db, target, round);
  // rows written behind the app's back: no cached answer of the last point is served
  app.catalogueCache.bump();
  const live = await liveCount(db);
  const [markets] = await query<{ n: number }>(db, 'select count(*)::int as n from markets');
  progress(`${live} live matches (${markets?.n} markets): GET /matches…`);
  const page = await latency(app, PAGE_LIMIT, live, REQUESTS);
  const full = await latency(app, FULL_LIMIT, live, FULL_REQUESTS);
  const plan = EXPLAIN ? await plans(app, PAGE_LIMIT) : undefined;
  points.push({
    x: live,
    listP50Ms: page.p50,
    listP95Ms: page.p95,
    fullListP50Ms: full.p50,
    fullListP95Ms: full.p95,
    fullListRows: Math.min(FULL_LIMIT, live),
    markets: markets?.n ?? 0,
    ...(plan ? { plan } : {}),
  });
}
await app.close();
await database.close();
answer({ feedLive, pageLimit: PAGE_LIMIT, fullLimit: FULL_LIMIT, points });
process.exit(0);
