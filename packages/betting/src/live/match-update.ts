import type { Match } from '../catalog/types';
import { applyPatch } from './structural-sharing';

/**
 * A real-time match update (`match_changed`, `match_status_changed`): the fields that changed.
 * Omitted or `undefined` fields are unchanged; nested values (clock, scores) are whole values.
 */
export type MatchUpdate = Partial<Match>;

/** A match update addressed to one match of a list, by match id. */
export type MatchUpdateById = MatchUpdate & Pick<Match, 'id'>;

/**
 * Applies a live update to a match, keeping references of everything unchanged.
 * Spec §4: match updates keep old score objects if unchanged. totalScore, gameScore, each
 * periodScore entry (compared by position) and the periodScore array keep their references when
 * their values are equal; the clock is replaced only when one of its values changed.
 * @returns `match` itself when nothing changed, else a new match
 */
export function applyMatchUpdate(match: Match, update: MatchUpdate): Match {
  return applyPatch(match, update);
}

/**
 * Applies live updates to a list of matches (e.g. a cached match list), matched by id; several
 * updates for one match apply in order. Updates for matches not in the list are ignored: the list
 * is a server view and gains new matches by refetching.
 * @returns `matches` itself when no match changed, else a new array whose unchanged matches keep
 * their references
 */
export function applyMatchUpdates(matches: Match[], updates: readonly MatchUpdateById[]): Match[] {
  if (updates.length === 0) return matches;
  const updatesById = new Map<number, MatchUpdateById[]>();
  for (const update of updates) {
    const forMatch = updatesById.get(update.id);
    if (forMatch) forMatch.push(update);
    else updatesById.set(update.id, [update]);
  }
  let changed = false;
  const next = matches.map((match) => {
    const forMatch = updatesById.get(match.id);
    if (!forMatch) return match;
    const updated = forMatch.reduce(applyMatchUpdate, match);
    if (updated !== match) changed = true;
    return updated;
  });
  return changed ? next : matches;
}
