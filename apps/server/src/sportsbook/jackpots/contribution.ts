import { sql, type SQL } from 'drizzle-orm';
import { drawsHit, feedsJackpot, levelShare } from '@sportsbook/betting/jackpot/contribution';
import type { Database } from '@/db/client';
import type { BetRow, BetSelectionRow } from '@/db/schema';
import {
  jackpotContributions,
  jackpotLevels,
  type JackpotHitRow,
  type JackpotLevelRow,
  type JackpotRow,
} from '@/db/schema-jackpots';
import type { ServerContext } from '@/http/context';
import { recordHit } from './hits';

/** An active jackpot as the placement read loads it: what a bet must meet to feed it. */
export type ActiveJackpot = Pick<JackpotRow, 'id' | 'currency' | 'minStake' | 'minOdds'>;

/**
 * What feeding will do, decided before the bets are written: the bets that feed a jackpot (spec
 * §3 usedInJackpot), the contributions, the levels' new pools and the hits drawn.
 */
export interface JackpotPlan {
  usedInJackpot: Set<string>;
  contributions: Omit<typeof jackpotContributions.$inferInsert, 'createdAt'>[];
  levels: JackpotLevelRow[];
  hits: { level: JackpotLevelRow; currency: string; playerId: string; betId: string }[];
}

/** The jackpots each bet feeds and their ids together, sorted: the levels to lock. */
export interface JackpotsFed {
  eligible: ActiveJackpot[][];
  fed: string[];
}

/**
 * Issue 15: the jackpots of `active` (read before the transaction) each bet of `rows` feeds
 * (`legs`: its selections; betting's `feedsJackpot`). `enabled`: the site configuration's flag.
 */
export function jackpotsFed(
  active: readonly ActiveJackpot[],
  rows: readonly BetRow[],
  legs: readonly (readonly Pick<BetSelectionRow, 'odds'>[])[],
  enabled: boolean,
): JackpotsFed {
  if (!enabled || rows.length === 0 || active.length === 0) return { eligible: [], fed: [] };
  // the minimum odds apply to each selection as placed
  const eligible = rows.map((row, i) =>
    active.filter((j) =>
      feedsJackpot(
        {
          stake: row.stake,
          currency: row.currency,
          selectionOdds: (legs[i] ?? []).map((leg) => leg.odds),
          bonusType: row.bonus?.type,
        },
        j,
      ),
    ),
  );
  return { eligible, fed: [...new Set(eligible.flat().map((j) => j.id))].sort() };
}

/**
 * Issue 15 jackpots, inside the placement transaction, before the bets are written: each bet
 * adds its share to every active level of every jackpot it feeds (`fed`, see jackpotsFed;
 * `levels`: those levels, locked by the caller in jackpot id and position order) with
 * `levelShare` (floor, the remainder carried in the level) and draws that level (`drawsHit`
 * with `ctx.config.random`); a drawn level with a pool is hit and takes no more.
 */
export function planJackpots(
  ctx: ServerContext,
  { eligible }: JackpotsFed,
  levels: readonly JackpotLevelRow[],
  rows: readonly BetRow[],
): JackpotPlan {
  const plan: JackpotPlan = { usedInJackpot: new Set(), contributions: [], levels: [], hits: [] };
  if (eligible.length === 0) return plan;
  plan.levels = levels.map((l) => ({ ...l }));
  for (const [i, row] of rows.entries()) {
    for (const jackpot of eligible[i] ?? []) {
      const own = plan.levels.filter((l) => l.jackpotId === jackpot.id && l.state === 'active');
      for (const level of own) {
        const share = levelShare(row.stake, level.contributionBp, level.carry);
        level.pool += share.amount;
        level.carry = share.carry;
        plan.contributions.push({
          betId: row.id,
          jackpotId: jackpot.id,
          levelCode: level.code,
          amount: share.amount,
        });
        plan.usedInJackpot.add(row.id);
        const hit = drawsHit({
          stake: row.stake,
          triggerAmount: level.triggerAmount,
          poolAfter: level.pool,
          mustHitBy: level.mustHitBy,
          draw: ctx.config.random(),
        });
        // recordHit wins the pool as it stands now; an empty pool is no hit
        if (!hit || level.pool <= 0) continue;
        plan.hits.push({
          level: { ...level },
          currency: jackpot.currency,
          playerId: row.playerId,
          betId: row.id,
        });
        level.state = 'hit';
      }
    }
  }
  return plan;
}

/**
 * The writes of a {@link planJackpots} plan as common table expressions for the statement that
 * inserts its bets (issue 18: no round trip of their own): the contributions (once per bet and
 * level: primary key) and the levels' pools. None when no bet feeds a jackpot.
 */
export function jackpotWriteCtes(tx: Database, plan: JackpotPlan, at: Date): SQL[] {
  if (plan.contributions.length === 0) return [];
  const contributed = tx
    .insert(jackpotContributions)
    .values(plan.contributions.map((c) => ({ ...c, createdAt: at })));
  const touched = plan.levels.filter((l) =>
    plan.contributions.some((c) => c.jackpotId === l.jackpotId && c.levelCode === l.code),
  );
  const values = sql.join(
    touched.map(
      (l) => sql`(${l.jackpotId}::text, ${l.code}::text, ${l.pool}::bigint, ${l.carry}::integer)`,
    ),
    sql`, `,
  );
  return [
    sql`contributed as (${contributed.getSQL()})`,
    sql`pools as (update ${jackpotLevels} set pool = v.pool, carry = v.carry
      from (values ${values}) as v (jackpot_id, code, pool, carry)
      where ${jackpotLevels.jackpotId} = v.jackpot_id and ${jackpotLevels.code} = v.code)`,
  ];
}

/** The hits a {@link planJackpots} plan drew, once its bets and pools are written. */
export async function recordJackpotHits(
  tx: Database,
  plan: JackpotPlan,
  at: Date,
): Promise<JackpotHitRow[]> {
  const hits: JackpotHitRow[] = [];
  for (const { level, currency, playerId, betId } of plan.hits) {
    const recorded = await recordHit(tx, level, currency, playerId, betId, at);
    if (recorded) hits.push(recorded);
  }
  return hits;
}
