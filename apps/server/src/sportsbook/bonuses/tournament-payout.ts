import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { tournamentPrizes } from '@sportsbook/betting/bonus/tournament-prizes';
import {
  accounts,
  bonusCampaigns,
  issuedBonuses,
  tournamentPayouts,
  type BonusCampaignRow,
  type NotificationRow,
  type TournamentPayoutRow,
} from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import {
  formatAmount,
  publishBalance,
  publishNotifications,
  recordTransaction,
  writeNotification,
} from '@/platform';
import { LEADERBOARD_ORDER, rankedOn } from './leaderboard';

/*
 * Issue 15: a tournament's pool paid to its leaderboard when it finishes (the split rule is
 * betting's `tournamentPrizes`; README "Tournament finish"), once, in one transaction.
 */

/** What finishing did: `paidNow` false when an earlier call had paid (its payouts are given). */
export interface TournamentFinish {
  campaign: BonusCampaignRow;
  paidNow: boolean;
  payouts: TournamentPayoutRow[];
}

/** States a tournament's pool may be paid from: running, paused, or finished without payout. */
const PAYABLE_STATES = ['active', 'paused', 'finished'] as const;

async function campaignOr404(ctx: ServerContext, id: string): Promise<BonusCampaignRow> {
  const [row] = await ctx.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  if (!row) throw new HttpError(404, 'campaign_not_found', `No campaign ${id}`);
  return row;
}

const payoutsOf = (ctx: ServerContext, id: string) =>
  ctx.db
    .select()
    .from(tournamentPayouts)
    .where(eq(tournamentPayouts.campaignId, id))
    .orderBy(asc(tournamentPayouts.position), asc(tournamentPayouts.createdAt));

/**
 * Finishes a tournament and pays its pool to its leaderboard, exactly once. The farming players'
 * bonuses are locked first (a placement locks its bonus, then the campaign: the same order, so
 * no deadlock, and a bet farming meanwhile is counted or refused, never lost), then the campaign
 * moves to `finished` with `pool_paid_at` set only if still unset: of concurrent calls one pays
 * and the others get the payouts it made. Each prize is a `win` transaction (reference
 * `tournament:<id>`) through the wallet's recordTransaction, with a `tournament_prize`
 * notification; balances and notifications are pushed after commit.
 * 404 `campaign_not_found`, 422 `not_a_tournament`, 409 `invalid_transition` (created, disabled).
 */
export async function finishTournament(ctx: ServerContext, id: string): Promise<TournamentFinish> {
  const before = await campaignOr404(ctx, id);
  if (before.kind !== 'tournament')
    throw new HttpError(422, 'not_a_tournament', `${id} is a ${before.kind}, not a tournament`);
  if (
    before.poolPaidAt === null &&
    !(PAYABLE_STATES as readonly string[]).includes(before.promotionState)
  )
    throw new HttpError(
      409,
      'invalid_transition',
      `A ${before.promotionState} tournament cannot finish`,
    );
  const at = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const ranked = await tx
      .select()
      .from(issuedBonuses)
      .where(rankedOn(id))
      .orderBy(...LEADERBOARD_ORDER)
      .for('update');
    const [campaign] = await tx
      .update(bonusCampaigns)
      .set({ promotionState: 'finished', poolPaidAt: at, updatedAt: at })
      .where(
        and(
          eq(bonusCampaigns.id, id),
          isNull(bonusCampaigns.poolPaidAt),
          inArray(bonusCampaigns.promotionState, [...PAYABLE_STATES]),
        ),
      )
      .returning();
    if (!campaign) return null;
    // tournamentPrizes refuses a pool that is not a safe non-negative integer (the tx rolls back)
    const pool = campaign.poolAmount ?? 0;
    const currency = campaign.currency ?? 'EUR';
    const payouts: TournamentPayoutRow[] = [];
    const balances: { playerId: string; balance: number }[] = [];
    const notices: (NotificationRow | null)[] = [];
    for (const prize of tournamentPrizes(pool, ranked)) {
      const row = ranked[prize.index];
      if (!row) continue;
      // a winner without an account in the tournament's currency gets one, as POST /player/accounts would
      await tx
        .insert(accounts)
        .values({ playerId: row.playerId, currency, active: false, createdAt: at })
        .onConflictDoNothing();
      const paid = await recordTransaction(tx, {
        playerId: row.playerId,
        currency,
        type: 'win',
        amount: prize.amount,
        reference: `tournament:${id}`,
        at,
      });
      const [payout] = await tx
        .insert(tournamentPayouts)
        .values({
          campaignId: id,
          playerId: row.playerId,
          position: prize.position,
          amount: prize.amount,
          currency,
          transactionId: paid.id,
          createdAt: at,
        })
        .returning();
      if (payout) payouts.push(payout);
      balances.push({ playerId: row.playerId, balance: paid.balance });
      notices.push(
        await writeNotification(tx, {
          playerId: row.playerId,
          kind: 'tournament_prize',
          objectId: id,
          dedupeKey: `tournament_prize:${id}`,
          values: (locale) => ({
            name: campaign.names[locale] ?? campaign.names.en,
            position: String(prize.position),
            amount: formatAmount(prize.amount, currency),
          }),
          at,
        }),
      );
    }
    return { campaign, payouts, balances, notices };
  });
  if (!done) {
    const campaign = await campaignOr404(ctx, id);
    if (campaign.poolPaidAt === null)
      throw new HttpError(409, 'invalid_transition', 'The tournament changed meanwhile');
    return { campaign, paidNow: false, payouts: await payoutsOf(ctx, id) };
  }
  for (const { playerId, balance } of done.balances)
    await publishBalance(ctx, playerId, done.campaign.currency ?? 'EUR', balance);
  await publishNotifications(ctx, done.notices);
  return { campaign: done.campaign, paidNow: true, payouts: done.payouts };
}

/**
 * The automatic check: every tournament whose `valid_to` passed (running or paused), or that an
 * operator finished before its pool was paid, is finished and paid. Failures are logged per
 * tournament; the next check tries again. The number of tournaments paid now.
 */
export async function finishEndedTournaments(ctx: ServerContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: bonusCampaigns.id })
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.kind, 'tournament'),
        isNull(bonusCampaigns.poolPaidAt),
        or(
          eq(bonusCampaigns.promotionState, 'finished'),
          and(
            inArray(bonusCampaigns.promotionState, ['active', 'paused']),
            lte(bonusCampaigns.validTo, now),
          ),
        ),
      ),
    );
  let paid = 0;
  for (const { id } of due) {
    try {
      if ((await finishTournament(ctx, id)).paidNow) paid++;
    } catch (error) {
      ctx.log.error({ err: error, campaignId: id }, 'tournament payout failed');
    }
  }
  return paid;
}

/** How often the feed's tick may run {@link finishEndedTournaments} (it ticks every few seconds). */
export const TOURNAMENT_CHECK_MS = 60_000;

/**
 * A check to call on every tick of a periodic job: runs {@link finishEndedTournaments} at most
 * once per `everyMs` and never twice at a time; never throws.
 */
export function tournamentFinisher(ctx: ServerContext, everyMs = TOURNAMENT_CHECK_MS) {
  let last = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return (): Promise<void> => {
    const now = ctx.now().getTime();
    if (running || now - last < everyMs) return running ?? Promise.resolve();
    last = now;
    running = finishEndedTournaments(ctx)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'tournament check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
}
