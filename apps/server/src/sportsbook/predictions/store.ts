import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PredictionQuestionWire, PredictionWire } from '@sportsbook/contract/promotions';
import type {
  OperatorPredictionWire,
  predictionCreateBodySchema,
} from '@sportsbook/contract/promotions-operator';
import type { Database } from '@/db/client';
import type { LocalizedNames } from '@/db/schema';
import {
  predictionVotes,
  predictions,
  type PredictionRow,
  type PredictionVoteRow,
} from '@/db/schema-jackpots';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { randomToken } from '@/http/secrets';

/*
 * Spec §3 Prediction (issue 15): questions players vote on. One vote per player and prediction;
 * a player may change it while the prediction is open (the vote as it stands counts, its
 * `created_at` is when it was last cast); once closed (by the operator or `closes_at`) votes are
 * final and new ones are refused.
 */

/** The text in the locale, else its base language, else English (spec §2 fallback). */
const pick = (texts: LocalizedNames, locale: string) =>
  texts[locale] ?? texts[locale.split('-')[0] ?? locale] ?? texts.en;

/** Open: not closed by the operator and `closes_at` still ahead. */
export const isOpen = (p: PredictionRow, now: Date) =>
  p.state === 'open' && p.closesAt.getTime() > now.getTime();

export const predictionNotFound = (id: string) =>
  new HttpError(404, 'prediction_not_found', `No prediction ${id}`, { prediction_id: id });

export const voteToWire = (vote: PredictionVoteRow): PredictionWire => ({
  prediction_id: vote.predictionId,
  data: { choice: vote.choice },
  created_at: vote.createdAt.toISOString(),
});

/** GET /vote: one prediction (open or closed), or every open one, with the caller's votes. */
export async function questions(
  ctx: ServerContext,
  playerId: string | null,
  locale: string,
  id: string | undefined,
): Promise<PredictionQuestionWire[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(predictions)
    .where(
      id !== undefined
        ? eq(predictions.id, id)
        : and(eq(predictions.state, 'open'), gt(predictions.closesAt, now)),
    )
    .orderBy(asc(predictions.closesAt), asc(predictions.id));
  if (id !== undefined && rows.length === 0) throw predictionNotFound(id);
  const votes =
    playerId && rows.length > 0
      ? await ctx.db
          .select()
          .from(predictionVotes)
          .where(
            and(
              eq(predictionVotes.playerId, playerId),
              inArray(
                predictionVotes.predictionId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
  const byPrediction = new Map(votes.map((v) => [v.predictionId, v]));
  return rows.map((p) => {
    const vote = byPrediction.get(p.id);
    return {
      id: p.id,
      title: pick(p.titles, locale),
      options: p.options.map((o) => ({ key: o.key, label: pick(o.labels, locale) })),
      closes_at: p.closesAt.toISOString(),
      is_open: isOpen(p, now),
      vote: vote ? voteToWire(vote) : null,
    };
  });
}

/**
 * POST /vote: saves the player's choice, or changes it, while the prediction is open. The
 * prediction row is read under a share lock, so a close waits for the vote or the vote sees it.
 * 404 `prediction_not_found`; 422 `prediction_closed`; 422 `unknown_option`.
 */
export async function castVote(
  ctx: ServerContext,
  playerId: string,
  predictionId: string,
  choice: string,
): Promise<PredictionWire> {
  const at = ctx.now();
  const vote = await ctx.db.transaction(async (tx) => {
    const [prediction] = await tx
      .select()
      .from(predictions)
      .where(eq(predictions.id, predictionId))
      .for('share');
    if (!prediction) throw predictionNotFound(predictionId);
    if (!isOpen(prediction, at))
      throw new HttpError(422, 'prediction_closed', 'Voting on this prediction has closed', {
        prediction_id: predictionId,
      });
    const keys = prediction.options.map((o) => o.key);
    if (!keys.includes(choice))
      throw new HttpError(422, 'unknown_option', `${choice} is not an answer of the prediction`, {
        options: keys,
      });
    const [saved] = await tx
      .insert(predictionVotes)
      .values({ predictionId, playerId, choice, createdAt: at })
      .onConflictDoUpdate({
        target: [predictionVotes.predictionId, predictionVotes.playerId],
        set: { choice, createdAt: at },
      })
      .returning();
    return saved;
  });
  if (!vote) throw new Error('the vote was not saved');
  return voteToWire(vote);
}

/** A prediction for the operator, with the votes per option. */
export async function operatorPrediction(
  db: Database,
  row: PredictionRow,
): Promise<OperatorPredictionWire> {
  const counts = await db
    .select({ choice: predictionVotes.choice, n: count() })
    .from(predictionVotes)
    .where(eq(predictionVotes.predictionId, row.id))
    .groupBy(predictionVotes.choice);
  const votes = Object.fromEntries(row.options.map((o) => [o.key, 0]));
  for (const c of counts) votes[c.choice] = c.n;
  return {
    id: row.id,
    titles: row.titles,
    options: row.options,
    closes_at: row.closesAt.toISOString(),
    state: row.state,
    votes,
    created_at: row.createdAt.toISOString(),
  };
}

type CreateBody = z.infer<typeof predictionCreateBodySchema>;

/** Creates an open prediction; 409 `prediction_exists` for a taken id. */
export async function createPrediction(ctx: ServerContext, body: CreateBody) {
  const [row] = await ctx.db
    .insert(predictions)
    .values({
      id: body.id ?? `pr_${randomToken(9)}`,
      titles: { ...body.titles, en: body.titles.en ?? '' },
      options: body.options.map((o) => ({
        key: o.key,
        labels: { ...o.labels, en: o.labels.en ?? '' },
      })),
      closesAt: new Date(body.closes_at),
      state: 'open',
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'prediction_exists', `A prediction ${body.id ?? ''} exists`);
  return row;
}

/** Closes a prediction (votes final from now on); closing a closed one changes nothing. */
export async function closePrediction(ctx: ServerContext, id: string): Promise<PredictionRow> {
  const [row] = await ctx.db
    .update(predictions)
    .set({ state: 'closed' })
    .where(eq(predictions.id, id))
    .returning();
  if (!row) throw predictionNotFound(id);
  return row;
}
