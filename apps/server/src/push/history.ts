import { randomBytes } from 'node:crypto';

/** One stored publication: its position and its payload as ASCII JSON text. */
export interface StoredPublication {
  offset: number;
  data: string;
  /** Milliseconds since the epoch when it was published. */
  at: number;
}

/** The top of a channel stream: clients track it to recover what they missed. */
export interface StreamPosition {
  offset: number;
  epoch: string;
}

/** What a recovery attempt found. */
export type RecoveryResult =
  | { recovered: true; publications: StoredPublication[]; top: StreamPosition }
  | { recovered: false; top: StreamPosition };

export interface HistoryOptions {
  /** Publications kept per channel. */
  size: number;
  /** Seconds a publication stays recoverable. */
  ttlS: number;
  /** Channel streams kept; beyond it the least recently used one is dropped (default 100,000). */
  maxChannels?: number;
}

interface Stream {
  epoch: string;
  offset: number;
  items: StoredPublication[];
  /** Last activity (publish or subscribe), so idle streams are dropped after the TTL. */
  touchedAt: number;
}

/** Idle streams dropped per operation at most: above one, expiry outpaces creation. */
export const HISTORY_EXPIRY_BUDGET = 4;
const DEFAULT_MAX_CHANNELS = 100_000;

/**
 * In-memory per-channel history: a bounded ring with a TTL. Each stream gets a random epoch when it
 * is created, so after a restart (a new store) or an idle stream's expiry clients are told they
 * cannot recover instead of being handed publications of another stream. Every operation does
 * bounded work: streams are kept in order of use, so expiry only ever looks at the oldest few.
 */
export class HistoryStore {
  // Map order is use order: each access moves its stream to the end, the idlest lead
  private readonly streams = new Map<string, Stream>();
  private visits = 0;
  // epochs: random per store (a restart), counted per stream (a re-created stream differs)
  private readonly epochPrefix = randomBytes(4).toString('hex');
  private created = 0;

  constructor(private readonly options: HistoryOptions) {}

  /** Channel streams held (tests and metrics). */
  get channelCount(): number {
    return this.streams.size;
  }

  /** Streams the expiry has looked at since the start: at most the budget per operation. */
  get expiryVisits(): number {
    return this.visits;
  }

  /** Appends a publication and returns it with its new offset and the stream's epoch. */
  append(
    channel: string,
    data: string,
    now: number,
  ): { publication: StoredPublication; epoch: string } {
    const stream = this.stream(channel, now);
    stream.offset += 1;
    const publication = { offset: stream.offset, data, at: now };
    if (this.options.size > 0) {
      stream.items.push(publication);
      if (stream.items.length > this.options.size) stream.items.shift();
    }
    stream.touchedAt = now;
    return { publication, epoch: stream.epoch };
  }

  /** The current top of a channel stream. */
  position(channel: string, now: number): StreamPosition {
    const stream = this.stream(channel, now);
    return { offset: stream.offset, epoch: stream.epoch };
  }

  /**
   * Publications after `offset` when the epoch matches (empty means any, as the client sends it
   * after a state reset) and history still holds every one of them without a gap.
   */
  recover(channel: string, offset: number, epoch: string, now: number): RecoveryResult {
    const stream = this.stream(channel, now);
    const top = { offset: stream.offset, epoch: stream.epoch };
    if (epoch !== '' && epoch !== stream.epoch) return { recovered: false, top };
    if (offset > stream.offset) return { recovered: false, top };
    if (offset === stream.offset) return { recovered: true, publications: [], top };
    const publications = stream.items.filter((p) => p.offset > offset);
    if (publications[0]?.offset !== offset + 1) return { recovered: false, top };
    return { recovered: true, publications, top };
  }

  private stream(channel: string, now: number): Stream {
    const ttlMs = this.options.ttlS * 1000;
    let stream = this.streams.get(channel);
    if (stream) {
      this.streams.delete(channel);
      // expired publications are no longer recoverable; the offset itself keeps counting
      while (stream.items[0] && stream.items[0].at + ttlMs <= now) stream.items.shift();
    } else {
      this.created += 1;
      const epoch = `${this.epochPrefix}${this.created.toString(36)}`;
      stream = { epoch, offset: 0, items: [], touchedAt: now };
    }
    stream.touchedAt = now;
    this.streams.set(channel, stream);
    // after the touch: the stream in use is never the one expired or evicted
    this.expireIdle(now, ttlMs);
    if (this.streams.size > (this.options.maxChannels ?? DEFAULT_MAX_CHANNELS)) {
      const idlest = this.streams.keys().next();
      if (!idlest.done) this.streams.delete(idlest.value);
    }
    return stream;
  }

  /** Drops up to the budget of streams idle longer than the TTL, oldest first. */
  private expireIdle(now: number, ttlMs: number): void {
    let budget = HISTORY_EXPIRY_BUDGET;
    for (const [channel, stream] of this.streams) {
      if (budget === 0) return;
      this.visits += 1;
      if (stream.touchedAt + ttlMs > now) return;
      this.streams.delete(channel);
      budget -= 1;
    }
  }
}
