'use client';

import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { Centrifuge, type Subscription } from 'centrifuge';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { z } from 'zod';
import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import { localeChannel, matchChannel, realtimeLocale } from '@sportsbook/contract/channels';
import { parseRealtimeEvent, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import { apiRequest } from '@/api/client';
import { setConnectionState } from './connection-state';
import { applyRealtimeEvent } from './events';

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

/**
 * Connects the official centrifuge client, subscribes to the locale's public channel and applies
 * publications to the live entries of the query cache, batched per animation frame so a burst of
 * odds changes costs one render pass. After a reconnect that could not recover, what the page
 * shows is refetched.
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
    let queue: RealtimeEventWire[] = [];
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      const batch = queue;
      queue = [];
      notifyManager.batch(() => {
        for (const event of batch) applyRealtimeEvent(queryClient, event, flags);
      });
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
    sub.on('subscribed', (ctx) => {
      // missed publications could not be replayed: what the page shows is refetched
      if (ctx.wasRecovering && !ctx.recovered)
        void queryClient.invalidateQueries({ queryKey: ['sportsbook'] });
    });
    sub.subscribe();
    client.connect();
    setCurrent({ client, locale: realtimeLocale(locale), push });
    return () => {
      sub.removeAllListeners();
      client.removeSubscription(sub);
      client.disconnect();
      setCurrent(null);
    };
  }, [pushUrl, locale, flags, queryClient]);

  return children;
}

/**
 * Subscribes to one match's channel while mounted (a match page): every market of the match
 * stays live. On an unrecovered reconnect `onGap` refetches.
 */
export function useMatchChannel(matchId: number, onGap: () => void): void {
  const ctx = useRealtime();
  useEffect(() => {
    if (!ctx?.client) return;
    const channel = matchChannel(ctx.locale, matchId);
    const sub: Subscription =
      ctx.client.getSubscription(channel) ??
      ctx.client.newSubscription(channel, { recoverable: true });
    const onPublication = (p: { data: unknown }) => ctx.push(p.data);
    const onSubscribed = (s: { wasRecovering: boolean; recovered: boolean }) => {
      if (s.wasRecovering && !s.recovered) onGap();
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
  }, [ctx, matchId, onGap]);
}
