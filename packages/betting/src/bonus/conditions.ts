/**
 * Where a bonus counts (spec §3 Bonus common: country codes and event conditions by sport type,
 * sport, category, tournament, event). Pure: the caller passes what it knows of each selection.
 */
import type { SportType } from '../vocabulary';

/** One event condition: every field it sets must match; unset fields match anything. */
export interface BonusCondition {
  sportType?: SportType;
  sportId?: number;
  categoryId?: number;
  tournamentId?: number;
  matchId?: number;
}

/** What the conditions read of one selection's event. */
export interface ConditionTarget {
  sportType: SportType;
  sportId: number;
  categoryId: number;
  /** Null for events outside a league. */
  tournamentId: number | null;
  matchId: number;
}

/** True when the event meets the condition (every field the condition sets). */
export function meetsCondition(condition: BonusCondition, target: ConditionTarget): boolean {
  return (
    (condition.sportType === undefined || condition.sportType === target.sportType) &&
    (condition.sportId === undefined || condition.sportId === target.sportId) &&
    (condition.categoryId === undefined || condition.categoryId === target.categoryId) &&
    (condition.tournamentId === undefined || condition.tournamentId === target.tournamentId) &&
    (condition.matchId === undefined || condition.matchId === target.matchId)
  );
}

/**
 * True when a bet on these events counts for the bonus: no conditions means every event; else
 * EACH selection's event meets at least one condition (a combo with one leg outside does not).
 */
export function meetsBonusConditions(
  conditions: readonly BonusCondition[],
  targets: readonly ConditionTarget[],
): boolean {
  if (conditions.length === 0) return true;
  return targets.every((t) => conditions.some((c) => meetsCondition(c, t)));
}

/** True when a player of `country` (ISO alpha-2) may get the bonus: an empty list allows all. */
export function isCountryAllowed(countryCodes: readonly string[], country: string): boolean {
  return (
    countryCodes.length === 0 || countryCodes.some((c) => c.toUpperCase() === country.toUpperCase())
  );
}
