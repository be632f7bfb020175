import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { NotificationWire } from '@sportsbook/contract/notifications';
import type { Database } from '@/db/client';
import { notifications, players, type NotificationRow } from '@/db/schema';
import {
  NOTIFICATION_OBJECT_TYPE,
  notificationLocale,
  notificationText,
  type NotificationKind,
} from './texts';
import type { MessageLocale } from '@/http/messages';

/** One event to tell a player about. */
export interface NotificationInput {
  playerId: string;
  kind: NotificationKind;
  /** The bet, transaction or limit it is about. */
  objectId: string;
  /** Makes the write once-only: the same key for the same player writes nothing the second time. */
  dedupeKey: string;
  /** Fills the text in the player's language. */
  values: (locale: MessageLocale) => Record<string, string>;
  at: Date;
}

/**
 * Writes a notification in the player's language, inside the caller's transaction so it commits
 * with the event. Null when this event was already written (a retried settlement, a second try).
 */
export async function writeNotification(
  tx: Database,
  input: NotificationInput,
): Promise<NotificationRow | null> {
  const [player] = await tx
    .select({ language: players.language })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!player) return null;
  const locale = notificationLocale(player.language);
  const text = notificationText(locale, input.kind, input.values(locale));
  const [row] = await tx
    .insert(notifications)
    .values({
      playerId: input.playerId,
      type: input.kind,
      objectType: NOTIFICATION_OBJECT_TYPE[input.kind],
      objectId: input.objectId,
      title: text.title,
      caption: null,
      body: text.body,
      dedupeKey: input.dedupeKey,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export const notificationToWire = (row: NotificationRow): NotificationWire => ({
  id: row.id,
  title: row.title,
  caption: row.caption,
  body: row.body,
  type: row.type,
  object_type: row.objectType,
  read: row.read,
  created_at: row.createdAt.toISOString(),
});

/** One page of a player's notifications, newest first, and the total. */
export async function listNotifications(
  db: Database,
  playerId: string,
  page: number,
  limit: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, playerId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.playerId, playerId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The player's unread notifications (spec §3 unread counter). */
export async function unreadCount(db: Database, playerId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), eq(notifications.read, false)));
  return row?.unread ?? 0;
}

/**
 * Marks the player's own notifications of `ids` read (ids of other players' are left alone);
 * every unread one when `ids` is null. True when anything changed.
 */
export async function markRead(
  db: Database,
  playerId: string,
  ids: readonly number[] | null,
): Promise<boolean> {
  const mine = and(eq(notifications.playerId, playerId), eq(notifications.read, false));
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(ids === null ? mine : and(mine, inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return changed.length > 0;
}
