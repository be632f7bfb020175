import type { UserLimitType } from '@sportsbook/contract/vocabulary';

/**
 * What each user limit type of spec §3 measures. `money`: minor units of its currency; `minutes`;
 * `days` (an exclusion's length). `periodic` limits count over a day, week or month; the others
 * hold per bet (bet), per session (session, sportsbook_session), as an interval (reality_check)
 * or until their end (selfexclusion, coolingoff).
 */
export interface LimitKind {
  measure: 'money' | 'minutes' | 'days';
  periodic: boolean;
  /** The limit whose scope holds this one (spec §3 parent type). */
  parentType: UserLimitType | null;
  /** Exclusions: never removed or shortened before they end; they refuse sign-in and betting. */
  exclusion: boolean;
}

const kind = (
  measure: LimitKind['measure'],
  periodic: boolean,
  parentType: UserLimitType | null = null,
  exclusion = false,
): LimitKind => ({ measure, periodic, parentType, exclusion });

export const LIMIT_KINDS: Record<UserLimitType, LimitKind> = {
  activity: kind('minutes', true),
  sportsbook_session: kind('minutes', false, 'session'),
  session: kind('minutes', false),
  bet: kind('money', false),
  time: kind('minutes', true),
  loss: kind('money', true),
  wager: kind('money', true),
  deposit: kind('money', true),
  reality_check: kind('minutes', false, 'session'),
  selfexclusion: kind('days', false, null, true),
  coolingoff: kind('days', false, 'selfexclusion', true),
};

/** Longest cooling-off (days); anything longer is a self-exclusion. */
export const MAX_COOLING_OFF_DAYS = 42;
