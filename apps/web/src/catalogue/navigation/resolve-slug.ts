import { cache } from 'react';
import { getCategories } from '@/api/catalogue/categories';
import { getMatches } from '@/api/catalogue/matches';
import { getTournaments } from '@/api/catalogue/tournaments';
import type { Category, EventView, Tournament } from '@/api/catalogue/types';
import type { AppLocale } from '@/i18n/routing';

export type SlugPage =
  | { kind: 'event'; event: EventView }
  | { kind: 'league'; tournament: Tournament }
  | { kind: 'category'; category: Category; tournaments: Tournament[] };

/**
 * What `/[sport]/[slug]` is (spec §2): a match or outright, else a league, else a category of
 * that sport, looked up in that order; null when none has the slug (the page is a 404).
 */
export const resolveSlug = cache(
  async (locale: AppLocale, sportKey: string, slug: string): Promise<SlugPage | null> => {
    if (!/^[a-z0-9-]{1,200}$/.test(slug) || !/^[a-z0-9-]+$/.test(sportKey)) return null;
    const [events, tournaments, categories] = await Promise.all([
      getMatches({ locale, slug, sportKey, limit: 1 }),
      getTournaments({ locale, sportKey }),
      getCategories({ locale, sportKey }),
    ]);
    const event = events[0];
    if (event) return { kind: 'event', event };
    const tournament = tournaments.find((t) => t.slug === slug);
    if (tournament) return { kind: 'league', tournament };
    const category = categories.find((c) => c.slug === slug);
    if (category)
      return {
        kind: 'category',
        category,
        tournaments: tournaments.filter((t) => t.category.id === category.id),
      };
    return null;
  },
);
