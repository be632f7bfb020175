import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  categories,
  events,
  feedCursor,
  markets,
  providerStatuses,
  sports,
  tournaments,
} from '@/db/schema';
import { MODELS } from '@/feed/models';
import { fixtureAt } from '@/feed/schedule/fixtures';
import type { FeedCatalogue, FeedMarket, FeedMatch, Provider, ProviderStatus } from '@/feed/types';
import {
  marketIdentity,
  marketRow,
  matchRow,
  mostBalancedLines,
  outrightRow,
  type CatalogueIds,
  type ListMarkets,
} from './rows';

/**
 * Database writes of the feed. Every write is an upsert keyed by the feed's stable keys (urn ids,
 * market identity), so replaying a tick or restarting never duplicates a match or a market.
 */

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Main and secondary market kinds per sport: the two highest-priority markets of a prematch match. */
export function listMarketsOf(seed: number, catalogue: FeedCatalogue): ListMarkets {
  const out: ListMarkets = new Map();
  for (const sport of catalogue.sports) {
    const league = catalogue.leagues.find((l) => l.sportKey === sport.key);
    if (!league) continue;
    // a fixture of the sport's first slot gives the sport's market list (same for every match)
    let slot = 0;
    while (fixtureAt(seed, slot).sportKey !== sport.key && slot < 1000) slot++;
    const fx = fixtureAt(seed, slot);
    const model = MODELS[fx.sportKey];
    const quotes = model.quotes(model.init(fx.info), fx.info);
    const kinds = [...new Map(quotes.map((q) => [q.marketId, q])).values()].sort(
      (a, b) => b.priority - a.priority,
    );
    out.set(sport.key, {
      main: kinds[0]?.marketId ?? null,
      secondary: kinds[1]?.marketId ?? null,
    });
  }
  return out;
}

/** Outcome counts of a sport's main and secondary market (the list's odds columns). */
function outcomeCounts(seed: number, sportKey: string, list: ListMarkets): [number, number] {
  let slot = 0;
  while (fixtureAt(seed, slot).sportKey !== sportKey && slot < 1000) slot++;
  const fx = fixtureAt(seed, slot);
  const model = MODELS[fx.sportKey];
  const quotes = model.quotes(model.init(fx.info), fx.info);
  const kinds = list.get(sportKey);
  const size = (id: number | null | undefined) =>
    quotes.find((q) => q.marketId === id)?.outcomes.length ?? 0;
  return [size(kinds?.main), size(kinds?.secondary)];
}

/** Upserts categories and tournaments of the catalogue; returns the ids of everything by key. */
export async function syncCatalogue(
  db: Database,
  catalogue: FeedCatalogue,
  list: ListMarkets,
): Promise<CatalogueIds> {
  const sportRows = await db.select({ id: sports.id, key: sports.key }).from(sports);
  const sportIds = new Map(sportRows.map((s) => [s.key, s.id]));
  const missing = catalogue.sports.filter((s) => !sportIds.has(s.key)).map((s) => s.key);
  if (missing.length > 0) throw new Error(`sports not seeded: ${missing.join(', ')}`);
  const catRows = await db
    .insert(categories)
    .values(
      catalogue.categories.map((c) => ({
        urnId: c.key,
        slug: c.slug,
        sportId: sportIds.get(c.sportKey) ?? 0,
        names: c.name,
        countryCode: c.countryCode,
        priority: c.priority,
        provider: c.provider,
      })),
    )
    .onConflictDoUpdate({
      target: categories.urnId,
      set: {
        slug: excluded('slug'),
        names: excluded('names'),
        countryCode: excluded('country_code'),
        priority: excluded('priority'),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: categories.id, urnId: categories.urnId });
  const categoryIds = new Map(catRows.map((c) => [c.urnId, c.id]));
  const tourRows = await db
    .insert(tournaments)
    .values(
      catalogue.leagues.map((l) => {
        const [main, secondary] = outcomeCounts(catalogue.seed, l.sportKey, list);
        return {
          urnId: l.key,
          slug: l.slug,
          sportId: sportIds.get(l.sportKey) ?? 0,
          categoryId: categoryIds.get(l.categoryKey) ?? 0,
          names: l.name,
          priority: l.priority,
          provider: l.provider,
          mainMarketOutcomesCount: main,
          secondaryMarketOutcomesCount: secondary,
        };
      }),
    )
    .onConflictDoUpdate({
      target: tournaments.urnId,
      set: {
        slug: excluded('slug'),
        names: excluded('names'),
        priority: excluded('priority'),
        mainMarketOutcomesCount: excluded('main_market_outcomes_count'),
        secondaryMarketOutcomesCount: excluded('secondary_market_outcomes_count'),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: tournaments.id, urnId: tournaments.urnId });
  return {
    sports: sportIds,
    categories: categoryIds,
    tournaments: new Map(tourRows.map((t) => [t.urnId, t.id])),
  };
}

/** Upserts the outrights of the catalogue with their winner markets (parents first). */
export async function syncOutrights(
  db: Database,
  catalogue: FeedCatalogue,
  ids: CatalogueIds,
): Promise<void> {
  const names = new Map(catalogue.competitors.map((c) => [c.key, c.name]));
  const leagueCategory = new Map(catalogue.leagues.map((l) => [l.key, l.categoryKey]));
  const eventIds = new Map<string, number>();
  const ordered = [
    ...catalogue.outrights.filter((o) => o.parentKey === null),
    ...catalogue.outrights.filter((o) => o.parentKey !== null),
  ];
  for (const o of ordered) {
    const parentId = o.parentKey === null ? null : (eventIds.get(o.parentKey) ?? null);
    const row = outrightRow(o, ids, leagueCategory.get(o.leagueKey) ?? '', parentId, names);
    const [saved] = await db
      .insert(events)
      .values(row)
      .onConflictDoUpdate({
        target: events.urnId,
        set: { names: row.names, status: row.status, endDate: row.endDate, updatedAt: sql`now()` },
      })
      .returning({ id: events.id });
    if (!saved) continue;
    eventIds.set(o.key, saved.id);
    await upsertMarkets(db, [{ eventId: saved.id, markets: [o.market], all: [o.market] }]);
  }
  await recount(db, [...eventIds.values()]);
}

/** Markets to write for one event; `all` is the event's full current list (for most balanced). */
export interface MarketWrite {
  eventId: number;
  markets: readonly FeedMarket[];
  all: readonly FeedMarket[];
}

/**
 * Market statuses whose results are final: settled (-3) and cancelled (-4). A final market is never
 * written again (no resettlement): its bets were paid from these results.
 */
export const FINAL_MARKET_STATUSES = [-3, -4] as const;

/** True when a market's results are final ({@link FINAL_MARKET_STATUSES}). */
export const isFinalMarket = (status: number): boolean =>
  (FINAL_MARKET_STATUSES as readonly number[]).includes(status);

/**
 * Upserts markets, except markets already final in the database: those keep their status, results
 * and first settlement time, so a replay, a restart or a late tick never settles twice nor reopens.
 * @returns per event id, the market identities left as they were (final)
 */
export async function upsertMarkets(
  db: Database,
  writes: readonly MarketWrite[],
): Promise<Map<number, Set<string>>> {
  const rows = writes.flatMap((w) => {
    const balanced = mostBalancedLines(w.all.length > 0 ? w.all : w.markets);
    return w.markets.map((m) =>
      marketRow(w.eventId, m, m.status === -3 || balanced.has(`${m.marketId}/${m.specifier}`)),
    );
  });
  const kept = new Map<number, Set<string>>();
  // PostgreSQL caps parameters per statement, so large writes go in chunks
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const written = await db
      .insert(markets)
      .values(chunk)
      .onConflictDoUpdate({
        target: [markets.eventId, markets.marketId, markets.specifier],
        set: {
          name: excluded('name'),
          status: excluded('status'),
          outcomes: excluded('outcomes'),
          marketGroups: excluded('market_groups'),
          priority: excluded('priority'),
          mostBalanced: excluded('most_balanced'),
          settledAt: sql`coalesce(${markets.settledAt}, excluded.settled_at)`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${markets.status} not in (${sql.raw(FINAL_MARKET_STATUSES.join(', '))})`,
      })
      .returning({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
      });
    const done = new Set(written.map((w) => `${w.eventId}|${marketIdentity(w)}`));
    for (const row of chunk) {
      if (done.has(`${row.eventId}|${marketIdentity(row)}`)) continue;
      kept.set(row.eventId, (kept.get(row.eventId) ?? new Set()).add(marketIdentity(row)));
    }
  }
  return kept;
}

/** Upserts matches (every feed-owned field); returns their event ids by urn. */
export async function upsertMatches(
  db: Database,
  matches: readonly FeedMatch[],
  ids: CatalogueIds,
  list: ListMarkets,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < matches.length; i += 200) {
    const rows = matches.slice(i, i + 200).map((m) => matchRow(m, ids, list));
    const saved = await db
      .insert(events)
      .values(rows)
      .onConflictDoUpdate({
        target: events.urnId,
        set: {
          status: excluded('status'),
          clock: excluded('clock'),
          totalScore: excluded('total_score'),
          gameScore: excluded('game_score'),
          periodScores: excluded('period_scores'),
          currentServer: excluded('current_server'),
          maxPeriodNumber: excluded('max_period_number'),
          phase: excluded('phase'),
          statistics: excluded('statistics'),
          finishedAt: sql`coalesce(${events.finishedAt}, excluded.finished_at)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: events.id, urnId: events.urnId });
    for (const s of saved) out.set(s.urnId, s.id);
  }
  return out;
}

/** Keeps the denormalised market counts of events in step with their markets. */
export async function recount(db: Database, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .update(events)
    .set({
      availableMarketsCount: sql`(select count(*) from ${markets} where ${markets.eventId} = ${events.id} and ${markets.status} in (1, -1))`,
      topMarketsCount: sql`(select count(*) from ${markets} where ${markets.eventId} = ${events.id} and ${markets.status} in (1, -1) and ${markets.marketGroups} ? 'main')`,
    })
    .where(inArray(events.id, [...eventIds]));
}

/** Stores provider statuses (spec §4). */
export async function saveProviderStatuses(
  db: Database,
  statuses: Partial<Record<Provider, ProviderStatus>>,
): Promise<void> {
  const rows = Object.entries(statuses).map(([provider, status]) => ({
    provider: provider as Provider,
    status,
  }));
  if (rows.length === 0) return;
  await db
    .insert(providerStatuses)
    .values(rows)
    .onConflictDoUpdate({
      target: providerStatuses.provider,
      set: { status: excluded('status'), updatedAt: sql`now()` },
    });
}

/** The feed's last position, or null on a fresh database. */
export async function readCursor(db: Database) {
  const [row] = await db.select().from(feedCursor).where(eq(feedCursor.id, 1));
  return row ?? null;
}

export async function writeCursor(db: Database, seed: number, speed: number, at: number) {
  await db
    .insert(feedCursor)
    .values({ id: 1, seed, speed, at: new Date(at) })
    .onConflictDoUpdate({ target: feedCursor.id, set: { seed, speed, at: new Date(at) } });
}

/** Simulated matches the database still shows as not over: prematch, live or stopped. */
export async function openFeedMatches(db: Database) {
  return db
    .select({ id: events.id, urnId: events.urnId, slot: events.feedSlot, status: events.status })
    .from(events)
    .where(and(isNotNull(events.feedSlot), inArray(events.status, [0, 1, 2])));
}

/** Which of these match urns the database already holds. */
export async function knownUrns(db: Database, urns: readonly string[]): Promise<Set<string>> {
  if (urns.length === 0) return new Set();
  const rows = await db
    .select({ urnId: events.urnId })
    .from(events)
    .where(inArray(events.urnId, [...urns]));
  return new Set(rows.map((r) => r.urnId));
}
