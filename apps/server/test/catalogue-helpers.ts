import { apiErrorSchema, type ApiErrorWire } from '@sportsbook/contract/common';
import {
  matchesResponseSchema,
  type MatchesResponseWire,
  type MatchWire,
  type EventWire,
} from '@sportsbook/contract/match';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { App, AppOptions } from '@/app';
import { startTestServer, testFeed, TEST_NOW, type TestServer } from './helpers';

export const V2 = '/api/sportsbook/v2';

/**
 * A test server whose feed wrote its catalogue at the fixed TEST_NOW: the same seed and clock
 * give the same matches, markets and outrights on every run. Read-only afterwards (no reset).
 */
export async function startCatalogueServer(
  options: Omit<AppOptions, 'database' | 'feed'> = {},
): Promise<TestServer> {
  const clock = TEST_NOW;
  const server = await startTestServer({ ...options, feed: { ...testFeed(), now: () => clock } });
  const feed = server.app.feed;
  if (!feed) throw new Error('the test feed is not enabled');
  await feed.start({ tick: false });
  return server;
}

/** GET `path` under /api/sportsbook/v2, expecting 200, parsed with the contract `schema`. */
export async function getOk<S extends z.ZodType>(
  app: App,
  path: string,
  schema: S,
): Promise<z.infer<S>> {
  const res = await app.inject({ method: 'GET', url: `${V2}${path}` });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
  return schema.parse(res.json<unknown>());
}

/** GET `path` expecting a 4xx answer with the `{code, message}` error body. */
export async function getError(app: App, path: string): Promise<ApiErrorWire & { status: number }> {
  const res = await app.inject({ method: 'GET', url: `${V2}${path}` });
  expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, path).toBeLessThan(500);
  const body = apiErrorSchema.parse(res.json<unknown>());
  expect(body.message.length).toBeGreaterThan(0);
  return { ...body, status: res.statusCode };
}

export const getMatches = (app: App, query = ''): Promise<MatchesResponseWire> =>
  getOk(app, `/matches${query ? `?${query}` : ''}`, matchesResponseSchema);

/** Every page of GET /matches with `query` (limit 500), concatenated. */
export async function allMatches(app: App, query = ''): Promise<EventWire[]> {
  const sep = query ? '&' : '';
  const first = await getMatches(app, `${query}${sep}page=1`);
  const items = [...first.data];
  for (let page = 2; page <= first.pagination.last_page; page += 1) {
    items.push(...(await getMatches(app, `${query}${sep}page=${page}`)).data);
  }
  expect(items).toHaveLength(first.pagination.total);
  return items;
}

export const isMatch = (e: EventWire): e is MatchWire => e.type === 'match';

/** The value, or a failed test naming what was missing (no non-null assertions). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}
