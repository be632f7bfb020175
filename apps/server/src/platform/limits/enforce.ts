import { periodEnd } from '@sportsbook/betting/limits/period';
import { fitsLimit, isInForce, remainder } from '@sportsbook/betting/limits/rules';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import { OUT_OF_LIMIT_MESSAGE, type OutOfLimitDetailsWire } from '@sportsbook/contract/limits';
import type { UserLimitPeriod, UserLimitType } from '@sportsbook/contract/vocabulary';
import type { Database } from '@/db/client';
import { HttpError } from '@/http/errors';
import type { MessageLocale } from '@/http/messages';
import { formatAmount } from '../payment-page';
import { dateText, limitMessage, periodText, type LimitMessageKey } from './messages';
import { loadLimits, lockLimits } from './store';
import { usedOf } from './usage';

/** Where the server enforces the limits (spec §3, §8): sign-in, deposits, bets, sessions. */

/** The self-exclusion or cooling-off in force at `now` (the one ending last), or null. */
export async function exclusionInForce(
  db: Database,
  playerId: string,
  now: number,
): Promise<UserLimit | null> {
  const limits = await loadLimits(db, playerId);
  const exclusions = limits.filter(
    (l) => (l.type === 'selfexclusion' || l.type === 'coolingoff') && isInForce(l, now),
  );
  exclusions.sort((a, b) => (b.disableAt ?? Infinity) - (a.disableAt ?? Infinity));
  return exclusions[0] ?? null;
}

/** The text that tells an excluded player why and until when. */
export function exclusionText(locale: MessageLocale, exclusion: UserLimit): string {
  if (exclusion.disableAt === null) return limitMessage(locale, 'self_excluded_forever');
  const key = exclusion.type === 'coolingoff' ? 'cooling_off' : 'self_excluded';
  return limitMessage(locale, key, { date: dateText(new Date(exclusion.disableAt)) });
}

/**
 * Refuses an excluded player: 403 `self_excluded` or `cooling_off` with the end in
 * `details.until` (sign-in and anything a session would allow).
 */
export async function refuseExcluded(
  db: Database,
  playerId: string,
  now: number,
  locale: MessageLocale,
): Promise<void> {
  const exclusion = await exclusionInForce(db, playerId, now);
  if (!exclusion) return;
  const code = exclusion.type === 'coolingoff' ? 'cooling_off' : 'self_excluded';
  throw new HttpError(403, code, exclusionText(locale, exclusion), {
    until: exclusion.disableAt === null ? null : new Date(exclusion.disableAt).toISOString(),
  });
}

/** A limit reached, as the out-of-limit answer and the place-bet refusal describe it. */
export interface LimitReached {
  /** The limit row reached (one notification per limit and period). */
  limitId: string;
  type: UserLimitType;
  value: number;
  currency: string | null;
  period: UserLimitPeriod | null;
  remaining: number | null;
  /** When it frees up (end of period); null when unknown. */
  until: number | null;
}

const OUT_KEYS: Partial<Record<UserLimitType, LimitMessageKey>> = {
  deposit: 'out_deposit',
  session: 'out_session',
  sportsbook_session: 'out_sportsbook_session',
  time: 'out_time',
  activity: 'out_activity',
  bet: 'out_bet',
  wager: 'out_wager',
  loss: 'out_loss',
};

/** The limit's text: amounts formatted in its currency, the period in the locale's words. */
export function limitReachedText(locale: MessageLocale, reached: LimitReached): string {
  const money = (v: number | null) =>
    reached.currency ? formatAmount(v ?? 0, reached.currency) : String(v ?? 0);
  return limitMessage(locale, OUT_KEYS[reached.type] ?? 'out_time', {
    limit: money(reached.value),
    remaining: money(reached.remaining),
    period: periodText(locale, reached.period),
  });
}

/** Spec §8: the out-of-limit answer, message 'User is out of limit' (the client skips reporting it). */
export class OutOfLimitError extends HttpError {
  constructor(
    status: number,
    locale: MessageLocale,
    readonly reached: LimitReached,
  ) {
    super(status, 'out_of_limit', OUT_OF_LIMIT_MESSAGE, limitReachedDetails(locale, reached));
  }
}

export const outOfLimit = (status: number, locale: MessageLocale, reached: LimitReached) =>
  new OutOfLimitError(status, locale, reached);

/** A reached limit on the wire (out-of-limit answers, a refused placement's `details.limit`). */
export function limitReachedDetails(
  locale: MessageLocale,
  reached: LimitReached,
): OutOfLimitDetailsWire {
  return {
    type: reached.type,
    value: reached.value,
    currency: reached.currency,
    period: reached.period,
    remaining: reached.remaining,
    until: reached.until === null ? null : new Date(reached.until).toISOString(),
    localized_message: limitReachedText(locale, reached),
  };
}

/** A periodic limit's state at `now`: the reached description if `amount` more does not fit. */
async function periodicCheck(
  tx: Database,
  playerId: string,
  limit: UserLimit,
  amount: number,
  now: number,
): Promise<LimitReached | null> {
  const used = (await usedOf(tx, playerId, limit, now)) ?? 0;
  if (fitsLimit(limit.value, used, amount)) return null;
  return {
    limitId: limit.id,
    type: limit.type,
    value: limit.value,
    currency: limit.currency,
    period: limit.period,
    remaining: remainder(limit.value, used),
    until: limit.period && limit.strategy ? periodEnd(limit.period, limit.strategy, now) : null,
  };
}

/**
 * Spec §3 deposit limit: refuses a deposit above what the period's limits leave. Call inside the
 * deposit's transaction: the limit rows stay locked until it commits, so concurrent deposits are
 * counted one after the other and together never pass the limit.
 * @throws HttpError 422 out_of_limit
 */
export async function checkDepositLimits(
  tx: Database,
  playerId: string,
  currency: string,
  amount: number,
  now: number,
  locale: MessageLocale,
): Promise<void> {
  const limits = await lockLimits(tx, playerId, ['deposit']);
  for (const limit of limits) {
    if (limit.currency !== currency || !isInForce(limit, now)) continue;
    const reached = await periodicCheck(tx, playerId, limit, amount, now);
    if (reached) throw outOfLimit(422, locale, reached);
  }
}

/** Why one bet of a placement is refused by the player's limits. */
export type PlayerLimitProblem =
  { kind: 'excluded'; exclusion: UserLimit } | { kind: 'limit'; reached: LimitReached };

/** The limits a placement is checked against (spec §3), locked in its transaction. */
export const BET_LIMIT_TYPES: readonly UserLimitType[] = [
  'bet',
  'wager',
  'loss',
  'selfexclusion',
  'coolingoff',
];

/**
 * Spec §3 bet, wager and loss limits over a placement's stakes (and an exclusion): the problems
 * by bet index. Call inside the placement's transaction (the limit rows stay locked); `locked`:
 * the player's BET_LIMIT_TYPES limits when the caller locked them already, in the transaction.
 */
export async function betLimitProblems(
  tx: Database,
  playerId: string,
  stakes: readonly { currency: string; value: number }[],
  now: number,
  locked?: readonly UserLimit[],
): Promise<Map<number, PlayerLimitProblem>> {
  const problems = new Map<number, PlayerLimitProblem>();
  const limits = locked ?? (await lockLimits(tx, playerId, BET_LIMIT_TYPES));
  const inForce = limits.filter((l) => isInForce(l, now));
  const exclusion = inForce.find((l) => l.type === 'selfexclusion' || l.type === 'coolingoff');
  if (exclusion) {
    stakes.forEach((_, i) => problems.set(i, { kind: 'excluded', exclusion }));
    return problems;
  }
  for (const limit of inForce) {
    const mine = stakes.flatMap((s, i) => (s.currency === limit.currency ? [i] : []));
    if (mine.length === 0) continue;
    if (limit.type === 'bet') {
      for (const i of mine) {
        if ((stakes[i]?.value ?? 0) <= limit.value || problems.has(i)) continue;
        const reached: LimitReached = {
          limitId: limit.id,
          type: 'bet',
          value: limit.value,
          currency: limit.currency,
          period: null,
          remaining: limit.value,
          until: null,
        };
        problems.set(i, { kind: 'limit', reached });
      }
      continue;
    }
    // the placement's stakes of the currency together: a loss limit counts each stake as lost
    const total = mine.reduce((sum, i) => sum + (stakes[i]?.value ?? 0), 0);
    const reached = await periodicCheck(tx, playerId, limit, total, now);
    if (!reached) continue;
    for (const i of mine) if (!problems.has(i)) problems.set(i, { kind: 'limit', reached });
  }
  return problems;
}
