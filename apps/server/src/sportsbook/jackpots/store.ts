import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  jackpotHits,
  jackpotLevels,
  jackpots,
  type JackpotLevelRow,
  type JackpotRow,
} from '@/db/schema-jackpots';

/** Jackpots players see (spec §3): active ones, and paused ones (shown, taking nothing). */
export const VISIBLE_JACKPOT_STATES = ['active', 'paused'] as const;

export interface LoadedJackpot {
  jackpot: JackpotRow;
  levels: JackpotLevelRow[];
}

/** The levels of the jackpots by jackpot id, in display order. */
export async function levelsOf(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, JackpotLevelRow[]>> {
  const byJackpot = new Map<string, JackpotLevelRow[]>();
  if (ids.length === 0) return byJackpot;
  const rows = await db
    .select()
    .from(jackpotLevels)
    .where(inArray(jackpotLevels.jackpotId, [...ids]))
    .orderBy(asc(jackpotLevels.jackpotId), asc(jackpotLevels.position));
  for (const row of rows)
    byJackpot.set(row.jackpotId, [...(byJackpot.get(row.jackpotId) ?? []), row]);
  return byJackpot;
}

/** Jackpots with their levels, oldest first: only visible ones unless `all`; only `ids` if given. */
export async function loadJackpots(
  db: Database,
  { ids, all = false }: { ids?: readonly string[]; all?: boolean } = {},
): Promise<LoadedJackpot[]> {
  if (ids?.length === 0) return [];
  const filters = [
    ...(ids === undefined ? [] : [inArray(jackpots.id, [...ids])]),
    ...(all ? [] : [inArray(jackpots.state, [...VISIBLE_JACKPOT_STATES])]),
  ];
  const rows = await db
    .select()
    .from(jackpots)
    .where(and(...filters))
    .orderBy(asc(jackpots.createdAt), asc(jackpots.id));
  const levels = await levelsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((jackpot) => ({ jackpot, levels: levels.get(jackpot.id) ?? [] }));
}

/**
 * What each jackpot's hits have won, pending ones included (spec §3 Jackpot hits amount); a
 * rejected hit won nothing (its amount went back to the pool).
 */
export async function hitsAmounts(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const totals = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return totals;
  const rows = await db
    .select({
      id: jackpotHits.jackpotId,
      sum: sql<string>`coalesce(sum(${jackpotHits.amount}), 0)`,
    })
    .from(jackpotHits)
    .where(and(inArray(jackpotHits.jackpotId, [...ids]), ne(jackpotHits.status, 'rejected')))
    .groupBy(jackpotHits.jackpotId);
  for (const row of rows) totals.set(row.id, Number(row.sum));
  return totals;
}
