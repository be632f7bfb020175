import { isFreebetBonusType } from '@sportsbook/betting/bonus/bet-bonus';
import { productOfOdds, toOddsUnits } from '@sportsbook/betting/math/exact';
import { potentialWin, totalOdds } from '@sportsbook/betting/ticket/potential-win';
import {
  EMPTY_TICKET,
  type OddsAcceptMode,
  type TicketBet,
} from '@sportsbook/betting/ticket/types';
import { ticketProblems } from '@sportsbook/betting/ticket/validation';
import type { AccountRow } from '@/db/schema';
import { findCurrency } from '@/platform';
import type { HeldBonus } from '@/sportsbook/bonuses/types';
import { priceCustomBet } from './custom-pricing';
import { amountText, stakeLimits } from './limits';
import { selectionKey, type CurrentSelection, type loadProviderStatuses } from './market-state';
import {
  INVALID_ODDS,
  INVALID_ODDS_CUSTOM_BET,
  keyed,
  limitErrors,
  problemError,
  type BetError,
} from './placement-errors';
import type { PlacementBody } from './schemas';
import { toTicketBet } from './ticket-bet';

/**
 * Checks of a placement against the catalogue, the player's accounts and the site's rules, before
 * anything is written: pure over what placement.ts loaded.
 */

export type PlacementBet = PlacementBody['bets'][number];

/** A selection whose price differs from the one sent (refusal details for the slip). */
export interface OddsDetail {
  bet: number;
  selection: number;
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  current_odds: number | null;
}

/** What the checks decided for one bet: the odds it is placed at, or why it is refused. */
export interface CheckedBet {
  errors: BetError[];
  /** Odds per selection the bet is placed at (current odds where the accept mode takes them). */
  odds: number[];
  totalOdds: number;
  current: CurrentSelection[];
  /** The bet as placed, once its checks passed (the bonus is checked on it). */
  placed?: TicketBet;
  /** The player's bonus the bet carries, once checked, and a comboboost's bonus odds. */
  bonus?: { held: HeldBonus; bonusOdds: number | null };
}

const sameOdds = (a: number, b: number) => toOddsUnits(a) === toOddsUnits(b);

/**
 * Checks one bet against the catalogue now (spec §5 rules through packages/betting, the stake
 * limits, and the odds with the player's accept mode, spec §4: none refuses any difference,
 * higher refuses only a drop and places a rise at the current odds, any places at the current odds).
 */
function checkBet(
  bet: PlacementBet,
  index: number,
  state: Map<string, CurrentSelection>,
  mode: OddsAcceptMode,
  providers: Awaited<ReturnType<typeof loadProviderStatuses>>,
  oddsDetails: OddsDetail[],
  quick: boolean,
): CheckedBet {
  const errors: BetError[] = [];
  const refused = (): CheckedBet => ({ errors, odds: [], totalOdds: 1, current: [] });
  const currency = findCurrency(bet.stake.currency);
  const limits = stakeLimits(bet.stake.currency);
  if (!currency || !limits) {
    errors.push(keyed('error.place_bets.account_not_found'));
    return refused();
  }
  if (bet.stake.value < limits.min)
    errors.push(
      keyed('error.place_bets.stake_too_low', { amount: amountText(limits.min, currency.code) }),
    );
  if (bet.stake.value > limits.max)
    errors.push(
      keyed('error.place_bets.stake_too_high', { amount: amountText(limits.max, currency.code) }),
    );
  const current: CurrentSelection[] = [];
  for (const s of bet.selections) {
    const found = state.get(selectionKey(s));
    if (found) current.push(found);
  }
  if (current.length !== bet.selections.length) {
    errors.push(keyed('error.place_bets.unknown_outcome'));
    return refused();
  }
  const ticketBet = toTicketBet(bet, current, currency, bet.custom_odds);
  const selections = ticketBet.selections;
  const problems = ticketProblems(
    { ...EMPTY_TICKET, bets: [ticketBet] },
    { multiSingleAvailableByProvider: {}, providerStatuses: providers },
  );
  for (const p of problems) {
    const error = problemError(p, current);
    if (error && !errors.some((e) => e.key === error.key)) errors.push(error);
  }
  if (bet.type === 'custom_bet') return checkCustomBet(bet, ticketBet, current, mode, errors);
  // accepting new odds would not make such a bet placeable: its own error comes first
  if (errors.length > 0) return { errors, odds: [], totalOdds: 1, current };
  const odds: number[] = [];
  let oddsRefused = false;
  bet.selections.forEach((sent, position) => {
    const now = current[position]?.outcome.odds ?? sent.odds;
    const takesNow =
      sameOdds(now, sent.odds) || mode === 'any' || (mode === 'higher' && now > sent.odds);
    odds.push(takesNow ? now : sent.odds);
    if (takesNow) return;
    oddsRefused = true;
    oddsDetails.push({
      bet: index,
      selection: position,
      ...refOf(sent),
      odds: sent.odds,
      current_odds: now,
    });
    errors.unshift({
      code: INVALID_ODDS,
      key:
        now < sent.odds
          ? 'error.risk_validation.odds_higher_than_bookmakers'
          : 'error.risk_validation.odds_to_low',
      values: { current: now.toFixed(2) },
    });
  });
  if (oddsRefused || errors.length > 0) return { errors, odds, totalOdds: 1, current };
  const placed: TicketBet = {
    ...ticketBet,
    selections: selections.map((s, i) => ({ ...s, acceptedOdds: odds[i] ?? s.odds })),
  };
  // the limits are checked at the odds the bet would be placed at (the accept mode may raise them)
  errors.push(...limitErrors(placed));
  if (errors.length > 0) return { errors, odds, totalOdds: 1, current };
  // spec §5: a quick bet whose potential win is not above its stake is refused
  if (quick && potentialWin(placed) <= bet.stake.value)
    errors.push(keyed('error.potential_win.equal_or_less'));
  return {
    errors,
    odds,
    totalOdds: bet.type === 'system' ? totalOdds(placed) : productOfOdds(odds),
    current,
    placed,
  };
}

const refOf = (s: PlacementBet['selections'][number]) => ({
  match_id: s.match_id,
  market_id: s.market_id,
  specifier: s.specifier,
  outcome_id: s.outcome_id,
});

/**
 * A custom bet: one match, combinable groups, custom_odds against the server's own price, and the
 * limits at the price it would be placed at.
 */
function checkCustomBet(
  bet: PlacementBet,
  ticketBet: TicketBet,
  current: CurrentSelection[],
  mode: OddsAcceptMode,
  errors: BetError[],
): CheckedBet {
  const odds = current.map((c) => c.outcome.odds);
  if (new Set(current.map((c) => c.event.id)).size > 1) {
    errors.push(keyed('error.place_bets.custom_bet_match'));
    return { errors, odds, totalOdds: 1, current };
  }
  const price = priceCustomBet(
    current.map((c) => ({ marketId: c.market.marketId, odds: c.outcome.odds })),
  );
  if (!price.ok) {
    errors.push(keyed('error.place_bets.conflict'));
    return { errors, odds, totalOdds: 1, current };
  }
  const sent = bet.custom_odds;
  if (errors.length > 0 || sent === undefined) return { errors, odds, totalOdds: 1, current };
  const takesNow =
    sameOdds(price.odds, sent) || mode === 'any' || (mode === 'higher' && price.odds > sent);
  if (!takesNow) {
    errors.unshift({
      code: INVALID_ODDS_CUSTOM_BET,
      key: 'error.place_bets.invalid_odds_custom_bet',
      values: { current: price.odds.toFixed(2) },
    });
    return { errors, odds, totalOdds: price.odds, current };
  }
  const placed: TicketBet = { ...ticketBet, customOdds: price.odds };
  errors.push(...limitErrors(placed));
  return { errors, odds, totalOdds: price.odds, current, placed };
}

/** What the catalogue and the player's state say now, as placement.ts loaded them. */
export interface PlacementState {
  selections: Map<string, CurrentSelection>;
  mode: OddsAcceptMode;
  providers: Awaited<ReturnType<typeof loadProviderStatuses>>;
  accounts: readonly AccountRow[];
  /** Providers whose selections may be placed as several singles at once (site switch). */
  multiSingleProviders: readonly string[];
}

/** Every bet of a placement checked: the odds each is placed at, and the errors by bet index. */
export interface CheckedPlacement {
  checked: CheckedBet[];
  errorsByIndex: Map<number, BetError[]>;
  oddsDetails: OddsDetail[];
}

/**
 * Checks every bet of a placement (spec §5): each bet on its own ({@link checkBet}), several
 * singles only where multi-single is allowed, and each account covering its stakes.
 */
export function checkPlacement(body: PlacementBody, state: PlacementState): CheckedPlacement {
  const { selections, mode, providers, accounts } = state;
  const oddsDetails: OddsDetail[] = [];
  const checked = body.bets.map((bet, i) =>
    checkBet(bet, i, selections, mode, providers, oddsDetails, body.meta.quick),
  );
  const errorsByIndex = new Map<number, BetError[]>();
  checked.forEach((c, i) => {
    if (c.errors.length > 0) errorsByIndex.set(i, c.errors);
  });
  // spec §5: several singles at once only where every provider of them allows multi-single
  const singles = body.bets.flatMap((bet, i) => (bet.type === 'single' ? [i] : []));
  if (singles.length > 1) {
    for (const i of singles) {
      const provider = checked[i]?.current[0]?.event.provider;
      if (provider === undefined || state.multiSingleProviders.includes(provider)) continue;
      const error: BetError = keyed('error.place_bets.multi_single_unavailable');
      errorsByIndex.set(i, [...(errorsByIndex.get(i) ?? []), error]);
    }
  }
  // the currency must be one of the player's accounts, and each account must cover its stakes
  const needed = new Map<string, number>();
  // a freebet's stake is the freebet, not the balance's
  for (const bet of body.bets)
    if (!isFreebetBet(bet))
      needed.set(bet.stake.currency, (needed.get(bet.stake.currency) ?? 0) + bet.stake.value);
  body.bets.forEach((bet, i) => {
    const account = accounts.find((a) => a.currency === bet.stake.currency);
    const error: BetError | null = !account
      ? keyed('error.place_bets.account_not_found')
      : !isFreebetBet(bet) && account.balance < (needed.get(bet.stake.currency) ?? 0)
        ? keyed('error.place_bets.insufficient_balance')
        : null;
    if (error) errorsByIndex.set(i, [...(errorsByIndex.get(i) ?? []), error]);
  });
  return { checked, errorsByIndex, oddsDetails };
}

/** A bet whose stake a freebet pays (spec §4): no cash is debited for it. */
export const isFreebetBet = (bet: PlacementBet): boolean =>
  bet.bonus !== undefined && isFreebetBonusType(bet.bonus.type);
