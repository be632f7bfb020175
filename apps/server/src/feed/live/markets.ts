import { MODELS, type SimState } from '@/feed/models';
import { toMarket } from '@/feed/pricing';
import { randNormal, rngFor } from '@/feed/random';
import type { Fixture } from '@/feed/schedule/fixtures';
import type { FeedMarket, MarketSettlement, MarketStatus } from '@/feed/types';
import { MARKET_STATUS } from '@sportsbook/betting/catalog/status';

/** Size of the random odds drift between scoring events (log-normal sigma per outcome). */
const DRIFT_SIGMA = 0.04;

/** Identity of a market within its match. */
export function marketId(m: Pick<FeedMarket, 'marketId' | 'specifier'>): string {
  return `${m.marketId}/${m.specifier}`;
}

/**
 * The markets of a fixture priced from its simulation. `driftKey` seeds the drift (the tick
 * index live, "pre" before kick-off), so a price is a pure function of (state, tick).
 */
export function priceMarkets(
  seed: number,
  fx: Fixture,
  sim: SimState,
  status: MarketStatus,
  driftKey: string | number,
): FeedMarket[] {
  return MODELS[fx.sportKey].quotes(sim, fx.info).map((q) => {
    const rng = rngFor(seed, fx.key, 'drift', driftKey, q.marketId, q.specifier);
    const drift = q.outcomes.map(() => Math.exp(DRIFT_SIGMA * randNormal(rng)));
    return toMarket(q, fx.key, fx.provider, status, drift);
  });
}

/** The market settled from a state where it is decided: status settled (-3), results set. */
export function settleMarket(fx: Fixture, sim: SimState, market: FeedMarket): FeedMarket {
  const results = MODELS[fx.sportKey].settle(sim, market);
  return {
    ...market,
    status: MARKET_STATUS.settled,
    outcomes: market.outcomes.map((o, i) => ({
      ...o,
      active: false,
      result: results[i] ?? 'refund_entire',
    })),
  };
}

/** The settlement record of a settled market. */
export function toSettlement(market: FeedMarket): MarketSettlement {
  return {
    matchKey: market.matchKey,
    marketId: market.marketId,
    specifier: market.specifier,
    results: market.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      result: o.result ?? 'refund_entire',
    })),
  };
}

/** The markets suspended (-1): every outcome inactive, odds kept. */
export function suspend(markets: readonly FeedMarket[]): FeedMarket[] {
  return markets.map((m) => ({
    ...m,
    status: MARKET_STATUS.suspended,
    outcomes: m.outcomes.map((o) => ({ ...o, active: false })),
  }));
}

/** Markets of `next` that differ from `prev` (new or changed), by market identity. */
export function changedMarkets(
  prev: readonly FeedMarket[],
  next: readonly FeedMarket[],
): FeedMarket[] {
  const before = new Map(prev.map((m) => [marketId(m), m]));
  return next.filter((m) => {
    const old = before.get(marketId(m));
    return (
      !old ||
      old.status !== m.status ||
      old.outcomes.some(
        (o, i) => o.odds !== m.outcomes[i]?.odds || o.active !== m.outcomes[i]?.active,
      )
    );
  });
}
