import type { Currency } from '@sportsbook/betting/money/currency';
import { toMinor } from '@sportsbook/betting/money/minor-units';
import { MoneyError } from '@sportsbook/betting/money/money-error';
import type { DepositLimit } from '@/api/wallet';
import { ApiError } from '@/api/errors';

/** Why a typed deposit amount cannot go: not an amount, or outside the currency's bounds. */
export type AmountProblem = 'invalid' | 'tooSmall' | 'tooLarge';

export type AmountReading = { minor: number } | { problem: AmountProblem };

/**
 * The typed amount in minor units, checked against the currency's bounds from GET /system (the
 * server checks them again): `{minor}` or the problem to show under the field.
 */
export function readDepositAmount(
  text: string,
  currency: Currency,
  limit: DepositLimit | undefined,
): AmountReading {
  let minor: number;
  try {
    minor = toMinor(text.trim(), currency);
  } catch (error) {
    // more minor units than a safe integer holds is above any bound
    if (error instanceof MoneyError && error.code === 'amount_too_large' && limit)
      return { problem: 'tooLarge' };
    // not a plain positive amount in this currency's digits
    return { problem: 'invalid' };
  }
  if (!(minor > 0)) return { problem: 'invalid' };
  if (limit && minor < limit.min) return { problem: 'tooSmall' };
  if (limit && minor > limit.max) return { problem: 'tooLarge' };
  return { minor };
}

const SERVER_PROBLEMS: Readonly<Record<string, AmountProblem>> = {
  amount_too_small: 'tooSmall',
  amount_too_large: 'tooLarge',
};

/** The amount problem of a refused deposit (422 with a field error on `amount`), if any. */
export function amountProblemOf(error: unknown): AmountProblem | null {
  if (!(error instanceof ApiError)) return null;
  const first = error.fieldErrors.amount?.[0];
  if (!first) return null;
  return SERVER_PROBLEMS[first.code] ?? 'invalid';
}

/** True when the site has no payment provider (503 payments_unavailable). */
export const isPaymentsUnavailable = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'payments_unavailable';
