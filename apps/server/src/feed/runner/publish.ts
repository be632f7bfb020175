import { localeChannel, matchChannel } from '@sportsbook/contract/channels';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { MarketWire } from '@sportsbook/contract/market';
import { clockToWire, marketToWire, periodScoresToWire } from '@/read-model/serialize';
import type { FeedMarket, FeedMatch } from '@/feed/types';
import { marketIdentity, mostBalancedLines } from './rows';
import { isFinished, isLive, isPrematch, MARKET_STATUS } from '@sportsbook/betting/catalog/status';

/**
 * Feed changes to spec §7 publications. Public channel per locale: match, status and provider
 * changes, and the markets the lists show (main and secondary); the match channel of a locale:
 * every change of that match. Payloads carry no translated text, so every locale gets the same.
 */

/** A publication and the channels it goes to. */
export interface Outgoing {
  channels: string[];
  event: RealtimeEventWire;
}

/** `match_changed` with the fields the feed moves (spec §4: clients merge them into the match). */
export function matchChanged(id: number, m: FeedMatch): RealtimeEventWire {
  return {
    type: 'match_changed',
    data: {
      id,
      status: m.status,
      is_live: isLive(m.status),
      is_finished: isFinished(m.status),
      stage: isPrematch(m.status) ? null : m.phase,
      clock: m.clock ? clockToWire(m.clock) : null,
      total_score: m.totalScore ?? null,
      game_score: m.gameScore ?? null,
      period_score: periodScoresToWire(m.periodScores),
      current_server: m.currentServer ?? null,
    },
  };
}

export function feedMarketsToWire(
  matchUrnId: string,
  changed: readonly FeedMarket[],
  all: readonly FeedMarket[],
): MarketWire[] {
  const balanced = mostBalancedLines(all.length > 0 ? all : changed);
  return changed.map((m) =>
    marketToWire(matchUrnId, {
      marketId: m.marketId,
      specifier: m.specifier,
      name: m.name,
      status: m.status,
      outcomes: m.outcomes,
      marketGroups: m.groupKeys,
      priority: m.priority,
      mostBalanced: m.status === MARKET_STATUS.settled || balanced.has(marketIdentity(m)),
      provider: m.provider,
    }),
  );
}

/** `match_status_changed` of a match, on the locale lists and the match's channels. */
export function statusChanged(
  locales: readonly string[],
  matchId: number,
  status: FeedMatch['status'],
): Outgoing {
  return {
    channels: channelsFor(locales, matchId),
    event: {
      type: 'match_status_changed',
      data: {
        match_id: matchId,
        status,
        is_live: isLive(status),
        is_finished: isFinished(status),
      },
    },
  };
}

/** Channels of a locale list and of one match, for every site locale. */
export const channelsFor = (locales: readonly string[], matchId?: number) =>
  matchId === undefined
    ? locales.map(localeChannel)
    : [...locales.map(localeChannel), ...locales.map((l) => matchChannel(l, matchId))];

export const matchChannels = (locales: readonly string[], matchId: number) =>
  locales.map((l) => matchChannel(l, matchId));

/**
 * `markets_changed` for the match channels (every market) and, when some of them are list markets
 * (main or secondary kind), for the locale channels too.
 */
export function marketsChanged(
  locales: readonly string[],
  matchId: number,
  markets: MarketWire[],
  listKinds: { main: number | null; secondary: number | null } | undefined,
): Outgoing[] {
  if (markets.length === 0) return [];
  const out: Outgoing[] = [
    {
      channels: matchChannels(locales, matchId),
      event: { type: 'markets_changed', data: { match_id: matchId, markets } },
    },
  ];
  const listed = markets.filter(
    (m) => m.market_id === listKinds?.main || m.market_id === listKinds?.secondary,
  );
  if (listed.length > 0)
    out.push({
      channels: locales.map(localeChannel),
      event: { type: 'markets_changed', data: { match_id: matchId, markets: listed } },
    });
  return out;
}
