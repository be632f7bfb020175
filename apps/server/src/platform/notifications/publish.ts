import type { FastifyBaseLogger } from 'fastify';
import { realtimeLocale, userChannel } from '@sportsbook/contract/channels';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { Database } from '@/db/client';
import type { NotificationRow } from '@/db/schema';
import type { NotificationListener } from '@/http/context';
import type { Publisher } from '@/http/publisher';
import { notificationToWire, unreadCount } from './store';

/** Where notification events go: the player's private channel of every site locale (spec §7). */
export interface NotificationTarget {
  db: Database;
  publisher: Publisher;
  locales: readonly string[];
  log: FastifyBaseLogger;
  /** Told of each published notification (Web Push), outside the request. */
  notificationListeners: readonly NotificationListener[];
}

const channelsOf = (target: NotificationTarget, playerId: string) => [
  ...new Set(target.locales.map((l) => userChannel(realtimeLocale(l), playerId))),
];

async function send(
  target: NotificationTarget,
  playerId: string,
  event: RealtimeEventWire,
): Promise<void> {
  try {
    await target.publisher.broadcast(channelsOf(target, playerId), event);
  } catch (error) {
    // the notification is stored: the list call still shows it
    target.log.warn({ err: error, playerId, type: event.type }, 'notification event not published');
  }
}

/** Starts every listener on the row without waiting: a slow push service never holds a request. */
function tellListeners(target: NotificationTarget, row: NotificationRow): void {
  for (const listener of target.notificationListeners) {
    // a listener that throws at once is caught like one that rejects later
    Promise.resolve()
      .then(() => listener(row))
      .catch((error: unknown) => {
        target.log.warn(
          { err: error, playerId: row.playerId, notificationId: row.id },
          'notification listener failed',
        );
      });
  }
}

/** Spec §7 unread_counters_changed with the player's unread count now. */
export async function publishUnreadCounters(
  target: NotificationTarget,
  playerId: string,
): Promise<void> {
  const unread = await unreadCount(target.db, playerId);
  await send(target, playerId, { type: 'unread_counters_changed', data: { unread } });
}

/**
 * After the event's transaction committed: `notification` for each written row, then the new
 * unread counter of each player (rows already written before are null and skipped). Listeners
 * (Web Push) are started for each row and not waited for.
 */
export async function publishNotifications(
  target: NotificationTarget,
  rows: readonly (NotificationRow | null | undefined)[],
): Promise<void> {
  const written = rows.filter((row): row is NotificationRow => !!row);
  for (const row of written) tellListeners(target, row);
  for (const row of written)
    await send(target, row.playerId, { type: 'notification', data: notificationToWire(row) });
  for (const playerId of new Set(written.map((row) => row.playerId)))
    await publishUnreadCounters(target, playerId);
}
