import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { realtimeLocale } from '@sportsbook/contract/channels';
import type { Database } from '@/db/client';
import { events, markets } from '@/db/schema';
import type { FeedConfig } from '@/env';
import { generateCatalogue } from '@/feed/catalogue';
import { advance, createFeedState, type FeedState } from '@/feed/live/engine';
import { priceMarkets, settleMarket } from '@/feed/live/markets';
import { MODELS } from '@/feed/models';
import { fixtureAt } from '@/feed/schedule/fixtures';
import { fastForward, finishedEntries } from '@/feed/schedule/simulation';
import { toFeedMatch } from '@/feed/schedule/view';
import type { FeedEvent, FeedMarket, FeedMatch, Provider, ProviderStatus } from '@/feed/types';
import type { Publisher } from '@/push/publisher';
import { eventsWire } from '@/read-model/events-query';
import { isFinishedStatus, isLiveStatus } from '@/read-model/serialize';
import {
  channelsFor,
  feedMarketsToWire,
  marketsChanged,
  matchChanged,
  type Outgoing,
} from './publish';
import { marketIdentity, type CatalogueIds, type ListMarkets } from './rows';
import {
  knownUrns,
  listMarketsOf,
  openFeedMatches,
  readCursor,
  recount,
  saveProviderStatuses,
  syncCatalogue,
  syncOutrights,
  upsertMarkets,
  upsertMatches,
  writeCursor,
} from './store';

/** A finished match is closed (4 -> 3, results confirmed) this long after the final whistle. */
export const CLOSE_DELAY_MS = 10 * 60_000;
/** Outrights (weekly tournaments, seasons) are refreshed this often. */
const OUTRIGHTS_REFRESH_MS = 60 * 60_000;

export interface FeedRunnerOptions {
  db: Database;
  publisher: Publisher;
  log: FastifyBaseLogger;
  config: FeedConfig;
  /** Site locales: each has its public channels. */
  locales: readonly string[];
  now?: () => number;
  /** Called after each committed write, before its publications (response caches drop here). */
  onWrite?: () => void;
  /**
   * Called after a write of matches and markets was committed and published, with the event ids
   * written ('all' after start-up): placed bets are settled and re-offered here.
   */
  onEventsWritten?: (eventIds: number[] | 'all') => Promise<void>;
}

/** A stored market read back as the feed's shape (for settlement and manual changes). */
function toFeedMarket(urnId: string, row: typeof markets.$inferSelect): FeedMarket {
  return {
    matchKey: urnId,
    marketId: row.marketId,
    name: row.name,
    specifier: row.specifier,
    groupKeys: row.marketGroups,
    priority: row.priority,
    status: row.status as FeedMarket['status'],
    provider: row.provider,
    outcomes: row.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      name: o.name,
      odds: o.odds,
      active: o.active,
      ...(o.result
        ? { result: o.result as NonNullable<FeedMarket['outcomes'][number]['result']> }
        : {}),
    })),
  };
}

/**
 * Runs the simulated feed against the database and the push server: every tick advances the
 * engine to the wall clock, writes the changes in one transaction, then publishes them. A restart
 * rebuilds the same matches from the seed, settles what finished while it was down, and upserts
 * by stable keys, so nothing is duplicated or lost.
 */
export class FeedRunner {
  private state: FeedState | null = null;
  private ids: CatalogueIds | null = null;
  private list: ListMarkets = new Map();
  /** Event ids of simulated matches by urn. */
  private readonly eventIds = new Map<string, number>();
  /** Matches taken over by the control API: the simulation leaves them alone. */
  private readonly manual = new Set<string>();
  /** Provider statuses set by the control API, overriding the simulated outages. */
  private readonly providerOverrides = new Map<Provider, ProviderStatus>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastOutrights = 0;
  private readonly now: () => number;
  private readonly locales: string[];

  constructor(private readonly options: FeedRunnerOptions) {
    this.now = options.now ?? Date.now;
    this.locales = [...new Set(options.locales.map(realtimeLocale))];
  }

  get db(): Database {
    return this.options.db;
  }

  /** Where the feed is: seed, speed, wall time, and how many matches it runs. */
  status() {
    return {
      seed: this.options.config.seed,
      speed: this.options.config.speed,
      at: this.state?.at ?? null,
      matches: this.state?.matches.length ?? 0,
      live:
        this.state?.matches.filter((m) => m.match.status === 1 || m.match.status === 2).length ?? 0,
      manual: this.manual.size,
    };
  }

  /** Syncs the catalogue, catches up on what happened while down, and starts ticking. */
  async start({ tick = true }: { tick?: boolean } = {}): Promise<void> {
    const { seed, speed, tickMs } = this.options.config;
    const now = this.now();
    const catalogue = generateCatalogue(seed, now);
    this.list = listMarketsOf(seed, catalogue);
    this.ids = await syncCatalogue(this.db, catalogue, this.list);
    await syncOutrights(this.db, catalogue, this.ids);
    this.lastOutrights = now;
    const state = createFeedState(seed, now, { speed });
    await this.catchUp(state, now);
    const results = await this.recentResults(now);
    await this.db.transaction(async (tx) => {
      const finished = await upsertMatches(
        tx,
        results.map((r) => r.match),
        this.requireIds(),
        this.list,
      );
      await upsertMarkets(
        tx,
        results.map((r) => ({
          eventId: finished.get(r.match.key) ?? 0,
          markets: r.markets,
          all: r.markets,
        })),
      );
      await recount(tx, [...finished.values()]);
      const saved = await upsertMatches(
        tx,
        state.matches.map((m) => m.match),
        this.requireIds(),
        this.list,
      );
      for (const [urn, id] of saved) this.eventIds.set(urn, id);
      await upsertMarkets(
        tx,
        state.matches.map((m) => ({
          eventId: saved.get(m.match.key) ?? 0,
          markets: m.markets,
          all: m.markets,
        })),
      );
      await recount(tx, [...saved.values()]);
      await saveProviderStatuses(tx, state.providers);
      await writeCursor(tx, seed, speed, now);
    });
    this.changed();
    this.state = state;
    // bets on matches that ended while the server was down are settled now
    await this.eventsWritten('all');
    this.options.log.info(
      { seed, speed, matches: state.matches.length, live: this.status().live },
      'feed started',
    );
    if (tick) {
      this.timer = setInterval(() => void this.tick(), tickMs);
      this.timer.unref();
    }
  }

  /** Stops ticking and waits for a tick in progress to finish its write. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Advances to `now` (once at a time: an overlapping call waits for the running one). */
  async tick(now: number = this.now()): Promise<void> {
    if (this.running) return this.running;
    this.running = this.advanceTo(now)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'feed tick failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private requireIds(): CatalogueIds {
    if (!this.ids) throw new Error('feed not started');
    return this.ids;
  }

  /**
   * Matches of the last hours that ended before the database ever saw them (a first start, or a
   * long stop): written finished with their final score and settled markets, so results pages
   * have something to show from the first minute.
   */
  private async recentResults(now: number): Promise<{ match: FeedMatch; markets: FeedMarket[] }[]> {
    const { seed, speed } = this.options.config;
    const finished = finishedEntries(seed, now, { speed });
    const known = await knownUrns(
      this.db,
      finished.map((f) => f.fixture.key),
    );
    return finished
      .filter((f) => !known.has(f.fixture.key))
      .map(({ fixture, sim, finishedAt }) => {
        const model = MODELS[fixture.sportKey];
        // the markets offered before kick-off, settled from the final score
        const offered = priceMarkets(seed, fixture, model.init(fixture.info), 1, 'pre');
        return {
          match: toFeedMatch(fixture, sim, 4, finishedAt),
          markets: offered.map((m) => settleMarket(fixture, sim, m)),
        };
      });
  }

  /** Simulated matches the database shows open but the engine no longer runs: finish them. */
  private async catchUp(state: FeedState, now: number): Promise<void> {
    const cursor = await readCursor(this.db);
    const running = new Set(state.matches.map((m) => m.match.key));
    const stale = (await openFeedMatches(this.db)).filter((o) => !running.has(o.urnId));
    const sameFeed =
      cursor?.seed === this.options.config.seed && cursor.speed === this.options.config.speed;
    for (const open of stale) {
      if (open.slot === null || !sameFeed) {
        // another seed or speed made it: the feed cannot tell how it ended
        await this.db
          .update(events)
          .set({ status: 5, updatedAt: sql`now()` })
          .where(eq(events.id, open.id));
        await this.db
          .update(markets)
          .set({ status: -4, updatedAt: sql`now()` })
          .where(and(eq(markets.eventId, open.id), inArray(markets.status, [1, -1, 0])));
        await recount(this.db, [open.id]);
        continue;
      }
      const fx = fixtureAt(this.options.config.seed, open.slot);
      const model = MODELS[fx.sportKey];
      const sim = fastForward(
        this.options.config.seed,
        fx,
        model.init(fx.info),
        0,
        Number.MAX_SAFE_INTEGER,
      ).sim;
      const final = toFeedMatch(fx, sim, 4, now);
      const rows = await this.db
        .select()
        .from(markets)
        .where(and(eq(markets.eventId, open.id), inArray(markets.status, [1, -1, 0, -2])));
      const settled = rows.map((r) => settleMarket(fx, sim, toFeedMarket(open.urnId, r)));
      await this.db.transaction(async (tx) => {
        await upsertMatches(tx, [final], this.requireIds(), this.list);
        await upsertMarkets(tx, [{ eventId: open.id, markets: settled, all: settled }]);
        await recount(tx, [open.id]);
      });
    }
    if (stale.length > 0) this.options.log.info({ finished: stale.length }, 'feed caught up');
  }

  private async advanceTo(now: number): Promise<void> {
    const state = this.state;
    if (!state || now <= state.at) return;
    const { seed, speed } = this.options.config;
    const result = advance(state, state.at, now, seed);
    const feedEvents = result.events.filter(
      (e) =>
        !('matchKey' in e && this.manual.has(e.matchKey)) &&
        !(e.type === 'provider_status_changed' && this.providerOverrides.has(e.provider)),
    );
    const next: FeedState = {
      ...result.state,
      matches: result.state.matches.filter((m) => !this.manual.has(m.match.key)),
    };
    const fullMarkets = new Map(next.matches.map((m) => [m.match.key, m.markets]));
    const latest = new Map<string, FeedMatch>();
    const changed = new Map<string, Map<string, FeedMarket>>();
    const providers: Partial<Record<Provider, ProviderStatus>> = {};
    for (const e of feedEvents) {
      if (e.type === 'match_changed') latest.set(e.matchKey, e.match);
      else if (e.type === 'markets_changed') {
        const own = changed.get(e.matchKey) ?? new Map<string, FeedMarket>();
        for (const m of e.markets) own.set(marketIdentity(m), m);
        changed.set(e.matchKey, own);
      } else if (e.type === 'provider_status_changed') providers[e.provider] = e.status;
    }
    const known = new Set(this.eventIds.keys());
    const touched = new Set<number>();
    let kept = new Map<number, Set<string>>();
    await this.db.transaction(async (tx) => {
      const saved = await upsertMatches(tx, [...latest.values()], this.requireIds(), this.list);
      for (const [urn, id] of saved) {
        this.eventIds.set(urn, id);
        touched.add(id);
      }
      kept = await upsertMarkets(
        tx,
        [...changed].map(([key, own]) => {
          const eventId = this.eventIds.get(key) ?? 0;
          touched.add(eventId);
          return { eventId, markets: [...own.values()], all: fullMarkets.get(key) ?? [] };
        }),
      );
      await recount(tx, [...touched]);
      await saveProviderStatuses(tx, providers);
      await writeCursor(tx, seed, speed, now);
    });
    this.changed();
    const published = this.withoutKept(feedEvents, kept);
    // a match taken over while this tick was writing stays out of the simulation
    this.state = { ...next, matches: next.matches.filter((m) => !this.manual.has(m.match.key)) };
    for (const key of latest.keys())
      if (!next.matches.some((m) => m.match.key === key)) this.eventIds.delete(key);
    const outgoing = await this.toOutgoing(published, known, fullMarkets);
    const closed = await this.closeFinished(now);
    if (closed.length > 0) this.changed();
    outgoing.push(...closed);
    await this.publish(outgoing);
    await this.eventsWritten([...touched]);
    if (now - this.lastOutrights >= OUTRIGHTS_REFRESH_MS) {
      this.lastOutrights = now;
      await syncOutrights(this.db, generateCatalogue(seed, now), this.requireIds());
      this.changed();
    }
  }

  /**
   * The tick's events without the market changes the database refused (markets already final:
   * never resettled nor reopened), so clients see what is stored; each refusal is logged.
   */
  private withoutKept(feedEvents: FeedEvent[], kept: Map<number, Set<string>>): FeedEvent[] {
    if (kept.size === 0) return feedEvents;
    const out: FeedEvent[] = [];
    for (const e of feedEvents) {
      const final =
        e.type === 'markets_changed' ? kept.get(this.eventIds.get(e.matchKey) ?? 0) : null;
      if (e.type !== 'markets_changed' || !final) {
        out.push(e);
        continue;
      }
      const markets = e.markets.filter((m) => !final.has(marketIdentity(m)));
      if (markets.length > 0) out.push({ ...e, markets });
    }
    for (const [eventId, identities] of kept)
      this.options.log.warn(
        { eventId, markets: [...identities] },
        'feed change of a settled market ignored: its results are final',
      );
    return out;
  }

  /** Publications of a tick's feed events, in order; a newly published match goes out whole. */
  private async toOutgoing(
    feedEvents: FeedEvent[],
    known: Set<string>,
    fullMarkets: Map<string, FeedMarket[]>,
  ): Promise<Outgoing[]> {
    const out: Outgoing[] = [];
    for (const e of feedEvents) {
      if (e.type === 'provider_status_changed') {
        out.push({
          channels: channelsFor(this.locales),
          event: {
            type: 'provider_status_changed',
            data: { provider: e.provider, status: e.status },
          },
        });
        continue;
      }
      const id = this.eventIds.get(e.matchKey) ?? (await this.idOf(e.matchKey));
      if (id === null) continue;
      if (e.type === 'match_changed') {
        if (known.has(e.matchKey)) {
          out.push({ channels: channelsFor(this.locales, id), event: matchChanged(id, e.match) });
        } else {
          out.push(...(await this.wholeMatch(id)));
          known.add(e.matchKey);
        }
      } else if (e.type === 'markets_changed') {
        const wire = feedMarketsToWire(e.matchKey, e.markets, fullMarkets.get(e.matchKey) ?? []);
        out.push(...marketsChanged(this.locales, id, wire, this.kindsOf(e.matchKey)));
      } else {
        out.push({
          channels: channelsFor(this.locales, id),
          event: {
            type: 'match_status_changed',
            data: {
              match_id: id,
              status: e.status,
              is_live: isLiveStatus(e.status),
              is_finished: isFinishedStatus(e.status),
            },
          },
        });
      }
    }
    return out;
  }

  /** Main and secondary market kinds of a simulated match (from its sport). */
  private kindsOf(matchKey: string) {
    const slot = Number(matchKey.split(':').pop());
    if (!Number.isInteger(slot)) return undefined;
    return this.list.get(fixtureAt(this.options.config.seed, slot).sportKey);
  }

  private async idOf(urnId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.urnId, urnId));
    return row?.id ?? null;
  }

  /** A new match in full (names are translated, so one publication per locale). */
  private async wholeMatch(id: number): Promise<Outgoing[]> {
    const out: Outgoing[] = [];
    for (const locale of this.locales) {
      const [event] = await eventsWire(this.db, locale, [id]);
      if (!event || event.type !== 'match') continue;
      const { type: _type, ...data } = event;
      out.push({
        channels: channelsFor([locale], id),
        event: { type: 'match_changed', data },
      });
    }
    return out;
  }

  /** Finished simulated matches whose results are final are closed (4 -> 3). */
  private async closeFinished(now: number): Promise<Outgoing[]> {
    const before = new Date(now - CLOSE_DELAY_MS / this.options.config.speed);
    const closed = await this.db
      .update(events)
      .set({ status: 3, updatedAt: sql`now()` })
      .where(and(eq(events.status, 4), isNotNull(events.feedSlot), lte(events.finishedAt, before)))
      .returning({ id: events.id });
    return closed.map(({ id }) => ({
      channels: channelsFor(this.locales, id),
      event: {
        type: 'match_status_changed' as const,
        data: { match_id: id, status: 3 as const, is_live: false, is_finished: true },
      },
    }));
  }

  /** Sends publications in order; a failing push server loses the publication, not the tick. */
  async publish(outgoing: readonly Outgoing[]): Promise<void> {
    for (const o of outgoing) {
      try {
        await this.options.publisher.broadcast(o.channels, o.event);
      } catch (error) {
        this.options.log.warn({ err: error, type: o.event.type }, 'publish failed');
      }
    }
  }

  /** Tells the bets side which matches were written (after commit and publication). */
  async eventsWritten(eventIds: number[] | 'all'): Promise<void> {
    try {
      await this.options.onEventsWritten?.(eventIds);
    } catch (error) {
      // settlement is retried on the next write of the match; the feed goes on
      this.options.log.error({ err: error }, 'bets update after a feed write failed');
    }
  }

  /** Tells readers the database changed (call after a commit, before publishing it). */
  changed(): void {
    this.options.onWrite?.();
  }

  /**
   * Takes a match away from the simulation (control API): from now on only explicit changes move
   * it. Resolves once no tick that still simulates it is running, so the caller's write is last.
   */
  async takeOver(urnId: string): Promise<void> {
    this.manual.add(urnId);
    await this.running;
    if (this.state)
      this.state = {
        ...this.state,
        matches: this.state.matches.filter((m) => m.match.key !== urnId),
      };
  }

  /** Overrides a provider's status (control API) until the server restarts. */
  overrideProvider(provider: Provider, status: ProviderStatus): void {
    this.providerOverrides.set(provider, status);
  }

  /** Site locales in real-time form (channel names). */
  get channelLocales(): readonly string[] {
    return this.locales;
  }
}
