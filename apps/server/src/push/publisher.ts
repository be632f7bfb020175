import type { Publisher } from '@/http/publisher';
import { MAX_BATCH_COMMANDS } from '@/push/config';
import type { PushHub } from '@/push/hub';

/** A publication the push server refused or could not be reached for. */
export class PublishError extends Error {
  override name = 'PublishError';
  constructor(
    message: string,
    /** Centrifugo API error code when the server answered one. */
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Publishes in-process into the embedded push server. */
export function embeddedPublisher(hub: PushHub): Publisher {
  return {
    publish(channel, data) {
      hub.publish(channel, data);
      return Promise.resolve();
    },
    broadcast(channels, data) {
      for (const channel of channels) hub.publish(channel, data);
      return Promise.resolve();
    },
    batch(items) {
      for (const { channels, data } of items)
        for (const channel of channels) hub.publish(channel, data);
      return Promise.resolve();
    },
  };
}

export interface CentrifugoPublisherOptions {
  /** The HTTP API endpoint, e.g. `http://centrifugo:8000/api` (or the embedded `…/push/api`). */
  apiUrl: string;
  apiKey: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

interface ApiError {
  code?: number;
  message?: string;
}
interface BroadcastResult {
  responses?: { error?: ApiError }[];
}
interface ApiReply {
  error?: ApiError;
  result?: BroadcastResult;
  /** `batch`: one reply per command, in order. */
  replies?: { error?: ApiError; broadcast?: BroadcastResult }[];
}

/** The first error of a broadcast's per-channel responses. */
const broadcastError = (result: BroadcastResult | undefined) =>
  result?.responses?.find((r) => r.error)?.error;

/** Publishes through a Centrifugo (v5/v6) HTTP API: `POST {apiUrl}/publish|broadcast`. */
export function centrifugoPublisher({
  apiUrl,
  apiKey,
  fetch = globalThis.fetch,
  timeoutMs = 5_000,
}: CentrifugoPublisherOptions): Publisher {
  const base = apiUrl.replace(/\/+$/, '');
  const post = (method: string, body: object) =>
    fetch(`${base}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  const call = async (method: string, body: object): Promise<ApiReply> => {
    let response: Response;
    try {
      // one retry: a pooled keep-alive socket the server just closed fails before it is read
      response = await post(method, body).catch((err: unknown) => {
        if (err instanceof Error && err.name === 'TimeoutError') throw err;
        return post(method, body);
      });
    } catch (err) {
      const cause =
        err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      throw new PublishError(`push API unreachable (${String(err)}${cause})`);
    }
    if (!response.ok) throw new PublishError(`push API answered HTTP ${response.status}`);
    const reply = (await response.json()) as ApiReply;
    // Centrifugo reports API errors with HTTP 200 and an error object
    if (reply.error) {
      throw new PublishError(reply.error.message ?? 'push API error', reply.error.code);
    }
    return reply;
  };
  return {
    async publish(channel, data) {
      await call('publish', { channel, data: data ?? null });
    },
    async broadcast(channels, data) {
      const reply = await call('broadcast', { channels, data: data ?? null });
      const failed = broadcastError(reply.result);
      if (failed) throw new PublishError(failed.message ?? 'broadcast failed', failed.code);
    },
    // issue 18: one request per MAX_BATCH_COMMANDS publications instead of one each
    async batch(items) {
      let first: PublishError | null = null;
      for (let at = 0; at < items.length; at += MAX_BATCH_COMMANDS) {
        const chunk = items.slice(at, at + MAX_BATCH_COMMANDS);
        const commands = chunk.map(({ channels, data }) => ({
          broadcast: { channels, data: data ?? null },
        }));
        try {
          const reply = await call('batch', { commands });
          for (const r of reply.replies ?? []) {
            const failed = r.error ?? broadcastError(r.broadcast);
            if (failed) throw new PublishError(failed.message ?? 'batch failed', failed.code);
          }
        } catch (error) {
          first ??= error instanceof PublishError ? error : new PublishError(String(error));
        }
      }
      if (first) throw first;
    },
  };
}
