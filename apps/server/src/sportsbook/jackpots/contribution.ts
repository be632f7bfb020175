import { and, asc, eq, inArray } from 'drizzle-orm';
import { drawsHit, feedsJackpot, levelShare } from '@sportsbook/betting/jackpot/contribution';
import type { Database } from '@/db/client';
import { bets, type BetRow, type BetSelectionRow } from '@/db/schema';
import {
  jackpotContributions,
  jackpotLevels,
  jackpots,
  type JackpotHitRow,
  type JackpotLevelRow,
} from '@/db/schema-jackpots';
import type { ServerContext } from '@/http/context';
import { recordHit } from './hits';

/** What feeding did: the bets that fed a jackpot (spec §3 usedInJackpot) and the hits drawn. */
export interface JackpotFeed {
  usedInJackpot: Set<string>;
  hits: JackpotHitRow[];
}

/**
 * Issue 15 jackpots, inside the placement transaction: each eligible bet of `rows` (`legs`: its
 * selections; betting's `feedsJackpot`) adds its share to every active level of every active
 * jackpot (`levelShare`: floor, the remainder carried in the level), records its contribution
 * (once per bet and level: primary key) and draws that level (`drawsHit` with
 * `ctx.config.random`); a hit wins the pool. The bets that fed are marked `used_in_jackpot`.
 * Level rows are locked in one order (jackpot id, position), so concurrent placements add up and
 * never deadlock each other. `enabled`: the site configuration's jackpots flag, read beforehand.
 */
export async function feedJackpots(
  tx: Database,
  ctx: ServerContext,
  rows: readonly BetRow[],
  legs: readonly (readonly Pick<BetSelectionRow, 'odds'>[])[],
  at: Date,
  enabled: boolean,
): Promise<JackpotFeed> {
  const feed: JackpotFeed = { usedInJackpot: new Set(), hits: [] };
  if (!enabled || rows.length === 0) return feed;
  // the minimum odds apply to each selection as placed
  const placed = rows.map((row, i) => ({
    row,
    selectionOdds: (legs[i] ?? []).map((leg) => leg.odds),
  }));
  const active = await tx.select().from(jackpots).where(eq(jackpots.state, 'active'));
  const eligible = placed.map(({ row, selectionOdds }) =>
    active.filter((j) =>
      feedsJackpot(
        { stake: row.stake, currency: row.currency, selectionOdds, bonusType: row.bonus?.type },
        j,
      ),
    ),
  );
  const fed = [...new Set(eligible.flat().map((j) => j.id))].sort();
  if (fed.length === 0) return feed;
  const levels = await tx
    .select()
    .from(jackpotLevels)
    .where(and(inArray(jackpotLevels.jackpotId, fed), eq(jackpotLevels.state, 'active')))
    .orderBy(asc(jackpotLevels.jackpotId), asc(jackpotLevels.position))
    .for('update');
  const current = new Map<string, JackpotLevelRow>(levels.map((l) => [key(l), { ...l }]));
  for (const [i, { row }] of placed.entries()) {
    for (const jackpot of eligible[i] ?? []) {
      const own = [...current.values()].filter(
        (l) => l.jackpotId === jackpot.id && l.state === 'active',
      );
      for (const level of own) {
        const share = levelShare(row.stake, level.contributionBp, level.carry);
        level.pool += share.amount;
        level.carry = share.carry;
        await tx.insert(jackpotContributions).values({
          betId: row.id,
          jackpotId: jackpot.id,
          levelCode: level.code,
          amount: share.amount,
          createdAt: at,
        });
        await tx
          .update(jackpotLevels)
          .set({ pool: level.pool, carry: level.carry })
          .where(and(eq(jackpotLevels.jackpotId, jackpot.id), eq(jackpotLevels.code, level.code)));
        feed.usedInJackpot.add(row.id);
        const hit = drawsHit({
          stake: row.stake,
          triggerAmount: level.triggerAmount,
          poolAfter: level.pool,
          mustHitBy: level.mustHitBy,
          draw: ctx.config.random(),
        });
        if (!hit) continue;
        const recorded = await recordHit(tx, level, jackpot.currency, row.playerId, row.id, at);
        if (recorded) {
          feed.hits.push(recorded);
          level.state = 'hit';
        }
      }
    }
  }
  if (feed.usedInJackpot.size > 0)
    await tx
      .update(bets)
      .set({ usedInJackpot: true })
      .where(inArray(bets.id, [...feed.usedInJackpot]));
  return feed;
}

const key = (l: Pick<JackpotLevelRow, 'jackpotId' | 'code'>) => `${l.jackpotId}/${l.code}`;
