import type { BetLimits } from '@sportsbook/betting/ticket/bet-limits';
import { toMajor, toMinor } from '@sportsbook/betting/money/minor-units';
import { findCurrency, SITE_CURRENCIES } from '@/platform';

/**
 * The site's limits of one bet, in one place: per currency the stake (min, max) and the maximum
 * payout (potential win, stake included), in major units, and the maximum total odds. The
 * operator's risk settings: the spec names min/max stake but gives no numbers. A currency without
 * limits takes the EUR ones. The payout limit also keeps every amount of a bet far below 2^53
 * minor units (the largest integer money is carried in).
 */
const LIMITS_MAJOR: Record<string, { min: string; max: string; maxPayout: string }> = {
  EUR: { min: '0.10', max: '10000', maxPayout: '100000' },
  USD: { min: '0.10', max: '10000', maxPayout: '100000' },
  GBP: { min: '0.10', max: '10000', maxPayout: '100000' },
  BRL: { min: '0.50', max: '50000', maxPayout: '500000' },
  BTC: { min: '0.00001', max: '0.2', maxPayout: '2' },
};
const DEFAULT_LIMITS = { min: '0.10', max: '10000', maxPayout: '100000' };

/** Highest total odds of one bet, bonus odds included (GET /settings `max_total_odds`). */
export const MAX_TOTAL_ODDS = 1000;

export interface StakeLimits {
  /** Minor units of the currency. */
  min: number;
  max: number;
}

/** The stake limits of one bet in `currency`, minor units; null for a currency the site lacks. */
export function stakeLimits(currency: string): StakeLimits | null {
  const found = findCurrency(currency);
  if (!found) return null;
  const major = LIMITS_MAJOR[currency] ?? DEFAULT_LIMITS;
  return { min: toMinor(major.min, found), max: toMinor(major.max, found) };
}

/** Highest payout (potential win) of one bet per site currency, minor units (GET /settings `max_payout`). */
export const MAX_PAYOUT: Readonly<Record<string, number>> = Object.fromEntries(
  SITE_CURRENCIES.map((c) => [
    c.code,
    toMinor((LIMITS_MAJOR[c.code] ?? DEFAULT_LIMITS).maxPayout, c),
  ]),
);

/** What one bet may pay, as packages/betting ticket/bet-limits reads it. */
export const BET_LIMITS: BetLimits = { maxTotalOdds: MAX_TOTAL_ODDS, maxPayout: MAX_PAYOUT };

/** "0.10 EUR": an amount for a message. */
export function amountText(minor: number, currency: string): string {
  const found = findCurrency(currency);
  return found ? `${toMajor(minor, found)} ${currency}` : `${minor} ${currency}`;
}
