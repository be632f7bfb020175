import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  confirmationQuerySchema,
  emailBodySchema,
  passwordEditBodySchema,
  tokenResultSchema,
  unlockQuerySchema,
} from '@sportsbook/contract/platform';
import { players, sessions } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { FieldErrors } from '@/http/form';
import { requestLocale, t } from '@/http/messages';
import { limitRequest } from '@/http/rate-limit';
import { playerLocale, sendTokenLink, tokenSafeLogSerializers } from './auth-links';
import { PASSWORD_MIN_LENGTH } from './config';
import { hashPassword } from './passwords';
import { findByEmail, groupsWithTestPayment } from './players';
import { clearAllFailures } from './sign-in-throttle';
import { consumeToken, retireTokens } from './tokens';

/**
 * The email links of an account (spec §7 first table, Devise-style): confirmation, password reset
 * and unlock, each asked for by email (202 whether or not the email is known) and used by token.
 */
export const emailLinkRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;

    app.get(
      '/users/confirmation',
      {
        schema: { querystring: confirmationQuerySchema, response: { 200: tokenResultSchema } },
        logSerializers: tokenSafeLogSerializers,
      },
      async (request) => {
        const now = ctx.now();
        const playerId = await consumeToken(
          db,
          request,
          request.query.confirmation_token,
          'confirmation',
          now,
        );
        await db.transaction(async (tx) => {
          const [confirmed] = await tx
            .update(players)
            .set({ confirmedAt: now })
            .where(and(eq(players.id, playerId), isNull(players.confirmedAt)))
            .returning();
          // spec §6: a confirmed email of a test-payment domain (demo mode) joins test_payment
          if (confirmed) {
            await tx
              .update(players)
              .set({ statusGroups: groupsWithTestPayment(confirmed, config) })
              .where(eq(players.id, playerId));
          }
        });
        return { message: t(requestLocale(request), 'confirmed') };
      },
    );

    app.post(
      '/users/confirmation',
      { schema: { body: emailBodySchema, response: { 202: acceptedResponseSchema } } },
      async (request, reply) => {
        const locale = requestLocale(request);
        await limitRequest(ctx, 'confirmation', request, request.body.email);
        const player = await findByEmail(db, request.body.email);
        if (player && !player.confirmedAt)
          await sendTokenLink(ctx, player, 'confirmation', playerLocale(player, request));
        return reply.code(202).send({ message: t(locale, 'confirmation_sent') });
      },
    );

    app.post(
      '/users/password',
      { schema: { body: emailBodySchema, response: { 202: acceptedResponseSchema } } },
      async (request, reply) => {
        const locale = requestLocale(request);
        await limitRequest(ctx, 'passwordReset', request, request.body.email);
        const player = await findByEmail(db, request.body.email);
        if (player)
          await sendTokenLink(ctx, player, 'reset_password', playerLocale(player, request));
        return reply.code(202).send({ message: t(locale, 'reset_sent') });
      },
    );

    app.put(
      '/users/password',
      { schema: { body: passwordEditBodySchema, response: { 200: tokenResultSchema } } },
      async (request) => {
        const locale = requestLocale(request);
        const { password, reset_password_token: token } = request.body;
        if (password.length < PASSWORD_MIN_LENGTH) {
          new FieldErrors(locale)
            .add('password', 'too_short', { count: PASSWORD_MIN_LENGTH })
            .throwIfAny();
        }
        const now = ctx.now();
        const playerId = await consumeToken(db, request, token, 'reset_password', now);
        const passwordHash = await hashPassword(password, config.passwordCost);
        await db.transaction(async (tx) => {
          await tx.update(players).set({ passwordHash }).where(eq(players.id, playerId));
          // a reset also unlocks (the owner of the mailbox proved who they are)
          await clearAllFailures(tx, playerId);
          // whoever knew the old password loses their sessions and links
          await tx.delete(sessions).where(eq(sessions.playerId, playerId));
          await retireTokens(tx, playerId, 'reset_password', now);
          await retireTokens(tx, playerId, 'unlock', now);
        });
        return { message: t(locale, 'password_changed') };
      },
    );

    app.get(
      '/users/unlock',
      {
        schema: { querystring: unlockQuerySchema, response: { 200: tokenResultSchema } },
        logSerializers: tokenSafeLogSerializers,
      },
      async (request) => {
        const playerId = await consumeToken(
          db,
          request,
          request.query.unlock_token,
          'unlock',
          ctx.now(),
        );
        await db.transaction((tx) => clearAllFailures(tx, playerId));
        return { message: t(requestLocale(request), 'unlocked') };
      },
    );

    app.post(
      '/users/unlock',
      { schema: { body: emailBodySchema, response: { 202: acceptedResponseSchema } } },
      async (request, reply) => {
        const locale = requestLocale(request);
        await limitRequest(ctx, 'unlock', request, request.body.email);
        const player = await findByEmail(db, request.body.email);
        if (player?.lockedAt)
          await sendTokenLink(ctx, player, 'unlock', playerLocale(player, request));
        return reply.code(202).send({ message: t(locale, 'unlock_sent') });
      },
    );
  };
