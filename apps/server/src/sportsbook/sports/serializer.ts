import type { SportWire } from '@sportsbook/contract/catalog';
import type { SportListItem } from './service';

/** Builds the spec §3 Sport wire object with its open match and outright counts. */
export function serializeSport(sport: SportListItem): SportWire {
  return {
    id: sport.id,
    urn_id: sport.urnId,
    key: sport.key,
    name: sport.name,
    priority: sport.priority,
    type: sport.type,
    provider: sport.provider,
    games_count: sport.games,
    seasons_count: sport.seasons,
    simple_tournaments_count: sport.simpleTournaments,
    stages_count: sport.stages,
  };
}
