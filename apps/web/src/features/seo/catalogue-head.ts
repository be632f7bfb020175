import type { Category, MatchView, OutrightView, Tournament } from '@/api/catalogue/types';
import type { SlugPage } from '@/catalogue/navigation/resolve-slug';
import { isFinished, isLive } from '@sportsbook/betting/catalog/status';

/** The keys of the `seo` messages these builders read. */
export type SeoMessage =
  | 'matchName'
  | 'matchTitle'
  | 'matchLive'
  | 'matchUpcoming'
  | 'matchResult'
  | 'matchFinished'
  | 'outrightTitle'
  | 'outrightDescription'
  | 'leagueTitle'
  | 'leagueDescription'
  | 'categoryTitle'
  | 'categoryDescription'
  | 'sportTitle';

/** A translator of the `seo` namespace (next-intl's `t`, narrowed so tests can pass their own). */
export type SeoTranslate = (key: SeoMessage, values: Record<string, string>) => string;

/** Title (without the site name), description and keywords of one catalogue page. */
export interface CatalogueHead {
  title: string;
  description: string;
  keywords: string[];
}

/**
 * A match start for a search snippet: crawlers have no time zone, so it is given in UTC and says
 * so (`Sun, Nov 22, 2:05 PM UTC`).
 */
export function formatStartUtc(start: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(start));
}

/** `Home vs Away` in the locale's words. */
export function matchName(match: Pick<MatchView, 'nameA' | 'nameB'>, t: SeoTranslate): string {
  return t('matchName', { home: match.nameA, away: match.nameB });
}

/** Where a match stands for its snippet: in play, over, or still to come (spec §3 status). */
function matchPhase(match: MatchView): 'live' | 'finished' | 'upcoming' {
  if (match.isFinished || isFinished(match.status)) return 'finished';
  if (match.isLive || isLive(match.status)) return 'live';
  return 'upcoming';
}

/** A match page: "Home vs Away – League", with start time, live state or final score. */
export function matchHead(match: MatchView, t: SeoTranslate, locale: string): CatalogueHead {
  const name = matchName(match, t);
  const values = { match: name, league: match.tournament.name, sport: match.sport.name };
  const phase = matchPhase(match);
  const description =
    phase === 'live'
      ? t('matchLive', values)
      : phase === 'upcoming'
        ? t('matchUpcoming', { ...values, start: formatStartUtc(match.startTime, locale) })
        : match.totalScore
          ? t('matchResult', {
              ...values,
              score: `${match.totalScore.home}:${match.totalScore.away}`,
            })
          : t('matchFinished', values);
  return {
    title: t('matchTitle', { match: name, league: match.tournament.name }),
    description,
    keywords: [match.nameA, match.nameB, match.tournament.name, match.sport.name],
  };
}

/** An outright (season, stage, simple tournament): its name and the league it belongs to. */
export function outrightHead(event: OutrightView, t: SeoTranslate): CatalogueHead {
  const league = event.tournament?.name ?? event.category.name;
  const values = { name: event.name, league, sport: event.sport.name };
  return {
    title: t('outrightTitle', values),
    description: t('outrightDescription', values),
    keywords: [event.name, league, event.sport.name],
  };
}

/** A league page: "League – Sport". */
export function leagueHead(tournament: Tournament, t: SeoTranslate): CatalogueHead {
  const values = {
    league: tournament.name,
    category: tournament.category.name,
    sport: tournament.sport.name,
  };
  return {
    title: t('leagueTitle', values),
    description: t('leagueDescription', values),
    keywords: [tournament.name, tournament.category.name, tournament.sport.name],
  };
}

/** A category page: "Category – Sport", its leagues as keywords. */
export function categoryHead(
  category: Category,
  tournaments: readonly Tournament[],
  t: SeoTranslate,
): CatalogueHead {
  const values = { category: category.name, sport: category.sport.name };
  return {
    title: t('categoryTitle', values),
    description: t('categoryDescription', values),
    keywords: [category.name, category.sport.name, ...tournaments.map((league) => league.name)],
  };
}

/** The head of whatever `/[sport]/[slug]` turned out to be. */
export function slugHead(page: SlugPage, t: SeoTranslate, locale: string): CatalogueHead {
  if (page.kind === 'league') return leagueHead(page.tournament, t);
  if (page.kind === 'category') return categoryHead(page.category, page.tournaments, t);
  return page.event.type === 'match'
    ? matchHead(page.event, t, locale)
    : outrightHead(page.event, t);
}
