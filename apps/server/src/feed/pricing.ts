import { capOdds } from '@sportsbook/betting/odds/cap';
import type { FeedMarket, MarketStatus, Provider } from './types';
import { isMarketAllowed } from '@sportsbook/betting/catalog/status';

/**
 * From fair probabilities to bookmaker odds: one margin, one rounding rule, one floor and cap.
 */

/** Bookmaker margin on match markets: implied probabilities of a market sum to 1 + MARGIN. */
export const MARGIN = 0.06;
/** Outright markets carry a larger margin, as many-runner markets do. */
export const OUTRIGHT_MARGIN = 0.15;
/** Odds never go below this: odds of 1 or less would be a bet that cannot win anything. */
export const MIN_ODDS = 1.01;
/** Probabilities below this are treated as this (a long shot, not an impossibility). */
const MIN_PROBABILITY = 0.002;

/** A fair-priced outcome before the margin. */
export interface QuoteOutcome {
  outcomeId: string;
  name: string;
  /** Fair probability; a market's outcomes are normalised to sum to 1 (pushes excluded). */
  p: number;
}

/** A market with fair probabilities, as a sport model prices it. */
export interface Quote {
  marketId: number;
  name: string;
  specifier: string;
  groupKeys: string[];
  priority: number;
  outcomes: QuoteOutcome[];
}

/**
 * Decimal odds for a fair probability with a margin: 1 / (p * (1 + margin)), rounded half-up to
 * 2 decimals, then held inside [MIN_ODDS, ODDS_CAP]: the spec §5 cap is applied to the price
 * offered, so the odds shown, placed and paid are one number.
 */
export function oddsFor(p: number, margin: number = MARGIN): number {
  const fair = 1 / (Math.max(p, MIN_PROBABILITY) * (1 + margin));
  const rounded = Math.round(fair * 100) / 100;
  return capOdds(Math.max(MIN_ODDS, rounded));
}

/** Normalises probabilities to sum to 1 (a market priced without its push mass). */
export function normalise(ps: readonly number[]): number[] {
  const sum = ps.reduce((a, b) => a + b, 0);
  return sum > 0 ? ps.map((p) => p / sum) : ps.map(() => 1 / ps.length);
}

/**
 * A market from a quote: probabilities are optionally drifted by per-outcome factors (odds move
 * without a scoring event), renormalised, then priced with the margin.
 */
export function toMarket(
  quote: Quote,
  matchKey: string,
  provider: Provider,
  status: MarketStatus,
  drift: readonly number[] = [],
  margin: number = MARGIN,
): FeedMarket {
  const ps = normalise(quote.outcomes.map((o, i) => o.p * (drift[i] ?? 1)));
  return {
    matchKey,
    marketId: quote.marketId,
    name: quote.name,
    specifier: quote.specifier,
    groupKeys: quote.groupKeys,
    priority: quote.priority,
    status,
    provider,
    outcomes: quote.outcomes.map((o, i) => ({
      outcomeId: o.outcomeId,
      name: o.name,
      odds: oddsFor(ps[i] ?? 0, margin),
      // an outcome the score has already ruled out stays listed but cannot be bet on
      active: isMarketAllowed(status) && o.p > 0,
    })),
  };
}
