import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  jackpotCreateBodySchema,
  jackpotLevelBodySchema,
  jackpotUpdateBodySchema,
} from '@sportsbook/contract/promotions-operator';
import { jackpotLevels, jackpots, type JackpotHitRow } from '@/db/schema-jackpots';
import { players } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { randomToken } from '@/http/secrets';
import { findCurrency } from '@/platform';
import { approveHit, payHit, recordHit } from './hits';
import { loadJackpots, type LoadedJackpot } from './store';

/*
 * The operator's changes to jackpots and levels (issue 15 item 5) and the dev API's forced hit.
 */

type CreateBody = z.infer<typeof jackpotCreateBodySchema>;
type UpdateBody = z.infer<typeof jackpotUpdateBodySchema>;
type LevelBody = z.infer<typeof jackpotLevelBodySchema>;

const jackpotNotFound = (id: string) =>
  new HttpError(404, 'jackpot_not_found', `No jackpot ${id}`, { jackpot_id: id });

async function loadOr404(ctx: ServerContext, id: string): Promise<LoadedJackpot> {
  const [found] = await loadJackpots(ctx.db, { ids: [id], all: true });
  if (!found) throw jackpotNotFound(id);
  return found;
}

/** Creates a jackpot with its levels (pools at their seed unless given); 409 for a taken id. */
export async function createJackpot(ctx: ServerContext, body: CreateBody): Promise<LoadedJackpot> {
  if (!findCurrency(body.currency))
    throw new HttpError(422, 'unknown_currency', `${body.currency} is not a site currency`);
  const id = body.id ?? `jp_${randomToken(9)}`;
  const at = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jackpots)
      .values({
        id,
        names: { ...body.names, en: body.names.en ?? '' },
        currency: body.currency,
        minStake: body.min_stake,
        minOdds: body.min_odds,
        state: body.state,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: jackpots.id });
    if (!row) return false;
    await tx.insert(jackpotLevels).values(
      body.levels.map((level, position) => ({
        jackpotId: id,
        code: level.code,
        names: { ...level.names, en: level.names.en ?? '' },
        position,
        contributionBp: level.contribution_bp,
        seedAmount: level.seed_amount,
        pool: level.pool_amount ?? level.seed_amount,
        triggerAmount: level.trigger_amount,
        mustHitBy: level.must_hit_by,
      })),
    );
    return true;
  });
  if (!created) throw new HttpError(409, 'jackpot_exists', `A jackpot ${id} exists`);
  return loadOr404(ctx, id);
}

/** Changes a jackpot's names, conditions or state. */
export async function updateJackpot(
  ctx: ServerContext,
  id: string,
  body: UpdateBody,
): Promise<LoadedJackpot> {
  const [row] = await ctx.db
    .update(jackpots)
    .set({
      ...(body.names ? { names: { ...body.names, en: body.names.en ?? '' } } : {}),
      ...(body.min_stake !== undefined ? { minStake: body.min_stake } : {}),
      ...(body.min_odds !== undefined ? { minOdds: body.min_odds } : {}),
      ...(body.state ? { state: body.state } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(jackpots.id, id))
    .returning({ id: jackpots.id });
  if (!row) throw jackpotNotFound(id);
  return loadOr404(ctx, id);
}

/**
 * Adds a level (last in order, pool at its seed unless given) or changes one: its pool and carry
 * stay unless `pool_amount` is given; a level waiting for its hit's payment keeps its pool.
 */
export async function putLevel(
  ctx: ServerContext,
  id: string,
  code: string,
  body: LevelBody,
): Promise<LoadedJackpot> {
  await loadOr404(ctx, id);
  const settings = {
    names: { ...body.names, en: body.names.en ?? '' },
    contributionBp: body.contribution_bp,
    seedAmount: body.seed_amount,
    triggerAmount: body.trigger_amount,
    mustHitBy: body.must_hit_by,
  };
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, id), eq(jackpotLevels.code, code)))
      .for('update');
    if (!current) {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${jackpotLevels.position})` })
        .from(jackpotLevels)
        .where(eq(jackpotLevels.jackpotId, id));
      await tx.insert(jackpotLevels).values({
        jackpotId: id,
        code,
        position: (last?.max ?? -1) + 1,
        pool: body.pool_amount ?? body.seed_amount,
        ...settings,
      });
      return;
    }
    const pool = current.state === 'active' ? (body.pool_amount ?? current.pool) : current.pool;
    if (current.state === 'active' && pool >= body.must_hit_by)
      throw new HttpError(422, 'pool_above_cap', 'The pool is at or above must_hit_by', {
        pool_amount: pool,
      });
    await tx
      .update(jackpotLevels)
      .set({ ...settings, pool })
      .where(and(eq(jackpotLevels.jackpotId, id), eq(jackpotLevels.code, code)));
  });
  return loadOr404(ctx, id);
}

/**
 * Dev API: a hit of `code` for the player, as if their bet had drawn it, then approved and paid
 * as far as `status` says (the same steps as the operator's). 409 `level_not_active` while the
 * level waits for an earlier hit's payment; 409 `pool_empty` for an empty pool.
 */
export async function forceHit(
  ctx: ServerContext,
  id: string,
  code: string,
  who: { playerId?: string | undefined; email?: string | undefined },
  status: JackpotHitRow['status'],
): Promise<JackpotHitRow> {
  const { jackpot } = await loadOr404(ctx, id);
  const [player] = await ctx.db
    .select({ id: players.id })
    .from(players)
    .where(
      who.playerId !== undefined
        ? eq(players.id, who.playerId)
        : eq(players.email, (who.email ?? '').toLowerCase()),
    );
  if (!player) throw new HttpError(404, 'player_not_found', 'No such player');
  const hit = await ctx.db.transaction(async (tx) => {
    const [level] = await tx
      .select()
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, id), eq(jackpotLevels.code, code)))
      .for('update');
    if (!level) throw new HttpError(404, 'level_not_found', `No level ${code} in ${id}`);
    if (level.state !== 'active')
      throw new HttpError(409, 'level_not_active', 'The level waits for its hit to be paid');
    const recorded = await recordHit(tx, level, jackpot.currency, player.id, null, ctx.now());
    if (!recorded) throw new HttpError(409, 'pool_empty', 'The level has nothing to win');
    return recorded;
  });
  if (status === 'pending') return hit;
  const approved = await approveHit(ctx, hit.id);
  return status === 'approved' ? approved : payHit(ctx, hit.id);
}
