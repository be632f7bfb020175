/** The page's real-time connection as the rest of the web sees it (no client library types). */
export interface LiveConnection {
  /** Replays recent publications about these matches onto their freshly seeded entries. */
  replay(ids: ReadonlySet<number>): void;
  /** Refetches these matches once subscribed (batched into one call). */
  resync(ids: Iterable<number>): void;
  /** Whether publications are flowing now (the locale channel is subscribed). */
  isSubscribed(): boolean;
  /** Follows one event's channel (all its markets) until the returned function is called. */
  watchMatch(matchId: number): () => void;
  /** Leaves every channel and disconnects. */
  close(): void;
}
