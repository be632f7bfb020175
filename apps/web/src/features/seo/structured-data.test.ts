import { describe, expect, it } from 'vitest';
import { organizationJsonLd, serializeJsonLd, sportsEventJsonLd } from './structured-data';
import { aMatch } from './test-fixtures';

describe('serializeJsonLd', () => {
  it('escapes < so a name cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('organizationJsonLd', () => {
  it('is a schema.org Organization', () => {
    expect(
      organizationJsonLd({
        name: 'Sportsbook',
        url: 'https://www.example.com/',
        logo: 'https://www.example.com/icon.svg',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sportsbook',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/icon.svg',
    });
  });
});

describe('sportsEventJsonLd', () => {
  const page = {
    name: 'Arsenal vs Chelsea',
    url: 'https://www.example.com/soccer/arsenal-chelsea-1',
    description: 'Starts soon.',
  };

  it('names the match, its start, status, league and both competitors', () => {
    expect(sportsEventJsonLd(aMatch(), page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arsenal vs Chelsea',
      url: 'https://www.example.com/soccer/arsenal-chelsea-1',
      description: 'Starts soon.',
      startDate: '2026-11-22T14:05:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      sport: 'Soccer',
      superEvent: { '@type': 'SportsEvent', name: 'Premier League' },
      competitor: [
        { '@type': 'SportsTeam', name: 'Arsenal', logo: 'https://cdn.example.com/arsenal.png' },
        { '@type': 'SportsTeam', name: 'Chelsea' },
      ],
    });
  });

  it('adds the stadium as the location only when it is known', () => {
    const withVenue = sportsEventJsonLd(aMatch(), {
      ...page,
      venue: { stadium: 'Emirates Stadium', city: 'London' },
    });
    expect(withVenue.location).toEqual({
      '@type': 'Place',
      name: 'Emirates Stadium',
      address: 'London',
    });
    expect(withVenue.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(
      sportsEventJsonLd(aMatch(), { ...page, venue: { stadium: ' ', city: 'London' } }),
    ).not.toHaveProperty('location');
  });
});
