import { queryOptions } from '@tanstack/react-query';
import type { SportRefWire } from '@sportsbook/contract/catalog';
import { countersResponseSchema, type CountersResponseWire } from '@sportsbook/contract/counters';
import { apiRequest } from '../client';

/** Counts for the sport list (spec §7 POST /counters). */
export interface Counters {
  live: number;
  sports: Map<number, number>;
  categories: Map<number, number>;
  tournaments: Map<number, number>;
}

const toCountMap = (rows: CountersResponseWire['sports']) =>
  new Map(rows.map((r) => [r.id, r.count]));

export async function getCounters(
  body: { locale: string; matchStatus?: number[]; sportType?: SportRefWire['type'] },
  signal?: AbortSignal,
): Promise<Counters> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: '/v2/counters',
    method: 'POST',
    body: {
      locale: body.locale,
      ...(body.matchStatus ? { match_status: body.matchStatus } : {}),
      ...(body.sportType ? { sport_type: body.sportType } : {}),
    },
    schema: countersResponseSchema,
    signal,
  });
  return {
    live: wire.live,
    sports: toCountMap(wire.sports),
    categories: toCountMap(wire.categories),
    tournaments: toCountMap(wire.tournaments),
  };
}

export const countersQueryOptions = (locale: string, matchStatus?: number[]) =>
  queryOptions({
    queryKey: ['sportsbook', 'counters', { locale, matchStatus: matchStatus ?? 'all' }] as const,
    queryFn: ({ signal }) =>
      getCounters({ locale, ...(matchStatus ? { matchStatus } : {}) }, signal),
  });
