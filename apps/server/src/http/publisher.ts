/**
 * Where the server sends real-time events (feed, bets, wallet): the embedded hub or an external
 * Centrifugo (push/publisher.ts). Callers never know which one.
 */
export interface Publisher {
  /** Publishes `data` (any JSON value) on one channel. */
  publish(channel: string, data: unknown): Promise<void>;
  /** Publishes the same `data` on several channels. */
  broadcast(channels: string[], data: unknown): Promise<void>;
  /**
   * Broadcasts several publications in order, in as few calls as the server allows (Centrifugo
   * `batch`); rejects with the first failure, the others are still attempted.
   */
  batch(items: readonly Broadcast[]): Promise<void>;
}

/** One publication of a batch: `data` for every channel of `channels`. */
export interface Broadcast {
  channels: string[];
  data: unknown;
}
