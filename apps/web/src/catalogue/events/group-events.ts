import type { EventView, MatchView } from '@/api/catalogue/types';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import type { LeagueGroup } from './event-list';

/** Path of an event, league or category page under its sport (spec §2 `/[sport]/[slug]`). */
export const eventPath = (sportKey: string, slug: string) => `/${sportKey}/${slug}`;

/**
 * Matches grouped by league in list order (the server sorts by sport, category and league
 * priority, then start time), each group with its odds column headers.
 */
export function groupByLeague(
  events: readonly EventView[],
  locale: AppLocale,
  options: { withSport?: boolean } = {},
): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const event of events) {
    if (event.type !== 'match') continue;
    const match: MatchView = event;
    const key = `${match.sport.id}/${match.tournament.id}`;
    let group = groups.get(key);
    if (!group) {
      const outcomes = match.mainMarket?.outcomes ?? [];
      group = {
        key,
        title: match.tournament.name,
        subtitle: options.withSport
          ? `${match.sport.name} · ${match.category.name}`
          : match.category.name,
        href: localizePath(eventPath(match.sport.key, match.tournament.slug), locale),
        columns: Math.max(outcomes.length, 2),
        headers: outcomes.map((o) => o.name),
        matches: [],
      };
      groups.set(key, group);
    }
    group.matches.push({
      match,
      href: localizePath(eventPath(match.sport.key, match.slug), locale),
    });
  }
  return [...groups.values()];
}
