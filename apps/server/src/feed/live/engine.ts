import { MODELS, type SimState } from '@/feed/models';
import { PROVIDERS } from '@sportsbook/contract/vocabulary';
import { providerEvents, providerStatusAt } from '@/feed/providers';
import { fixtureAt, publishedBetween, type Fixture } from '@/feed/schedule/fixtures';
import { simAtTick, windowEntries } from '@/feed/schedule/simulation';
import {
  interruptionOf,
  isStoppedTick,
  simStepAt,
  tickRng,
  tickTime,
  ticksAt,
} from '@/feed/schedule/ticks';
import { toFeedMatch } from '@/feed/schedule/view';
import type {
  FeedEvent,
  FeedMarket,
  FeedMatch,
  FeedOptions,
  MatchStatus,
  Provider,
  ProviderStatus,
} from '@/feed/types';
import {
  changedMarkets,
  marketId,
  priceMarkets,
  settleMarket,
  suspend,
  toSettlement,
} from './markets';
import { isPrematch, isStopped, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

/**
 * The live engine: `advance` moves a feed state from one wall time to another and returns the
 * real-time events of spec §7 that happened in between. Each tick's randomness is seeded by
 * (seed, match, tick), so a match plays out the same however the time is cut into calls.
 */

/** Odds drift every this many ticks while nothing else happens. */
const DRIFT_TICKS = 6;

/** One match the engine tracks. */
export interface LiveMatch {
  slot: number;
  match: FeedMatch;
  sim: SimState;
  /** Engine ticks done so far (stopped ticks of an interruption included). */
  tick: number;
  markets: FeedMarket[];
  suspended: boolean;
}

/** The engine's whole state: plain data, never mutated by `advance`. */
export interface FeedState {
  seed: number;
  speed: number;
  /** Wall time (ms) the state describes. */
  at: number;
  matches: LiveMatch[];
  providers: Record<Provider, ProviderStatus>;
}

/** Result of {@link advance}. */
export interface AdvanceResult {
  state: FeedState;
  /** Events in time order (ties keep generation order). */
  events: FeedEvent[];
}

function liveMatchOf(
  seed: number,
  fx: Fixture,
  sim: SimState,
  tick: number,
  status: MatchStatus,
  at: number,
): LiveMatch {
  const markets = priceMarkets(seed, fx, sim, 1, isPrematch(status) ? 'pre' : tick);
  return {
    slot: fx.slot,
    match: toFeedMatch(fx, sim, status, at),
    sim,
    tick,
    markets: isStopped(status) ? suspend(markets) : markets,
    suspended: isStopped(status),
  };
}

/**
 * The feed at `now`: the schedule window with prices and provider statuses.
 * @param options.speed match time runs this many times faster than wall time (fixed per state)
 */
export function createFeedState(seed: number, now: number, options: FeedOptions = {}): FeedState {
  const speed = options.speed ?? 1;
  const providers = Object.fromEntries(
    PROVIDERS.map((p) => [p, providerStatusAt(seed, p, now)]),
  ) as Record<Provider, ProviderStatus>;
  const matches = windowEntries(seed, now, { speed }).map((e) =>
    liveMatchOf(seed, e.fixture, e.sim, e.tick, e.status, now),
  );
  return { seed, speed, at: now, matches, providers };
}

/**
 * One match as the engine tracks it at `now` (fast-forwarded if it has started), for a caller
 * that follows a single match (a match page, a test) or re-adds one after a restart.
 * @returns null once the match is finished at `now`
 */
export function trackMatch(
  seed: number,
  slot: number,
  now: number,
  options: FeedOptions = {},
): LiveMatch | null {
  const fx = fixtureAt(seed, slot);
  const run = simAtTick(seed, fx, ticksAt(fx, now, options.speed ?? 1));
  if (run.finished) return null;
  return liveMatchOf(
    seed,
    fx,
    run.sim,
    run.tick,
    fx.startTime <= now ? run.status : MATCH_STATUS.prematch,
    now,
  );
}

interface Emit {
  (event: FeedEvent): void;
}

/** The `match_status_changed` of a match going from one status to the next. */
const statusChanged = (at: number, matchKey: string, from: MatchStatus, to: MatchStatus) =>
  ({ type: 'match_status_changed', at, matchKey, status: to, previousStatus: from }) as const;

function runMatch(
  seed: number,
  speed: number,
  lm: LiveMatch,
  from: number,
  to: number,
  emit: Emit,
): LiveMatch {
  const fx = fixtureAt(seed, lm.slot);
  const model = MODELS[fx.sportKey];
  let cur = lm;
  if (isPrematch(cur.match.status)) {
    if (fx.startTime > to) return cur;
    const at = Math.max(fx.startTime, from);
    const markets = priceMarkets(seed, fx, cur.sim, 1, 0);
    cur = { ...cur, match: toFeedMatch(fx, cur.sim, MATCH_STATUS.live, at), markets };
    emit(statusChanged(at, fx.key, MATCH_STATUS.prematch, MATCH_STATUS.live));
    emit({ type: 'match_changed', at, matchKey: fx.key, match: cur.match });
    emit({ type: 'markets_changed', at, matchKey: fx.key, markets });
  }
  const lastTick = ticksAt(fx, to, speed);
  const plan = interruptionOf(seed, fx);
  for (let i = cur.tick + 1; i <= lastTick; i++) {
    const at = tickTime(fx, i, speed);
    if (isStoppedTick(plan, i)) {
      cur = { ...cur, tick: i };
      if (isStopped(cur.match.status)) continue;
      // interruption: clock and simulation stand still, every market is suspended (1 -> 2)
      const markets = suspend(cur.markets);
      cur = {
        ...cur,
        match: toFeedMatch(fx, cur.sim, MATCH_STATUS.stopped, at),
        markets,
        suspended: true,
      };
      emit(statusChanged(at, fx.key, MATCH_STATUS.live, MATCH_STATUS.stopped));
      emit({ type: 'match_changed', at, matchKey: fx.key, match: cur.match });
      emit({ type: 'markets_changed', at, matchKey: fx.key, markets });
      continue;
    }
    const resumed = isStopped(cur.match.status);
    // the simulation's own tick index keeps its random draws, so the match plays out as uninterrupted
    const res = model.step(cur.sim, tickRng(seed, fx.key, simStepAt(plan, i)), fx.info);
    const sim = res.state;
    const match = toFeedMatch(fx, sim, MATCH_STATUS.live, at);
    cur = { ...cur, sim, tick: i };
    if (resumed) emit(statusChanged(at, fx.key, MATCH_STATUS.stopped, MATCH_STATUS.live));
    if (model.finished(sim)) {
      // final whistle: settle every open market and close the match (1 -> 4)
      const settled = cur.markets.map((m) => settleMarket(fx, sim, m));
      const final = toFeedMatch(fx, sim, MATCH_STATUS.finished, at);
      emit({ type: 'match_changed', at, matchKey: fx.key, match: final });
      emit({ type: 'markets_changed', at, matchKey: fx.key, markets: settled });
      emit({
        type: 'match_status_changed',
        at,
        matchKey: fx.key,
        status: MATCH_STATUS.finished,
        previousStatus: MATCH_STATUS.live,
        settlements: settled.map(toSettlement),
      });
      return { ...cur, match: final, markets: [] };
    }
    if (resumed || res.scored || match.phase !== cur.match.phase || i % DRIFT_TICKS === 0) {
      emit({ type: 'match_changed', at, matchKey: fx.key, match });
    }
    cur = { ...cur, match };
    let next: FeedMarket[] | null = null;
    if (res.danger) {
      if (!cur.suspended) next = suspend(cur.markets);
    } else if (res.scored || cur.suspended || i % DRIFT_TICKS === 0) {
      next = priceMarkets(seed, fx, sim, 1, i);
    }
    if (!next) continue;
    // markets no longer quoted (a finished set, game or map) are settled now
    const keep = new Set(next.map(marketId));
    const closed = cur.markets
      .filter((m) => !keep.has(marketId(m)))
      .map((m) => settleMarket(fx, sim, m));
    const changed = [...changedMarkets(cur.markets, next), ...closed];
    cur = { ...cur, markets: next, suspended: res.danger };
    if (changed.length > 0)
      emit({ type: 'markets_changed', at, matchKey: fx.key, markets: changed });
  }
  return cur;
}

/**
 * Moves the feed from `fromMs` to `toMs` (wall time, ms): kick-offs, match ticks (clock, scores,
 * odds drift and re-pricing, suspensions around dangerous moments), finishes with settlement,
 * newly published matches and provider outages. Finished matches leave the state.
 * @param seed must be the state's seed
 */
export function advance(
  state: FeedState,
  fromMs: number,
  toMs: number,
  seed: number,
): AdvanceResult {
  if (seed !== state.seed)
    throw new RangeError(`state was built with seed ${state.seed}, not ${seed}`);
  if (toMs < fromMs) throw new RangeError('toMs must not be before fromMs');
  const events: FeedEvent[] = [];
  const emit: Emit = (e) => events.push(e);
  const matches: LiveMatch[] = [];
  for (const lm of state.matches) {
    const next = runMatch(seed, state.speed, lm, fromMs, toMs, emit);
    if (!next.match.isFinished) matches.push(next);
  }
  const known = new Set(state.matches.map((m) => m.slot));
  for (const fx of publishedBetween(seed, fromMs, toMs)) {
    if (known.has(fx.slot)) continue;
    const lm = trackMatch(seed, fx.slot, toMs, { speed: state.speed });
    if (!lm) continue;
    const at = Math.max(fx.publishAt, fromMs);
    emit({ type: 'match_changed', at, matchKey: fx.key, match: lm.match });
    emit({ type: 'markets_changed', at, matchKey: fx.key, markets: lm.markets });
    matches.push(lm);
  }
  const providerChanges = providerEvents(seed, fromMs, toMs);
  events.push(...providerChanges);
  const providers = { ...state.providers };
  for (const p of PROVIDERS) providers[p] = providerStatusAt(seed, p, toMs);
  matches.sort((a, b) => a.slot - b.slot);
  const ordered = events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at - b.e.at || a.i - b.i)
    .map((x) => x.e);
  return { state: { ...state, at: toMs, matches, providers }, events: ordered };
}
