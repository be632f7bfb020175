import { catalogueCore } from './catalogue';
import { MODELS, type SimState } from './models';
import type { MatchInfo } from './models/model';
import { slugify } from './names';
import { hashParts, rngFor } from './random';
import { sportSetup } from './sports';
import type {
  FeedCompetitor,
  FeedLeague,
  FeedMatch,
  FeedOptions,
  MatchStatus,
  SportKey,
} from './types';

/**
 * The rolling schedule. Wall time is cut into fixed slots of SLOT_MS from the Unix epoch; slot n
 * holds one match whose sport, league, competitors and key are a pure function of (seed, n), so
 * any `now` (and any restart) sees the same matches. A slot is published a fixed time before its
 * start: a tenth of slots a week ahead, the rest a few hours ahead, which keeps hundreds of
 * matches upcoming without flooding the week.
 */

/** One match starts every SLOT_MS (so about 40 are live at any time at speed 1). */
export const SLOT_MS = 120_000;
/** How far ahead the schedule looks. */
export const HORIZON_MS = 7 * 86_400_000;
/** Most slots are published this long before kick-off. */
export const SHORT_HORIZON_MS = 4 * 3_600_000;
/** Every LONG_EVERY-th slot (by hash) is published HORIZON_MS ahead. */
const LONG_EVERY = 10;
/** No simulated match lasts longer than this at speed 1 (cricket is the longest, about 2.5 h). */
export const MAX_MATCH_MS = 5 * 3_600_000;
/** Sports in slot order: soccer most often, each sport at least once per cycle. */
const SPORT_CYCLE: readonly SportKey[] = [
  'soccer',
  'tennis',
  'basketball',
  'soccer',
  'ice-hockey',
  'counter-strike',
  'soccer',
  'tennis',
  'table-tennis',
  'cricket',
  'soccer',
  'dota-2',
  'basketball',
  'table-tennis',
];

/** A slot's fixed facts: everything about a match that never changes. */
export interface Fixture {
  key: string;
  slot: number;
  sportKey: SportKey;
  categoryKey: string;
  leagueKey: string;
  competitorKeyA: string;
  competitorKeyB: string;
  nameA: string;
  nameB: string;
  slug: string;
  startTime: number;
  publishAt: number;
  provider: FeedMatch['provider'];
  info: MatchInfo;
}

interface CoreIndex {
  leaguesBySport: Map<SportKey, FeedLeague[]>;
  competitors: Map<string, FeedCompetitor>;
}

const coreCache = new Map<number, CoreIndex>();

// the catalogue is a pure function of the seed, so one index per seed is shared by all slots
function core(seed: number): CoreIndex {
  let hit = coreCache.get(seed);
  if (!hit) {
    if (coreCache.size >= 16) coreCache.clear();
    const cat = catalogueCore(seed);
    const leaguesBySport = new Map<SportKey, FeedLeague[]>();
    for (const l of cat.leagues)
      leaguesBySport.set(l.sportKey, [...(leaguesBySport.get(l.sportKey) ?? []), l]);
    hit = { leaguesBySport, competitors: new Map(cat.competitors.map((c) => [c.key, c])) };
    coreCache.set(seed, hit);
  }
  return hit;
}

/** The fixture of a slot. */
export function fixtureAt(seed: number, slot: number): Fixture {
  const sportKey =
    SPORT_CYCLE[((slot % SPORT_CYCLE.length) + SPORT_CYCLE.length) % SPORT_CYCLE.length] ??
    'soccer';
  const setup = sportSetup(sportKey);
  const cat = core(seed);
  const rng = rngFor(seed, 'slot', slot);
  const leagues = cat.leaguesBySport.get(sportKey) ?? [];
  const league = leagues[Math.floor(rng.next() * leagues.length)] ?? leagues[0];
  if (!league) throw new RangeError(`no league for ${sportKey}`);
  const n = league.competitorKeys.length;
  const ia = Math.floor(rng.next() * n);
  const ib = (ia + 1 + Math.floor(rng.next() * (n - 1))) % n;
  const a = cat.competitors.get(league.competitorKeys[ia] ?? '');
  const b = cat.competitors.get(league.competitorKeys[ib] ?? '');
  if (!a || !b) throw new RangeError(`bad competitors in ${league.key}`);
  const startTime = slot * SLOT_MS;
  const horizon =
    hashParts(seed, 'publish', slot) % LONG_EVERY === 0 ? HORIZON_MS : SHORT_HORIZON_MS;
  const key = `${setup.urnPrefix}:match:${slot}`;
  return {
    key,
    slot,
    sportKey,
    categoryKey: league.categoryKey,
    leagueKey: league.key,
    competitorKeyA: a.key,
    competitorKeyB: b.key,
    nameA: a.name,
    nameB: b.name,
    slug: `${slugify(a.name)}-${slugify(b.name)}-${slot}`,
    startTime,
    publishAt: startTime - horizon,
    provider: setup.provider,
    info: { key, sportKey, strengthA: a.strength, strengthB: b.strength },
  };
}

/** Match-time ticks of a fixture completed by wall time `t`. */
export function ticksAt(fx: Fixture, t: number, speed: number): number {
  if (t < fx.startTime) return 0;
  return Math.floor(((t - fx.startTime) * speed) / MODELS[fx.sportKey].tickMs);
}

/** Wall time at which tick `i` of a fixture happens. */
export function tickTime(fx: Fixture, i: number, speed: number): number {
  return fx.startTime + Math.ceil((i * MODELS[fx.sportKey].tickMs) / speed);
}

/** The random source of one tick of one match. */
export function tickRng(seed: number, key: string, i: number) {
  return rngFor(seed, key, 'tick', i);
}

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

/** One match in INTERRUPT_EVERY (by hash) is interrupted once, e.g. by weather or a floodlight. */
const INTERRUPT_EVERY = 15;

/** Engine ticks from + 1 .. from + ticks are stopped (status 2): no simulation step is taken. */
export interface Interruption {
  from: number;
  ticks: number;
}

/** A fixture's interruption: 2..30 min of match time in, 2..5 min long (none if over by then). */
export function interruptionOf(seed: number, fx: Fixture): Interruption | null {
  if (hashParts(seed, fx.key, 'interrupt') % INTERRUPT_EVERY !== 0) return null;
  const rng = rngFor(seed, fx.key, 'interrupt', 'plan');
  const tickMs = MODELS[fx.sportKey].tickMs;
  const startMs = (2 + rng.next() * 28) * 60_000;
  const lengthMs = (2 + rng.next() * 3) * 60_000;
  return {
    from: Math.max(1, Math.floor(startMs / tickMs)),
    ticks: Math.max(1, Math.round(lengthMs / tickMs)),
  };
}

/** Whether engine tick `i` falls inside the interruption (a stopped tick). */
export function isStoppedTick(plan: Interruption | null, i: number): boolean {
  return plan !== null && i > plan.from && i <= plan.from + plan.ticks;
}

/** The simulation step played at engine tick `i` (ticks after an interruption are shifted). */
export function simStepAt(plan: Interruption | null, i: number): number {
  if (!plan || i <= plan.from) return i;
  return Math.max(plan.from, i - plan.ticks);
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
    status: !finished && isStoppedTick(plan, tick) ? 2 : 1,
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

/** Slots whose publication falls in (from, to], in slot order. */
export function publishedBetween(seed: number, from: number, to: number): Fixture[] {
  const out: Fixture[] = [];
  for (const horizon of [SHORT_HORIZON_MS, HORIZON_MS]) {
    const first = Math.floor((from + horizon) / SLOT_MS) + 1;
    const last = Math.floor((to + horizon) / SLOT_MS);
    for (let slot = first; slot <= last; slot++) {
      const fx = fixtureAt(seed, slot);
      if (fx.publishAt > from && fx.publishAt <= to) out.push(fx);
    }
  }
  return out.sort((a, b) => a.slot - b.slot);
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
        entries.push({ fixture: fx, sim: MODELS[fx.sportKey].init(fx.info), tick: 0, status: 0 });
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
    isLive: status === 1 || status === 2,
    isFinished: status === 4,
    periodScores: [],
    phase: 'not started',
    statistics: {},
  };
  if (status === 0) return match;
  const model = MODELS[fx.sportKey];
  const view = model.view(sim);
  const stopped = view.clock.stopped || status === 2;
  return {
    ...match,
    ...view,
    phase: status === 2 ? 'interrupted' : view.phase,
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
