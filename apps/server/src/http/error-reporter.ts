import { randomUUID } from 'node:crypto';
import { envelopeUrl, sentryAuthHeader, type Dsn } from '@sportsbook/contract/error-reporting';

/**
 * The server reports its own 5xx failures (issue 17) to a Sentry DSN with a minimal envelope
 * sender: one event per failure, fire and forget, bounded in flight, never failing a request.
 */
export interface ErrorReporter {
  capture(error: unknown, request?: { method: string; url: string }): void;
  /** Waits for the posts in flight (shutdown). */
  flush(): Promise<void>;
}

export interface ReporterOptions {
  dsn: Dsn;
  environment: string;
  release: string;
  fetch?: typeof fetch;
  /** Posts in flight beyond which new failures are dropped (a storm must not pile up). */
  maxInFlight?: number;
  timeoutMs?: number;
  now?: () => number;
  onSendFailure?: (error: unknown) => void;
}

const CLIENT = 'sportsbook-server/1';

interface Frame {
  function?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
}

/** V8 stack lines -> Sentry frames, oldest first. */
export function stackFrames(stack: string | undefined): Frame[] {
  if (!stack) return [];
  const frames: Frame[] = [];
  for (const text of stack.split('\n').slice(1, 51)) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(text);
    if (!match) continue;
    frames.push({
      ...(match[1] ? { function: match[1] } : {}),
      filename: match[2],
      lineno: Number(match[3]),
      colno: Number(match[4]),
    });
  }
  return frames.reverse();
}

/** The Sentry event of one failure. */
export function serverEvent(
  error: unknown,
  request: { method: string; url: string } | undefined,
  { environment, release, now }: { environment: string; release: string; now: number },
): Record<string, unknown> {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    event_id: randomUUID().replaceAll('-', ''),
    timestamp: now / 1000,
    platform: 'node',
    level: 'error',
    logger: 'server',
    environment,
    release,
    tags: { app: 'server' },
    exception: {
      values: [
        {
          type: err.name,
          value: err.message.slice(0, 1000),
          stacktrace: { frames: stackFrames(err.stack) },
        },
      ],
    },
    ...(request ? { request: { method: request.method, url: request.url.slice(0, 2000) } } : {}),
  };
}

/** The envelope of one event (header line, item header line, payload). */
export function eventEnvelope(event: Record<string, unknown>, dsn: Dsn, sentAt: Date): string {
  const payload = JSON.stringify(event);
  const header = {
    event_id: event.event_id,
    sent_at: sentAt.toISOString(),
    dsn: `${dsn.protocol}://${dsn.publicKey}@${dsn.host}${dsn.path}/${dsn.projectId}`,
  };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) })}\n${payload}`;
}

export function envelopeReporter(options: ReporterOptions): ErrorReporter {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxInFlight = options.maxInFlight ?? 20;
  const inFlight = new Set<Promise<void>>();
  const url = envelopeUrl(options.dsn);
  return {
    capture(error, request) {
      if (inFlight.size >= maxInFlight) return;
      const event = serverEvent(error, request, { ...options, now: now() });
      const body = eventEnvelope(event, options.dsn, new Date(now()));
      const post = send(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-sentry-envelope',
          'X-Sentry-Auth': sentryAuthHeader(options.dsn, CLIENT),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      }).then(
        (response) => {
          if (!response.ok) options.onSendFailure?.(new Error(`status ${response.status}`));
        },
        (failure: unknown) => options.onSendFailure?.(failure),
      );
      const tracked = post.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}
