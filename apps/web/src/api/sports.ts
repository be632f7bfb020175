import { queryOptions } from '@tanstack/react-query';
import { compareByPriority } from '@sportsbook/betting/priority';
import {
  sportsResponseSchema,
  type SportTypeWire,
  type SportWire,
  type ProviderWire,
} from '@sportsbook/contract/catalog';
import { apiRequest } from './client';
import { fetchAllPages } from './paging';

/** Spec §3 Sport, as the web uses it. */
export interface Sport {
  id: number;
  urnId: string;
  key: string;
  name: string;
  priority: number;
  type: SportTypeWire;
  provider: ProviderWire;
  gamesCount: number;
  /** Seasons + simple tournaments + stages (spec §3). */
  outrightsCount: number;
}

export type SportType = SportTypeWire;

export function toSport(wire: SportWire): Sport {
  return {
    id: wire.id,
    urnId: wire.urn_id,
    key: wire.key,
    name: wire.name,
    priority: wire.priority,
    type: wire.type,
    provider: wire.provider,
    gamesCount: wire.games_count,
    outrightsCount: wire.seasons_count + wire.simple_tournaments_count + wire.stages_count,
  };
}

export interface GetSportsParams {
  locale: string;
  sportType?: SportType;
  signal?: AbortSignal;
}

/** GET /v2/sports, every page, top sports first. */
export async function getSports({ locale, sportType, signal }: GetSportsParams): Promise<Sport[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/sports',
      query: { locale, sport_type: sportType, page, limit },
      schema: sportsResponseSchema,
      signal,
    }),
  );
  return wires.map(toSport).sort(compareByPriority);
}

/** Query options for the sports list: one key and fetcher for server prefetch and client hook. */
export function sportsQueryOptions(locale: string, sportType?: SportType) {
  return queryOptions({
    queryKey: ['sportsbook', 'sports', { locale, sportType: sportType ?? 'all' }] as const,
    queryFn: ({ signal }) => getSports({ locale, sportType, signal }),
  });
}
