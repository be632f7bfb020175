import { eq } from 'drizzle-orm';
import { binomial } from '@sportsbook/betting/math/exact';
import type { MaxStakeRequestWire, MaxStakeResponseWire } from '@sportsbook/contract/bets';
import type { Database } from '@/db/client';
import { accounts } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { stakeLimits } from './limits';
import { isOpenSelection, loadCurrentSelections, selectionKey } from './market-state';
import { readSystemId } from './schemas';

/**
 * POST /bets/max-stake: per bet, the stake range accepted now, in minor units. The maximum is the
 * currency's limit, at most the player's balance in it (anonymous: the limit), 0 when a selection
 * cannot be bet on now; a system bet's maximum is a whole number of line stakes.
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
      if (!limits)
        throw new HttpError(422, 'unknown_currency', `The currency ${currency} is not offered`);
      const open = bet.selections.every((s) => {
        const found = state.get(selectionKey(s));
        return found !== undefined && isOpenSelection(found);
      });
      let max = open
        ? Math.min(limits.max, balances ? (balances.get(currency) ?? 0) : limits.max)
        : 0;
      const system = bet.type === 'system' && bet.system_id ? readSystemId(bet.system_id) : null;
      if (system && system.winCount <= bet.selections.length) {
        const lines = binomial(bet.selections.length, system.winCount);
        max -= max % lines;
      }
      return { min_stake: limits.min, max_stake: Math.max(0, max), currency };
    }),
  };
}
