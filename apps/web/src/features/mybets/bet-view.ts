import type { BetResult, PlacedBet } from '@sportsbook/betting/bets/types';
import type { Currency } from '@sportsbook/betting/money/currency';
import { chooseDisplayCurrency } from '@sportsbook/betting/money/format-money';
import { formatMoney } from '@/i18n/ltr';
import { isBetOpenForCashout } from '@sportsbook/betting/settlement/cashout';
import { isBetOpen } from '@sportsbook/betting/bets/status';
import { settleBet } from '@sportsbook/betting/settlement/settle-bet';
import { comboboostOddsOf } from '@sportsbook/betting/settlement/bet-bonus';
import { isFreebetBonusType } from '@sportsbook/betting/bonus/bet-bonus';
import type { BetBonusType } from '@sportsbook/betting/ticket/types';

/** The bonus a bet card shows (spec §3 Bet bonus {id, type, odds}): its kind, a comboboost's odds. */
export interface BetBonusView {
  type: BetBonusType;
  /** A comboboost's decimal bonus odds. */
  odds?: number;
  /** Paid with a freebet: the stake was not the player's cash. */
  isFreebet: boolean;
}

export function bonusOf(bet: Pick<PlacedBet, 'bonus'>): BetBonusView | undefined {
  if (!bet.bonus) return undefined;
  const { type } = bet.bonus;
  const odds = comboboostOddsOf(bet.bonus);
  const view: BetBonusView = { type, isFreebet: isFreebetBonusType(type) };
  if (odds !== undefined) view.odds = odds;
  return view;
}

/** A bet still waiting for its money (the `open` bet filter of spec §3). */
export function isOpenBet(bet: Pick<PlacedBet, 'betStatus'>): boolean {
  return isBetOpen(bet.betStatus);
}

/** The colour family of a result badge. */
export type ResultTone = 'pending' | 'win' | 'lose' | 'refund' | 'cashout';

export function resultTone(result: BetResult): ResultTone {
  switch (result) {
    case 'win_entire':
    case 'refund_half_win_other':
      return 'win';
    case 'lose_entire':
    case 'refund_half_lose_other':
      return 'lose';
    case 'refund_entire':
    case 'canceled':
      return 'refund';
    case 'cashed_out':
      return 'cashout';
    case 'no_results':
      return 'pending';
  }
}

/**
 * What an open bet returns if every selection wins (stake included, minor units): the domain's
 * settlement of the bet with every leg won, so systems and comboboost count exactly as they
 * will be paid. Undefined when the bet cannot be settled that way (a malformed listing).
 */
export function potentialWinOf(bet: PlacedBet): number | undefined {
  try {
    const settled = settleBet({
      ...bet,
      selections: bet.selections.map((s) => ({ odds: s.odds, result: 'win_entire' })),
    });
    return settled.payout;
  } catch {
    return undefined;
  }
}

/** The amount a bet card shows beside its stake: the potential win while open, else the payout. */
export function returnOf(
  bet: PlacedBet,
): { kind: 'potentialWin'; amount: number } | { kind: 'payout'; amount: number } | undefined {
  if (!isOpenBet(bet)) return { kind: 'payout', amount: bet.winAmount };
  const amount = potentialWinOf(bet);
  return amount === undefined ? undefined : { kind: 'potentialWin', amount };
}

/** The cashout offer a bettor may take now (minor units), or undefined. */
export function cashoutOfferOf(bet: PlacedBet): number | undefined {
  return isBetOpenForCashout(bet.betStatus) && bet.toCashout !== undefined && bet.toCashout > 0
    ? bet.toCashout
    : undefined;
}

/**
 * Money of a bet for display, in the bet's currency: the site's currency entry when known (fiat
 * style, sub-currency rule of spec §9), else the bet's own subunits with the code.
 */
export function formatBetMoney(
  minor: number,
  bet: Pick<PlacedBet, 'currency' | 'subunits'>,
  currencies: readonly Currency[] | undefined,
  locale: string,
): string {
  const known = currencies?.find((c) => c.code === bet.currency);
  const currency: Currency = known ?? { code: bet.currency, subunits: bet.subunits, fiat: false };
  try {
    return formatMoney(minor, chooseDisplayCurrency(minor, currency), locale);
  } catch {
    return `${minor} ${bet.currency}`;
  }
}
