/** Settings of the embedded push server and of the publisher (validated in env.ts). */
export interface PushConfig {
  /** HS256 secret of connection and subscription tokens. */
  tokenSecret: string;
  /** Key of the embedded Centrifugo-compatible HTTP API (`X-API-Key`). */
  apiKey: string;
  /** Server ping period; the client reconnects after ping + 10 s of silence. */
  pingIntervalMs: number;
  /** A client that does not answer a ping within this time is closed with 3012. */
  pongTimeoutMs: number;
  /** Publications kept per channel for recovery. */
  historySize: number;
  /** Seconds a publication stays recoverable. */
  historyTtlS: number;
  /** Lifetime of the tokens the sportsbook API issues. */
  tokenTtlS: number;
  /** Grace after a token's `exp` before the connection or subscription is ended (Go: 25 s). */
  expiredCloseDelayMs: number;
  /** A socket that sends no connect within this time is closed with 3502. */
  staleCloseDelayMs: number;
  /** Open connections per client address; beyond it a socket is closed with 3504. */
  maxConnectionsPerIp: number;
  /** Subscriptions per connection (Centrifugo's channel_limit); beyond it subscribe gets 106. */
  maxSubscriptionsPerConnection: number;
  /** Channel streams history keeps; beyond it the least recently used one is dropped. */
  historyMaxChannels: number;
  /** When set, publications go to this external Centrifugo HTTP API instead of the embedded hub. */
  centrifugo: { apiUrl: string; apiKey: string } | null;
}

/** Defaults of everything but the secrets: those come from the environment or the data folder. */
export const defaultPushConfig: Omit<PushConfig, 'tokenSecret' | 'apiKey'> = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 10_000,
  historySize: 100,
  historyTtlS: 300,
  tokenTtlS: 900,
  expiredCloseDelayMs: 25_000,
  staleCloseDelayMs: 15_000,
  maxConnectionsPerIp: 100,
  maxSubscriptionsPerConnection: 128,
  historyMaxChannels: 100_000,
  centrifugo: null,
};

/** Most commands in one Centrifugo `batch` call (the same bound as a broadcast's channels). */
export const MAX_BATCH_COMMANDS = 1000;
