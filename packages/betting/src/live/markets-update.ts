import { marketKey, type Market, type Outcome } from '../catalog/types';
import { isMarketNotAllowed, MARKET_STATUS } from '../catalog/status';
import { applyPatch } from './structural-sharing';

/**
 * Whether a market is suspended (status -1): it stays listed, flagged by its status, and its
 * outcomes cannot be selected (the ticket suspends selections on it, spec §4 odds update).
 */
export function isMarketSuspended(market: Pick<Market, 'status'>): boolean {
  return market.status === MARKET_STATUS.suspended;
}

/**
 * Applies a live `markets_changed` update to the markets of a match (spec §4 "Live updates"),
 * keeping references of everything unchanged.
 *
 * - A market whose new status is not allowed (0, -2, -3, -4) is dropped; a suspended one (-1) is
 *   kept with its status, see {@link isMarketSuspended}.
 * - A market update with no outcomes is dropped unless the market is already present; then its
 *   market-level fields (status, name, ...) apply and its outcomes are kept.
 * - Outcomes are matched by composite id. An outcome is replaced only when its odds or its active
 *   flag changed (spec: "only when odds changed"; the active flag is included too, so a withdrawn
 *   outcome is not left clickable); other outcome fields (e.g. name) are ignored. Outcomes absent
 *   from the update are kept (updates are partial); unknown outcomes are appended.
 * - New markets are appended after the existing ones, ordered by descending priority (markets
 *   without one last), ties by market id then update order; existing markets keep their place.
 * - Several updates for one market apply in order.
 * @returns `markets` itself when nothing changed, else a new array
 */
export function applyMarketsUpdate(markets: Market[], updates: readonly Market[]): Market[] {
  const indexByKey = new Map(markets.map((market, index) => [marketKey(market), index]));
  // copy-on-write view of `markets`; undefined entries are dropped markets
  let listed: (Market | undefined)[] | undefined;
  const added = new Map<string, Market>();
  for (const update of updates) {
    const key = marketKey(update);
    const index = indexByKey.get(key);
    const present = index === undefined ? added.get(key) : (listed ?? markets)[index];
    const next = reduceMarket(present, update);
    if (next === present) continue;
    if (index !== undefined) {
      listed ??= [...markets];
      listed[index] = next;
    } else if (next) added.set(key, next);
    else added.delete(key);
  }
  if (!listed && added.size === 0) return markets;
  const kept = (listed ?? markets).filter((market): market is Market => market !== undefined);
  return [...kept, ...[...added.values()].sort(compareNewMarkets)];
}

function reduceMarket(present: Market | undefined, update: Market): Market | undefined {
  // spec §4: markets not allowed are dropped
  if (isMarketNotAllowed(update.status)) return undefined;
  // spec §4: markets with no outcomes are dropped unless already present
  if (!present) return update.outcomes.length > 0 ? update : undefined;
  const { outcomes, ...fields } = update;
  const patched = applyPatch(present, fields);
  const mergedOutcomes = mergeOutcomes(present.outcomes, outcomes);
  return mergedOutcomes === present.outcomes ? patched : { ...patched, outcomes: mergedOutcomes };
}

function mergeOutcomes(current: Outcome[], updates: readonly Outcome[]): Outcome[] {
  if (updates.length === 0) return current;
  const updateById = new Map(updates.map((outcome) => [outcome.id, outcome]));
  let changed = false;
  const merged = current.map((outcome) => {
    const update = updateById.get(outcome.id);
    if (!update) return outcome;
    updateById.delete(outcome.id);
    // spec §4: outcome updates replace the outcome only when odds changed (or active, see above)
    if (update.odds === outcome.odds && update.active === outcome.active) return outcome;
    changed = true;
    return update;
  });
  if (updateById.size > 0) {
    changed = true;
    merged.push(...updateById.values());
  }
  return changed ? merged : current;
}

/** Descending priority, markets without a priority last, then ascending market id. */
function compareNewMarkets(a: Market, b: Market): number {
  const pa = a.priority ?? Number.NEGATIVE_INFINITY;
  const pb = b.priority ?? Number.NEGATIVE_INFINITY;
  if (pa !== pb) return pb - pa;
  return a.marketId - b.marketId;
}
