import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemoData } from '@/db/seed';
import { loadConfig } from '@/env';

/** Starts the reference backend: migrate, seed, listen; Ctrl-C drains requests and closes the DB. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = {
    level: config.logLevel,
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  if (config.seedDemoData) await seedDemoData(database.db);
  const app = await buildApp({
    database,
    logger,
    push: { config: config.push },
    site: config.site,
    locales: config.locales,
    feed: config.feed,
    devApi: config.devApi,
    validateResponses: config.validateResponses,
    platform: config.platform,
  });
  // the feed writes its first state before the port opens, so the first page is never empty
  await app.feed?.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    await app.close();
    await database.close();
    app.log.info('stopped');
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const push = config.push.centrifugo ? 'centrifugo' : 'embedded';
  app.log.info(
    { database: database.kind, push },
    `server ready on http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
