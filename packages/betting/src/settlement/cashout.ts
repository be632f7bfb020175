import type { BetStatus, PlacedBet, PlacedSelection } from '../bets/types';
import { CashoutError } from './errors';
import {
  divideRatios,
  floorTimes,
  multiplyRatios,
  RATIO_ONE,
  RATIO_ZERO,
  ratioOfOdds,
  type Ratio,
} from './exact-ratio';
import { legFactor } from './leg-factor';

/**
 * Default bookmaker margin taken off the fair cashout value: 5 %. Not given by the spec (which
 * shows no cashout formula); a product constant the server may override per call.
 */
export const CASHOUT_MARGIN = 0.05;

/** A leg lost: no cashout offer. */
export const LOST_LEG = 'lost';

/** Input of {@link cashoutOffer}. Money in minor units, odds decimal. */
export interface CashoutOfferInput {
  /** Stake of the bet in minor units (integer > 0). */
  stake: number;
  betStatus: BetStatus;
  /** Odds each selection was placed at (for a half-settled leg, its effective odds). */
  placedOdds: readonly number[];
  /**
   * Current odds of each selection, same order: the live odds of an unsettled leg, 1 for a leg
   * already won (or void), {@link LOST_LEG} for a leg lost.
   */
  currentOdds: readonly (number | typeof LOST_LEG)[];
  /** Margin in [0, 1), 4 decimal places; defaults to {@link CASHOUT_MARGIN}. */
  margin?: number;
}

/**
 * Whether a bet can be cashed out by status: only `waiting_results` (accepted, results pending).
 * `submitted` is not accepted yet (a VIP bet may still be rejected), `ready_to_process` already
 * has its results, and `cashout_in_progress` is being cashed out.
 */
export function isBetOpenForCashout(status: BetStatus): boolean {
  return status === 'waiting_results';
}

/**
 * The cashout offer of a single or combo bet, in minor units:
 * offer = floor(stake x product(placedOdds) / product(currentOdds) x (1 - margin)),
 * capped at the potential win floor(stake x product(placedOdds)). The fair value is the stake
 * carried at the placed odds and priced back at the current odds; a won leg counts as current
 * odds 1, so its placed odds are locked in. Computed exactly, rounded down once.
 * @returns the offer, or undefined (no offer) when the bet is not open
 * ({@link isBetOpenForCashout}), a leg is lost, or the offer would be 0
 * @throws CashoutError on a stake that is not a positive integer, odds below 1, a margin outside
 * [0, 1), no selections, or odds lists of different lengths
 */
export function cashoutOffer(input: CashoutOfferInput): number | undefined {
  const { stake, betStatus, placedOdds, currentOdds, margin = CASHOUT_MARGIN } = input;
  assertOfferInput(stake, margin);
  if (placedOdds.length !== currentOdds.length) {
    throw new CashoutError(
      'odds_count_mismatch',
      `${placedOdds.length} placed odds for ${currentOdds.length} current odds`,
    );
  }
  const placed = placedOdds.map(oddsRatio);
  const current = currentOdds.map((odds) => (odds === LOST_LEG ? RATIO_ZERO : oddsRatio(odds)));
  if (current.includes(RATIO_ZERO)) return undefined; // a lost leg: no offer
  return offerFromFactors(stake, betStatus, placed, current, margin);
}

/** A bet as {@link cashoutOfferForBet} reads it (a {@link PlacedBet} fits). */
export interface CashoutBet extends Pick<PlacedBet, 'betType' | 'betStatus' | 'stake'> {
  selections: readonly Pick<PlacedSelection, 'id' | 'odds' | 'result'>[];
}

/**
 * {@link cashoutOffer} for a placed bet, from the current odds of its selections keyed by
 * selection id. Settled legs use their effective odds (see settlement/leg-factor) as placed odds
 * and 1 as current odds, so a half-won leg locks in (1 + odds) / 2.
 * @returns the offer in minor units, or undefined when there is none: the rules of
 * {@link cashoutOffer}, plus system and custom bets (not offered) and an unsettled leg without
 * current odds (its market is suspended or gone)
 */
export function cashoutOfferForBet(
  bet: CashoutBet,
  currentOdds: ReadonlyMap<string, number>,
  margin: number = CASHOUT_MARGIN,
): number | undefined {
  assertOfferInput(bet.stake, margin);
  if (bet.betType !== 'single' && bet.betType !== 'combo') return undefined;
  const placed: Ratio[] = [];
  const current: Ratio[] = [];
  for (const selection of bet.selections) {
    const settled = legFactor(selection.result, checkedOdds(selection.odds));
    if (settled !== undefined) {
      if (settled.num === 0n) return undefined;
      placed.push(settled);
      current.push(RATIO_ONE);
      continue;
    }
    const live = currentOdds.get(selection.id);
    if (live === undefined) return undefined;
    placed.push(oddsRatio(selection.odds));
    current.push(oddsRatio(live));
  }
  return offerFromFactors(bet.stake, bet.betStatus, placed, current, margin);
}

/**
 * Whether a cashout request (POST /bets/cashout `to_cashout`) is still valid: there is a current
 * offer and the requested amount, a positive integer of minor units, is at most that offer and at
 * most `tolerance` below it. The server then pays the requested amount, never more.
 * @param requested amount the bettor accepted, minor units
 * @param currentOffer offer computed now ({@link cashoutOfferForBet}), undefined when none
 * @param tolerance how far (minor units) the offer may have risen above a request; default any
 */
export function isCashoutStillValid(
  requested: number,
  currentOffer: number | undefined,
  tolerance: number = Number.POSITIVE_INFINITY,
): boolean {
  if (currentOffer === undefined) return false;
  if (!Number.isSafeInteger(requested) || requested <= 0) return false;
  return requested <= currentOffer && currentOffer - requested <= tolerance;
}

/** The offer from exact placed and current leg factors; input already validated. */
function offerFromFactors(
  stake: number,
  betStatus: BetStatus,
  placed: readonly Ratio[],
  current: readonly Ratio[],
  margin: number,
): number | undefined {
  if (placed.length === 0) throw new CashoutError('no_selections', 'a bet without selections');
  if (!isBetOpenForCashout(betStatus)) return undefined;
  const placedProduct = multiplyRatios(placed);
  const marginRatio = ratioOfOdds(margin);
  const kept: Ratio = { num: marginRatio.den - marginRatio.num, den: marginRatio.den };
  const fair = divideRatios(multiplyRatios([placedProduct, kept]), multiplyRatios(current));
  // current odds are >= 1 so this holds already; the cap states the rule
  const offer = Math.min(floorTimes(stake, fair), floorTimes(stake, placedProduct));
  return offer > 0 ? offer : undefined;
}

function assertOfferInput(stake: number, margin: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    throw new CashoutError('invalid_stake', `stake must be positive minor units, got ${stake}`);
  }
  if (!(Number.isFinite(margin) && margin >= 0 && margin < 1)) {
    throw new CashoutError('invalid_margin', `margin must be in [0, 1), got ${margin}`);
  }
}

function oddsRatio(odds: number): Ratio {
  return ratioOfOdds(checkedOdds(odds));
}

function checkedOdds(odds: number): number {
  if (!(Number.isFinite(odds) && odds >= 1)) {
    throw new CashoutError('invalid_odds', `odds must be decimal odds >= 1, got ${odds}`);
  }
  return odds;
}
