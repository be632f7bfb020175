import { toAsciiJson } from '@/push/delta';
import type { HistoryStore } from '@/push/history';
import { type StoredPublication, type StreamPosition } from '@/push/history';

/** Something that receives the publications of the channels it subscribed to (a connection). */
export interface HubSubscriber {
  deliver(channel: string, publication: StoredPublication): void;
}

/**
 * Channels of the embedded server: who listens to what, and every publication numbered in the
 * channel's history stream before it fans out, so live and recovered publications share offsets.
 * It also counts open connections per client address (the per-address cap).
 */
export class PushHub {
  private readonly channels = new Map<string, Set<HubSubscriber>>();
  private readonly addresses = new Map<string, number>();

  constructor(
    readonly history: HistoryStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts delivering `channel` to `subscriber`. */
  subscribe(channel: string, subscriber: HubSubscriber): void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscriber);
  }

  /** Stops delivering `channel` to `subscriber`. */
  unsubscribe(channel: string, subscriber: HubSubscriber): void {
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.channels.delete(channel);
  }

  /** Counts a new connection of `address`; false (not counted) when it already has `max`. */
  admit(address: string, max: number): boolean {
    const open = this.addresses.get(address) ?? 0;
    if (open >= max) return false;
    this.addresses.set(address, open + 1);
    return true;
  }

  /** A connection of `address` closed. */
  release(address: string): void {
    const open = (this.addresses.get(address) ?? 0) - 1;
    if (open > 0) this.addresses.set(address, open);
    else this.addresses.delete(address);
  }

  /** Open connections of one client address (tests and metrics). */
  connectionsOf(address: string): number {
    return this.addresses.get(address) ?? 0;
  }

  /** Number of subscribers of a channel (tests and metrics). */
  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Stores `data` in the channel's history and delivers it to every subscriber, in order. */
  publish(channel: string, data: unknown): StreamPosition {
    const { publication, epoch } = this.history.append(channel, toAsciiJson(data), this.now());
    for (const subscriber of this.channels.get(channel) ?? []) {
      subscriber.deliver(channel, publication);
    }
    return { offset: publication.offset, epoch };
  }
}
