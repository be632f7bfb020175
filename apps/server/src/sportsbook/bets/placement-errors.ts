import {
  ticketBetLimitProblems,
  type BetLimitProblem,
} from '@sportsbook/betting/ticket/bet-limits';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import type { TicketProblem } from '@sportsbook/betting/ticket/validation';
import type { BetErrorWire } from '@sportsbook/contract/bets';
import type { MessageLocale } from '@/http/messages';
import { limitReachedDetails, periodText, type PlayerLimitProblem } from '@/platform';
import { amountText, BET_LIMITS } from './limits';
import type { CurrentSelection } from './market-state';
import { betMessage, type BetMessageKey } from './messages';
import { toSelection } from './ticket-bet';
import { isOver } from '@sportsbook/betting/catalog/status';

/** Why a placement is refused (spec §7 Other, §8): the errors of a bet and the 422 they make. */

/** Bet error codes of spec §8. */
export const INVALID_ODDS = 101;
export const INVALID_ODDS_CUSTOM_BET = 120;

/** One reason a bet is refused: its code (101, 120 or the key) and message key. */
export interface BetError {
  code: number | string;
  key: BetMessageKey;
  values?: Record<string, string | number>;
}

/** A refusal whose code is its message key (every code but 101 and 120). */
export const keyed = (key: BetMessageKey, values?: Record<string, string | number>): BetError =>
  values === undefined ? { code: key, key } : { code: key, key, values };

/**
 * A refused placement (spec §7 Other, §8): answered as `{code, message, data: {details,
 * errors_by_bet}}`, errors keyed by payload index.
 */
export class BetRefusal extends Error {
  override name = 'BetRefusal';
  constructor(
    readonly statusCode: number,
    readonly code: number | string,
    message: string,
    readonly errorsByBet: Record<string, BetErrorWire>,
    readonly details: unknown,
  ) {
    super(message);
  }

  toBody() {
    return {
      code: this.code,
      message: this.message,
      data: { details: this.details, errors_by_bet: this.errorsByBet },
    };
  }
}

/** An idempotency key already used for another request body. */
export class IdempotencyConflict extends Error {
  override name = 'IdempotencyConflict';
}

/** packages/betting ticket problems (spec §5) as place-bet errors. */
export function problemError(problem: TicketProblem, current: CurrentSelection[]): BetError | null {
  switch (problem.code) {
    case 'invalid_selection_count':
      return keyed('error.place_bets.selection_count');
    case 'conflict':
      return keyed('error.place_bets.conflict');
    case 'system_with_oddin':
      return keyed('error.place_bets.system_with_oddin');
    case 'mixed_providers':
      return keyed('error.place_bets.mixed_providers');
    case 'system_type_mismatch':
      return keyed('error.place_bets.system_type');
    case 'custom_odds_missing':
      return { code: INVALID_ODDS_CUSTOM_BET, key: 'error.place_bets.invalid_odds_custom_bet' };
    case 'total_mismatch':
      return keyed('error.place_bets.stake_split');
    case 'selection_suspended': {
      const s = current.find((c) => toSelection(c).id === problem.selectionId);
      const over = s !== undefined && isOver(s.event.status);
      return over
        ? keyed('error.place_bets.match_finished')
        : keyed('error.place_bets.selection_suspended');
    }
    case 'selection_unavailable':
      return keyed('error.place_bets.unknown_outcome');
    case 'provider_unavailable':
      return keyed('error.place_bets.provider_unavailable');
    case 'stake_not_positive':
    case 'selection_changed':
    case 'empty_ticket':
    case 'multi_single_unavailable':
    case 'max_odds_exceeded':
    case 'max_payout_exceeded':
      // the limits are checked at the odds the bet is placed at (limitErrors)
      return null;
  }
}

/** A bet past the site's limits of one bet (max total odds, max payout) as place-bet errors. */
export function limitErrors(bet: TicketBet): BetError[] {
  return ticketBetLimitProblems(bet, BET_LIMITS).map((p: BetLimitProblem): BetError =>
    p.code === 'max_odds_exceeded'
      ? keyed('error.place_bets.max_odds_exceeded', { odds: p.maxTotalOdds.toFixed(2) })
      : keyed('error.place_bets.max_payout_exceeded', {
          amount: amountText(p.maxPayout, p.currency),
        }),
  );
}

function errorWire(error: BetError, locale: MessageLocale): BetErrorWire {
  return {
    code: error.code,
    message: error.key,
    localized_message: betMessage(locale, error.key, error.values),
  };
}

/** The refusal of a placement whose bets have errors: 101/120 first, else the first bet's code. */
export function refusal(
  errorsByIndex: Map<number, BetError[]>,
  locale: MessageLocale,
  details: unknown,
): BetRefusal {
  const all = [...errorsByIndex.values()].flat();
  const top =
    all.find((e) => e.code === INVALID_ODDS) ??
    all.find((e) => e.code === INVALID_ODDS_CUSTOM_BET) ??
    all[0];
  const byBet: Record<string, BetErrorWire> = {};
  for (const [index, errors] of errorsByIndex) {
    const first = errors[0];
    if (first) byBet[String(index)] = errorWire(first, locale);
  }
  const key: BetMessageKey =
    top?.code === INVALID_ODDS
      ? 'error.place_bets.invalid_odds'
      : (top?.key ?? 'error.place_bets.default');
  return new BetRefusal(
    422,
    top?.code ?? 'error.place_bets.default',
    betMessage(locale, key, top?.values),
    byBet,
    details,
  );
}

/** The player's own limits refused bets of a placement (found inside its transaction). */
export class LimitRefused extends Error {
  override name = 'LimitRefused';
  constructor(readonly problems: Map<number, PlayerLimitProblem>) {
    super("placement refused by the player's limits");
  }
}

const LIMIT_KEYS = {
  bet: 'error.place_bets.bet_limit',
  wager: 'error.place_bets.wager_limit',
  loss: 'error.place_bets.loss_limit',
} as const satisfies Record<string, BetMessageKey>;

/**
 * Spec §3 bet, wager and loss limits and exclusions as the placement's refusal: each bet's key
 * names the limit and what is left (`{limit}`, `{remaining}`, `{period}`), and
 * `details.limit` carries the first reached limit as the out-of-limit answers do.
 */
export function limitRefusal(problems: Map<number, PlayerLimitProblem>, locale: MessageLocale) {
  const errors = new Map<number, BetError[]>();
  let first: PlayerLimitProblem | undefined;
  for (const [index, problem] of [...problems].sort(([a], [b]) => a - b)) {
    first ??= problem;
    if (problem.kind === 'excluded') {
      const key =
        problem.exclusion.type === 'coolingoff'
          ? 'error.place_bets.cooling_off'
          : 'error.place_bets.self_excluded';
      errors.set(index, [keyed(key)]);
      continue;
    }
    const { reached } = problem;
    const currency = reached.currency ?? '';
    const key: BetMessageKey =
      LIMIT_KEYS[reached.type as keyof typeof LIMIT_KEYS] ?? 'error.place_bets.default';
    errors.set(index, [
      keyed(key, {
        limit: amountText(reached.value, currency),
        remaining: amountText(reached.remaining ?? 0, currency),
        period: periodText(locale, reached.period),
      }),
    ]);
  }
  const limit =
    first?.kind === 'limit' ? { limit: limitReachedDetails(locale, first.reached) } : {};
  return refusal(errors, locale, { selections: [], ...limit });
}
