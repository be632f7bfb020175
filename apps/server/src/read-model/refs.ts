import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { categories, sports, tournamentSitePriorities, tournaments } from '@/db/schema';
import { localized } from './names';

/**
 * Joins and selections shared by every catalogue call: the sport, category and tournament a row
 * belongs to, with translated names and the site's league priority.
 */

/** The league priority the site sees: its own override, else the tournament default (spec §3). */
export const sitePriority = sql<number>`coalesce(${tournamentSitePriorities.priority}, ${tournaments.priority})`;

/** Join condition of a tournament's override for `site`. */
export const siteJoin = (site: string): SQL =>
  and(
    eq(tournamentSitePriorities.tournamentId, tournaments.id),
    eq(tournamentSitePriorities.site, site),
  ) as SQL;

export const sportRefColumns = (locale: string) => ({
  id: sports.id,
  key: sports.key,
  name: localized(sports.names, locale),
  type: sports.type,
});

export const categoryRefColumns = (locale: string) => ({
  id: categories.id,
  slug: categories.slug,
  name: localized(categories.names, locale),
  country_code: categories.countryCode,
});

/** The tournament reference of a left-joined tournament (null when the event has none). */
export const tournamentRefColumns = (locale: string) => ({
  id: tournaments.id,
  urn_id: tournaments.urnId,
  slug: tournaments.slug,
  name: localized(tournaments.names, locale),
});

/** Every category of a sport key, used by filters that name the sport by key. */
export async function sportIdOfKey(db: Database, key: string): Promise<number | null> {
  const rows = await db.select({ id: sports.id }).from(sports).where(eq(sports.key, key)).limit(1);
  return rows[0]?.id ?? null;
}
