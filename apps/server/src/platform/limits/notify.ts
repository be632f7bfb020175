import { publishNotifications, type NotificationTarget } from '../notifications/publish';
import { writeNotification } from '../notifications/store';
import { limitTypeName } from '../notifications/texts';
import { limitReachedText, OutOfLimitError, type LimitReached } from './enforce';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §3 notification "limit reached", once per limit and period (a session limit without a
 * period end: once per day), however many requests it refuses. Written on its own: the refused
 * request's transaction has rolled back.
 */
export async function notifyLimitReached(
  target: NotificationTarget,
  playerId: string,
  reached: LimitReached,
  now: Date,
): Promise<void> {
  const window = reached.until ?? Math.floor(now.getTime() / DAY_MS);
  try {
    const row = await writeNotification(target.db, {
      playerId,
      kind: 'limit_reached',
      objectId: reached.limitId,
      dedupeKey: `limit_reached:${reached.limitId}:${window}`,
      values: (locale) => ({ limit: limitReachedText(locale, reached) }),
      at: now,
    });
    await publishNotifications(target, [row]);
  } catch (error) {
    // the refusal is what matters to the player; a lost notification must not turn it into a 500
    target.log.warn({ err: error, playerId }, 'limit reached notification not written');
  }
}

/** Spec §3 notification "limit change confirmed" (once per confirmed limit). */
export async function notifyLimitConfirmed(
  target: NotificationTarget,
  playerId: string,
  limit: { id: string; type: string },
  now: Date,
): Promise<void> {
  const row = await writeNotification(target.db, {
    playerId,
    kind: 'limit_confirmed',
    objectId: limit.id,
    dedupeKey: `limit_confirmed:${limit.id}`,
    values: (locale) => ({ type: limitTypeName(locale, limit.type) }),
    at: now,
  });
  await publishNotifications(target, [row]);
}

/** Runs a limited action (a deposit); when a limit refuses it, the player is notified too. */
export async function noticingLimits<T>(
  target: NotificationTarget,
  playerId: string,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OutOfLimitError)
      await notifyLimitReached(target, playerId, error.reached, now);
    throw error;
  }
}
