import { toMajor, toMinor } from '@sportsbook/betting/money/minor-units';
import { findCurrency } from '@/platform/reference';

/**
 * Per-currency stake limits of one bet, in major units (the operator's risk settings; the spec
 * names min/max stake but gives no numbers). A currency without limits takes the EUR ones.
 */
const LIMITS_MAJOR: Record<string, { min: string; max: string }> = {
  EUR: { min: '0.10', max: '10000' },
  USD: { min: '0.10', max: '10000' },
  GBP: { min: '0.10', max: '10000' },
  BRL: { min: '0.50', max: '50000' },
  BTC: { min: '0.00001', max: '0.2' },
};

export interface StakeLimits {
  /** Minor units of the currency. */
  min: number;
  max: number;
}

/** The stake limits of one bet in `currency`, minor units; null for a currency the site lacks. */
export function stakeLimits(currency: string): StakeLimits | null {
  const found = findCurrency(currency);
  if (!found) return null;
  const major = LIMITS_MAJOR[currency] ?? { min: '0.10', max: '10000' };
  return { min: toMinor(major.min, found), max: toMinor(major.max, found) };
}

/** "0.10 EUR": an amount for a message. */
export function amountText(minor: number, currency: string): string {
  const found = findCurrency(currency);
  return found ? `${toMajor(minor, found)} ${currency}` : `${minor} ${currency}`;
}
