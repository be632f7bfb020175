import type { Category, MatchView, OutrightView, Tournament } from '@/api/catalogue/types';

/** Catalogue objects for the SEO builder tests: only the fields a page head reads matter. */
const sport = { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' } as const;
const category = { id: 7, slug: 'england', name: 'England', countryCode: 'GB' };
const leagueRef = {
  id: 17,
  urnId: 'sr:tournament:17',
  slug: 'premier-league',
  name: 'Premier League',
};

export const aMatch = (overrides: Partial<MatchView> = {}): MatchView => ({
  id: 1,
  urnId: 'sr:match:1',
  slug: 'arsenal-chelsea-1',
  type: 'match',
  sportKey: 'soccer',
  nameA: 'Arsenal',
  nameB: 'Chelsea',
  status: 0,
  isLive: false,
  isFinished: false,
  startTime: '2026-11-22T14:05:00.000Z',
  provider: 'betradar',
  tournament: leagueRef,
  category,
  sport,
  logoA: 'https://cdn.example.com/arsenal.png',
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

export const anOutright = (overrides: Partial<OutrightView> = {}): OutrightView => ({
  type: 'season',
  id: 2,
  urnId: 'sr:season:2',
  slug: 'premier-league-winner-2',
  name: 'Premier League 2026/27 winner',
  parent: null,
  competitors: [],
  tournament: leagueRef,
  category,
  sport,
  startTime: '2026-08-01T00:00:00.000Z',
  endDate: null,
  status: 0,
  availableMarketsCount: 1,
  provider: 'betradar',
  ...overrides,
});

export const aLeague = (name = 'Premier League'): Tournament => ({
  ...leagueRef,
  name,
  priority: 1,
  category,
  sport,
  mainMarketOutcomesCount: 3,
  secondaryMarketOutcomesCount: 2,
});

export const aCategory = (): Category => ({
  ...category,
  priority: 1,
  sport,
  provider: 'betradar',
});
