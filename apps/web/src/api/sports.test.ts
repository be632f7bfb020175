import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SportWire } from '@sportsbook/contract/catalog';
import { serverEnv } from '@/config/env';
import { ApiError } from './errors';
import { getSports, sportsQueryOptions, toSport } from './sports';

const wire = (overrides: Partial<SportWire> = {}): SportWire => ({
  id: 1,
  urn_id: 'sr:sport:1',
  key: 'soccer',
  name: 'Soccer',
  priority: 1000,
  type: 'regular',
  provider: 'betradar',
  games_count: 12,
  seasons_count: 2,
  simple_tournaments_count: 3,
  stages_count: 4,
  ...overrides,
});

const page = (data: SportWire[], pageNo = 1, lastPage = 1) => ({
  data,
  pagination: { total: data.length, page: pageNo, limit: 500, last_page: lastPage },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toSport', () => {
  it('maps the wire sport to camelCase and sums outrights (spec §3)', () => {
    expect(toSport(wire())).toEqual({
      id: 1,
      urnId: 'sr:sport:1',
      key: 'soccer',
      name: 'Soccer',
      priority: 1000,
      type: 'regular',
      provider: 'betradar',
      gamesCount: 12,
      outrightsCount: 9,
    });
  });

  it.each([
    [0, 0, 0, 0],
    [1, 0, 0, 1],
    [0, 0, 7, 7],
  ])(
    'seasons %i + simple tournaments %i + stages %i = %i outrights',
    (seasons, simple, stages, total) => {
      expect(
        toSport(
          wire({ seasons_count: seasons, simple_tournaments_count: simple, stages_count: stages }),
        ).outrightsCount,
      ).toBe(total);
    },
  );
});

describe('getSports', () => {
  it('asks for the locale and sport type and returns top sports first', async () => {
    const fetchSpy = vi.fn((_url: string) =>
      Promise.resolve(
        Response.json(
          page([
            wire({ id: 3, key: 'tennis', name: 'Tennis', priority: 900 }),
            wire({
              id: 2,
              key: 'dota-2',
              name: 'Dota 2',
              priority: 400,
              type: 'cyber',
              provider: 'oddin',
            }),
            wire({ id: 1, key: 'soccer', name: 'Fußball', priority: 1000 }),
          ]),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const sports = await getSports({ locale: 'de', sportType: 'regular' });
    expect(sports.map((s) => s.key)).toEqual(['soccer', 'tennis', 'dota-2']);
    const url = new URL(fetchSpy.mock.calls[0]?.[0] ?? '');
    expect(url.href.startsWith(`${serverEnv().SPORTSBOOK_API_URL}/v2/sports?`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'de',
      sport_type: 'regular',
      page: '1',
      limit: '500',
    });
  });

  it('follows every page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const pageNo = Number(new URL(url).searchParams.get('page'));
        return Promise.resolve(
          Response.json(
            page([wire({ id: pageNo, key: `s${pageNo}`, priority: -pageNo })], pageNo, 2),
          ),
        );
      }),
    );
    const sports = await getSports({ locale: 'en' });
    expect(sports.map((s) => s.key)).toEqual(['s1', 's2']);
  });

  it('rejects a sport that breaks the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(page([{ ...wire(), games_count: -1 }])))),
    );
    await expect(getSports({ locale: 'en' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('sportsQueryOptions', () => {
  it('keys the query by locale and sport type', () => {
    expect(sportsQueryOptions('ar').queryKey).toEqual([
      'sportsbook',
      'sports',
      { locale: 'ar', sportType: 'all' },
    ]);
    expect(sportsQueryOptions('en', 'cyber').queryKey).toEqual([
      'sportsbook',
      'sports',
      { locale: 'en', sportType: 'cyber' },
    ]);
  });
});
