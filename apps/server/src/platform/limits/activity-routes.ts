import { periodEnd, periodStart } from '@sportsbook/betting/limits/period';
import { isInForce } from '@sportsbook/betting/limits/rules';
import { activityTrackResponseSchema } from '@sportsbook/contract/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityMinutes } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { requestLocale } from '@/http/messages';
import { endSession, requirePlayerId } from '@/http/session';
import { outOfLimit, type LimitReached } from './enforce';
import { notifyLimitReached } from './notify';
import { loadLimits } from './store';
import { activeMinutesSince } from './usage';

const MINUTE_MS = 60_000;

/**
 * Spec §7 POST /player/activity_limit_track (the web pings it every 60 s while its tab is
 * visible and an activity limit is in force, §9): counts the current minute as active once; when
 * an activity limit is reached the session ends and the answer is 401 out_of_limit (§8).
 */
export const activityRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;

    app.post(
      '/player/activity_limit_track',
      { schema: { response: { 200: activityTrackResponseSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        const now = config.now();
        void reply.header('cache-control', 'no-store');
        const limits = (await loadLimits(db, playerId)).filter(
          (l) => l.type === 'activity' && isInForce(l, now) && l.period && l.strategy,
        );
        if (limits.length === 0) return { active_minutes: 0, limit: null };
        await db
          .insert(activityMinutes)
          .values({ playerId, minute: new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS) })
          .onConflictDoNothing();
        let shown: { active_minutes: number; limit: number } | null = null;
        for (const limit of limits) {
          const start = periodStart(limit.period ?? 'day', limit.strategy ?? 'calendar', now);
          const used = await activeMinutesSince(db, playerId, new Date(start));
          if (used >= limit.value) {
            await endSession(ctx, request, reply);
            const reached: LimitReached = {
              limitId: limit.id,
              type: 'activity',
              value: limit.value,
              currency: null,
              period: limit.period,
              remaining: 0,
              until: periodEnd(limit.period ?? 'day', limit.strategy ?? 'calendar', now),
            };
            await notifyLimitReached(ctx, playerId, reached, new Date(now));
            throw outOfLimit(401, requestLocale(request), reached);
          }
          // the limit closest to being reached is the one shown
          if (!shown || limit.value - used < shown.limit - shown.active_minutes)
            shown = { active_minutes: used, limit: limit.value };
        }
        return shown ?? { active_minutes: 0, limit: null };
      },
    );
  };
