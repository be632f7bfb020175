import { MATCH_STATUS } from '@sportsbook/betting/catalog/status';
import { MODELS, type SimState } from '@/feed/models';
import type { FeedOptions, MatchStatus } from '@/feed/types';
import { fixtureAt, HORIZON_MS, MAX_MATCH_MS, SLOT_MS, type Fixture } from './fixtures';
import { interruptionOf, isStoppedTick, simStepAt, tickRng, ticksAt, tickTime } from './ticks';

/** Simulations of fixtures: run to a tick, and the window of live, upcoming and finished ones. */

/**
 * Runs a fixture's simulation from tick `from` (state `sim`) up to tick `to` or its end.
 * @returns the state and the number of ticks done
 */
export function fastForward(
  seed: number,
  fx: Fixture,
  sim: SimState,
  from: number,
  to: number,
): { sim: SimState; tick: number } {
  const model = MODELS[fx.sportKey];
  let state = sim;
  let i = from;
  while (i < to && !model.finished(state)) {
    i += 1;
    state = model.step(state, tickRng(seed, fx.key, i), fx.info).state;
  }
  return { sim: state, tick: i };
}

/** A fixture's simulation at engine tick `tick`; status 2 while it is interrupted. */
export function simAtTick(
  seed: number,
  fx: Fixture,
  tick: number,
): {
  sim: SimState;
  tick: number;
  status: MatchStatus;
  finished: boolean;
  /** Engine tick of the last simulation step (the final whistle once finished). */
  lastTick: number;
} {
  const model = MODELS[fx.sportKey];
  const plan = interruptionOf(seed, fx);
  const run = fastForward(seed, fx, model.init(fx.info), 0, simStepAt(plan, tick));
  const finished = model.finished(run.sim);
  // steps after an interruption happen its stopped ticks later
  const lastTick = plan && run.tick > plan.from ? run.tick + plan.ticks : run.tick;
  return {
    sim: run.sim,
    tick,
    status: !finished && isStoppedTick(plan, tick) ? MATCH_STATUS.stopped : MATCH_STATUS.live,
    finished,
    lastTick,
  };
}

/** A fixture with its simulation at some wall time. */
export interface WindowEntry {
  fixture: Fixture;
  sim: SimState;
  tick: number;
  status: MatchStatus;
}

/** A fixture over by some wall time: its final simulation and when it ended. */
export interface FinishedEntry {
  fixture: Fixture;
  sim: SimState;
  /** Wall time of the final whistle (ms). */
  finishedAt: number;
}

/**
 * The schedule around `now` in one pass: live fixtures (started, not finished) fast-forwarded to
 * `now`, upcoming ones published by `now` within HORIZON_MS, and those that started within
 * MAX_MATCH_MS and are already over (the recent results).
 */
function scanWindow(
  seed: number,
  now: number,
  speed: number,
): { entries: WindowEntry[]; finished: FinishedEntry[] } {
  const entries: WindowEntry[] = [];
  const finished: FinishedEntry[] = [];
  const first = Math.floor((now - MAX_MATCH_MS / speed) / SLOT_MS);
  const last = Math.floor((now + HORIZON_MS) / SLOT_MS);
  for (let slot = first; slot <= last; slot++) {
    const fx = fixtureAt(seed, slot);
    if (fx.startTime > now) {
      if (fx.publishAt <= now)
        entries.push({
          fixture: fx,
          sim: MODELS[fx.sportKey].init(fx.info),
          tick: 0,
          status: MATCH_STATUS.prematch,
        });
      continue;
    }
    const run = simAtTick(seed, fx, ticksAt(fx, now, speed));
    if (!run.finished) {
      entries.push({ fixture: fx, sim: run.sim, tick: run.tick, status: run.status });
      continue;
    }
    finished.push({
      fixture: fx,
      sim: run.sim,
      finishedAt: Math.min(now, tickTime(fx, run.lastTick, speed)),
    });
  }
  return { entries, finished };
}

/**
 * The fixtures visible at `now`: live ones (started, not finished) with their simulation
 * fast-forwarded to `now`, and upcoming ones published by `now` within HORIZON_MS.
 */
export function windowEntries(seed: number, now: number, options: FeedOptions = {}): WindowEntry[] {
  return scanWindow(seed, now, options.speed ?? 1).entries;
}

/** Fixtures that started within MAX_MATCH_MS before `now` and were over by then. */
export function finishedEntries(
  seed: number,
  now: number,
  options: FeedOptions = {},
): FinishedEntry[] {
  return scanWindow(seed, now, options.speed ?? 1).finished;
}
