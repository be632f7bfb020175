import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  farmingPoints,
  farmsOnEvents,
  huntingFreebetsEarned,
  tournamentPoolShare,
} from '@sportsbook/betting/bonus/farming';
import { refundFreebetVariant } from '@sportsbook/betting/bonus/freebet-payout';
import type { Database } from '@/db/client';
import { bonusCampaigns, issuedBonuses, type BetRow, type StoredBetBonus } from '@/db/schema';
import { findCurrency } from '@/platform';
import { issueBonus, loadBonusPlayer } from './store';
import { kindOf, type CampaignView, type HeldBonus } from './types';

/** The bonus was taken between the check and the write (a concurrent placement used it). */
export class BonusTaken extends Error {
  override name = 'BonusTaken';
}

/** What a placed bet's bonus changed, pushed after commit. */
export interface BonusEffects {
  issued: CampaignView[];
  pools: { tournamentId: string; currency: string; poolAmount: number }[];
}

export const noEffects = (): BonusEffects => ({ issued: [], pools: [] });

/** The bonus a bet is stored with: the issued id, a freebet's variant type, a comboboost's odds. */
export function storedBetBonus(held: HeldBonus, bonusOdds: number | null): StoredBetBonus {
  const kind = kindOf(held);
  const type =
    kind === 'freebet'
      ? `freebet_${held.issued.freebetType ?? held.campaign.freebetType ?? 'only_win'}`
      : kind;
  return bonusOdds === null
    ? { id: held.issued.id, type }
    : { id: held.issued.id, type, odds: bonusOdds };
}

/**
 * Uses the bonus of a bet being placed, inside the placement's transaction (spec §4, §5). A
 * freebet is spent (active -> bonus_over) and a comboboost counted by one conditional UPDATE on
 * `state = 'active'`, so of concurrent placements with one freebet exactly one succeeds. A farming
 * bonus is locked and farms: points (one per whole unit staked) unless farm_once_per_event and an
 * event already farmed; a hunting issues a freebet per target reached; a tournament adds its share
 * of the stake to the pool.
 * @throws BonusTaken when the bonus is no longer active
 */
export async function useBetBonus(
  tx: Database,
  held: HeldBonus,
  bet: { id: string; stake: number; currency: string; eventIds: number[] },
  now: Date,
  effects: BonusEffects,
): Promise<void> {
  const { issued, campaign } = held;
  const kind = kindOf(held);
  const active = and(
    eq(issuedBonuses.id, issued.id),
    eq(issuedBonuses.playerId, issued.playerId),
    eq(issuedBonuses.state, 'active'),
  );
  const used = sql`${issuedBonuses.usedInBets} || ${JSON.stringify([bet.id])}::jsonb`;
  if (kind === 'freebet' || kind === 'comboboost') {
    const [row] = await tx
      .update(issuedBonuses)
      .set({
        ...(kind === 'freebet' ? { state: 'bonus_over' as const } : {}),
        timesUsed: sql`${issuedBonuses.timesUsed} + 1`,
        usedInBets: used,
      })
      .where(active)
      .returning({ id: issuedBonuses.id });
    if (!row) throw new BonusTaken(issued.id);
    return;
  }
  const [row] = await tx.select().from(issuedBonuses).where(active).for('update');
  if (!row) throw new BonusTaken(issued.id);
  const farms = farmsOnEvents(row.farmedEventIds, bet.eventIds, campaign.farmOncePerEvent);
  const subunits = findCurrency(bet.currency)?.subunits ?? 100;
  const points = farms ? farmingPoints(bet.stake, subunits) : 0;
  const earned =
    kind === 'hunting' && campaign.targetPoints
      ? huntingFreebetsEarned(row.points, row.points + points, campaign.targetPoints)
      : 0;
  await tx
    .update(issuedBonuses)
    .set({
      points: row.points + points,
      betsCount: row.betsCount + (farms ? 1 : 0),
      stakeSum: row.stakeSum + (farms ? bet.stake : 0),
      farmedEventIds: farms
        ? [...new Set([...row.farmedEventIds, ...bet.eventIds])]
        : row.farmedEventIds,
      farmedFreebetsCount: row.farmedFreebetsCount + earned,
      usedInBets: [...row.usedInBets, bet.id],
      timesUsed: row.timesUsed + 1,
      ...(points > 0 ? { farmedAt: now } : {}),
    })
    .where(eq(issuedBonuses.id, row.id));
  const amount = campaign.amounts[bet.currency];
  if (earned > 0 && amount !== undefined) {
    const player = await loadBonusPlayer(tx, row.playerId);
    if (player)
      for (let n = 0; n < earned; n++) {
        const prize = await issueBonus(tx, campaign, player, 'farmed', row.id, now, {
          amount,
          currency: bet.currency,
          variant: campaign.freebetType ?? 'all_win',
        });
        if (prize) effects.issued.push({ campaign, issued: prize });
      }
  }
  if (kind === 'tournament' && farms) {
    const share = campaign.poolShareBps ? tournamentPoolShare(bet.stake, campaign.poolShareBps) : 0;
    // only into a running, unpaid tournament: one finished meanwhile refuses the bet (its pool
    // and leaderboard were paid out; tournament-payout.ts locks the bonuses before the campaign)
    const [pool] = await tx
      .update(bonusCampaigns)
      .set({ poolAmount: sql`coalesce(${bonusCampaigns.poolAmount}, 0) + ${share}` })
      .where(
        and(
          eq(bonusCampaigns.id, campaign.id),
          eq(bonusCampaigns.promotionState, 'active'),
          isNull(bonusCampaigns.poolPaidAt),
        ),
      )
      .returning({ poolAmount: bonusCampaigns.poolAmount });
    if (!pool) throw new BonusTaken(issued.id);
    if (share > 0)
      effects.pools.push({
        tournamentId: campaign.id,
        currency: campaign.currency ?? bet.currency,
        poolAmount: pool.poolAmount ?? 0,
      });
  }
}

/**
 * Gives a settled freebet bet's stake back as a new freebet (a settlement's `freebetRefund`: a
 * lost no_risk bet or a fully void freebet bet), in the settlement's transaction. One refund per
 * bet: the unique (source, source_ref) index makes a second settlement issue nothing.
 */
export async function refundFreebet(
  tx: Database,
  bet: BetRow,
  amount: number,
  betLost: boolean,
  now: Date,
): Promise<CampaignView | null> {
  const bonusId = bet.bonus?.id;
  if (!bonusId || amount <= 0) return null;
  const [source] = await tx
    .select({ issued: issuedBonuses, campaign: bonusCampaigns })
    .from(issuedBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedBonuses.campaignId))
    .where(and(eq(issuedBonuses.id, bonusId), eq(issuedBonuses.playerId, bet.playerId)));
  if (!source) return null;
  const player = await loadBonusPlayer(tx, bet.playerId);
  if (!player) return null;
  const variant = refundFreebetVariant(
    source.issued.freebetType ?? source.campaign.freebetType ?? 'only_win',
    betLost,
  );
  // the refund is for this player whatever the campaign's countries now: it is their stake
  const refund = await issueBonus(
    tx,
    { ...source.campaign, countryCodes: [] },
    player,
    'refund',
    bet.id,
    now,
    { amount, currency: bet.currency, variant },
  );
  return refund ? { campaign: source.campaign, issued: refund } : null;
}
