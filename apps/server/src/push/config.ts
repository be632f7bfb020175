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
  /** When set, publications go to this external Centrifugo HTTP API instead of the embedded hub. */
  centrifugo: { apiUrl: string; apiKey: string } | null;
}

/** Dev secret: env.ts refuses it in production. */
export const DEV_PUSH_TOKEN_SECRET = 'sportsbook-dev-push-token-secret-not-for-production';
/** Dev API key: env.ts refuses it in production. */
export const DEV_PUSH_API_KEY = 'sportsbook-dev-push-api-key';

/** Defaults for development and tests. */
export const defaultPushConfig: PushConfig = {
  tokenSecret: DEV_PUSH_TOKEN_SECRET,
  apiKey: DEV_PUSH_API_KEY,
  pingIntervalMs: 25_000,
  pongTimeoutMs: 10_000,
  historySize: 100,
  historyTtlS: 300,
  tokenTtlS: 900,
  expiredCloseDelayMs: 25_000,
  staleCloseDelayMs: 15_000,
  centrifugo: null,
};
