import { vi } from 'vitest';

/** One request a test's fake backend saw. */
export interface SeenRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Answer =
  | { status?: number; body: unknown }
  | ((request: SeenRequest) => { status?: number; body: unknown });

/**
 * Replaces fetch with a fake backend for component tests: `routes` maps `METHOD /path` (the path
 * below /api/sportsbook) to an answer; anything else is a 404. Returns the requests it saw.
 */
export function stubBackend(routes: Record<string, Answer>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/sportsbook/, '');
    const request: SeenRequest = {
      method,
      path,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const route = routes[`${method} ${path}`];
    const answer =
      route === undefined
        ? { status: 404, body: { code: 'not_found', message: 'Not found' } }
        : typeof route === 'function'
          ? route(request)
          : route;
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}
