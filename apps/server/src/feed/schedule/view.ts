import { isFinished, isLive, isPrematch, isStopped } from '@sportsbook/betting/catalog/status';
import { MODELS, type SimState } from '@/feed/models';
import type { FeedMatch, FeedOptions, MatchStatus } from '@/feed/types';
import type { Fixture } from './fixtures';
import { windowEntries } from './simulation';

/** Fixtures as the feed's matches: what the engine publishes and the catalogue lists. */

/** The match of a fixture with its simulation at wall time `at`. */
export function toFeedMatch(
  fx: Fixture,
  sim: SimState,
  status: MatchStatus,
  at: number,
): FeedMatch {
  const { info: _info, publishAt: _publishAt, ...fixed } = fx;
  const match: FeedMatch = {
    ...fixed,
    status,
    // a stopped match (2) is interrupted, not over: it stays in the live lists until it resumes
    isLive: isLive(status),
    isFinished: isFinished(status),
    periodScores: [],
    phase: 'not started',
    statistics: {},
  };
  if (isPrematch(status)) return match;
  const model = MODELS[fx.sportKey];
  const view = model.view(sim);
  const stopped = view.clock.stopped || isStopped(status);
  return {
    ...match,
    ...view,
    phase: isStopped(status) ? 'interrupted' : view.phase,
    clock: { ...view.clock, stopped, clockUpdatedAt: at },
    statistics: model.statistics(sim),
  };
}

/**
 * The schedule at `now`: every live match and every published upcoming match of the next 7 days,
 * in start order. Pure: same (seed, now, speed), same list; a match keeps its key and start time
 * at every `now`.
 */
export function scheduleWindow(seed: number, now: number, options: FeedOptions = {}): FeedMatch[] {
  return windowEntries(seed, now, options).map((e) => toFeedMatch(e.fixture, e.sim, e.status, now));
}
