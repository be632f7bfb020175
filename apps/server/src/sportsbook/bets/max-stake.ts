import { eq } from 'drizzle-orm';
import { binomial } from '@sportsbook/betting/math/exact';
import { maxStakeWithinLimits } from '@sportsbook/betting/ticket/bet-limits';
import type { MaxStakeRequestWire, MaxStakeResponseWire } from '@sportsbook/contract/bets';
import type { Database } from '@/db/client';
import { accounts } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { findCurrency } from '@/platform';
import { priceCustomBet } from './custom-pricing';
import { BET_LIMITS, stakeLimits } from './limits';
import {
  isOpenSelection,
  loadCurrentSelections,
  selectionKey,
  type CurrentSelection,
} from './market-state';
import { readSystemId } from './schemas';
import { toTicketBet } from './ticket-bet';

/**
 * POST /bets/max-stake: per bet, the stake range accepted now, in minor units. The maximum is the
 * currency's limit, at most the player's balance in it (anonymous: the limit), at most the stake
 * whose potential win at the odds now stays within the maximum payout (0 past the maximum total
 * odds), 0 when a selection cannot be bet on now; a system bet's maximum is a whole number of
 * line stakes.
 * @throws HttpError 422 unknown_currency for a currency the site does not have
 */
export async function maxStakes(
  db: Database,
  playerId: string | null,
  body: MaxStakeRequestWire,
): Promise<MaxStakeResponseWire> {
  const state = await loadCurrentSelections(
    db,
    body.bets.flatMap((b) => b.selections),
  );
  const balances = playerId
    ? new Map(
        (await db.select().from(accounts).where(eq(accounts.playerId, playerId))).map((a) => [
          a.currency,
          a.balance,
        ]),
      )
    : null;
  return {
    data: body.bets.map((bet) => {
      const currency = bet.stake.currency;
      const limits = stakeLimits(currency);
      const site = findCurrency(currency);
      if (!limits || !site)
        throw new HttpError(422, 'unknown_currency', `The currency ${currency} is not offered`);
      const current = bet.selections.flatMap((s) => state.get(selectionKey(s)) ?? []);
      const open = current.length === bet.selections.length && current.every(isOpenSelection);
      let max = open
        ? Math.min(limits.max, balances ? (balances.get(currency) ?? 0) : limits.max)
        : 0;
      // a stake is placeable only when its potential win stays within the maximum payout
      const payoutMax = open
        ? maxStakeWithinLimits(
            toTicketBet(bet, current, site, customPrice(bet.type, current)),
            BET_LIMITS,
          )
        : null;
      if (payoutMax !== null) max = Math.min(max, payoutMax);
      const system = bet.type === 'system' && bet.system_id ? readSystemId(bet.system_id) : null;
      if (system && system.winCount <= bet.selections.length) {
        const lines = binomial(bet.selections.length, system.winCount);
        max -= max % lines;
      }
      return { min_stake: limits.min, max_stake: Math.max(0, max), currency };
    }),
  };
}

/** The bet-builder price of a custom bet's selections now, undefined otherwise. */
function customPrice(type: string, current: readonly CurrentSelection[]): number | undefined {
  if (type !== 'custom_bet') return undefined;
  const price = priceCustomBet(
    current.map((c) => ({ marketId: c.market.marketId, odds: c.outcome.odds })),
  );
  return price.ok ? price.odds : undefined;
}
