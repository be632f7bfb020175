import { productOfOdds, toOddsUnits } from '@sportsbook/betting/math/exact';
import { capOdds } from '@sportsbook/betting/odds/cap';

/**
 * Bet builder pricing (see README.md "Bet builder"): selections of one match are grouped by what
 * they are about; two selections of one group cannot be combined, and the price of a combination
 * is the product of its odds times a correlation factor per pair of groups, times (1 - margin),
 * rounded DOWN to 2 decimals, never below {@link MIN_CUSTOM_ODDS} nor above the spec §5 odds cap.
 */

/** Markets that decide every other market of the match: not offered in a bet builder. */
export const NOT_COMBINABLE_MARKETS: ReadonlySet<number> = new Set([45]);

/** Custom-bet group of a market id (goal sports: betradar numbering); else the market alone. */
export function customBetGroup(marketId: number): string {
  switch (marketId) {
    case 1:
    case 10:
      return 'result';
    case 16:
      return 'handicap';
    case 18:
      return 'total';
    case 29:
      return 'btts';
    case 37:
      return 'race';
    default:
      return `market_${marketId}`;
  }
}

/** Margin taken off a bet-builder price: 5 %. */
export const CUSTOM_BET_MARGIN = 0.05;
/** The lowest bet-builder price offered. */
export const MIN_CUSTOM_ODDS = 1.01;
/** Correlation factor of a pair of groups not listed in {@link PAIR_FACTORS}. */
export const DEFAULT_PAIR_FACTOR = 0.95;

/**
 * How much two groups move together (factor < 1: they tend to win together, so the plain product
 * overpays). A higher result goes with more goals and both teams scoring; a race winner with the
 * result and the handicap.
 */
const PAIR_FACTORS: Readonly<Record<string, number>> = {
  'result|total': 0.97,
  'btts|result': 0.93,
  'btts|total': 0.88,
  'handicap|result': 0.85,
  'handicap|total': 0.95,
  'btts|handicap': 0.95,
  'race|result': 0.8,
  'handicap|race': 0.85,
  'race|total': 0.92,
  'btts|race': 0.92,
};

/** The correlation factor of two different groups. */
export function pairFactor(a: string, b: string): number {
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  return PAIR_FACTORS[key] ?? DEFAULT_PAIR_FACTOR;
}

export interface PricedLeg {
  marketId: number;
  odds: number;
}

export type CustomPrice =
  | { ok: true; odds: number }
  | { ok: false; conflict: { group: string; positions: number[] } }
  | { ok: false; notCombinable: number };

/**
 * The bet-builder price of legs of one match: product(odds) x product over pairs of
 * {@link pairFactor} x (1 - margin), floored to 2 decimals, at least {@link MIN_CUSTOM_ODDS} and at
 * most the spec §5 cap (`capOdds`: a bet-builder price is an offered price, placed and paid as shown).
 * Computed with integer odds units (4 decimals) so the same legs always price the same.
 */
export function priceCustomBet(legs: readonly PricedLeg[]): CustomPrice {
  const blocked = legs.find((l) => NOT_COMBINABLE_MARKETS.has(l.marketId));
  if (blocked) return { ok: false, notCombinable: blocked.marketId };
  const positions = new Map<string, number[]>();
  legs.forEach((leg, i) => {
    const group = customBetGroup(leg.marketId);
    positions.set(group, [...(positions.get(group) ?? []), i]);
  });
  for (const [group, at] of positions)
    if (at.length > 1) return { ok: false, conflict: { group, positions: at } };
  const groups = [...positions.keys()];
  const factors: number[] = [1 - CUSTOM_BET_MARGIN];
  for (let i = 0; i < groups.length; i++)
    for (let j = i + 1; j < groups.length; j++)
      factors.push(pairFactor(groups[i] ?? '', groups[j] ?? ''));
  const scale = 10_000n;
  let units = toOddsUnits(productOfOdds(legs.map((l) => l.odds)));
  for (const f of factors) units = (units * toOddsUnits(f)) / scale;
  const cents = units / 100n;
  const odds = Number(cents) / 100;
  return { ok: true, odds: capOdds(Math.max(MIN_CUSTOM_ODDS, odds)) };
}
