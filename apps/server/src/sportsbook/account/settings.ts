import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  settingsBodySchema,
  settingsSchema,
  type SettingsWire,
} from '@sportsbook/contract/settings';
import { providerSchema } from '@sportsbook/contract/catalog';
import { bettingSettings } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { FieldErrors } from '@/http/form';
import { requestLocale } from '@/http/messages';
import { requirePlayerId, sessionPlayerId } from '@/http/session';
import { findCurrency, parsePushSubscription } from '@/platform';
import { MAX_PAYOUT, MAX_TOTAL_ODDS } from '@/sportsbook/bets/limits';

/** Site default stake presets per currency, in major units (spec §3 Betting settings stakes). */
export const DEFAULT_STAKES: Record<string, number[]> = {
  EUR: [1, 5, 10, 50],
  USD: [1, 5, 10, 50],
  GBP: [1, 5, 10, 50],
  BRL: [5, 10, 50, 100],
  BTC: [0.0001, 0.0005, 0.001, 0.005],
};

/** The settings an anonymous bettor, or a player who never saved any, gets. */
export const DEFAULT_SETTINGS: SettingsWire = {
  stakes: DEFAULT_STAKES,
  auto_accept_odds_change: 'none',
  odds_type: 'european',
  one_signal_push_notification_subscription: null,
  updated_at: null,
};

/** The site's multi-single rule per provider (spec §3 multiSingleAvailableByProvider). */
export const multiSingle = (ctx: ServerContext) =>
  Object.fromEntries(
    providerSchema.options.map((p) => [p, ctx.config.multiSingleProviders.includes(p)]),
  );

/**
 * The site rules every settings answer carries: multi-single, multi-active freebets, the limits
 * of one bet, Web Push.
 */
const siteRules = (ctx: ServerContext) => ({
  multi_single_available_by_provider: multiSingle(ctx),
  is_multi_active_freebets_allowed: ctx.config.multiActiveFreebets,
  max_total_odds: MAX_TOTAL_ODDS,
  max_payout: { ...MAX_PAYOUT },
  push_public_key: ctx.webPushPublicKey,
});

async function loadSettings(ctx: ServerContext, playerId: string): Promise<SettingsWire> {
  const [row] = await ctx.db
    .select()
    .from(bettingSettings)
    .where(eq(bettingSettings.playerId, playerId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    stakes: row.stakes,
    auto_accept_odds_change: row.autoAcceptOddsChange,
    odds_type: row.oddsType,
    one_signal_push_notification_subscription: row.pushSubscription,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /settings (defaults when anonymous) and POST /settings (any subset; 401 anonymous). */
export const settingsRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/settings', { schema: { response: { 200: settingsSchema } } }, async (request) => {
      const playerId = await sessionPlayerId(ctx.db, request, ctx.config.now);
      const stored = playerId ? await loadSettings(ctx, playerId) : DEFAULT_SETTINGS;
      return { ...stored, ...siteRules(ctx) };
    });

    app.post(
      '/settings',
      { schema: { body: settingsBodySchema, response: { 200: settingsSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { body } = request;
        const errors = new FieldErrors(requestLocale(request));
        const unknown = Object.keys(body.stakes ?? {}).filter((code) => !findCurrency(code));
        if (unknown.length > 0) errors.add('stakes', 'unknown_currency');
        // the server POSTs to the endpoint later: only push services (SSRF), keys of the right size
        const pushText = body.one_signal_push_notification_subscription;
        const push =
          pushText == null ? null : parsePushSubscription(pushText, ctx.config.webPushEndpoints);
        if (push && 'problem' in push)
          errors.add('one_signal_push_notification_subscription', push.problem);
        errors.throwIfAny();
        const current = await loadSettings(ctx, playerId);
        const next = {
          // presets of currencies not in the body stay as they were
          stakes: { ...current.stakes, ...body.stakes },
          autoAcceptOddsChange: body.auto_accept_odds_change ?? current.auto_accept_odds_change,
          oddsType: body.odds_type ?? current.odds_type,
          pushSubscription:
            push && 'subscription' in push
              ? JSON.stringify(push.subscription)
              : pushText === undefined
                ? current.one_signal_push_notification_subscription
                : null,
          updatedAt: ctx.now(),
        };
        await ctx.db
          .insert(bettingSettings)
          .values({ playerId, ...next })
          .onConflictDoUpdate({ target: bettingSettings.playerId, set: next });
        return { ...(await loadSettings(ctx, playerId)), ...siteRules(ctx) };
      },
    );
  };
