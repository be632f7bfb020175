import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { players, type PlayerRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { requestLocale, t, type MessageLocale } from '@/http/messages';
import { playerLocale, sendTokenLink } from './auth-links';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { addressWaitSeconds, clearAddressFailures, recordSignInFailure } from './sign-in-throttle';

const rateLimited = (locale: MessageLocale, waitS: number) =>
  new HttpError(429, 'rate_limited', t(locale, 'rate_limited'), undefined, {
    'retry-after': String(waitS),
  });

/**
 * Checks the player's password from the request's address under the sign-in throttle (sign-in and
 * a new email's current password). True when right (that address's failures go, a hash cheaper
 * than the configured cost is raised); false when wrong, after recording the failure.
 * @throws HttpError 429 rate_limited while the address is locked out of this account, or when
 *   this failure locks it; 423 account_locked when it locks the account (the unlock link is sent)
 */
export async function checkPassword(
  ctx: ServerContext,
  request: FastifyRequest,
  player: PlayerRow,
  password: string,
): Promise<boolean> {
  const locale = requestLocale(request);
  const now = ctx.now();
  const wait = await addressWaitSeconds(ctx.db, player.id, request.ip, now);
  if (wait > 0) throw rateLimited(locale, wait);
  if (await verifyPassword(password, player.passwordHash)) {
    if (player.failedSignIns > 0) await clearAddressFailures(ctx.db, player.id, request.ip, now);
    if (needsRehash(player.passwordHash, ctx.config.passwordCost))
      await rehash(ctx, player, password);
    return true;
  }
  const failure = await recordSignInFailure(ctx.db, player.id, request.ip, now);
  if (failure.lockedAccount) {
    const locked = failure.lockedAccount;
    await sendTokenLink(ctx, locked, 'unlock', playerLocale(locked, request));
    throw new HttpError(423, 'account_locked', t(locale, 'account_locked'));
  }
  if (failure.waitS > 0) throw rateLimited(locale, failure.waitS);
  return false;
}

/** Stores the password again at the configured cost, unless it changed meanwhile. */
async function rehash(ctx: ServerContext, player: PlayerRow, password: string): Promise<void> {
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  await ctx.db
    .update(players)
    .set({ passwordHash })
    .where(and(eq(players.id, player.id), eq(players.passwordHash, player.passwordHash)));
}
