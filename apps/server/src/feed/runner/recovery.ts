import type { FastifyBaseLogger } from 'fastify';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/betting/catalog/status';
import type { Database } from '@/db/client';
import type { MarketRow } from '@/db/schema';
import { priceMarkets, settleMarket } from '@/feed/live/markets';
import { MODELS } from '@/feed/models';
import { fixtureAt } from '@/feed/schedule/fixtures';
import { fastForward, finishedEntries } from '@/feed/schedule/simulation';
import { toFeedMatch } from '@/feed/schedule/view';
import type { FeedMarket, FeedMatch } from '@/feed/types';
import type { CatalogueIds, ListMarkets } from './rows';
import {
  eventMarkets,
  knownUrns,
  markNotCovered,
  openFeedMatches,
  readCursor,
  recount,
  upsertMarkets,
  upsertMatches,
} from './store';

/**
 * What a start-up finds to mend: matches the database shows open that the engine no longer runs,
 * and matches that ended while no server was up to see them.
 */

/** Where the feed stands: its seed and speed decide every match. */
interface FeedPosition {
  seed: number;
  speed: number;
}

/** A stored market read back as the feed's shape (for settlement and manual changes). */
function toFeedMarket(urnId: string, row: MarketRow): FeedMarket {
  return {
    matchKey: urnId,
    marketId: row.marketId,
    name: row.name,
    specifier: row.specifier,
    groupKeys: row.marketGroups,
    priority: row.priority,
    status: row.status as FeedMarket['status'],
    provider: row.provider,
    outcomes: row.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      name: o.name,
      odds: o.odds,
      active: o.active,
      ...(o.result
        ? { result: o.result as NonNullable<FeedMarket['outcomes'][number]['result']> }
        : {}),
    })),
  };
}

/**
 * Matches of the last hours that ended before the database ever saw them (a first start, or a
 * long stop): written finished with their final score and settled markets, so results pages
 * have something to show from the first minute.
 */
export async function recentResults(
  db: Database,
  { seed, speed }: FeedPosition,
  now: number,
): Promise<{ match: FeedMatch; markets: FeedMarket[] }[]> {
  const finished = finishedEntries(seed, now, { speed });
  const known = await knownUrns(
    db,
    finished.map((f) => f.fixture.key),
  );
  return finished
    .filter((f) => !known.has(f.fixture.key))
    .map(({ fixture, sim, finishedAt }) => {
      const model = MODELS[fixture.sportKey];
      // the markets offered before kick-off, settled from the final score
      const offered = priceMarkets(seed, fixture, model.init(fixture.info), 1, 'pre');
      return {
        match: toFeedMatch(fixture, sim, MATCH_STATUS.finished, finishedAt),
        markets: offered.map((m) => settleMarket(fixture, sim, m)),
      };
    });
}

/** Simulated matches the database shows open but the engine no longer runs (`running`): finish them. */
export async function catchUp(
  db: Database,
  feed: FeedPosition & { ids: CatalogueIds; list: ListMarkets; log: FastifyBaseLogger },
  running: ReadonlySet<string>,
  now: number,
): Promise<void> {
  const cursor = await readCursor(db);
  const stale = (await openFeedMatches(db)).filter((o) => !running.has(o.urnId));
  const sameFeed = cursor?.seed === feed.seed && cursor.speed === feed.speed;
  for (const open of stale) {
    if (open.slot === null || !sameFeed) {
      // another seed or speed made it: the feed cannot tell how it ended
      await markNotCovered(db, open.id);
      continue;
    }
    const fx = fixtureAt(feed.seed, open.slot);
    const model = MODELS[fx.sportKey];
    const sim = fastForward(feed.seed, fx, model.init(fx.info), 0, Number.MAX_SAFE_INTEGER).sim;
    const final = toFeedMatch(fx, sim, MATCH_STATUS.finished, now);
    const rows = await eventMarkets(db, open.id, [
      MARKET_STATUS.allowed,
      MARKET_STATUS.suspended,
      MARKET_STATUS.deactivated,
      MARKET_STATUS.handedOver,
    ]);
    const settled = rows.map((r) => settleMarket(fx, sim, toFeedMarket(open.urnId, r)));
    await db.transaction(async (tx) => {
      await upsertMatches(tx, [final], feed.ids, feed.list);
      await upsertMarkets(tx, [{ eventId: open.id, markets: settled, all: settled }]);
      await recount(tx, [open.id]);
    });
  }
  if (stale.length > 0) feed.log.info({ finished: stale.length }, 'feed caught up');
}
