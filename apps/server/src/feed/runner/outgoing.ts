import type { Database } from '@/db/client';
import type { FeedEvent, FeedMarket } from '@/feed/types';
import { eventsWire } from '@/read-model/events-query';
import {
  channelsFor,
  feedMarketsToWire,
  marketsChanged,
  matchChanged,
  statusChanged,
  type Outgoing,
} from './publish';
import { marketIdentity } from './rows';

/**
 * A written tick's publications, in the order of its feed events (spec §7): what the database
 * refused is left out, and a match published for the first time goes out whole.
 */

/** What turning feed events into publications reads besides the events. */
export interface OutgoingSource {
  db: Database;
  /** Site locales in real-time form (channel names). */
  locales: readonly string[];
  /** The event id of a match urn (the runner's map, else the database); null when unknown. */
  eventId(urnId: string): Promise<number | null>;
  /** Main and secondary market kinds of a simulated match (from its sport). */
  listKinds(matchKey: string): { main: number | null; secondary: number | null } | undefined;
}

/** A new match in full (names are translated, so one publication per locale). */
export async function wholeMatch(
  db: Database,
  locales: readonly string[],
  id: number,
): Promise<Outgoing[]> {
  const out: Outgoing[] = [];
  for (const locale of locales) {
    const [event] = await eventsWire(db, locale, [id]);
    if (!event || event.type !== 'match') continue;
    const { type: _type, ...data } = event;
    out.push({ channels: channelsFor([locale], id), event: { type: 'match_changed', data } });
  }
  return out;
}

/**
 * The tick's events without the market changes the database refused (markets already final:
 * never resettled nor reopened), so clients see what is stored. `kept`: per event id, the market
 * identities left as they were.
 */
export function withoutKept(
  feedEvents: readonly FeedEvent[],
  kept: ReadonlyMap<number, ReadonlySet<string>>,
  eventIdOf: (matchKey: string) => number | undefined,
): FeedEvent[] {
  if (kept.size === 0) return [...feedEvents];
  const out: FeedEvent[] = [];
  for (const e of feedEvents) {
    const final = e.type === 'markets_changed' ? kept.get(eventIdOf(e.matchKey) ?? 0) : null;
    if (e.type !== 'markets_changed' || !final) {
      out.push(e);
      continue;
    }
    const markets = e.markets.filter((m) => !final.has(marketIdentity(m)));
    if (markets.length > 0) out.push({ ...e, markets });
  }
  return out;
}

/**
 * Publications of a tick's feed events, in order. `known`: match urns published before (a match
 * not in it goes out whole, then joins it); `fullMarkets`: each match's full market list.
 */
export async function toOutgoing(
  source: OutgoingSource,
  feedEvents: readonly FeedEvent[],
  known: Set<string>,
  fullMarkets: ReadonlyMap<string, FeedMarket[]>,
): Promise<Outgoing[]> {
  const { locales } = source;
  const out: Outgoing[] = [];
  for (const e of feedEvents) {
    if (e.type === 'provider_status_changed') {
      out.push({
        channels: channelsFor(locales),
        event: {
          type: 'provider_status_changed',
          data: { provider: e.provider, status: e.status },
        },
      });
      continue;
    }
    const id = await source.eventId(e.matchKey);
    if (id === null) continue;
    if (e.type === 'match_changed') {
      if (known.has(e.matchKey)) {
        out.push({ channels: channelsFor(locales, id), event: matchChanged(id, e.match) });
      } else {
        out.push(...(await wholeMatch(source.db, locales, id)));
        known.add(e.matchKey);
      }
    } else if (e.type === 'markets_changed') {
      const wire = feedMarketsToWire(e.matchKey, e.markets, fullMarkets.get(e.matchKey) ?? []);
      out.push(...marketsChanged(locales, id, wire, source.listKinds(e.matchKey)));
    } else {
      out.push(statusChanged(locales, id, e.status));
    }
  }
  return out;
}
