/**
 * Farming of the hunting, tournament and lootbox bonuses (spec §3 farming stats, farmOncePerEvent,
 * tournament pool) and the lootbox boost of a freebet. Integer minor units in and out, rounded
 * down; points are whole numbers.
 */
import { assertMinor } from '../math/exact';
import { BonusDataError } from './types';

/**
 * Points an eligible bet farms: one per whole currency unit staked (floor(stake / subunits)), so
 * 10.50 EUR farms 10 points and a stake below one unit farms none.
 * @throws RangeError when the stake is not minor units; BonusDataError for subunits below 1
 */
export function farmingPoints(stakeMinor: number, subunits: number): number {
  assertMinor(stakeMinor, 'stake');
  if (!Number.isSafeInteger(subunits) || subunits < 1)
    throw new BonusDataError(`subunits must be a positive integer, got ${subunits}`);
  return Math.floor(stakeMinor / subunits);
}

/**
 * Whether a bet on `eventIds` farms: always, unless the bonus farms once per event and ANY of the
 * bet's events already farmed (a combo repeating one farmed event does not farm again).
 */
export function farmsOnEvents(
  farmedEventIds: readonly number[],
  eventIds: readonly number[],
  oncePerEvent: boolean,
): boolean {
  if (!oncePerEvent) return true;
  const farmed = new Set(farmedEventIds);
  return eventIds.every((id) => !farmed.has(id));
}

/**
 * Freebets a hunting awards when its points move from `before` to `after`: one per
 * `targetPoints` crossed (floor(after / target) - floor(before / target)).
 * @throws BonusDataError for a target below 1 or points that are not whole and ordered
 */
export function huntingFreebetsEarned(before: number, after: number, targetPoints: number): number {
  if (!Number.isSafeInteger(targetPoints) || targetPoints < 1)
    throw new BonusDataError(`targetPoints must be a positive integer, got ${targetPoints}`);
  if (!Number.isSafeInteger(before) || !Number.isSafeInteger(after) || before < 0 || after < before)
    throw new BonusDataError(`points must be whole and not decrease: ${before} -> ${after}`);
  return Math.floor(after / targetPoints) - Math.floor(before / targetPoints);
}

/** Points still to farm to the next hunting freebet (spec §3 availablePoints toward potentialPoints). */
export function pointsToNextFreebet(points: number, targetPoints: number): number {
  if (!Number.isSafeInteger(targetPoints) || targetPoints < 1)
    throw new BonusDataError(`targetPoints must be a positive integer, got ${targetPoints}`);
  return targetPoints - (points % targetPoints);
}

/** Basis points: 10,000 is the whole stake. */
export const BPS = 10_000;

/**
 * What an eligible stake adds to a tournament's pool: floor(stake x shareBps / 10,000), e.g. a
 * 5 % share (500 bps) of 10.00 adds 0.50.
 * @throws RangeError / BonusDataError for a stake not in minor units or a share outside 0..10,000
 */
export function tournamentPoolShare(stakeMinor: number, shareBps: number): number {
  assertMinor(stakeMinor, 'stake');
  if (!Number.isSafeInteger(shareBps) || shareBps < 0 || shareBps > BPS)
    throw new BonusDataError(`pool share must be 0..${BPS} basis points, got ${shareBps}`);
  return Number((BigInt(stakeMinor) * BigInt(shareBps)) / BigInt(BPS));
}

/**
 * A freebet amount boosted by a lootbox: floor(amount x multiplier), computed on 4-decimal
 * multiplier units so 5.00 x 1.5 is exactly 7.50.
 * @throws RangeError / BonusDataError for an amount not in minor units or a multiplier below 1
 */
export function boostedFreebetAmount(amountMinor: number, multiplier: number): number {
  assertMinor(amountMinor, 'amount');
  if (!Number.isFinite(multiplier) || multiplier < 1)
    throw new BonusDataError(`boost multiplier must be at least 1, got ${multiplier}`);
  const units = BigInt(Math.round(multiplier * BPS));
  return Number((BigInt(amountMinor) * units) / BigInt(BPS));
}
