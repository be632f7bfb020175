import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

/** The one database type the server codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: embedded PGlite (a folder, or memory when null) or a PostgreSQL URL. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

/**
 * Opens PGlite (embedded, on disk or in memory) or a PostgreSQL pool; both speak one SQL dialect.
 * A logger sees every statement (tests count the statements of a request with it).
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { logger?: Logger } = {},
): Promise<DatabaseHandle> {
  const { logger } = options;
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: target.poolMax, onnotice: () => undefined });
    const db = drizzlePostgres(client, { schema, logger }) as unknown as Database;
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
