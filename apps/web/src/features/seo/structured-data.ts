import type { MatchView } from '@/api/catalogue/types';

/** A schema.org object as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/**
 * JSON-LD text safe inside `<script>`: `<` is escaped so no `</script>` or comment in a name
 * can end the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Organization structured data of the site (spec §2 page head). URLs absolute, as schema.org wants. */
export function organizationJsonLd(site: { name: string; url: string; logo: string }): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: site.logo,
  };
}

/** A match's venue; the wire carries it (spec §3) and it is null when unknown. */
export interface Venue {
  stadium?: string | null;
  city?: string | null;
}

/**
 * SportsEvent structured data of a match page: name, start, competitors as SportsTeam, status
 * and, when known, the stadium. schema.org has no "finished" status: a played match stays
 * EventScheduled, as search engines expect.
 */
export function sportsEventJsonLd(
  match: Pick<
    MatchView,
    'nameA' | 'nameB' | 'logoA' | 'logoB' | 'startTime' | 'sport' | 'tournament'
  >,
  page: { name: string; url: string; description?: string; venue?: Venue },
): JsonLd {
  const team = (name: string, logo: string | null) => ({
    '@type': 'SportsTeam',
    name,
    ...(logo ? { logo } : {}),
  });
  const stadium = page.venue?.stadium?.trim();
  const city = page.venue?.city?.trim();
  return {
    '@context': SCHEMA,
    '@type': 'SportsEvent',
    name: page.name,
    url: page.url,
    ...(page.description ? { description: page.description } : {}),
    startDate: match.startTime,
    eventStatus: `${SCHEMA}/EventScheduled`,
    sport: match.sport.name,
    superEvent: { '@type': 'SportsEvent', name: match.tournament.name },
    competitor: [team(match.nameA, match.logoA), team(match.nameB, match.logoB)],
    ...(stadium
      ? {
          eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
          location: {
            '@type': 'Place',
            name: stadium,
            ...(city ? { address: city } : {}),
          },
        }
      : {}),
  };
}
