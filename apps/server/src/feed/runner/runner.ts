import type { FastifyBaseLogger } from 'fastify';
import { isLive, MATCH_STATUS } from '@sportsbook/betting/catalog/status';
import { coalesceMarketsChanged } from '@sportsbook/betting/live/coalesce-events';
import { realtimeLocale } from '@sportsbook/contract/channels';
import type { Database } from '@/db/client';
import type { FeedConfig } from '@/env';
import { generateCatalogue } from '@/feed/catalogue';
import { advance, createFeedState, type FeedState } from '@/feed/live/engine';
import { fixtureAt } from '@/feed/schedule/fixtures';
import type { Provider, ProviderStatus } from '@/feed/types';
import type { Publisher } from '@/http/publisher';
import { listMarketsOf, syncCatalogue, syncOutrights } from './catalogue-sync';
import { toOutgoing, withoutKept, type OutgoingSource } from './outgoing';
import { statusChanged, type Outgoing } from './publish';
import { catchUp, recentResults } from './recovery';
import type { CatalogueIds, ListMarkets } from './rows';
import { closeFinishedMatches, eventIdOfUrn } from './store';
import { tickChanges, writeStart, writeTick, type CatalogueRefs } from './transactions';

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
      live: this.state?.matches.filter((m) => isLive(m.match.status)).length ?? 0,
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
    await catchUp(
      this.db,
      { seed, speed, ids: this.ids, list: this.list, log: this.options.log },
      new Set(state.matches.map((m) => m.match.key)),
      now,
    );
    const results = await recentResults(this.db, { seed, speed }, now);
    const saved = await writeStart(
      this.db,
      results,
      state.matches.map((m) => ({ match: m.match, markets: m.markets })),
      state.providers,
      this.refs(),
      { seed, speed, at: now },
    );
    for (const [urn, id] of saved) this.eventIds.set(urn, id);
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

  private refs(): CatalogueRefs {
    return { ids: this.requireIds(), list: this.list };
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
    const changes = tickChanges(feedEvents);
    const known = new Set(this.eventIds.keys());
    const { touched, kept } = await writeTick(
      this.db,
      changes,
      fullMarkets,
      this.eventIds,
      this.refs(),
      { seed, speed, at: now },
    );
    this.changed();
    const published = withoutKept(feedEvents, kept, (key) => this.eventIds.get(key));
    for (const [eventId, identities] of kept)
      this.options.log.warn(
        { eventId, markets: [...identities] },
        'feed change of a settled market ignored: its results are final',
      );
    // a match taken over while this tick was writing stays out of the simulation
    this.state = { ...next, matches: next.matches.filter((m) => !this.manual.has(m.match.key)) };
    for (const key of changes.latest.keys())
      if (!next.matches.some((m) => m.match.key === key)) this.eventIds.delete(key);
    const outgoing = await toOutgoing(this.outgoingSource(), published, known, fullMarkets);
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

  /** What the tick's publications read: the runner's event ids and list markets. */
  private outgoingSource(): OutgoingSource {
    return {
      db: this.db,
      locales: this.locales,
      eventId: async (urnId) => this.eventIds.get(urnId) ?? (await eventIdOfUrn(this.db, urnId)),
      listKinds: (matchKey) => this.kindsOf(matchKey),
    };
  }

  /** Main and secondary market kinds of a simulated match (from its sport). */
  private kindsOf(matchKey: string) {
    const slot = Number(matchKey.split(':').pop());
    if (!Number.isInteger(slot)) return undefined;
    return this.list.get(fixtureAt(this.options.config.seed, slot).sportKey);
  }

  /** Finished simulated matches whose results are final are closed (4 -> 3). */
  private async closeFinished(now: number): Promise<Outgoing[]> {
    const before = new Date(now - CLOSE_DELAY_MS / this.options.config.speed);
    const closed = await closeFinishedMatches(this.db, before);
    return closed.map((id) => statusChanged(this.locales, id, MATCH_STATUS.closed));
  }

  /**
   * Sends publications in order, one match's market changes coalesced per call (a tick) and all
   * of them in one batch (issue 18); a failing push server loses publications, not the tick.
   */
  async publish(outgoing: readonly Outgoing[]): Promise<void> {
    const items = coalesceMarketsChanged(
      outgoing,
      (o) => o.event,
      (o, event) => ({ ...o, event }),
      (o) => o.channels.join('\n'),
    );
    if (items.length === 0) return;
    try {
      await this.options.publisher.batch(
        items.map((o) => ({ channels: o.channels, data: o.event })),
      );
    } catch (error) {
      const types = [...new Set(items.map((o) => o.event.type))];
      this.options.log.warn({ err: error, types }, 'publish failed');
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
