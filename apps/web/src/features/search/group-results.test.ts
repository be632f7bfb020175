import { describe, expect, test } from 'vitest';
import type { MatchView, OutrightView, Tournament } from '@/api/catalogue/types';
import { groupSearchResult } from './group-results';

const soccer = { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' } as const;
const tennis = { id: 5, key: 'tennis', name: 'Tennis', type: 'regular' } as const;
const dota = { id: 9, key: 'dota-2', name: 'Dota 2', type: 'cyber' } as const;
const portugal = { id: 1, slug: 'portugal', name: 'Portugal', countryCode: 'PT' };

const match = (id: number, overrides: Partial<MatchView> = {}): MatchView => ({
  id,
  urnId: `sr:match:${id}`,
  slug: `home-away-${id}`,
  type: 'match',
  sportKey: 'soccer',
  nameA: `Home ${id}`,
  nameB: `Away ${id}`,
  status: 0,
  isLive: false,
  isFinished: false,
  startTime: '2026-11-22T18:30:00.000Z',
  provider: 'betradar',
  tournament: { id: 10, urnId: 'sr:tournament:10', slug: 'primeira-liga', name: 'Primeira Liga' },
  category: portugal,
  sport: soccer,
  logoA: null,
  logoB: null,
  stage: null,
  maxPeriodNumber: null,
  mainMarketId: null,
  secondaryMarketId: null,
  mainMarket: null,
  secondaryMarket: null,
  topMarketsCount: 0,
  availableMarketsCount: 0,
  hasVideo: false,
  ...overrides,
});

const outright = (id: number, overrides: Partial<OutrightView> = {}): OutrightView => ({
  type: 'season',
  id,
  urnId: `sr:season:${id}`,
  slug: `winner-${id}`,
  name: `Winner ${id}`,
  parent: null,
  competitors: [],
  tournament: null,
  category: portugal,
  sport: soccer,
  startTime: '2026-08-01T00:00:00.000Z',
  endDate: null,
  status: 0,
  availableMarketsCount: 1,
  provider: 'betradar',
  ...overrides,
});

const tournament = (id: number, overrides: Partial<Tournament> = {}): Tournament => ({
  id,
  urnId: `sr:tournament:${id}`,
  slug: `league-${id}`,
  name: `League ${id}`,
  priority: 0,
  category: portugal,
  sport: soccer,
  mainMarketOutcomesCount: 3,
  secondaryMarketOutcomesCount: 2,
  ...overrides,
});

describe('groupSearchResult', () => {
  test('groups events by sport in answer order, with localized match links', () => {
    const groups = groupSearchResult(
      {
        events: [
          match(1, { status: 1, isLive: true }),
          match(2, { sport: tennis, sportKey: 'tennis', slug: 'a-b' }),
          match(3),
        ],
        tournaments: [],
      },
      'de',
    );
    expect(groups.sports.map((g) => [g.sport.name, g.events.map((e) => e.key)])).toEqual([
      ['Soccer', ['match-1', 'match-3']],
      ['Tennis', ['match-2']],
    ]);
    expect(groups.sports[0]?.events[0]).toEqual({
      key: 'match-1',
      href: '/de/soccer/home-away-1',
      names: ['Home 1', 'Away 1'],
      league: 'Primeira Liga',
      live: true,
      startTime: '2026-11-22T18:30:00.000Z',
    });
    expect(groups.sports[1]?.events[0]?.href).toBe('/de/tennis/a-b');
    expect(groups.count).toBe(3);
  });

  test('the default locale has no prefix; an interrupted match is live too', () => {
    const groups = groupSearchResult({ events: [match(4, { status: 2 })], tournaments: [] }, 'en');
    expect(groups.sports[0]?.events[0]).toMatchObject({
      href: '/soccer/home-away-4',
      live: true,
    });
  });

  test('an outright shows its one name, under its league or else its country', () => {
    const league = {
      id: 10,
      urnId: 'sr:tournament:10',
      slug: 'primeira-liga',
      name: 'Primeira Liga',
    };
    const groups = groupSearchResult(
      { events: [outright(7), outright(8, { tournament: league })], tournaments: [] },
      'en',
    );
    expect(groups.sports[0]?.events.map((e) => [e.names, e.league, e.href])).toEqual([
      [['Winner 7'], 'Portugal', '/soccer/winner-7'],
      [['Winner 8'], 'Primeira Liga', '/soccer/winner-8'],
    ]);
  });

  test('leagues link to their page and name sport and country', () => {
    const groups = groupSearchResult({ events: [], tournaments: [tournament(3)] }, 'pt-BR');
    expect(groups.sports).toEqual([]);
    expect(groups.leagues).toEqual([
      {
        key: 'tournament-3',
        href: '/pt-BR/soccer/league-3',
        name: 'League 3',
        context: 'Soccer · Portugal',
      },
    ]);
    expect(groups.count).toBe(1);
  });

  test('feature flags hide events of disabled sport types or providers, and their leagues', () => {
    const groups = groupSearchResult(
      {
        events: [
          match(1),
          match(2, { provider: 'oddin' }),
          match(3, { sport: dota, sportKey: 'dota-2' }),
        ],
        tournaments: [tournament(1), tournament(2, { sport: dota })],
      },
      'en',
      { enabledSportTypes: ['regular'], enabledProviders: ['betradar'] },
    );
    expect(groups.sports.flatMap((g) => g.events.map((e) => e.key))).toEqual(['match-1']);
    expect(groups.leagues.map((l) => l.key)).toEqual(['tournament-1']);
    expect(groups.count).toBe(2);
  });
});
