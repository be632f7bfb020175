import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMIT_KINDS } from '@sportsbook/betting/limits/kinds';
import {
  confirmedStatus,
  exclusionEnd,
  isConfirmable,
  isCurrent,
  isInForce,
  limitValueProblem,
  planChange,
  planRemoval,
} from '@sportsbook/betting/limits/rules';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import {
  changeUserLimitBodySchema,
  createUserLimitBodySchema,
  userLimitParamsSchema,
  userLimitResponseSchema,
  userLimitsResponseSchema,
} from '@sportsbook/contract/limits';
import type { Database } from '@/db/client';
import { sessions, userLimits } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { requestLocale, type MessageLocale } from '@/http/messages';
import { endSession, requirePlayerId } from '@/http/session';
import { findCurrency } from '../reference';
import { notifyLimitConfirmed } from './notify';
import { dateText, limitFieldError, limitMessage } from './messages';
import {
  insertLimit,
  loadLimits,
  newLimitId,
  rowToLimit,
  setLimitStatus,
  withdrawPending,
} from './store';
import { limitToWire } from './wire';

/**
 * Spec §3 User limit, §7 /user_limits: the player's own limits only (every query is by the
 * session's player; another player's id is 404). Tighter applies at once; looser and removals
 * wait the site's cooling period, then the player confirms them.
 */
export const limitRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;
    const now = () => config.now();
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    const notFound = (locale: MessageLocale) =>
      new HttpError(404, 'limit_not_found', limitMessage(locale, 'limit_not_found'));

    /** The player's limit `id` locked in `tx`, or 404. */
    async function ownLimit(tx: Database, playerId: string, id: string, locale: MessageLocale) {
      const [row] = await tx
        .select()
        .from(userLimits)
        .where(and(eq(userLimits.id, id), eq(userLimits.playerId, playerId)))
        .for('update');
      if (!row) throw notFound(locale);
      return rowToLimit(row);
    }

    const wireOf = (playerId: string, limit: UserLimit) => limitToWire(db, playerId, limit, now());

    /** Self-exclusion and cooling-off end every session of the player, this one included. */
    async function endAllSessions(request: FastifyRequest, reply: FastifyReply, playerId: string) {
      await endSession(ctx, request, reply);
      await db.delete(sessions).where(eq(sessions.playerId, playerId));
    }

    app.get(
      '/user_limits',
      { schema: { response: { 200: userLimitsResponseSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        noStore(reply);
        const limits = await loadLimits(db, playerId);
        return { data: await Promise.all(limits.map((l) => wireOf(playerId, l))) };
      },
    );

    app.post(
      '/user_limits',
      { schema: { body: createUserLimitBodySchema, response: { 201: userLimitResponseSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        const locale = requestLocale(request);
        const { type, value, currency, period, strategy } = request.body;
        const kind = LIMIT_KINDS[type];
        const code = currency?.toUpperCase();
        if (code !== undefined && kind.measure !== 'money')
          throw limitFieldError(locale, 'currency', 'limit_currency_forbidden');
        if (code !== undefined && !findCurrency(code))
          throw limitFieldError(locale, 'currency', 'limit_currency_required');
        if ((period !== undefined || strategy !== undefined) && !kind.periodic)
          throw limitFieldError(locale, 'period', 'limit_period_forbidden');
        const problem = limitValueProblem(type, value, code !== undefined, period !== undefined);
        if (problem === 'currency_required')
          throw limitFieldError(locale, 'currency', 'limit_currency_required');
        if (problem === 'period_required')
          throw limitFieldError(locale, 'period', 'limit_period_required');
        if (problem === 'too_large') throw limitFieldError(locale, 'value', 'limit_too_large');
        const at = now();
        const limit: UserLimit = {
          id: newLimitId(),
          type,
          status: 'active',
          strategy: kind.periodic ? (strategy ?? 'calendar') : null,
          period: period ?? null,
          value,
          currency: code ?? null,
          replacesId: null,
          createdAt: at,
          confirmUntil: null,
          disableAt: kind.exclusion ? exclusionEnd(at, value) : null,
        };
        await db.transaction(async (tx) => {
          const existing = (await loadLimits(tx, playerId)).find(
            (l) =>
              (l.type === type || (kind.exclusion && LIMIT_KINDS[l.type].exclusion)) &&
              l.period === limit.period &&
              l.currency === limit.currency &&
              isCurrent(l, at),
          );
          if (existing)
            throw new HttpError(409, 'limit_exists', limitMessage(locale, 'limit_exists'), {
              id: existing.id,
            });
          await insertLimit(tx, playerId, limit);
        });
        if (kind.exclusion) await endAllSessions(request, reply, playerId);
        return reply.code(201).send({ data: await wireOf(playerId, limit) });
      },
    );

    app.patch(
      '/user_limits/:id',
      {
        schema: {
          params: userLimitParamsSchema,
          body: changeUserLimitBodySchema,
          response: { 200: userLimitResponseSchema },
        },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const locale = requestLocale(request);
        const { value } = request.body;
        const at = now();
        const result = await db.transaction(async (tx) => {
          const found = await ownLimit(tx, playerId, request.params.id, locale);
          // a waiting change is changed through the limit it would replace
          const target =
            found.status === 'unconfirmed' && found.replacesId
              ? await ownLimit(tx, playerId, found.replacesId, locale)
              : found;
          if (!isInForce(target, at)) throw notFound(locale);
          const problem = limitValueProblem(target.type, value, true, true);
          if (problem) throw limitFieldError(locale, 'value', 'limit_too_large');
          const plan = planChange(target, value, at, config.limitCoolingPeriodMs);
          if (plan.kind === 'same') return target;
          if (plan.kind === 'locked')
            throw new HttpError(409, 'limit_locked', limitMessage(locale, 'limit_locked'));
          const next: UserLimit = {
            ...target,
            id: newLimitId(),
            value,
            replacesId: target.id,
            createdAt: at,
            status: plan.kind === 'tighten' ? 'active' : 'unconfirmed',
            confirmUntil: plan.kind === 'pending' ? plan.confirmUntil : null,
            disableAt: plan.kind === 'tighten' ? (plan.disableAt ?? null) : target.disableAt,
          };
          await withdrawPending(tx, now(), target.id);
          if (plan.kind === 'tighten') await setLimitStatus(tx, now(), target.id, 'disabled');
          await insertLimit(tx, playerId, next);
          return next;
        });
        return { data: await wireOf(playerId, result) };
      },
    );

    app.post(
      '/user_limits/:id/confirm',
      { schema: { params: userLimitParamsSchema, response: { 200: userLimitResponseSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const locale = requestLocale(request);
        const at = now();
        const result = await db.transaction(async (tx) => {
          const limit = await ownLimit(tx, playerId, request.params.id, locale);
          if (!isConfirmable(limit, at)) {
            const from = limit.confirmUntil;
            const message =
              from === null
                ? limitMessage(locale, 'limit_not_found')
                : limitMessage(locale, 'limit_not_confirmable', { date: dateText(new Date(from)) });
            throw new HttpError(409, 'limit_not_confirmable', message, {
              confirm_until: from === null ? null : new Date(from).toISOString(),
            });
          }
          const status = confirmedStatus(limit);
          if (status === 'confirmed_disabled') {
            await setLimitStatus(tx, now(), limit.id, status, { disableAt: new Date(at) });
            await withdrawPending(tx, now(), limit.id);
            return { ...limit, status, disableAt: at };
          }
          await setLimitStatus(tx, now(), limit.id, status);
          if (limit.replacesId) await setLimitStatus(tx, now(), limit.replacesId, 'disabled');
          return { ...limit, status };
        });
        await notifyLimitConfirmed(ctx, playerId, result, new Date(at));
        return { data: await wireOf(playerId, result) };
      },
    );

    app.delete(
      '/user_limits/:id',
      { schema: { params: userLimitParamsSchema, response: { 200: userLimitResponseSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const locale = requestLocale(request);
        const at = now();
        const result = await db.transaction(async (tx) => {
          const limit = await ownLimit(tx, playerId, request.params.id, locale);
          const plan = planRemoval(limit, at, config.limitCoolingPeriodMs);
          switch (plan.kind) {
            case 'same':
              return limit;
            case 'gone':
              throw notFound(locale);
            case 'locked':
              throw new HttpError(409, 'limit_locked', limitMessage(locale, 'limit_locked'));
            case 'cancel':
              await setLimitStatus(tx, now(), limit.id, 'disabled');
              return { ...limit, status: 'disabled' as const };
            case 'pending':
              await withdrawPending(tx, now(), limit.id);
              await setLimitStatus(tx, now(), limit.id, 'unconfirmed_disabled', {
                confirmUntil: new Date(plan.confirmUntil),
              });
              return {
                ...limit,
                status: 'unconfirmed_disabled' as const,
                confirmUntil: plan.confirmUntil,
              };
          }
        });
        return { data: await wireOf(playerId, result) };
      },
    );
  };
