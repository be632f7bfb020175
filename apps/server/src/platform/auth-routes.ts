import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerSchema, signInBodySchema, signUpBodySchema } from '@sportsbook/contract/platform';
import type { Database } from '@/db/client';
import { accounts, players, type PlayerRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { FieldErrors } from '@/http/form';
import { messageLocale, requestLocale, t } from '@/http/messages';
import { limitRequest } from '@/http/rate-limit';
import { endSession, startSession } from '@/http/session';
import { sendTokenLink } from './auth-links';
import { PASSWORD_MIN_LENGTH } from './config';
import { callerCountryBlocked, isBlocked } from './country';
import { refuseExcluded } from './limits/enforce';
import { checkPassword } from './password-check';
import { hashPassword, verifyDummyPassword } from './passwords';
import { findByEmail, isUniqueViolation, playerToWire, REGULAR_GROUP } from './players';
import { EMAIL_PATTERN, findCountry, findCurrency, normalizePhone } from './reference';

/** Spec §5: sign-in and sign-up are refused for blocked countries (the body's or the caller's). */
async function refuseBlockedCountry(
  ctx: ServerContext,
  request: FastifyRequest,
  ...countries: (string | null | undefined)[]
) {
  const list = (await ctx.site.current()).data.blocked_countries;
  const blocked = countries.some((c) => isBlocked(c, list));
  if (blocked || callerCountryBlocked(request, ctx.config, list)) {
    throw new HttpError(403, 'country_blocked', t(requestLocale(request), 'country_blocked'));
  }
}

/** The player of a sign-in login: an email when it has an @, else a phone number. */
async function findByLogin(db: Database, login: string): Promise<PlayerRow | undefined> {
  if (login.includes('@')) return findByEmail(db, login);
  const phone = normalizePhone(login);
  if (!phone) return undefined;
  const [row] = await db.select().from(players).where(eq(players.authPhone, phone)).limit(1);
  return row;
}

/**
 * Devise-style sign-up, sign-in and sign-out (spec §7 first table and the layout of platform.ts);
 * the email links (confirmation, password reset, unlock) are email-link-routes.ts.
 */
export const authRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;

    app.post(
      '/users',
      { schema: { body: signUpBodySchema, response: { 201: playerSchema } } },
      async (request, reply) => {
        const { body } = request;
        const locale = (body.locale ? messageLocale(body.locale) : null) ?? requestLocale(request);
        if (!config.signUpEnabled) {
          throw new HttpError(403, 'sign_up_disabled', t(locale, 'sign_up_disabled'));
        }
        await refuseBlockedCountry(ctx, request, body.country);
        await limitRequest(ctx, 'signUp', request, body.email ?? body.phone ?? null);

        const errors = new FieldErrors(locale);
        const country = findCountry(body.country);
        const email = body.email ? body.email.toLowerCase() : null;
        const phone = body.phone ? normalizePhone(body.phone, country?.code) : null;
        if (!body.email && !body.phone) errors.add('email', 'blank');
        if (body.email && !EMAIL_PATTERN.test(body.email)) errors.add('email', 'invalid_email');
        if (body.phone && !phone) errors.add('phone', 'invalid_phone');
        if (body.password.length < PASSWORD_MIN_LENGTH) {
          errors.add('password', 'too_short', { count: PASSWORD_MIN_LENGTH });
        }
        if (!findCurrency(body.currency)) errors.add('currency', 'unknown_currency');
        if (!country) errors.add('country', 'unknown_country');
        if (!body.terms_accepted) errors.add('terms_accepted', 'not_accepted');
        if (email && !errors.has('email') && (await findByEmail(db, email)))
          errors.add('email', 'taken');
        if (phone) {
          const [taken] = await db
            .select({ id: players.id })
            .from(players)
            .where(eq(players.authPhone, phone));
          if (taken) errors.add('phone', 'taken');
        }
        errors.throwIfAny();

        const now = ctx.now();
        const id = randomUUID();
        const passwordHash = await hashPassword(body.password, config.passwordCost);
        try {
          await db.transaction(async (tx) => {
            await tx.insert(players).values({
              id,
              email,
              authPhone: email ? null : phone,
              phone,
              phoneCountry: phone ? (country?.code ?? null) : null,
              passwordHash,
              language: locale,
              country: body.country.toUpperCase(),
              // test_payment comes with a confirmed email, never with the typed address
              statusGroups: [REGULAR_GROUP],
              attribution:
                body.tracking && Object.keys(body.tracking).length > 0 ? body.tracking : null,
              createdAt: now,
            });
            await tx
              .insert(accounts)
              .values({ playerId: id, currency: body.currency, active: true, createdAt: now });
          });
        } catch (error) {
          // a concurrent sign-up with the same login won the unique index
          if (isUniqueViolation(error)) {
            new FieldErrors(locale).add(email ? 'email' : 'phone', 'taken').throwIfAny();
          }
          throw error;
        }
        const [player] = await db.select().from(players).where(eq(players.id, id));
        if (!player) throw new Error(`player ${id} vanished after sign-up`);
        if (player.email) await sendTokenLink(ctx, player, 'confirmation', locale);
        await startSession(ctx, request, reply, id);
        return reply.code(201).send(await playerToWire(db, player, config, locale));
      },
    );

    app.post(
      '/users/sign_in',
      { schema: { body: signInBodySchema, response: { 200: playerSchema } } },
      async (request, reply) => {
        const locale = requestLocale(request);
        if (!config.signInEnabled)
          throw new HttpError(403, 'sign_in_disabled', t(locale, 'sign_in_disabled'));
        await refuseBlockedCountry(ctx, request);
        const { login, password } = request.body;
        // per login and address: a third party spending it does not spend the owner's
        await limitRequest(ctx, 'signIn', request, `${login}|${request.ip}`);

        const player = await findByLogin(db, login);
        if (!player) {
          await verifyDummyPassword(password, config.passwordCost);
          throw new HttpError(401, 'invalid_credentials', t(locale, 'invalid_credentials'));
        }
        if (player.lockedAt)
          throw new HttpError(423, 'account_locked', t(locale, 'account_locked'));
        if (!(await checkPassword(ctx, request, player, password)))
          throw new HttpError(401, 'invalid_credentials', t(locale, 'invalid_credentials'));
        await refuseBlockedCountry(ctx, request, player.country);
        // spec §3: self-exclusion and cooling-off refuse sign-in until they end
        await refuseExcluded(db, player.id, config.now(), locale);
        await startSession(ctx, request, reply, player.id);
        return playerToWire(db, player, config, locale);
      },
    );

    app.delete('/users/sign_out', async (request, reply) => {
      await endSession(ctx, request, reply);
      return reply.code(204).send();
    });
  };
