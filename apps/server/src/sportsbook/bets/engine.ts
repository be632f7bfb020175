import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SelectionResult } from '@sportsbook/betting/bets/types';
import { settleBet } from '@sportsbook/betting/settlement/settle-bet';
import type { BetBonus } from '@sportsbook/betting/ticket/types';
import { betBonusTypeSchema } from '@sportsbook/contract/bonus';
import type { PlacedBetWire } from '@sportsbook/contract/bets';
import { betSelections, bets, type BetRow, type NotificationRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import {
  formatAmount,
  publishNotifications,
  recordTransaction,
  writeNotification,
} from '@/platform';
import { writableAmount } from './amounts';
import { publishBetChanges, publishCashoutChange } from './push';
import { betToWire, currentCashoutOffer, loadLiveSelections, type LiveSelection } from './read';
import { readSystemId } from './schemas';
import { RESULTS_BY_FILTER } from './status';
import { refundFreebet } from '@/sportsbook/bonuses/bet-apply';
import { publishBonusIssued } from '@/sportsbook/bonuses/push';
import type { CampaignView } from '@/sportsbook/bonuses/types';

/** A stored bet bonus as settlement reads it (freebet variant, comboboost odds), if valid. */
function betBonusOf(bet: BetRow): BetBonus | undefined {
  const type = betBonusTypeSchema.safeParse(bet.bonus?.type);
  if (!bet.bonus || !type.success) return undefined;
  const { id, odds } = bet.bonus;
  return odds === undefined ? { id, type: type.data } : { id, type: type.data, odds };
}

/** Open bets whose cashout offer is recomputed per feed write: bounded work per tick. */
export const MAX_OFFERS_PER_CALL = 1_000;
/** Bets settled per batch (each in its own transaction); every batch runs until none is left. */
const SETTLE_BATCH = 200;

/** A per-selection result: the stored one, else the feed's once the market is settled. */
const resultOf = (s: LiveSelection): SelectionResult =>
  s.result !== 'no_results' && s.result !== 'canceled' && s.result !== 'cashed_out'
    ? s.result
    : (s.marketResult ?? 'no_results');

/**
 * What happens to placed bets when the feed (or the dev control API) writes matches: open bets
 * on the written matches are settled once all their lines are decided (packages/betting
 * settlement), selection results are recorded as they come, and cashout offers that moved are
 * pushed (bet_cashout_changed). Restart-safe: a bet is paid in the transaction that moves it out of
 * waiting_results, guarded by that status, so a replay or a second settlement pays nothing.
 */
export class BetEngine {
  constructor(private readonly ctx: ServerContext) {}

  /**
   * Reacts to written matches; `all` sweeps every open bet (start-up: settled while down). Each
   * batch of open bets is read once: bets whose lines moved are settled, the others (at most
   * {@link MAX_OFFERS_PER_CALL}) get their cashout offer recomputed from the same read.
   */
  async eventsWritten(eventIds: readonly number[] | 'all'): Promise<void> {
    if (eventIds !== 'all' && eventIds.length === 0) return;
    const ids = await this.openBetIds(eventIds);
    let offers = 0;
    for (let i = 0; i < ids.length; i += SETTLE_BATCH) {
      const batch = ids.slice(i, i + SETTLE_BATCH);
      const rows = await this.ctx.db
        .select()
        .from(bets)
        .where(and(inArray(bets.id, batch), eq(bets.status, 'waiting_results')));
      const selections = await loadLiveSelections(this.ctx.db, batch);
      for (const bet of rows) {
        try {
          offers += await this.updateOne(bet, selections.get(bet.id) ?? [], offers);
        } catch (error) {
          // one bad bet never stops the others: it is retried on the next write of its matches
          this.ctx.log.error({ err: error, betId: bet.id }, 'bet settlement or offer failed');
        }
      }
    }
  }

  /**
   * Settles one open bet when its lines moved, else (or when still open) refreshes its offer
   * while fewer than {@link MAX_OFFERS_PER_CALL} were computed. @returns offers computed (0 or 1)
   */
  private async updateOne(bet: BetRow, placed: LiveSelection[], offers: number): Promise<number> {
    let legs = placed;
    const results = legs.map(resultOf);
    if (results.some((r, position) => r !== legs[position]?.result)) {
      if (!(await this.settleOne(bet, legs, results))) return 0;
      legs = legs.map((l, position) => ({ ...l, result: results[position] ?? l.result }));
    }
    if (offers >= MAX_OFFERS_PER_CALL) return 0;
    if (bet.betType !== 'single' && bet.betType !== 'combo') return 0;
    await this.refreshOffer(bet, legs);
    return 1;
  }

  private async openBetIds(eventIds: readonly number[] | 'all'): Promise<string[]> {
    const rows = await this.ctx.db
      .selectDistinct({ id: bets.id, seq: bets.seq })
      .from(bets)
      .innerJoin(betSelections, eq(betSelections.betId, bets.id))
      .where(
        and(
          eq(bets.status, 'waiting_results'),
          eventIds === 'all' ? sql`true` : inArray(betSelections.eventId, [...eventIds]),
        ),
      )
      .orderBy(bets.seq);
    return rows.map((r) => r.id);
  }

  /** Records new selection results and settles when decided. @returns the bet is still open */
  private async settleOne(
    bet: BetRow,
    legs: LiveSelection[],
    results: SelectionResult[],
  ): Promise<boolean> {
    const system = bet.systemId ? readSystemId(bet.systemId) : null;
    const settlement = settleBet({
      betType: bet.betType,
      stake: bet.stake,
      odds: bet.odds,
      ...(system ? { systemType: { id: bet.systemId ?? '', ...system } } : {}),
      ...(betBonusOf(bet) ? { bonus: betBonusOf(bet) } : {}),
      selections: legs.map((l, i) => ({ odds: l.odds, result: results[i] ?? 'no_results' })),
    });
    const at = this.ctx.now();
    const settled = settlement.status === 'settled';
    const payout = settled ? writableAmount(settlement.payout, 'payout') : 0;
    let balance: number | null = null;
    let notification: NotificationRow | null = null;
    let refund: CampaignView | null = null;
    const done = await this.ctx.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(bets)
        .set(
          settled
            ? {
                status: 'done',
                result: settlement.result,
                winAmount: payout,
                settledAt: at,
                cashoutOffer: null,
              }
            : { status: 'waiting_results' },
        )
        .where(and(eq(bets.id, bet.id), eq(bets.status, 'waiting_results')))
        .returning();
      // someone else (a cashout, another settlement) moved it first: nothing to do here
      if (!moved) return null;
      for (const [position, result] of results.entries())
        if (result !== legs[position]?.result)
          await tx
            .update(betSelections)
            .set({ result })
            .where(and(eq(betSelections.betId, bet.id), eq(betSelections.position, position)));
      // spec §3: a lost no_risk (or a void) freebet bet gives its freebet back, not cash
      if (settled && settlement.freebetRefund > 0)
        refund = await refundFreebet(
          tx,
          bet,
          settlement.freebetRefund,
          settlement.result === 'lose_entire',
          at,
        );
      if (settled && payout > 0) {
        const paid = await recordTransaction(tx, {
          playerId: bet.playerId,
          currency: bet.currency,
          type: settlement.result === 'refund_entire' ? 'refund' : 'win',
          amount: payout,
          reference: bet.id,
          at,
        });
        balance = writableAmount(paid.balance, 'balance');
        if ((RESULTS_BY_FILTER.win as readonly string[]).includes(settlement.result))
          notification = await writeNotification(tx, {
            playerId: bet.playerId,
            kind: 'bet_won',
            objectId: bet.id,
            dedupeKey: `bet_won:${bet.id}`,
            values: () => ({ amount: formatAmount(payout, bet.currency) }),
            at,
          });
      }
      return moved;
    });
    if (!done) return false;
    const wire: PlacedBetWire = betToWire(
      done,
      legs.map((l, i) => ({ ...l, result: results[i] ?? l.result })),
    );
    const balances = new Map<string, number>();
    if (balance !== null) balances.set(bet.currency, balance);
    await publishBetChanges(this.ctx, bet.playerId, [wire], balances);
    await publishNotifications(this.ctx, [notification]);
    if (refund) await publishBonusIssued(this.ctx, bet.playerId, [refund]);
    return done.status === 'waiting_results';
  }

  /** Pushes the offer of an open bet when it moved since the last push (bet_cashout_changed). */
  private async refreshOffer(bet: BetRow, legs: LiveSelection[]): Promise<void> {
    const computed = currentCashoutOffer(bet, legs);
    const offer = computed === null ? null : writableAmount(computed, 'cashout offer');
    if (offer === bet.cashoutOffer) return;
    const [updated] = await this.ctx.db
      .update(bets)
      .set({ cashoutOffer: offer })
      .where(and(eq(bets.id, bet.id), eq(bets.status, 'waiting_results')))
      .returning({ id: bets.id });
    if (updated) await publishCashoutChange(this.ctx, bet.playerId, bet.id, offer);
  }
}
