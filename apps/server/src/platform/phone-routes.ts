import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  phoneSchema,
  sendCodeBodySchema,
  verifyCodeBodySchema,
  type PhoneWire,
} from '@sportsbook/contract/platform';
import { phoneCodes, players, type PlayerRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { FieldErrors } from '@/http/form';
import { messageLocale, requestLocale, t } from '@/http/messages';
import { limitRequest } from '@/http/rate-limit';
import { randomCode, safeEqual, sha256 } from '@/http/secrets';
import { requirePlayer } from '@/http/session';
import {
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MS,
  SMS_PER_DAY,
  SMS_RESEND_TIMEOUT_MS,
} from './config';
import { sendMessage } from './outbox';
import { findCountry, normalizePhone } from './reference';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §3 Phone verification: number, 6-digit SMS codes, resend timeout and daily SMS limit. */
export const phoneRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    /** The phone state: seconds until the next SMS may go, and whether today's SMS are spent. */
    async function phoneState(player: PlayerRow): Promise<PhoneWire & { resendAt: number }> {
      const now = ctx.now().getTime();
      const [last] = await db
        .select({ createdAt: phoneCodes.createdAt })
        .from(phoneCodes)
        .where(eq(phoneCodes.playerId, player.id))
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1);
      const [today] = await db
        .select({ n: count() })
        .from(phoneCodes)
        .where(
          and(eq(phoneCodes.playerId, player.id), gt(phoneCodes.createdAt, new Date(now - DAY_MS))),
        );
      const resendAt = last ? last.createdAt.getTime() + SMS_RESEND_TIMEOUT_MS : 0;
      return {
        number: player.phone,
        country: player.phoneCountry,
        verified: player.phoneVerified,
        resend_timeout: Math.max(0, Math.ceil((resendAt - now) / 1000)),
        sms_limit_reached: (today?.n ?? 0) >= SMS_PER_DAY,
        resendAt,
      };
    }
    const toWire = ({ resendAt: _, ...wire }: PhoneWire & { resendAt: number }): PhoneWire => wire;

    app.get('/player/phone', { schema: { response: { 200: phoneSchema } } }, async (request) =>
      toWire(await phoneState(await requirePlayer(ctx, request))),
    );

    app.post(
      '/player/phone/send_code',
      { schema: { body: sendCodeBodySchema, response: { 200: phoneSchema } } },
      async (request) => {
        let player = await requirePlayer(ctx, request);
        const locale = requestLocale(request);
        const { body } = request;
        const errors = new FieldErrors(locale);
        const country = body.country ? findCountry(body.country) : undefined;
        if (body.country && !country) errors.add('country', 'unknown_country');
        const number = body.number
          ? normalizePhone(body.number, country?.code ?? player.phoneCountry ?? player.country)
          : player.phone;
        if (body.number && !number) errors.add('number', 'invalid_phone');
        else if (!number) errors.add('number', 'blank');
        errors.throwIfAny();
        if (!number) return toWire(await phoneState(player));

        await limitRequest(ctx, 'sms', request, number);
        const state = await phoneState(player);
        if (state.sms_limit_reached)
          throw new HttpError(429, 'sms_limit_reached', t(locale, 'sms_limit_reached'));
        if (state.resend_timeout > 0) {
          throw new HttpError(
            429,
            'resend_timeout',
            t(locale, 'resend_timeout'),
            { resend_timeout: state.resend_timeout },
            {
              'retry-after': String(state.resend_timeout),
            },
          );
        }

        const now = ctx.now();
        const code = randomCode();
        player = await db.transaction(async (tx) => {
          // a new number has to be verified again
          const [updated] = await tx
            .update(players)
            .set(
              number === player.phone
                ? { phoneCountry: country?.code ?? player.phoneCountry }
                : {
                    phone: number,
                    phoneCountry: country?.code ?? player.phoneCountry ?? player.country,
                    phoneVerified: false,
                  },
            )
            .where(eq(players.id, player.id))
            .returning();
          // only the newest code counts
          await tx
            .update(phoneCodes)
            .set({ usedAt: now })
            .where(and(eq(phoneCodes.playerId, player.id), isNull(phoneCodes.usedAt)));
          await tx.insert(phoneCodes).values({
            playerId: player.id,
            number,
            codeHash: sha256(`${player.id}:${code}`),
            expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
            createdAt: now,
          });
          const smsLocale = messageLocale(player.language) ?? locale;
          await sendMessage(ctx, tx, {
            channel: 'sms',
            to: number,
            subject: t(smsLocale, 'sms_subject'),
            body: t(smsLocale, 'sms_body', { code }),
          });
          return updated ?? player;
        });
        return toWire(await phoneState(player));
      },
    );

    app.post(
      '/player/phone/verify',
      { schema: { body: verifyCodeBodySchema, response: { 200: phoneSchema } } },
      async (request) => {
        const player = await requirePlayer(ctx, request);
        const locale = requestLocale(request);
        const now = ctx.now();
        const [latest] = await db
          .select()
          .from(phoneCodes)
          .where(and(eq(phoneCodes.playerId, player.id), isNull(phoneCodes.usedAt)))
          .orderBy(desc(phoneCodes.createdAt))
          .limit(1);
        // no code, one for an older number, one tried too often or too old: ask for a new one
        if (
          !latest ||
          latest.number !== player.phone ||
          latest.attempts >= PHONE_CODE_MAX_ATTEMPTS ||
          latest.expiresAt.getTime() <= now.getTime()
        ) {
          return FieldErrors.raise(locale, 'code', 'code_expired');
        }
        if (!safeEqual(sha256(`${player.id}:${request.body.code}`), latest.codeHash)) {
          await db
            .update(phoneCodes)
            .set({ attempts: sql`${phoneCodes.attempts} + 1` })
            .where(eq(phoneCodes.id, latest.id));
          return FieldErrors.raise(locale, 'code', 'invalid_code');
        }
        const [verified] = await db.transaction(async (tx) => {
          await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, latest.id));
          return tx
            .update(players)
            .set({ phoneVerified: true })
            .where(eq(players.id, player.id))
            .returning();
        });
        return toWire(await phoneState(verified ?? player));
      },
    );
  };
