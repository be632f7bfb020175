'use client';

import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Centrifuge, type Subscription } from 'centrifuge';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { z } from 'zod';
import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import { localeChannel, matchChannel, realtimeLocale } from '@sportsbook/contract/channels';
import { parseRealtimeEvent, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { Market } from '@sportsbook/betting/catalog/types';
import { getMarkets, getMatches, type EventView } from '@/api/catalogue';
import { apiRequest } from '@/api/client';
import { setConnectionState } from './connection-state';
import { applyRealtimeEvent } from './events';
import { liveMarketsKey, seedEvents, shownMatchIds } from './live-cache';
import { RecentEvents } from './recent-events';

/** Spec §9 real-time constants. */
export const REALTIME = {
  timeoutMs: 5_000,
  minReconnectDelayMs: 500,
  maxReconnectDelayMs: 20_000,
  maxServerPingDelayMs: 10_000,
} as const;

const tokenSchema = z.object({ token: z.string() });

/** Connection token from the product API (anonymous until the accounts feature signs in). */
async function fetchConnectionToken(): Promise<string> {
  const { token } = await apiRequest({
    api: 'sportsbook',
    path: '/v2/websocket/token',
    method: 'POST',
    schema: tokenSchema,
  });
  return token;
}

interface RealtimeContextValue {
  client: Centrifuge | null;
  locale: string;
  /** Applies a publication (buffered to the next frame). */
  push(data: unknown): void;
  /** Replays recent publications about these matches onto their freshly seeded entries. */
  replay(ids: ReadonlySet<number>): void;
  /** Refetches these matches once subscribed (batched into one call). */
  resync(ids: Iterable<number>): void;
  /** Whether publications are flowing now (the locale channel is subscribed). */
  isSubscribed(): boolean;
}

// the connection of the page; children subscribe to it (their effects run before the provider's)
let current: RealtimeContextValue | null = null;
const listeners = new Set<() => void>();
function setCurrent(value: RealtimeContextValue | null): void {
  current = value;
  for (const l of listeners) l();
}
const subscribeCurrent = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useRealtime = () =>
  useSyncExternalStore(
    subscribeCurrent,
    () => current,
    () => null,
  );

/** How long publications are kept to bring a snapshot up to date (see RecentEvents). */
const RECENT_WINDOW_MS = 15_000;
const RECENT_MAX_EVENTS = 20_000;

/** Batches the refetches asked for while sections hydrate one after another into one call. */
const RESYNC_DELAY_MS = 50;

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

/** Replaces a match's live markets with a fresh fetch and replays what was published meanwhile. */
export function seedLiveMarkets(client: QueryClient, matchId: number, markets: Market[]): void {
  client.setQueryData<Market[]>(liveMarketsKey(matchId), markets);
  current?.replay(new Set([matchId]));
}

/**
 * Connects the official centrifuge client, subscribes to the locale's public channel and applies
 * publications to the live entries of the query cache, batched per animation frame so a burst of
 * odds changes costs one render pass. Once subscribed, and again after a reconnect that could not
 * recover, the matches the page shows are refetched in one call: whatever was published before
 * the subscription existed is not lost.
 */
export function RealtimeProvider({
  pushUrl,
  locale,
  flags,
  children,
}: {
  pushUrl: string;
  locale: string;
  flags: MatchEventFlags;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const recent = new RecentEvents(RECENT_WINDOW_MS, RECENT_MAX_EVENTS);
    const apply = (events: readonly RealtimeEventWire[]) =>
      notifyManager.batch(() => {
        for (const event of events) applyRealtimeEvent(queryClient, event, flags);
      });
    let queue: RealtimeEventWire[] = [];
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      const batch = queue;
      queue = [];
      apply(batch);
      recent.add(batch, performance.now());
    };
    const push = (data: unknown) => {
      const parsed = parseRealtimeEvent(data);
      // a malformed publication is ignored; the connection stays
      if (!parsed.ok) return;
      queue.push(parsed.event);
      if (!scheduled) {
        scheduled = true;
        if (document.visibilityState === 'visible') requestAnimationFrame(flush);
        else setTimeout(flush, 100);
      }
    };
    const replay = (ids: ReadonlySet<number>) => {
      const missed = recent.forMatches(ids, performance.now());
      if (missed.length > 0) apply(missed);
    };
    let subscribed = false;
    const pending = new Set<number>();
    let resyncTimer: ReturnType<typeof setTimeout> | null = null;
    const resync = (ids: Iterable<number>) => {
      for (const id of ids) pending.add(id);
      if (!subscribed || resyncTimer !== null || pending.size === 0) return;
      resyncTimer = setTimeout(() => {
        resyncTimer = null;
        const batch = [...pending];
        pending.clear();
        // a failed refetch keeps what is shown; the next publication updates it
        getMatches({ locale, ids: batch }).then(
          (events) => seedLiveEvents(queryClient, events),
          () => undefined,
        );
      }, RESYNC_DELAY_MS);
    };

    const client = new Centrifuge(pushUrl, {
      getToken: fetchConnectionToken,
      timeout: REALTIME.timeoutMs,
      minReconnectDelay: REALTIME.minReconnectDelayMs,
      maxReconnectDelay: REALTIME.maxReconnectDelayMs,
      maxServerPingDelay: REALTIME.maxServerPingDelayMs,
    });
    let everConnected = false;
    client.on('connecting', () => setConnectionState(everConnected ? 'offline' : 'connecting'));
    client.on('disconnected', () => setConnectionState('offline'));
    client.on('connected', () => {
      setConnectionState('connected');
      everConnected = true;
    });

    const sub = client.newSubscription(localeChannel(realtimeLocale(locale)), {
      recoverable: true,
    });
    sub.on('publication', (ctx) => push(ctx.data));
    sub.on('subscribing', () => {
      subscribed = false;
    });
    sub.on('subscribed', (ctx) => {
      subscribed = true;
      // first subscription, or a gap the server could not replay: refetch what is shown
      if (!(ctx.wasRecovering && ctx.recovered)) resync(shownMatchIds(queryClient));
      else resync([]);
      // missed publications could not be replayed: client-side lists are refetched too
      if (ctx.wasRecovering && !ctx.recovered)
        void queryClient.invalidateQueries({ queryKey: ['sportsbook'] });
    });
    sub.subscribe();
    client.connect();
    setCurrent({
      client,
      locale: realtimeLocale(locale),
      push,
      replay,
      resync,
      isSubscribed: () => subscribed,
    });
    return () => {
      if (resyncTimer !== null) clearTimeout(resyncTimer);
      sub.removeAllListeners();
      client.removeSubscription(sub);
      client.disconnect();
      setCurrent(null);
    };
  }, [pushUrl, locale, flags, queryClient]);

  return children;
}

/**
 * Subscribes to one event's channel while mounted (a match or outright page): every market of
 * it stays live. Once subscribed, and after a reconnect that could not recover, its markets are
 * refetched.
 */
export function useMatchChannel(matchId: number, locale: string): void {
  const ctx = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ctx?.client) return;
    const channel = matchChannel(ctx.locale, matchId);
    const sub: Subscription =
      ctx.client.getSubscription(channel) ??
      ctx.client.newSubscription(channel, { recoverable: true });
    const onPublication = (p: { data: unknown }) => ctx.push(p.data);
    const onSubscribed = (s: { wasRecovering: boolean; recovered: boolean }) => {
      if (s.wasRecovering && s.recovered) return;
      ctx.resync([matchId]);
      getMarkets(matchId, locale).then(
        (fresh) => seedLiveMarkets(queryClient, matchId, fresh),
        () => undefined,
      );
    };
    sub.on('publication', onPublication);
    sub.on('subscribed', onSubscribed);
    sub.subscribe();
    return () => {
      sub.removeListener('publication', onPublication);
      sub.removeListener('subscribed', onSubscribed);
      sub.unsubscribe();
      ctx.client?.removeSubscription(sub);
    };
  }, [ctx, matchId, locale, queryClient]);
}
