import { assertMinor } from '../math/exact';
import { BPS } from './farming';
import { BonusDataError } from './types';

/*
 * A tournament's pool at its finish, split over its leaderboard (issue 15; spec §3 names no prize
 * fields for tournaments, so the rule is ours: apps/server/src/sportsbook/bonuses/README.md).
 */

/** Shares of the pool of places 1, 2 and 3, basis points: 50 %, 30 %, 20 %. */
export const TOURNAMENT_PRIZE_SHARES_BPS: readonly number[] = [5_000, 3_000, 2_000];

/** A leaderboard row as the split reads it, in leaderboard order (best first). */
export interface RankedPlayer {
  points: number;
  /** Farmed stakes (minor units): equal points and equal stakes tie. */
  stakeSum: number;
}

/** What one ranked player wins: `position` is shared by tied players (1-based). */
export interface TournamentPrize {
  /** Index of the player in the ranking given. */
  index: number;
  position: number;
  amount: number;
}

/** floor(amount x bps / 10,000) exactly for any safe amount (no product past 2^53). */
const shareOf = (amount: number, bps: number) =>
  Number((BigInt(amount) * BigInt(bps)) / BigInt(BPS));

/**
 * Splits `pool` (minor units) over `ranked` (leaderboard order; players without points win
 * nothing): place k (k >= 2) gets floor(pool x shares[k] / 10,000), place 1 the rest, so the
 * whole pool is paid (also the shares of places nobody holds). Players with equal points and
 * equal farmed stakes tie: they share the amounts of the places they take together, equally,
 * the leftover minor units one each to the earlier of them in `ranked`. Only winners (amount > 0)
 * are returned; their amounts sum to `pool` when anybody ranked.
 * @throws RangeError / BonusDataError for a pool not in minor units or bad shares
 */
export function tournamentPrizes(
  pool: number,
  ranked: readonly RankedPlayer[],
  shares: readonly number[] = TOURNAMENT_PRIZE_SHARES_BPS,
): TournamentPrize[] {
  assertMinor(pool, 'pool');
  if (shares.some((s) => !Number.isSafeInteger(s) || s < 0) || sum(shares) > BPS)
    throw new BonusDataError(`prize shares must be basis points summing to at most ${BPS}`);
  const scoring = ranked.filter((r) => r.points > 0).length;
  const places = Math.min(scoring, shares.length);
  if (places === 0 || pool === 0) return [];
  const byPlace = shares.slice(0, places).map((s) => shareOf(pool, s));
  byPlace[0] = pool - sum(byPlace.slice(1));
  const prizes: TournamentPrize[] = [];
  for (let start = 0; start < places;) {
    let end = start + 1;
    while (end < scoring && ties(ranked[start], ranked[end])) end++;
    const total = sum(byPlace.slice(start, end));
    const each = Math.floor(total / (end - start));
    const left = total - each * (end - start);
    for (let i = start; i < end; i++) {
      const amount = each + (i - start < left ? 1 : 0);
      if (amount > 0) prizes.push({ index: i, position: start + 1, amount });
    }
    start = end;
  }
  return prizes;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const ties = (a: RankedPlayer | undefined, b: RankedPlayer | undefined) =>
  a !== undefined && b !== undefined && a.points === b.points && a.stakeSum === b.stakeSum;
