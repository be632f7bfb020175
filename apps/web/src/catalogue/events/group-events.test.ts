import { describe, expect, test } from 'vitest';
import type { MatchView } from '@/api/catalogue/types';
import { groupByLeague } from './group-events';

const match = (
  id: number,
  tournamentId: number,
  overrides: Partial<MatchView> = {},
): MatchView => ({
  id,
  urnId: `sr:match:${id}`,
  slug: `a-b-${id}`,
  type: 'match',
  sportKey: 'soccer',
  nameA: 'A',
  nameB: 'B',
  status: 0,
  isLive: false,
  isFinished: false,
  startTime: '2026-11-22T18:30:00.000Z',
  provider: 'betradar',
  tournament: {
    id: tournamentId,
    urnId: `sr:league:${tournamentId}`,
    slug: `league-${tournamentId}`,
    name: `League ${tournamentId}`,
  },
  category: { id: 1, slug: 'portugal', name: 'Portugal', countryCode: 'PT' },
  sport: { id: 1, key: 'soccer', name: 'Soccer', type: 'regular' },
  logoA: null,
  logoB: null,
  stage: null,
  maxPeriodNumber: null,
  mainMarketId: 1,
  secondaryMarketId: null,
  mainMarket: {
    matchUrnId: `sr:match:${id}`,
    marketId: 1,
    name: '1X2',
    status: 1,
    specifier: '',
    provider: 'betradar',
    outcomes: ['1', 'X', '2'].map((n) => ({
      id: `${id}/${n}`,
      outcomeId: n,
      name: n,
      active: true,
      odds: 2,
    })),
  },
  secondaryMarket: null,
  topMarketsCount: 1,
  availableMarketsCount: 5,
  hasVideo: false,
  ...overrides,
});

describe('groupByLeague', () => {
  test('keeps list order, one group per league, with localized links', () => {
    const groups = groupByLeague([match(1, 10), match(2, 20), match(3, 10)], 'de');
    expect(groups.map((g) => g.key)).toEqual(['1/10', '1/20']);
    expect(groups[0]?.matches.map((m) => m.match.id)).toEqual([1, 3]);
    expect(groups[0]?.href).toBe('/de/soccer/league-10');
    expect(groups[0]?.matches[0]?.href).toBe('/de/soccer/a-b-1');
    expect(groups[0]?.headers).toEqual(['1', 'X', '2']);
    expect(groups[0]?.columns).toBe(3);
  });
});
