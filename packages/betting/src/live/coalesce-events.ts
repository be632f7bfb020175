import type { MarketWire, OutcomeWire } from '@sportsbook/contract/market';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import { isMarketNotAllowed } from '../catalog/status';
import { eventMatchId } from './event-match';

/**
 * Coalescing of `markets_changed` publications (issue 18: 2,000 odds changes a second). Within one
 * batch (a feed tick on the server, an animation frame in the browser) the changes of one match
 * become one event whose effect through applyMarketsUpdate (spec §4 live updates) is the same as
 * applying them one by one:
 * - a market listed twice takes the later fields; its outcomes merge by id (later wins, new ones
 *   appended in order), as the reducer applies partial updates in order;
 * - two events are not merged when a market they share is "not allowed" in either (the reducer
 *   drops it, then a later update re-adds it with only its own outcomes), when the earlier lists
 *   it without outcomes and the later with some (the earlier may drop it), nor when the later one
 *   lists a market the earlier does not (markets new to a match are placed per update, by
 *   priority: one update would order them differently);
 * - any other event of that match (match_changed, match_status_changed) closes the match's open
 *   event, so the order of a match's events relative to each other is kept.
 */

type MarketsChanged = Extract<RealtimeEventWire, { type: 'markets_changed' }>;

const keyOf = (m: MarketWire) => `${m.match_urn_id}/${m.market_id}/${m.specifier}`;

function mergeOutcomes(earlier: OutcomeWire[], later: OutcomeWire[]): OutcomeWire[] {
  if (later.length === 0) return earlier;
  if (earlier.length === 0) return later;
  const byId = new Map(later.map((o) => [o.id, o]));
  const merged = earlier.map((o) => {
    const update = byId.get(o.id);
    if (!update) return o;
    byId.delete(o.id);
    return update;
  });
  for (const o of byId.values()) merged.push(o);
  return merged;
}

/** The markets of two updates as one, or null when they must stay apart (see above). */
export function mergeMarketUpdates(
  earlier: readonly MarketWire[],
  later: readonly MarketWire[],
): MarketWire[] | null {
  const index = new Map(earlier.map((m, i) => [keyOf(m), i]));
  // a market the earlier update drops stays apart; one it lists without outcomes (dropped when
  // the match lacks it) too, when the later lists outcomes: that one would add it on its own
  const notAllowed = new Set(earlier.filter((m) => isMarketNotAllowed(m.status)).map(keyOf));
  const empty = new Set(earlier.filter((m) => m.outcomes.length === 0).map(keyOf));
  const merged = [...earlier];
  for (const update of later) {
    const key = keyOf(update);
    const at = index.get(key);
    if (at === undefined || isMarketNotAllowed(update.status) || notAllowed.has(key)) return null;
    if (empty.has(key) && update.outcomes.length > 0) return null;
    const present = merged[at] as MarketWire;
    merged[at] = { ...update, outcomes: mergeOutcomes(present.outcomes, update.outcomes) };
  }
  return merged;
}

/**
 * Coalesces the `markets_changed` of each match (per `scopeOf`: the channels a server publication
 * goes to) into the position of the first one; every other item keeps its place and order.
 */
export function coalesceMarketsChanged<T>(
  items: readonly T[],
  eventOf: (item: T) => RealtimeEventWire,
  withEvent: (item: T, event: MarketsChanged) => T,
  scopeOf: (item: T) => string = () => '',
): T[] {
  const out: T[] = [];
  // match id -> scope -> index in `out` of the match's open markets_changed
  const open = new Map<number, Map<string, number>>();
  for (const item of items) {
    const event = eventOf(item);
    const match = eventMatchId(event);
    if (event.type !== 'markets_changed') {
      if (match !== null) open.delete(match);
      out.push(item);
      continue;
    }
    const id = event.data.match_id;
    const scope = scopeOf(item);
    let scopes = open.get(id);
    const at = scopes?.get(scope);
    if (at !== undefined) {
      const target = out[at] as T;
      const previous = eventOf(target) as MarketsChanged;
      const markets = mergeMarketUpdates(previous.data.markets, event.data.markets);
      if (markets) {
        out[at] = withEvent(target, {
          type: 'markets_changed',
          data: { ...event.data, markets },
        });
        continue;
      }
    }
    if (!scopes) {
      scopes = new Map();
      open.set(id, scopes);
    }
    scopes.set(scope, out.length);
    out.push(item);
  }
  return out;
}

/** {@link coalesceMarketsChanged} of plain events (one browser frame's publications). */
export const coalesceEvents = (events: readonly RealtimeEventWire[]): RealtimeEventWire[] =>
  coalesceMarketsChanged(
    events,
    (e) => e,
    (_e, merged) => merged,
  );
