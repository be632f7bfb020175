import type { FastifyRequest } from 'fastify';
import type { PlayerRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { messageLocale, requestLocale, t, type MessageLocale } from '@/http/messages';
import { sendMessage, webLink } from './outbox';
import { issueToken } from './tokens';

/** The language of a player's messages: the stored one, else the request's. */
export const playerLocale = (player: PlayerRow, request: FastifyRequest): MessageLocale =>
  messageLocale(player.language) ?? requestLocale(request);

/** Emails (or texts, for phone-only players) a link of `kind` with a fresh token. */
export async function sendTokenLink(
  ctx: ServerContext,
  player: PlayerRow,
  kind: 'confirmation' | 'reset_password' | 'unlock',
  locale: MessageLocale,
): Promise<void> {
  const to = player.email ?? player.authPhone;
  if (!to) return;
  const token = await issueToken(ctx.db, player.id, kind, ctx.now());
  const link =
    kind === 'confirmation'
      ? webLink(ctx, { modal: 'confirmation', confirmation_token: token })
      : kind === 'reset_password'
        ? webLink(ctx, { modal: 'passwordEdit', reset_password_token: token })
        : webLink(ctx, { modal: 'unlock', unlock_token: token });
  const prefix =
    kind === 'confirmation' ? 'confirmation' : kind === 'reset_password' ? 'reset' : 'unlock';
  await sendMessage(ctx, ctx.db, {
    channel: player.email ? 'email' : 'sms',
    to,
    subject: t(locale, `${prefix}_subject`),
    body: t(locale, `${prefix}_body`, { link }),
    link,
  });
}

const TOKEN_PARAMS = /([?&](?:confirmation_token|unlock_token|reset_password_token)=)[^&#]*/g;

/** A URL with the values of its email-link token parameters replaced. */
export const redactTokens = (url: string): string => url.replace(TOKEN_PARAMS, '$1[redacted]');

/** Request log serializer of the routes whose query holds an email-link token. */
export const tokenSafeLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
