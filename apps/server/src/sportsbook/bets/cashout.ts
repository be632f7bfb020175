import { and, eq } from 'drizzle-orm';
import { isCashoutStillValid } from '@sportsbook/betting/settlement/cashout';
import type { PlacedBetWire } from '@sportsbook/contract/bets';
import { bets } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import type { MessageLocale } from '@/http/messages';
import {
  formatAmount,
  publishNotifications,
  recordTransaction,
  writeNotification,
} from '@/platform';
import { writableAmount } from './amounts';
import { amountText } from './limits';
import { betMessage } from './messages';
import { publishBetChanges } from './push';
import { betToWire, loadLiveSelections, offerShown } from './read';

/**
 * POST /bets/cashout (spec §7): pays `to_cashout` when it is still valid, i.e. at most the offer
 * computed now from the current odds (packages/betting settlement/cashout); the bet becomes
 * cashed_out / cashed_out with win_amount = the amount paid. The bet row is locked for the check
 * and the credit, and moves only out of waiting_results, so a bet is never paid twice.
 * @throws HttpError 404 bet_not_found, 409 cashout_unavailable (no offer now) or 409
 * cashout_amount_changed with `details.to_cashout` (the offer now) when the offer fell below
 */
export async function cashOut(
  ctx: ServerContext,
  playerId: string,
  betId: string,
  requested: number,
  locale: MessageLocale,
): Promise<PlacedBetWire> {
  const at = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)))
      .for('update');
    if (!bet) throw new HttpError(404, 'bet_not_found', betMessage(locale, 'error.bets.not_found'));
    const legs = (await loadLiveSelections(tx, [bet.id])).get(bet.id) ?? [];
    const offer = offerShown(bet, legs);
    if (offer === null)
      throw new HttpError(
        409,
        'cashout_unavailable',
        betMessage(locale, 'error.cashout.unavailable'),
        {
          to_cashout: null,
        },
      );
    if (!isCashoutStillValid(requested, offer))
      throw new HttpError(
        409,
        'cashout_amount_changed',
        betMessage(locale, 'error.cashout.amount_changed', {
          amount: amountText(offer, bet.currency),
        }),
        { to_cashout: offer },
      );
    const [moved] = await tx
      .update(bets)
      .set({
        status: 'cashed_out',
        result: 'cashed_out',
        winAmount: writableAmount(requested, 'cashout amount', 1),
        cashoutOffer: null,
        settledAt: at,
      })
      .where(and(eq(bets.id, bet.id), eq(bets.status, 'waiting_results')))
      .returning();
    if (!moved)
      throw new HttpError(
        409,
        'cashout_unavailable',
        betMessage(locale, 'error.cashout.unavailable'),
        {
          to_cashout: null,
        },
      );
    const { balance } = await recordTransaction(tx, {
      playerId,
      currency: bet.currency,
      type: 'cashout',
      amount: requested,
      reference: bet.id,
      at,
    });
    const notification = await writeNotification(tx, {
      playerId,
      kind: 'cashout_paid',
      objectId: bet.id,
      dedupeKey: `cashout:${bet.id}`,
      values: () => ({ amount: formatAmount(requested, bet.currency) }),
      at,
    });
    return {
      bet: betToWire(moved, legs),
      balance: writableAmount(balance, 'balance'),
      currency: bet.currency,
      notification,
    };
  });
  await publishBetChanges(
    ctx,
    playerId,
    [outcome.bet],
    new Map([[outcome.currency, outcome.balance]]),
  );
  await publishNotifications(ctx, [outcome.notification]);
  return outcome.bet;
}
