/**
 * Jackpots fed by bets (spec §3 Jackpot, Bet usedInJackpot; issue 15): which bets feed a jackpot,
 * how much of a stake goes to a level's pool, and the draw that decides a hit. Money in integer
 * minor units of the jackpot's currency; no clock, no randomness (the draw value is passed in).
 */
import { toOddsUnits } from '../math/exact';

/** Basis points: 10000 bp = 100 %. */
export const BP_SCALE = 10_000;

/** What eligibility reads of a bet (the odds of each selection as placed). */
export interface JackpotBet {
  stake: number;
  currency: string;
  selectionOdds: readonly number[];
  /** The bet's bonus type, if any: a freebet stake is not the player's money. */
  bonusType?: string | null;
}

/** The conditions of a jackpot. */
export interface JackpotConditions {
  currency: string;
  /** Minor units. */
  minStake: number;
  /** Every selection's decimal odds must be at least this. */
  minOdds: number;
}

/**
 * Whether a bet feeds the jackpot: staked in its currency, at least `minStake`, every selection at
 * `minOdds` or more (compared at 4 decimals), and not staked with a freebet. A bet without a stake
 * yet (`stake` null: the slip before the stake is typed) is judged on its currency and odds only.
 */
export function feedsJackpot(
  bet: Omit<JackpotBet, 'stake' | 'currency'> & { stake: number | null; currency: string | null },
  jackpot: JackpotConditions,
): boolean {
  if (bet.bonusType?.startsWith('freebet')) return false;
  if (bet.currency !== null && bet.currency !== jackpot.currency) return false;
  if (bet.stake !== null && bet.stake < jackpot.minStake) return false;
  if (bet.selectionOdds.length === 0) return false;
  const min = toOddsUnits(jackpot.minOdds);
  return bet.selectionOdds.every((odds) => toOddsUnits(odds) >= min);
}

/** A level's share of one stake and the remainder carried to the next bet. */
export interface LevelShare {
  /** Minor units added to the pool. */
  amount: number;
  /** What is left below one minor unit, in 1/10000 minor units (0..9999). */
  carry: number;
}

/**
 * The level's share of a stake: floor((stake × bp + carry) / 10000) minor units; the part below
 * one minor unit is carried to the next bet, so after any run of bets the pool holds exactly
 * floor((Σ stake × bp + first carry) / 10000): rounding never loses money, only delays it.
 * Exact for any safe-integer stake (computed in BigInt).
 */
export function levelShare(stake: number, contributionBp: number, carry: number): LevelShare {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake ${stake}`);
  if (!Number.isInteger(contributionBp) || contributionBp < 0 || contributionBp > BP_SCALE)
    throw new RangeError(`bad contribution ${contributionBp} bp`);
  if (!Number.isInteger(carry) || carry < 0 || carry >= BP_SCALE)
    throw new RangeError(`bad carry ${carry}`);
  const total = BigInt(stake) * BigInt(contributionBp) + BigInt(carry);
  const scale = BigInt(BP_SCALE);
  return { amount: Number(total / scale), carry: Number(total % scale) };
}

/** What the draw of one level for one bet reads. */
export interface LevelDraw {
  /** The bet's stake, minor units. */
  stake: number;
  /** Eligible stakes per expected hit (minor units): the chance is stake / triggerAmount. */
  triggerAmount: number;
  /** The pool after the bet's share. */
  poolAfter: number;
  /** The pool cap: reaching it hits for sure. */
  mustHitBy: number;
  /** A uniform draw in [0, 1) (the caller's random source). */
  draw: number;
}

/**
 * The draw rule: the bet hits the level when floor(draw × triggerAmount) < stake, a chance of
 * min(1, stake / triggerAmount), so on average one hit per `triggerAmount` of eligible stakes;
 * and always when its share brings the pool to `mustHitBy` or more (the "must hit by" cap).
 */
export function drawsHit({ stake, triggerAmount, poolAfter, mustHitBy, draw }: LevelDraw): boolean {
  if (poolAfter >= mustHitBy) return true;
  if (!(draw >= 0 && draw < 1)) throw new RangeError(`draw ${draw} is not in [0, 1)`);
  return Math.floor(draw * triggerAmount) < stake;
}

/**
 * An amount in EUR minor units (spec §3 Jackpot hit amountEur): amount / 10^subunitDigits × rate
 * EUR, in cents, to the nearest cent (a display figure: nothing is paid in it). `subunits` is
 * the currency's minor units per major unit.
 */
export function amountInEur(amount: number, subunits: number, eurRate: number): number {
  return Math.round((amount * eurRate * 100) / subunits);
}
