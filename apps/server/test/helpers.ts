import { sql, type Logger } from 'drizzle-orm';
import { siteConfigResponseSchema } from '@sportsbook/contract/site-config';
import { API_PREFIX, buildApp, type App, type AppOptions } from '@/app';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemoData } from '@/db/seed';
import type { FeedConfig } from '@/env';

export interface TestServer {
  app: App;
  database: DatabaseHandle;
  /** Empties every table and seeds the demo data again, so each test starts from the same state. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Empties every table and seeds the demo sports again. */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`truncate table sports, provider_statuses, feed_cursor, favourites, jackpots, predictions restart identity cascade`,
  );
  await seedDemoData(database.db);
}

/** Every statement the test databases run goes to `listener` while one is set (see countStatements). */
const statementLog: Logger & { listener: ((query: string) => void) | null } = {
  listener: null,
  logQuery(query) {
    statementLog.listener?.(query);
  },
};

/** Runs `work` and returns the statements it sent to the test databases, in order. */
export async function countStatements(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  statementLog.listener = (query) => seen.push(query);
  try {
    await work();
  } finally {
    statementLog.listener = null;
  }
  return seen;
}

/** A migrated, seeded in-memory PGlite (~2 s and ~0.7 GB: share one per test file). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null }, { logger: statementLog });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  return database;
}

/** A fixed wall clock for feed tests: Sunday 2026-11-22 12:00 UTC. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

/** Feed settings for tests: ticks are driven by the test (`app.feed.tick(t)`), not a timer. */
export const testFeed = (overrides: Partial<FeedConfig> = {}): FeedConfig => ({
  enabled: true,
  seed: 7,
  speed: 1,
  tickMs: 1000,
  ...overrides,
});

/** One migrated in-memory PGlite and app per test file (a fresh PGlite costs ~2 s and ~0.7 GB). */
export async function startTestServer(
  options: Omit<AppOptions, 'database'> = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const app = await buildApp({ database, ...options });
  await app.ready();
  return {
    app,
    database,
    async reset() {
      await resetDatabase(database);
      app.catalogueCache.bump();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Merges `patch` into the stored site configuration through `app`'s operator API (key
 * `operatorKey`), as an operator changes a site setting (issue 16); the returned undo puts the
 * previous configuration back, since the site configuration outlives `reset`.
 */
export async function patchSiteConfig(
  app: App,
  operatorKey: string,
  patch: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const send = async (method: 'GET' | 'PATCH' | 'PUT', payload?: Record<string, unknown>) => {
    const res = await app.inject({
      method,
      url: `${API_PREFIX.operator}/site-config`,
      headers: { authorization: `Bearer ${operatorKey}` },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode !== 200)
      throw new Error(`${method} site-config: ${res.statusCode} ${res.body}`);
    return siteConfigResponseSchema.parse(res.json()).data;
  };
  const before = await send('GET');
  await send('PATCH', patch);
  return async () => {
    await send('PUT', before);
  };
}
