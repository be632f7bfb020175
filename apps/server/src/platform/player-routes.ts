import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountsResponseSchema,
  activeAccountBodySchema,
  compPointsSchema,
  createAccountBodySchema,
  playerSchema,
  playerUpdateBodySchema,
  statusGroupsResponseSchema,
  systemSchema,
  updateLocaleBodySchema,
  updateLocaleResponseSchema,
} from '@sportsbook/contract/platform';
import { accounts, players } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { FieldErrors } from '@/http/form';
import { messageLocale, requestLocale, t } from '@/http/messages';
import { requirePlayer, requirePlayerId } from '@/http/session';
import { PASSWORD_MIN_LENGTH } from './config';
import { callerCountryBlocked, requestCountry } from './country';
import { checkPassword } from './password-check';
import {
  accountToWire,
  compPointsToWire,
  effectiveStatusGroups,
  groupsWithTestPayment,
  isUniqueViolation,
  loadAccounts,
  playerToWire,
  statusGroupsToWire,
} from './players';
import {
  COUNTRIES,
  DEFAULT_CURRENCY,
  EMAIL_PATTERN,
  SITE_CURRENCIES,
  currencyToWire,
  depositLimitsToWire,
  findCountry,
  findCurrency,
  normalizePhone,
} from './reference';

/** The signed-in player's profile, accounts, language, groups and comp points; GET /system. */
export const playerRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;
    const accountList = async (playerId: string) =>
      (await loadAccounts(db, playerId)).map(accountToWire);

    app.get('/system', { schema: { response: { 200: systemSchema } } }, async (request) => {
      // issue 16: the site settings are the stored site configuration, not the environment
      const site = (await ctx.site.current()).data;
      const { features, deposit_reminder: depositReminder } = site;
      return {
        currencies: SITE_CURRENCIES.map(currencyToWire),
        default_currency: DEFAULT_CURRENCY,
        countries: [...COUNTRIES],
        user_country: requestCountry(request, config),
        country_blocked: callerCountryBlocked(request, config, site.blocked_countries),
        sign_in_enabled: config.signInEnabled,
        sign_up_enabled: config.signUpEnabled,
        phone_verification_required: config.phoneVerificationRequired,
        password_min_length: PASSWORD_MIN_LENGTH,
        demo_payments: config.demoMode && config.paymentProvider === 'demo',
        deposits_enabled: config.paymentProvider !== null,
        deposit_limits: depositLimitsToWire(),
        features: {
          responsible_gambling: features.responsible_gambling,
          activity_tracking: features.responsible_gambling && features.activity_tracking,
          jackpots: features.jackpots,
        },
        cookie_consent_required: site.cookie_consent_required,
        sign_up_reminder_seconds: config.signUpEnabled ? site.sign_up_reminder_seconds : 0,
        deposit_reminder: {
          show: depositReminder.show && config.paymentProvider !== null,
          remind_after: depositReminder.remind_after_seconds,
          player_group_id: depositReminder.player_group_id,
        },
      };
    });

    app.get('/player', { schema: { response: { 200: playerSchema } } }, async (request) => {
      const player = await requirePlayer(ctx, request);
      // spec §2 locked: a locked player's session answers `player_locked`; the web shows /locked
      if (player.lockedAt)
        throw new HttpError(423, 'player_locked', t(requestLocale(request), 'player_locked'));
      return playerToWire(db, player, config, requestLocale(request));
    });

    app.patch(
      '/player',
      { schema: { body: playerUpdateBodySchema, response: { 200: playerSchema } } },
      async (request) => {
        const player = await requirePlayer(ctx, request);
        const locale = requestLocale(request);
        const { body } = request;
        const errors = new FieldErrors(locale);
        const country = body.country ? findCountry(body.country) : undefined;
        if (body.country && !country) errors.add('country', 'unknown_country');
        const email = body.email?.toLowerCase();
        if (email !== undefined && !EMAIL_PATTERN.test(email)) errors.add('email', 'invalid_email');
        const phone = body.phone
          ? normalizePhone(body.phone, country?.code ?? player.country)
          : undefined;
        if (body.phone !== undefined && !phone) errors.add('phone', 'invalid_phone');
        const newEmail = email !== undefined && email !== player.email && !errors.has('email');
        // a session alone must not redirect the account's reset links to another mailbox
        if (newEmail && !body.current_password) errors.add('current_password', 'blank');
        errors.throwIfAny();
        if (newEmail && !(await checkPassword(ctx, request, player, body.current_password ?? '')))
          FieldErrors.raise(locale, 'current_password', 'invalid_password');
        const changes = {
          ...(newEmail
            ? {
                email,
                confirmedAt: null,
                statusGroups: groupsWithTestPayment(
                  { ...player, email, confirmedAt: null },
                  config,
                ),
              }
            : {}),
          ...(phone && phone !== player.phone ? { phone, phoneVerified: false } : {}),
          ...(body.first_name !== undefined ? { firstName: body.first_name || null } : {}),
          ...(body.last_name !== undefined ? { lastName: body.last_name || null } : {}),
          ...(country ? { country: country.code } : {}),
        };
        if (Object.keys(changes).length === 0) return playerToWire(db, player, config, locale);
        try {
          const [updated] = await db
            .update(players)
            .set(changes)
            .where(eq(players.id, player.id))
            .returning();
          if (!updated) throw new HttpError(401, 'unauthorized', t(locale, 'unauthorized'));
          return await playerToWire(db, updated, config, locale);
        } catch (error) {
          if (isUniqueViolation(error)) new FieldErrors(locale).add('email', 'taken').throwIfAny();
          throw error;
        }
      },
    );

    app.get(
      '/player/accounts',
      { schema: { response: { 200: accountsResponseSchema } } },
      async (request) => accountList(await requirePlayerId(ctx, request)),
    );

    app.post(
      '/player/accounts',
      { schema: { body: createAccountBodySchema, response: { 201: accountsResponseSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        const locale = requestLocale(request);
        const { currency } = request.body;
        if (!findCurrency(currency))
          new FieldErrors(locale).add('currency', 'unknown_currency').throwIfAny();
        const inserted = await db
          .insert(accounts)
          .values({ playerId, currency, active: false, createdAt: ctx.now() })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0)
          throw new HttpError(409, 'account_exists', t(locale, 'account_exists'));
        return reply.code(201).send(await accountList(playerId));
      },
    );

    app.patch(
      '/player/accounts/active',
      { schema: { body: activeAccountBodySchema, response: { 200: accountsResponseSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { currency } = request.body;
        await db.transaction(async (tx) => {
          const [target] = await tx
            .select({ active: accounts.active })
            .from(accounts)
            .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
          if (!target) {
            throw new HttpError(
              404,
              'account_not_found',
              t(requestLocale(request), 'account_not_found'),
            );
          }
          // spec §4: switching to the current currency changes nothing
          if (target.active) return;
          await tx
            .update(accounts)
            .set({ active: false })
            .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)));
          await tx
            .update(accounts)
            .set({ active: true })
            .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
        });
        return accountList(playerId);
      },
    );

    app.patch(
      '/player/update_locale',
      { schema: { body: updateLocaleBodySchema, response: { 200: updateLocaleResponseSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const language = messageLocale(request.body.locale) ?? 'en';
        await db.update(players).set({ language }).where(eq(players.id, playerId));
        return { language };
      },
    );

    app.get(
      '/player/comp_points',
      { schema: { response: { 200: compPointsSchema } } },
      async (request) => {
        const player = await requirePlayer(ctx, request);
        return compPointsToWire(player.compPoints, requestLocale(request));
      },
    );

    app.get(
      '/player/status_groups',
      { schema: { response: { 200: statusGroupsResponseSchema } } },
      async (request) => {
        const player = await requirePlayer(ctx, request);
        return statusGroupsToWire(effectiveStatusGroups(player, config), requestLocale(request));
      },
    );
  };
