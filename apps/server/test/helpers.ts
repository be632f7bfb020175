import { sql } from 'drizzle-orm';
import { buildApp, type App } from '@/app';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemoData } from '@/db/seed';

export interface TestServer {
  app: App;
  database: DatabaseHandle;
  /** Empties every table and seeds the demo data again, so each test starts from the same state. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** One migrated in-memory PGlite and app per test file (a fresh PGlite costs ~2 s and ~0.7 GB). */
export async function startTestServer(): Promise<TestServer> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const app = await buildApp({ database });
  await app.ready();
  return {
    app,
    database,
    async reset() {
      await database.db.execute(sql`truncate table sports restart identity cascade`);
      await seedDemoData(database.db);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
