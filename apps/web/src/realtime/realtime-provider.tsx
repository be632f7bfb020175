'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import type { EventView } from '@/api/catalogue/types';
import { createStore } from '@/lib/store';
import { useStore } from '@/lib/use-store';
import { seedEvents } from './live-cache';
import type { LiveConnection } from './types';

// the connection of the page; children subscribe to it (their effects run before the provider's)
const connection = createStore<LiveConnection | null>(() => null);
const useRealtime = () => useStore(connection, null);

/**
 * Seeds live entries from a snapshot (a server-rendered list, a refetch) and replays what was
 * published meanwhile, so a snapshot never turns back an odds change the page already had. A
 * snapshot from before the subscription (the page's HTML, or taken while disconnected) may have
 * missed publications that are gone: its matches are refetched once subscribed.
 */
export function seedLiveEvents(
  client: QueryClient,
  events: readonly EventView[],
  { fromHtml = false }: { fromHtml?: boolean } = {},
): void {
  seedEvents(client, events);
  const current = connection.get();
  if (!current) return;
  const ids = new Set(events.map((e) => e.id));
  current.replay(ids);
  if (fromHtml || !current.isSubscribed()) current.resync(ids);
}

const noSubscription = () => () => undefined;

/**
 * Keeps the live entries of a server-rendered list seeded from it. The first props of a section
 * that hydrates came with the page's HTML, rendered before any subscription existed.
 */
export function useSeedLiveEvents(events: readonly EventView[]): void {
  const client = useQueryClient();
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [htmlEvents] = useState(() => (hydrating ? events : null));
  useEffect(() => {
    seedLiveEvents(client, events, { fromHtml: events === htmlEvents });
  }, [client, events, htmlEvents]);
}

/**
 * Opens the page's real-time connection (./connection) once the page is interactive: the client
 * library and the wire validation load in their own chunk, off the first load. Until then the
 * page shows what the server rendered, and the first subscription refetches what it shows.
 */
export function RealtimeProvider({
  pushUrl,
  locale,
  flags,
  userId,
  delta,
  children,
}: {
  pushUrl: string;
  locale: string;
  flags: MatchEventFlags;
  /** The signed-in player whose private channel is followed; a change reconnects (spec §4). */
  userId: string | null;
  /** The site's delta-compression flag (spec §6); a change reconnects. */
  delta: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let opened: LiveConnection | null = null;
    let closed = false;
    void import('./connection').then(({ openConnection }) => {
      if (closed) return;
      opened = openConnection({ pushUrl, locale, flags, queryClient, userId, delta });
      connection.set(opened);
    });
    return () => {
      closed = true;
      opened?.close();
      connection.set(null);
    };
  }, [pushUrl, locale, flags, queryClient, userId, delta]);

  return children;
}

/**
 * Follows one event's channel while mounted (a match or outright page): every market of it
 * stays live. Once subscribed, and after a reconnect that could not recover, its markets are
 * refetched.
 */
export function useMatchChannel(matchId: number): void {
  const current = useRealtime();
  useEffect(() => current?.watchMatch(matchId), [current, matchId]);
}
