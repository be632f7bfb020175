import type { Category, Tournament } from '@/api/catalogue/types';
import { eventPath } from '@/catalogue/events/group-events';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';

export interface LeagueLink {
  id: number;
  name: string;
  href: string;
}

/** A category (country) of the all-leagues list with its leagues. */
export interface LeagueCategoryGroup {
  id: number;
  name: string;
  href: string;
  leagues: LeagueLink[];
}

/** A sport of the all-leagues list with its categories. */
export interface LeagueSportGroup {
  key: string;
  name: string;
  categories: LeagueCategoryGroup[];
}

/**
 * Every league grouped by sport, then category, in catalogue order: categories arrive sorted by
 * sport and category priority (GET /categories), leagues by site priority (GET /tournaments).
 * A league whose category is not in the list still shows, after the known ones.
 */
export function groupLeagues(
  tournaments: readonly Tournament[],
  categories: readonly Pick<Category, 'id'>[],
  locale: AppLocale,
): LeagueSportGroup[] {
  const known = new Map(categories.map((c, i) => [c.id, i]));
  const rankOf = (id: number) => known.get(id) ?? categories.length + id;
  type Ranked<T> = T & { rank: number };
  const sports = new Map<
    string,
    Ranked<Omit<LeagueSportGroup, 'categories'>> & { categories: Ranked<LeagueCategoryGroup>[] }
  >();
  const byCategory = new Map<string, Ranked<LeagueCategoryGroup>>();
  for (const t of tournaments) {
    const rank = rankOf(t.category.id);
    let sport = sports.get(t.sport.key);
    if (!sport) {
      sport = { key: t.sport.key, name: t.sport.name, categories: [], rank };
      sports.set(t.sport.key, sport);
    }
    sport.rank = Math.min(sport.rank, rank);
    const categoryKey = `${t.sport.key}/${t.category.id}`;
    let category = byCategory.get(categoryKey);
    if (!category) {
      category = {
        id: t.category.id,
        name: t.category.name,
        href: localizePath(eventPath(t.sport.key, t.category.slug), locale),
        leagues: [],
        rank,
      };
      byCategory.set(categoryKey, category);
      sport.categories.push(category);
    }
    category.leagues.push({
      id: t.id,
      name: t.name,
      href: localizePath(eventPath(t.sport.key, t.slug), locale),
    });
  }
  const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;
  return [...sports.values()].sort(byRank).map((sport) => ({
    key: sport.key,
    name: sport.name,
    categories: [...sport.categories]
      .sort(byRank)
      .map(({ id, name, href, leagues }) => ({ id, name, href, leagues })),
  }));
}
