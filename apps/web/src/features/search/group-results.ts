import { isLive } from '@sportsbook/betting/catalog/status';
import {
  isMatchEventVisible,
  type MatchEventFlags,
} from '@sportsbook/betting/live/match-event-visibility';
import type { SearchResult } from '@/api/catalogue/search';
import type { EventView, SportRef } from '@/api/catalogue/types';
import { eventPath } from '@/catalogue/events/group-events';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';

/** One event found: a match (home and away) or an outright (one name). */
export interface SearchEventRow {
  key: string;
  href: string;
  names: readonly [string, string] | readonly [string];
  league: string;
  live: boolean;
  startTime: string;
}

export interface SearchSportGroup {
  sport: SportRef;
  events: SearchEventRow[];
}

export interface SearchLeagueRow {
  key: string;
  href: string;
  name: string;
  /** Sport and country, to tell leagues of the same name apart. */
  context: string;
}

export interface SearchGroups {
  sports: SearchSportGroup[];
  leagues: SearchLeagueRow[];
  /** Rows shown in all. */
  count: number;
}

function toEventRow(event: EventView, locale: AppLocale): SearchEventRow {
  const common = {
    key: `${event.type}-${event.id}`,
    href: localizePath(eventPath(event.sport.key, event.slug), locale),
    live: isLive(event.status),
    startTime: event.startTime,
  };
  return event.type === 'match'
    ? { ...common, names: [event.nameA, event.nameB], league: event.tournament.name }
    : {
        ...common,
        names: [event.name],
        league: event.tournament?.name ?? event.category.name,
      };
}

function includes<T>(list: readonly T[] | ReadonlySet<T>, value: T): boolean {
  return 'has' in list ? list.has(value) : list.includes(value);
}

/**
 * The search answer as the modal lists it: events grouped by sport in the server's order (live
 * first, then the soonest), then the leagues. With feature flags, events of a disabled sport type
 * or provider and leagues of a disabled sport type are left out (spec §5).
 */
export function groupSearchResult(
  result: SearchResult,
  locale: AppLocale,
  flags?: MatchEventFlags,
): SearchGroups {
  const sports = new Map<number, SearchSportGroup>();
  let count = 0;
  for (const event of result.events) {
    if (
      flags &&
      !isMatchEventVisible({ sportType: event.sport.type, provider: event.provider }, flags)
    )
      continue;
    let group = sports.get(event.sport.id);
    if (!group) {
      group = { sport: event.sport, events: [] };
      sports.set(event.sport.id, group);
    }
    group.events.push(toEventRow(event, locale));
    count += 1;
  }
  const leagues = result.tournaments
    .filter((t) => !flags || includes(flags.enabledSportTypes, t.sport.type))
    .map((t) => ({
      key: `tournament-${t.id}`,
      href: localizePath(eventPath(t.sport.key, t.slug), locale),
      name: t.name,
      context: `${t.sport.name} · ${t.category.name}`,
    }));
  return { sports: [...sports.values()], leagues, count: count + leagues.length };
}
