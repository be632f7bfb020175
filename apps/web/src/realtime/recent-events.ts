import { eventMatchId } from '@sportsbook/betting/live/event-match';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';

/**
 * The match publications of the last few seconds, oldest first. A snapshot (a server-rendered
 * list, a refetch) can be older than events already applied, and events of a match nobody showed
 * yet were dropped; replaying these onto a freshly seeded match brings it up to date. Events carry
 * absolute values, so replaying one the snapshot already holds changes nothing.
 */
export class RecentEvents {
  private entries: { at: number; matchId: number; event: RealtimeEventWire }[] = [];
  // entries before `head` have expired; the array is compacted once half of it has
  private head = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxEvents: number,
  ) {}

  add(events: readonly RealtimeEventWire[], at: number): void {
    for (const event of events) {
      const matchId = eventMatchId(event);
      if (matchId !== null) this.entries.push({ at, matchId, event });
    }
    this.prune(at);
  }

  /** Publications about the given matches still in the window, in the order they came. */
  forMatches(ids: ReadonlySet<number>, now: number): RealtimeEventWire[] {
    this.prune(now);
    const found: RealtimeEventWire[] = [];
    for (let i = this.head; i < this.entries.length; i++) {
      const entry = this.entries[i];
      if (entry && ids.has(entry.matchId)) found.push(entry.event);
    }
    return found;
  }

  get size(): number {
    return this.entries.length - this.head;
  }

  private prune(now: number): void {
    const from = now - this.windowMs;
    this.head = Math.max(this.head, this.entries.length - this.maxEvents);
    while (this.head < this.entries.length && (this.entries[this.head]?.at ?? now) < from)
      this.head += 1;
    if (this.head > this.entries.length / 2) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }
}
