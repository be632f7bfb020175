import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The pair's server: its dev API lists what the error-reporting sink received (issue 17). */
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

/** The parts of a Sentry event the tests read. */
export interface SinkEvent {
  timestamp?: number;
  message?: string | { formatted?: string };
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  request?: { url?: string; data?: unknown };
  exception?: { values?: { type?: string; value?: string }[] };
}

/** Every text of an event (message, exception types and values), to search in. */
export function eventText(event: SinkEvent): string {
  const message = typeof event.message === 'string' ? event.message : event.message?.formatted;
  const exceptions = (event.exception?.values ?? []).map((v) => `${v.type}: ${v.value}`);
  return [message ?? '', ...exceptions].join('\n');
}

/** The error events at the sink, received since `since` (ms). */
export async function sinkEvents(request: APIRequestContext, since = 0): Promise<SinkEvent[]> {
  const res = await request.get(`${apiUrl}/api/dev/error-reports?type=event`);
  expect(res.status(), 'the pair runs with the error sink and the dev API').toBe(200);
  const { reports } = (await res.json()) as {
    reports: { received_at: string; payload: SinkEvent }[];
  };
  return reports.filter((r) => Date.parse(r.received_at) >= since).map((r) => r.payload);
}

/** Waits until an event matching `match` has arrived, and returns it. */
export async function waitForEvent(
  request: APIRequestContext,
  match: (event: SinkEvent) => boolean,
  since = 0,
): Promise<SinkEvent> {
  let found: SinkEvent | undefined;
  await expect
    .poll(
      async () => {
        found = (await sinkEvents(request, since)).find(match);
        return found !== undefined;
      },
      { timeout: 45_000, message: 'the event reached the sink' },
    )
    .toBe(true);
  if (!found) throw new Error('no event');
  return found;
}

/** Throws `message` uncaught in the page (the SDK's global handler reports it). */
export function throwInPage(page: Page, message: string, name = 'Error'): Promise<void> {
  return page.evaluate(
    ([text, errorName]) => {
      setTimeout(() => {
        const error = new Error(text);
        error.name = errorName;
        throw error;
      });
    },
    [message, name] as const,
  );
}
