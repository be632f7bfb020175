import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { categories, events, sports, tournaments } from '@/db/schema';
import { MODELS } from '@/feed/models';
import { fixtureAt } from '@/feed/schedule/fixtures';
import type { FeedCatalogue } from '@/feed/types';
import { outrightRow, type CatalogueIds, type ListMarkets } from './rows';
import { excluded, recount, upsertMarkets } from './store';

/**
 * The catalogue in the database at start-up: categories, tournaments and outrights upserted by their
 * feed keys, and each sport's list markets (the main and secondary kinds its lists show).
 */

/** The prematch quotes of a sport's first fixture: a sport's market list is the same for every match. */
function prematchQuotes(seed: number, sportKey: string) {
  let slot = 0;
  while (fixtureAt(seed, slot).sportKey !== sportKey && slot < 1000) slot++;
  const fx = fixtureAt(seed, slot);
  const model = MODELS[fx.sportKey];
  return model.quotes(model.init(fx.info), fx.info);
}

/** Main and secondary market kinds per sport: the two highest-priority markets of a prematch match. */
export function listMarketsOf(seed: number, catalogue: FeedCatalogue): ListMarkets {
  const out: ListMarkets = new Map();
  for (const sport of catalogue.sports) {
    const league = catalogue.leagues.find((l) => l.sportKey === sport.key);
    if (!league) continue;
    const quotes = prematchQuotes(seed, sport.key);
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
  const quotes = prematchQuotes(seed, sportKey);
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
