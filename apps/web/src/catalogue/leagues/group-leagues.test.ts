import { describe, expect, test } from 'vitest';
import type { Tournament } from '@/api/catalogue/types';
import { groupLeagues } from './group-leagues';

const SPORTS = {
  soccer: { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' as const },
  tennis: { id: 2, key: 'tennis', name: 'Tennis', type: 'regular' as const },
};
const CATEGORIES = {
  10: { id: 10, slug: 'england', name: 'England', countryCode: 'GB' },
  11: { id: 11, slug: 'spain', name: 'Spain', countryCode: 'ES' },
  20: { id: 20, slug: 'international', name: 'International', countryCode: null },
};

const league = (
  id: number,
  sport: keyof typeof SPORTS,
  category: keyof typeof CATEGORIES,
): Tournament => ({
  id,
  urnId: `sr:tournament:${id}`,
  slug: `league-${id}`,
  name: `League ${id}`,
  priority: 100 - id,
  category: CATEGORIES[category],
  sport: SPORTS[sport],
  mainMarketOutcomesCount: 3,
  secondaryMarketOutcomesCount: 2,
});

describe('groupLeagues', () => {
  test('sports and categories follow the category order, leagues keep the list order', () => {
    const groups = groupLeagues(
      [
        league(1, 'tennis', 20),
        league(2, 'soccer', 11),
        league(3, 'soccer', 10),
        league(4, 'soccer', 11),
      ],
      [{ id: 10 }, { id: 11 }, { id: 20 }],
      'en',
    );
    expect(groups.map((g) => g.key)).toEqual(['soccer', 'tennis']);
    expect(groups[0]?.categories.map((c) => c.name)).toEqual(['England', 'Spain']);
    expect(groups[0]?.categories[1]?.leagues.map((l) => l.id)).toEqual([2, 4]);
    expect(groups[1]?.categories[0]?.leagues).toEqual([
      { id: 1, name: 'League 1', href: '/tennis/league-1' },
    ]);
  });

  test('links are localized: category page and league page under the sport', () => {
    const [soccer] = groupLeagues([league(3, 'soccer', 10)], [{ id: 10 }], 'de');
    expect(soccer?.categories[0]?.href).toBe('/de/soccer/england');
    expect(soccer?.categories[0]?.leagues[0]?.href).toBe('/de/soccer/league-3');
  });

  test('a league of an unlisted category still shows, after the listed ones', () => {
    const groups = groupLeagues(
      [league(1, 'soccer', 20), league(2, 'soccer', 10)],
      [{ id: 10 }],
      'en',
    );
    expect(groups[0]?.categories.map((c) => c.id)).toEqual([10, 20]);
  });

  test.each([
    ['no leagues', [], []],
    ['no categories', [league(1, 'soccer', 10)], [{ id: 10, leagues: 1 }]],
  ])('%s', (_name, leagues, expected) => {
    const groups = groupLeagues(leagues, [], 'en');
    expect(
      groups.flatMap((g) => g.categories.map((c) => ({ id: c.id, leagues: c.leagues.length }))),
    ).toEqual(expected);
  });
});
