import type { SportWire } from '@sportsbook/contract/catalog';
import type { SportListItem } from './service';

/** Per-sport event counts; the catalogue has no events yet, so every count is an honest zero. */
export interface SportEventCounts {
  games: number;
  seasons: number;
  simpleTournaments: number;
  stages: number;
}

const NO_EVENTS: SportEventCounts = { games: 0, seasons: 0, simpleTournaments: 0, stages: 0 };

/** Builds the spec §3 Sport wire object; never exposes the row itself. */
export function serializeSport(
  sport: SportListItem,
  counts: SportEventCounts = NO_EVENTS,
): SportWire {
  return {
    id: sport.id,
    urn_id: sport.urnId,
    key: sport.key,
    name: sport.name,
    priority: sport.priority,
    type: sport.type,
    provider: sport.provider,
    games_count: counts.games,
    seasons_count: counts.seasons,
    simple_tournaments_count: counts.simpleTournaments,
    stages_count: counts.stages,
  };
}
