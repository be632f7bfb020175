import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { Centrifuge, type Subscription } from 'centrifuge';
import { z } from 'zod';
import { coalesceEvents } from '@sportsbook/betting/live/coalesce-events';
import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import {
  localeChannel,
  matchChannel,
  realtimeLocale,
  userChannel,
} from '@sportsbook/contract/channels';
import { parseRealtimeEvent, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import { getMarkets } from '@/api/catalogue/markets';
import { getMatches } from '@/api/catalogue/matches';
import { apiRequest } from '@/api/client';
import { reportError } from '@/lib/error-reporting/reporter';
import { setConnectionState } from './connection-state';
import { onUserChannelSubscribed } from './bet-events';
import { applyRealtimeEvent } from './events';
import { liveMarketsKey, seedEvents, shownMatchIds } from './live-cache';
import { RecentEvents } from './recent-events';
import { publicSubscriptionOptions } from './subscription-options';
import type { LiveConnection } from './types';

/**
 * The page's real-time connection: the official centrifuge client, its token and the events it
 * applies to the query cache. Loaded after the page is interactive (see RealtimeProvider), so
 * the client, the wire schemas and their validator stay out of the first load.
 */

/** Spec §9 real-time constants. */
export const REALTIME = {
  timeoutMs: 5_000,
  minReconnectDelayMs: 500,
  maxReconnectDelayMs: 20_000,
  maxServerPingDelayMs: 10_000,
} as const;

/** How long publications are kept to bring a snapshot up to date (see RecentEvents). */
const RECENT_WINDOW_MS = 15_000;
const RECENT_MAX_EVENTS = 20_000;
/** Batches the refetches asked for while sections hydrate one after another into one call. */
const RESYNC_DELAY_MS = 50;

const tokenSchema = z.object({ token: z.string() });
const authorizeSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
});

/** Subscription token of a private channel (spec §7 POST /websocket/authorize). */
async function fetchSubscriptionToken(channel: string): Promise<string> {
  const { channels } = await apiRequest({
    api: 'sportsbook',
    path: '/v2/websocket/authorize',
    method: 'POST',
    body: { channels: [channel] },
    schema: authorizeSchema,
  });
  const token = channels.find((entry) => entry.channel === channel)?.token;
  // an empty token makes the client report unauthorized and stop (spec §8 real-time)
  return token ?? '';
}

/** Connection token from the product API; the session cookie makes its `sub` the player. */
async function fetchConnectionToken(): Promise<string> {
  const { token } = await apiRequest({
    api: 'sportsbook',
    path: '/v2/websocket/token',
    method: 'POST',
    schema: tokenSchema,
  });
  return token;
}

/**
 * Connects and subscribes to the locale's public channel. Publications are applied to the live
 * entries batched per animation frame, so a burst of odds changes costs one render pass. Once
 * subscribed, and again after a reconnect that could not recover, the matches the page shows are
 * refetched in one call: whatever was published before the subscription existed is not lost.
 */
/** A followed match channel: how many hold it, and how to drop it. */
interface WatchedChannel {
  holders: number;
  release(): void;
}

export function openConnection({
  pushUrl,
  locale,
  flags,
  queryClient,
  userId = null,
  delta = false,
}: {
  pushUrl: string;
  locale: string;
  flags: MatchEventFlags;
  queryClient: QueryClient;
  /** The signed-in player: their private channel is followed too. */
  userId?: string | null;
  /** The site's delta-compression flag: public channels ask for fossil deltas (spec §6). */
  delta?: boolean;
}): LiveConnection {
  const channelLocale = realtimeLocale(locale);
  const recent = new RecentEvents(RECENT_WINDOW_MS, RECENT_MAX_EVENTS);
  const apply = (events: readonly RealtimeEventWire[]) =>
    notifyManager.batch(() => {
      for (const event of events) applyRealtimeEvent(queryClient, event, flags);
    });
  let queue: RealtimeEventWire[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    // issue 18: a match's odds changes of one frame are applied as one
    const batch = coalesceEvents(queue);
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
        (events) => {
          seedEvents(queryClient, events);
          replay(new Set(batch));
        },
        () => undefined,
      );
    }, RESYNC_DELAY_MS);
  };

  const publicOptions = publicSubscriptionOptions(delta);
  const client = new Centrifuge(pushUrl, {
    getToken: fetchConnectionToken,
    timeout: REALTIME.timeoutMs,
    minReconnectDelay: REALTIME.minReconnectDelayMs,
    maxReconnectDelay: REALTIME.maxReconnectDelayMs,
    maxServerPingDelay: REALTIME.maxServerPingDelayMs,
  });
  let everConnected = false;
  let initialFailureReported = false;
  // spec §8: a failure before the first connection is reported (once; reconnects are not)
  const reportInitialFailure = (cause: string) => {
    if (everConnected || initialFailureReported) return;
    initialFailureReported = true;
    reportError(
      Object.assign(new Error(`Real-time initial connection failed: ${cause}`), {
        name: 'RealtimeConnectionError',
      }),
      { tags: { area: 'realtime' } },
    );
  };
  client.on('connecting', () => setConnectionState(everConnected ? 'offline' : 'connecting'));
  client.on('disconnected', (ctx) => {
    setConnectionState('offline');
    reportInitialFailure(`disconnected ${ctx.code} ${ctx.reason}`);
  });
  client.on('error', (ctx) => reportInitialFailure(`${ctx.type} ${ctx.error.message}`));
  client.on('connected', () => {
    setConnectionState('connected');
    everConnected = true;
  });

  const sub = client.newSubscription(localeChannel(channelLocale), publicOptions);
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

  // private updates of the player (balance, bets): applied at once, they are few
  let userSub: Subscription | null = null;
  if (userId) {
    userSub = client.newSubscription(userChannel(channelLocale, userId), {
      getToken: (ctx) => fetchSubscriptionToken(ctx.channel),
    });
    userSub.on('subscribed', () => onUserChannelSubscribed(queryClient));
    userSub.on('publication', (ctx) => {
      const parsed = parseRealtimeEvent(ctx.data);
      if (parsed.ok) apply([parsed.event]);
    });
    userSub.subscribe();
  }
  client.connect();

  const watched = new Map<string, WatchedChannel>();
  /** One more holder of a match channel; the returned release drops the channel with its last. */
  const hold = (channel: string, entry: WatchedChannel) => {
    entry.holders += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.holders -= 1;
      if (entry.holders > 0) return;
      watched.delete(channel);
      entry.release();
    };
  };

  return {
    replay,
    resync,
    isSubscribed: () => subscribed,
    watchMatch(matchId) {
      const channel = matchChannel(channelLocale, matchId);
      // the match page and the slip may follow one match: the channel lives while either does
      const held = watched.get(channel);
      if (held) return hold(channel, held);
      const matchSub: Subscription =
        client.getSubscription(channel) ?? client.newSubscription(channel, publicOptions);
      const onPublication = (p: { data: unknown }) => push(p.data);
      const onSubscribed = (s: { wasRecovering: boolean; recovered: boolean }) => {
        if (s.wasRecovering && s.recovered) return;
        resync([matchId]);
        getMarkets(matchId, locale).then(
          (fresh) => {
            queryClient.setQueryData(liveMarketsKey(matchId), fresh);
            replay(new Set([matchId]));
          },
          () => undefined,
        );
      };
      matchSub.on('publication', onPublication);
      matchSub.on('subscribed', onSubscribed);
      matchSub.subscribe();
      const entry: WatchedChannel = {
        holders: 0,
        release() {
          matchSub.removeListener('publication', onPublication);
          matchSub.removeListener('subscribed', onSubscribed);
          matchSub.unsubscribe();
          client.removeSubscription(matchSub);
        },
      };
      watched.set(channel, entry);
      return hold(channel, entry);
    },
    close() {
      if (resyncTimer !== null) clearTimeout(resyncTimer);
      sub.removeAllListeners();
      client.removeSubscription(sub);
      if (userSub) {
        userSub.removeAllListeners();
        client.removeSubscription(userSub);
      }
      client.disconnect();
    },
  };
}
