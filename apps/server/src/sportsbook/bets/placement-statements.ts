import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { Database } from '@/db/client';
import { betSelections, bets, userLimits, type BetRow } from '@/db/schema';
import { jackpotLevels, type JackpotLevelRow } from '@/db/schema-jackpots';
import { BET_LIMIT_TYPES } from '@/platform';
import type { LiveSelection } from './read';

/** The placement transaction's own statements (issue 18: as few round trips as the rules allow). */

/** What a placement's transaction holds locked until it ends. */
export interface PlacementLocks {
  /** The player's limits of BET_LIMIT_TYPES, by id (as lockLimits reads them). */
  limits: UserLimit[];
  /** The active levels of the jackpots fed, by jackpot id and position. */
  levels: JackpotLevelRow[];
}

/** A timestamp column as epoch milliseconds (null stays null), as UserLimit keeps its times. */
const epochMs = (column: unknown) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * Locks, in ONE statement (issue 18), the player's bet limits (spec §3: concurrent placements
 * are counted one after the other) and the active levels of the jackpots `fed` (issue 15), in
 * that order and each by key, so concurrent placements add up and never deadlock each other.
 */
export async function lockForPlacement(
  tx: Database,
  playerId: string,
  fed: readonly string[],
): Promise<PlacementLocks> {
  const levelsWhere =
    fed.length > 0
      ? and(inArray(jackpotLevels.jackpotId, [...fed]), eq(jackpotLevels.state, 'active'))
      : sql`false`;
  const [row] = await tx
    .select({
      limits: sql<UserLimit[]>`(select coalesce(json_agg(l.x order by l.id), '[]') from (
        select ${userLimits.id} as id, json_build_object(
          'id', ${userLimits.id}, 'type', ${userLimits.type}, 'status', ${userLimits.status},
          'strategy', ${userLimits.strategy}, 'period', ${userLimits.period},
          'value', ${userLimits.value}, 'currency', ${userLimits.currency},
          'replacesId', ${userLimits.replacesId}, 'createdAt', ${epochMs(userLimits.createdAt)},
          'confirmUntil', ${epochMs(userLimits.confirmUntil)},
          'disableAt', ${epochMs(userLimits.disableAt)}) as x
        from ${userLimits}
        where ${and(eq(userLimits.playerId, playerId), inArray(userLimits.type, [...BET_LIMIT_TYPES]))}
        order by ${userLimits.id} for update) as l)`,
      levels: sql<JackpotLevelRow[]>`(select coalesce(json_agg(j.x order by j.k, j.p), '[]') from (
        select ${jackpotLevels.jackpotId} as k, ${jackpotLevels.position} as p, json_build_object(
          'jackpotId', ${jackpotLevels.jackpotId}, 'code', ${jackpotLevels.code},
          'names', ${jackpotLevels.names}, 'position', ${jackpotLevels.position},
          'contributionBp', ${jackpotLevels.contributionBp},
          'seedAmount', ${jackpotLevels.seedAmount}, 'pool', ${jackpotLevels.pool},
          'carry', ${jackpotLevels.carry}, 'triggerAmount', ${jackpotLevels.triggerAmount},
          'mustHitBy', ${jackpotLevels.mustHitBy}, 'state', ${jackpotLevels.state}) as x
        from ${jackpotLevels} where ${levelsWhere}
        order by ${asc(jackpotLevels.jackpotId)}, ${asc(jackpotLevels.position)} for update) as j)`,
    })
    .from(sql`(values (1)) as one (x)`);
  return { limits: row?.limits ?? [], levels: row?.levels ?? [] };
}

/**
 * The bets, their selections and the jackpot writes (`more`) in ONE statement (the foreign keys
 * to the bets are checked at its end).
 */
export async function insertBets(
  tx: Database,
  rows: readonly BetRow[],
  legs: readonly LiveSelection[][],
  more: readonly SQL[],
): Promise<void> {
  const betInsert = tx.insert(bets).values(rows.map(({ seq: _seq, ...row }) => row));
  const selectionInsert = tx
    .insert(betSelections)
    .values(
      legs.flat().map(({ matchStatus: _m, currentOdds: _c, marketResult: _r, ...row }) => row),
    );
  const ctes = sql.join([sql`placed as (${betInsert.getSQL()})`, ...more], sql`, `);
  await tx.execute(sql`with ${ctes} ${selectionInsert.getSQL()}`);
}
