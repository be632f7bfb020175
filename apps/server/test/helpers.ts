import { sql } from 'drizzle-orm';
import { buildApp, type App, type AppOptions } from '@/app';
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

/** A migrated, seeded in-memory PGlite (~2 s and ~0.7 GB: share one per test file). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
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
