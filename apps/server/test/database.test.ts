import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { count } from 'drizzle-orm';
import { sportsResponseSchema } from '@sportsbook/contract/catalog';
import { describe, expect, test } from 'vitest';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { SPORT_SEEDS, seedDemoData } from '@/db/seed';
import { sports } from '@/db/schema';
import { loadConfig } from '@/env';

const sportCount = async (handle: Awaited<ReturnType<typeof openDatabase>>) =>
  (await handle.db.select({ n: count() }).from(sports))[0]?.n;

describe('database targets', () => {
  test('PGlite on disk keeps its data across a restart; migrating and seeding again is a no-op', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sportsbook-db-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      await migrateDatabase(first);
      await seedDemoData(first.db);
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect(await sportCount(second)).toBe(SPORT_SEEDS.length);
      await migrateDatabase(second);
      await seedDemoData(second.db);
      expect(await sportCount(second)).toBe(SPORT_SEEDS.length);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('DATABASE_URL=postgres://… runs the same migrations and API over the PostgreSQL wire protocol', async () => {
    // PGlite behind a PostgreSQL protocol socket stands in for a PostgreSQL server on loopback
    const pg = await PGlite.create();
    const socket = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: 0 });
    await socket.start();
    const port = Number(socket.getServerConn().split(':').at(-1));
    const config = loadConfig({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      DATABASE_POOL_MAX: '1',
    });
    expect(config.database.kind).toBe('postgres');
    const handle = await openDatabase(config.database);
    try {
      await migrateDatabase(handle);
      await seedDemoData(handle.db);
      const app = await buildApp({ database: handle });
      const res = await app.inject({ method: 'GET', url: '/api/sportsbook/v2/sports?limit=2' });
      expect(res.statusCode).toBe(200);
      const page = sportsResponseSchema.parse(res.json());
      expect(page.data.map((s) => s.key)).toEqual(['soccer', 'tennis']);
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({
        database: 'postgres',
      });
      await app.close();
    } finally {
      await handle.close();
      await socket.stop();
      await pg.close();
    }
  });
});
